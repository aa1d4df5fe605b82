/** The loan-agreement screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Loan agreement',
  prerender: 'full',
} satisfies Screen;
