/** The repay-code screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Repayment by code',
  prerender: 'frame',
  aliases: ['/repaymentOfCode'],
  opens: ['customer-service', 'order', 'pay-guide', 'pay-guide-local'],
} satisfies Screen;
