/**
 * About us: static text from `static/legal/about-us.md`, prerendered in full (readable with JavaScript off).
 * Not a legal document, so the Filipino build shows its Filipino twin, `about-us.fil.md` (D27); the
 * build-time language test leaves only the build's own text in its bundle.
 */
import { StaticTextPage } from '../../shared/app/static-text-page';
import { LANG } from '../../shared/i18n/lang';
import { t } from '../../shared/i18n/t';
import english from '../../static/legal/about-us.md?raw';
import filipino from '../../static/legal/about-us.fil.md?raw';

export const AboutUsPage = () => (
  <StaticTextPage title={t('About us')} source={LANG === 'fil' ? filipino : english} translated={LANG === 'fil'} />
);
