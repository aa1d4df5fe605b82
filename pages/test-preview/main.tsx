import { mount } from '../../shared/app/mount';
import { TestPreviewPage } from './test-preview-page';

mount(TestPreviewPage);
