/** Privacy policy: static text from `static/legal/privacy.md`, prerendered in full (readable with JavaScript off). */
import { StaticTextPage } from '../../shared/app/static-text-page';
import source from '../../static/legal/privacy.md?raw';
import { t } from '../../shared/i18n/t';

export const PrivacyPage = () => <StaticTextPage title={t('Privacy policy')} source={source} />;
