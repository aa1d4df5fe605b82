/**
 * The page query: the native shell appends the borrower's session (`token`, `building`, `gather`,
 * `swift`, `eyes`, product ids, …) to every entry URL, and every call and every link between entries
 * carries it on (spec §3 "Shared request parameters", contract §1).
 */

/** Keys that identify the borrower's session: never sent to another origin (contract D7). */
export const SESSION_KEYS = ['token', 'building', 'gather', 'swift', 'eyes'] as const;

/** Query keys the spec sends as request headers as well. */
export const HEADER_KEYS = ['building', 'gather', 'swift', 'eyes'] as const;

export type Query = Record<string, string>;

/**
 * Reads a query string into a flat record (first value wins) and mirrors `product_id`/`productId`.
 * @example readQuery('?productId=7&token=t') // { productId: '7', product_id: '7', token: 't' }
 */
export function readQuery(search: string = typeof location === 'undefined' ? '' : location.search): Query {
  const out: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in out)) out[key] = value;
  }
  if (out.product_id && !out.productId) out.productId = out.product_id;
  if (out.productId && !out.product_id) out.product_id = out.productId;
  return out;
}

/**
 * Serialises a flat record as a query string without the leading `?`; empty and undefined values are
 * kept out only when undefined.
 * @example toQueryString({ a: '1', b: 'x y' }) // 'a=1&b=x+y'
 */
export function toQueryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/**
 * Appends query keys to a URL, overriding keys it already has.
 * @example appendQuery('/order.html?a=1#x', { b: 2 }) // '/order.html?a=1&b=2#x'
 */
export function appendQuery(url: string, query: Record<string, string | number | undefined>): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const bare = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const qAt = bare.indexOf('?');
  const path = qAt >= 0 ? bare.slice(0, qAt) : bare;
  const params = new URLSearchParams(qAt >= 0 ? bare.slice(qAt + 1) : '');
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return path + (qs ? `?${qs}` : '') + hash;
}

/**
 * URL of another entry of this app, carrying the whole page query plus `extra`.
 * @example entryUrl('repay-period', { orderId: 12 }) // '/repay-period.html?token=…&orderId=12'
 */
export function entryUrl(entry: string, extra: Record<string, string | number | undefined> = {}): string {
  return appendQuery(`/${entry}.html`, { ...readQuery(), ...extra });
}

/**
 * Appends the common query to a (guarded) URL. Same-origin URLs get the whole page query; other origins
 * get it without the session keys, so a third party never learns the borrower's token (contract D7).
 * @example withCommonQuery('https://partner.example/x') // no token in the result
 */
export function withCommonQuery(url: string, base: string = location.href): string {
  const target = new URL(url, base);
  const query = readQuery();
  if (target.origin !== new URL(base).origin) {
    for (const key of SESSION_KEYS) delete query[key];
  }
  return appendQuery(url, query);
}
