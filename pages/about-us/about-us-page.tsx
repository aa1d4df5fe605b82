/** About us: static text from `static/legal/about-us.md`, prerendered in full (readable with JavaScript off). */
import { StaticTextPage } from '../../shared/app/static-text-page';
import source from '../../static/legal/about-us.md?raw';

export const AboutUsPage = () => <StaticTextPage title="About us" source={source} />;
