import { mount } from '../../shared/app/mount';
import { AboutUsPage } from './about-us-page';

mount(AboutUsPage);
