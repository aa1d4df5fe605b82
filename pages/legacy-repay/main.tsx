import { mount } from '../../shared/app/mount';
import { LegacyRepayPage } from './legacy-repay-page';

mount(LegacyRepayPage);
