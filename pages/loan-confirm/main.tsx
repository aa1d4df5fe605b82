import { mount } from '../../shared/app/mount';
import { LoanConfirmPage } from './loan-confirm-page';

mount(LoanConfirmPage);
