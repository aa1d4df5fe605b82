/**
 * The page query: the native shell appends the borrower's session (`token`, `building`, `gather`,
 * `swift`, `eyes`, product ids, …) to every entry URL, and every call and every link between entries
 * carries it on (spec §3 "Shared request parameters", contract §1).
 */

import { rememberedSession } from './tab-session';

/** Query keys the spec sends as request headers as well. */
export const HEADER_KEYS = ['building', 'gather', 'swift', 'eyes'] as const;

export type Query = Record<string, string>;

/**
 * Reads a query string into a flat record (first value wins) and mirrors `product_id`/`productId`.
 * Without an argument, the page's: its URL plus the session keys this tab keeps out of the address bar
 * (tab-session.ts); a URL that carries any of those keys itself is a fresh open and takes none of them.
 * @example readQuery('?productId=7&token=t') // { productId: '7', product_id: '7', token: 't' }
 */
export function readQuery(search?: string): Query {
  const out: Query = {};
  const ofPage = search === undefined;
  for (const [key, value] of new URLSearchParams(
    ofPage ? (typeof location === 'undefined' ? '' : location.search) : search,
  )) {
    if (!(key in out)) out[key] = value;
  }
  if (ofPage) {
    const kept = rememberedSession();
    if (!Object.keys(kept).some((key) => key in out)) Object.assign(out, kept);
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
