import { mount } from '../../shared/app/mount';
import { ComplaintFormPage } from './complaint-form-page';

mount(ComplaintFormPage);
