import { mount } from '../../shared/app/mount';
import { ComplaintPage } from './complaint-page';

mount(ComplaintPage);
