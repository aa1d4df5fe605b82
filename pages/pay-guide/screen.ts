/** The pay-guide screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'How to pay',
  prerender: 'full',
} satisfies Screen;
