/** The complaint-details screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Complaint details',
  prerender: 'frame',
  aliases: ['/complainDetails'],
} satisfies Screen;
