import { mount } from '../../shared/app/mount';
import { JointLoginFailPage } from './joint-login-fail-page';

mount(JointLoginFailPage);
