import { mount } from '../../shared/app/mount';
import { PrivacyPage } from './privacy-page';

mount(PrivacyPage);
