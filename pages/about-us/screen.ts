/** The about-us screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'About us',
  prerender: 'full',
} satisfies Screen;
