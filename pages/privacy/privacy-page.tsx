/** Privacy policy: static text from `static/legal/privacy.md`, prerendered in full (readable with JavaScript off). */
import { StaticTextPage } from '../../shared/app/static-text-page';
import source from '../../static/legal/privacy.md?raw';

export const PrivacyPage = () => <StaticTextPage title="Privacy policy" source={source} />;
