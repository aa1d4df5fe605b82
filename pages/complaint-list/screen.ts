/** The complaint-list screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'My complaints',
  prerender: 'frame',
  aliases: ['/complaintList'],
  opens: ['complaint-details'],
} satisfies Screen;
