/**
 * Takes the session keys out of the address bar (tab-session.ts and ADR 0014 say why and how they are
 * read back). `mount()` imports it after the first render and the static pages' script once wired: it
 * costs no start script of a React page, so it imports nothing either (an import would add its chunk to
 * the preload list of `mount()`'s dynamic import).
 */

/** Keys the spec names for the borrower's session (spec §3 "Shared request parameters"). */
export const SESSION_KEYS = ['token', 'building', 'gather', 'swift', 'eyes'] as const;

/**
 * The spec's session keys, and any other key that looks like a credential or personal data the shell may
 * add (`userToken`, `sign`, `phone`, …). Screen parameters (`orderId`, `productId`, …) stay visible.
 */
const SESSION_KEY =
  /^(building|gather|swift|eyes)$|token|sign|secret|session|auth|passw|pwd|phone|mobile|otp|ticket|jwt|credential|cookie|api_?key/i;

/** @example isSessionKey('userToken') // true; isSessionKey('orderId') // false */
export function isSessionKey(key: string): boolean {
  return SESSION_KEY.test(key);
}

/**
 * Remembers the session keys of the page URL (first value of each) in `sessionStorage['pb.session']`
 * (tab-session.ts's SESSION_STORE: written out, see above) and takes them out of the visible URL. A URL
 * that carries session keys is a fresh open by the shell: its keys replace what the tab remembered. A URL
 * without any (a reload after this ran, back to an earlier page) leaves the tab's keys as they are. When
 * storage cannot keep them, the URL keeps them too: a reload must not lose the session.
 */
export function hideSessionKeys(): void {
  const url = new URL(location.href);
  const params = url.searchParams;
  const keys = [...new Set(params.keys())].filter(isSessionKey);
  if (!keys.length) return;
  try {
    sessionStorage.setItem('pb.session', JSON.stringify(Object.fromEntries(keys.map((k) => [k, params.get(k)]))));
  } catch {
    return;
  }
  for (const key of keys) params.delete(key);
  // The state object is kept: other code (back inside a flow) may use it. The whole URL, not its path: a
  // path like `//host/x` would read as another origin and throw (ADR 0047).
  history.replaceState(history.state, '', url.href);
}
