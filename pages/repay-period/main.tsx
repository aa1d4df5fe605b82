import { mount } from '../../shared/app/mount';
import { RepayPeriodPage } from './repay-period-page';

mount(RepayPeriodPage);
