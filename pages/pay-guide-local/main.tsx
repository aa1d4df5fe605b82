import { mount } from '../../shared/app/mount';
import { PayGuideLocalPage } from './pay-guide-local-page';

mount(PayGuideLocalPage);
