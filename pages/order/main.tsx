import { mount } from '../../shared/app/mount';
import { OrderPage } from './order-page';

mount(OrderPage);
