/** The loan-confirm-v2 screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Loan confirm',
  prerender: 'frame',
  opens: ['order'],
} satisfies Screen;
