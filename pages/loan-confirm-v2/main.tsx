import { mount } from '../../shared/app/mount';
import { LoanConfirmV2Page } from './loan-confirm-v2-page';

mount(LoanConfirmV2Page);
