import { mount } from '../../shared/app/mount';
import { PayGuidePage } from './pay-guide-page';

mount(PayGuidePage);
