import { mount } from '../../shared/app/mount';
import { CustomerServicePage } from './customer-service-page';

mount(CustomerServicePage);
