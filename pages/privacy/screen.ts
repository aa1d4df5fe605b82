/** The privacy screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Privacy policy',
  prerender: 'full',
} satisfies Screen;
