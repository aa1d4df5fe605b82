import { mount } from '../../shared/app/mount';
import { RepayCodePage } from './repay-code-page';

mount(RepayCodePage);
