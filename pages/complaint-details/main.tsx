import { mount } from '../../shared/app/mount';
import { ComplaintDetailsPage } from './complaint-details-page';

mount(ComplaintDetailsPage);
