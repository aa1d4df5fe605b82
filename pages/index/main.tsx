import { afterFirstPaint } from '../../shared/app/after-paint';
import { mount } from '../../shared/app/mount';
import { IndexPage } from './index-page';

// Every section is in the prerendered HTML: paint it first, then hydrate (issue 13).
afterFirstPaint(() => mount(IndexPage));
