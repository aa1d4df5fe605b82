/**
 * Whether a page of ours can be opened now (issue 21 point 2): a tap that leaves for another entry asks
 * for that page first, so offline (or when the page does not arrive) the borrower stays where they are,
 * with the action still there, instead of the browser's error page with no way back into the app.
 */

/** How long the page may take to answer before the tap gives up and says so. */
export const REACH_TIMEOUT_MS = 15_000;

/**
 * True when `url` is on another origin (not ours to ask: the provider's page, a partner's) or when our
 * page answers; false offline, on a network failure, a timeout or a 5xx.
 * @example if (await canOpen('/repay-period.html?orderId=4')) location.assign(url);
 */
export async function canOpen(url: string): Promise<boolean> {
  const target = new URL(url, location.href);
  if (target.origin !== location.origin) return true;
  if (!navigator.onLine) return false;
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), REACH_TIMEOUT_MS);
  try {
    // HEAD: the headers of the page, never its body (same-origin credentials, fetch's default); the
    // navigation that follows gets the page itself.
    const res = await fetch(target.href, {
      method: 'HEAD',
      credentials: 'same-origin',
      cache: 'no-store',
      signal: ctl.signal,
    });
    return res.status < 500;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
