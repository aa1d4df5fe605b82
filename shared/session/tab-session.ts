/**
 * Session keys out of the address bar (OWASP ASVS 14.2.1, ADR "session keys per tab"): once a page has
 * rendered, the keys that identify the borrower are taken out of the visible URL (`history.replaceState`)
 * and kept in this tab's `sessionStorage`; `readQuery()` puts them back, so calls, links between entries
 * and a reload keep the session while screenshots, shared links and the shell's URL log never show it.
 *
 * Only session keys are hidden: the screen's own parameters (`orderId`, `productId`, `problemId`, …) stay
 * in the URL, so a page never takes a stale screen parameter from another page of the tab.
 */

/** Keys the spec names for the borrower's session (spec §3 "Shared request parameters"). */
export const SESSION_KEYS = ['token', 'building', 'gather', 'swift', 'eyes'] as const;

/** Any other key that looks like a credential or personal data the shell may add (`userToken`, `sign`, …). */
const TOKEN_LIKE = /token|sign|secret|session|auth|passw|pwd|phone|mobile|otp|ticket|jwt|credential|cookie|api_?key/i;

/** The tab's store: JSON `{ key: value }` of the hidden keys of the last page that carried any. */
export const SESSION_STORE = 'pb.session';

/** @example isSessionKey('userToken') // true; isSessionKey('orderId') // false */
export function isSessionKey(key: string): boolean {
  return (SESSION_KEYS as readonly string[]).includes(key) || TOKEN_LIKE.test(key);
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage switched off (some private modes) throws on access.
    return null;
  }
}

/** The session keys this tab remembers; `{}` outside a browser or when there are none. */
export function rememberedSession(): Record<string, string> {
  try {
    const raw = storage()?.getItem(SESSION_STORE);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * Remembers the session keys of the page URL and takes them out of the visible URL. A URL that carries
 * session keys is a fresh open by the shell: its keys replace what the tab remembered. A URL without any
 * (a reload after this ran, back to an earlier page) leaves the tab's keys as they are. When storage
 * cannot keep them, the URL keeps them too: a reload must not lose the session.
 * Call after the first render (mount does): the prerendered render never reads the location.
 */
export function hideSessionKeys(): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  const found: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (isSessionKey(key) && !(key in found)) found[key] = value;
  const keys = Object.keys(found);
  if (keys.length === 0) return;
  const store = storage();
  try {
    store?.setItem(SESSION_STORE, JSON.stringify(found));
  } catch {
    return;
  }
  if (!store || store.getItem(SESSION_STORE) !== JSON.stringify(found)) return;
  for (const key of keys) url.searchParams.delete(key);
  // The state object is kept: other code (back inside a flow) may use it.
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
