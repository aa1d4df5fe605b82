import { mount } from '../../shared/app/mount';
import { LandingPage } from './landing-page';

mount(LandingPage);
