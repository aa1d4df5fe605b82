import { mount } from '../../shared/app/mount';
import { RepayDelayPage } from './repay-delay-page';

mount(RepayDelayPage);
