/**
 * The one way a screen follows a URL the server sent (contract D7): the guard, the common query (session
 * keys stay on our origin: `withCommonQuery`), the navigation, and the spec's message when the guard
 * refuses. It lives in `app` because it joins three lower layers (security, session, feedback).
 */
import { UNSAFE_URL_MESSAGE } from '../feedback/messages';
import { toast } from '../feedback/toast';
import { guardUrl } from '../security/safe-url';
import { withCommonQuery } from '../session/outbound';
import { openInFlow, replaceInFlow } from './open-page';

export interface FollowOptions {
  /** Replace the current history entry instead of adding one (the borrower must not come back here). */
  replace?: boolean;
  /**
   * Append the page query (default true). The provider pages (`payUrl` of generate-vcode, the legacy card
   * flow's `url`) are followed as the server sent them (spec §7 "read payUrl and redirect to it").
   */
  commonQuery?: boolean;
  /** Let the configured app scheme through (for URLs handed to the bridge). */
  allowAppScheme?: boolean;
  /** A money redirect (`payUrl`, `h5Url`, `playeduL`, `lendDetailsUrl`): `https:` only outside development (D18). */
  money?: boolean;
}

/**
 * Navigates to a server-supplied URL at once when `guardUrl` accepts it (`openInFlow`, ADR 0027) and
 * returns true; otherwise toasts `UNSAFE_URL_MESSAGE` (or, offline, the network message), stays on the
 * page and returns false (so the caller can unlock its button).
 * @example if (!followServerUrl(d.playeduL, { replace: true })) showTheOrder();
 */
export function followServerUrl(raw: unknown, opts: FollowOptions = {}): boolean {
  const safe = guardUrl(raw, { allowAppScheme: opts.allowAppScheme, money: opts.money });
  if (!safe) {
    toast(UNSAFE_URL_MESSAGE);
    return false;
  }
  const url = opts.commonQuery === false ? safe : withCommonQuery(safe);
  // Through the flow hand-off (D16): a page of ours opened this way knows back leads here.
  return opts.replace ? replaceInFlow(url) : openInFlow(url);
}
