/** The pay-guide-local screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'How to pay at a local outlet',
  prerender: 'full',
} satisfies Screen;
