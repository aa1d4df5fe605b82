/** The complaint-form screen's declaration (ADR 0035); its first calls are in `first-calls.ts` beside it. */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Online service',
  prerender: 'frame',
  aliases: ['/complainPageNext'],
  opens: ['complaint'],
} satisfies Screen;
