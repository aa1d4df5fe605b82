/**
 * Contract D17: a prerendered link tapped before the page's script ran carries no query (the HTML was
 * built without the borrower's session, and no inline script may add it: CSP). The page it opens is one
 * of ours, with a same-origin referrer that does carry the session: the new page takes the session keys
 * from there before anything reads the query, so its calls are the borrower's (no 401, no logout).
 */
import { HEADER_KEYS } from './query';

/** The spec's session keys (spec §3): the token and the four header keys. */
const SESSION_KEYS = ['token', ...HEADER_KEYS] as const;

/**
 * Copies the session keys of a same-origin referrer into this page's address when it has no `token`.
 * Only the session keys, only from our own origin, and never over a key the address already has.
 * @example adoptReferrerSession(); // in mount(), before the first render
 */
export function adoptReferrerSession(): void {
  if (typeof location === 'undefined' || typeof document === 'undefined' || !document.referrer) return;
  const url = new URL(location.href);
  const here = url.searchParams;
  if (here.get('token')) return;
  let from: URL;
  try {
    from = new URL(document.referrer);
  } catch {
    return;
  }
  if (from.origin !== location.origin || !from.searchParams.get('token')) return;
  for (const key of SESSION_KEYS) {
    const value = from.searchParams.get(key);
    if (value !== null && !here.has(key)) here.set(key, value);
  }
  try {
    // The whole URL: a path like `//host/x` pasted alone would read as another origin (ADR 0047).
    history.replaceState(history.state, '', url.href);
  } catch {
    // A sandboxed document cannot rewrite its address: the calls then go without the session.
  }
}
