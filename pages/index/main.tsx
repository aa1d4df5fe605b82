import { mount } from '../../shared/app/mount';
import { IndexPage } from './index-page';

mount(IndexPage);
