/** The landing screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'Register · PesoBridge',
  prerender: 'frame',
  description:
    'Register for a PesoBridge cash loan with your mobile number: a decision within 1 day, and the money in your account in 1 to 3 days.',
} satisfies Screen;
