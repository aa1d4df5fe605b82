/**
 * The page query and its session headers, computed by one piece of code for both readers of it: the
 * request helper (`readQuery`, `request`) and the early-calls start script (`shared/api/early-start.ts`),
 * which imports them and is bundled with them into the entry's inline script
 * (`scripts/vite/early-calls-plugin.ts`). Before, each side had its own copy and they differed: the
 * helper took the stored session keys all or nothing, the start script key by key, so a URL carrying only
 * `token` sent stale headers early and the helper, computing another identity, sent the call again (ADR
 * 0022).
 *
 * They run in the start script before anything else on the page: no top-level side effects, and syntax
 * every supported engine parses (Safari 14; the bundle is built for the build's own target).
 */

/**
 * The page query from the address bar and the tab's stored session keys (`stored`: the JSON that
 * `hide-session.ts` keeps in sessionStorage): the first value of a key wins; the stored keys are taken
 * all together, and only when the address bar carries none of them (a URL with any of its own is a
 * fresh open); `productId` and `product_id` mirror each other.
 * @example mergePageQuery('?productId=7', '{"token":"t"}') // { productId: '7', token: 't', product_id: '7' }
 */
export function mergePageQuery(search: string, stored: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(search).forEach(function (value, key) {
    if (!(key in out)) out[key] = value;
  });
  let kept: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (parsed && typeof parsed === 'object') kept = parsed as Record<string, unknown>;
  } catch {
    // A damaged stored copy is no stored copy.
  }
  let fresh = false;
  for (const key in kept) if (key in out) fresh = true;
  if (!fresh) for (const key in kept) if (typeof kept[key] === 'string') out[key] = kept[key] as string;
  if (out.product_id && !out.productId) out.productId = out.product_id;
  if (out.productId && !out.product_id) out.product_id = out.productId;
  return out;
}

/**
 * The session headers of a call: each of `keys` the page query carries with a value, as sent (the
 * request helper percent-encodes a value outside Latin-1; the start script leaves such a call to it).
 * @example sessionHeaders({ gather: 'g', token: 't' }, ['building', 'gather']) // { gather: 'g' }
 */
export function sessionHeaders(page: Record<string, string>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < keys.length; i++) if (page[keys[i]]) out[keys[i]] = page[keys[i]];
  return out;
}
