/** The repay-period screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Repayment',
  prerender: 'frame',
  opens: ['complaint', 'customer-service', 'order', 'pay-guide', 'repay-code', 'repay-code-2'],
} satisfies Screen;
