/** The repay-delay screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Extension repayment',
  prerender: 'frame',
  opens: ['complaint', 'customer-service', 'order'],
} satisfies Screen;
