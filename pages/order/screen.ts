/** The order screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Order Details',
  prerender: 'frame',
  opens: ['bind-bank', 'complaint', 'repay-delay', 'repay-period'],
} satisfies Screen;
