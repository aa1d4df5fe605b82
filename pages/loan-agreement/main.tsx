import { mount } from '../../shared/app/mount';
import { LoanAgreementPage } from './loan-agreement-page';

mount(LoanAgreementPage);
