import { mount } from '../../shared/app/mount';
import { RepayCode2Page } from './repay-code-2-page';

mount(RepayCode2Page);
