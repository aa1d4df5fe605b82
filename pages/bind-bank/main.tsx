import { mount } from '../../shared/app/mount';
import { BindBankPage } from './bind-bank-page';

mount(BindBankPage);
