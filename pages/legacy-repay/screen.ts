/** The legacy-repay screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Card repayment',
  prerender: 'frame',
  opens: ['customer-service', 'order'],
} satisfies Screen;
