import { mount } from '../../shared/app/mount';
import { ComplaintListPage } from './complaint-list-page';

mount(ComplaintListPage);
