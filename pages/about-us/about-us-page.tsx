/** About us: static text from `static/legal/about-us.md`, prerendered in full (readable with JavaScript off). */
import { StaticTextPage } from '../../shared/app/static-text-page';
import source from '../../static/legal/about-us.md?raw';
import { t } from '../../shared/i18n/t';

export const AboutUsPage = () => <StaticTextPage title={t('About us')} source={source} />;
