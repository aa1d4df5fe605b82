/**
 * The page query: the native shell appends the borrower's session (`token`, `building`, `gather`,
 * `swift`, `eyes`, product ids, …) to every entry URL, and every call and every link between entries
 * carries it on (spec §3 "Shared request parameters", contract §1).
 */

import type { EntryName } from '../platform/entry-names';
import { LANG, LANG_TAG } from '../i18n/lang';
import { FIL_PREFIX } from '../i18n/twin';
import { mergePageQuery } from './page-query';
import { storedSession } from './tab-session';

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
  // The same function the early-calls start script runs (page-query.ts): both send the same call.
  if (search !== undefined) return mergePageQuery(search, null);
  return withPageLang(mergePageQuery(typeof location === 'undefined' ? '' : location.search, storedSession()));
}

/**
 * The page query with the page's language in it (contract D27): a Filipino page (the `fil/` build) says
 * `lang=fil` on every call and every URL D22 fills, even when the shell opened it without that key; an
 * English page adds nothing (its query is exactly as before). A `lang` the page query already carries stays.
 * @example withPageLang({ orderId: '7' }) // { orderId: '7', lang: 'fil' } in the fil build
 */
export function withPageLang(query: Query): Query {
  if (LANG !== 'en' && !query.lang) query.lang = LANG_TAG[LANG];
  return query;
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
 * The query a complaint page is opened with for a payment that does not show ('Paid but not showing?',
 * ADR 0028): the complaint home and form then ask for the receipt photo. A link between entries, so here.
 */
export const ABOUT_PAYMENT = { about: 'payment' } as const;

/** True when the page was opened for a payment that does not show (`ABOUT_PAYMENT`). */
export const aboutPayment = (query: Readonly<Record<string, string | undefined>>): boolean =>
  query.about === ABOUT_PAYMENT.about;

/** `productId` and `product_id` mirror each other: to a URL's query they are one key (contract D22). */
const MIRRORED: Record<string, string> = { productId: 'product_id', product_id: 'productId' };

/**
 * Fills a URL's query with the keys it lacks (contract D22: **the URL's own keys win**). A key the URL
 * already has, repeated or empty, is left exactly as written; `productId`/`product_id` count as one key,
 * so a URL carrying one of them gets the other with its own value, never the page's. The hash stays.
 * This is the one function the page query reaches a URL through (links between entries, server links).
 * @example appendQuery('/loan-confirm.html?productId=1#x', { productId: 2, orderId: 2 })
 * // '/loan-confirm.html?productId=1&orderId=2&product_id=1#x'
 */
export function appendQuery(url: string, query: Record<string, string | number | undefined>): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const bare = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const qAt = bare.indexOf('?');
  const path = qAt >= 0 ? bare.slice(0, qAt) : bare;
  const own = qAt >= 0 ? bare.slice(qAt + 1).replace(/&+$/, '') : '';
  const params = new URLSearchParams(own);
  const added = new URLSearchParams();
  const has = (key: string) => params.has(key) || added.has(key);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || has(key)) continue;
    const twin = MIRRORED[key];
    added.append(key, twin && params.has(twin) ? (params.get(twin) ?? '') : String(value));
  }
  const more = added.toString();
  // Nothing added: the URL goes on exactly as written (no re-encoding of what the server sent).
  if (!more) return url;
  return `${path}?${own ? `${own}&` : ''}${more}${hash}`;
}

/**
 * URL of another entry of this app: its own keys (`extra`; a key set to `undefined` keeps the page's
 * value of it off the link), filled with the page query (contract D22), under `fil/` in Filipino (D27).
 * @example entryUrl('repay-period', { orderId: 12 }) // '/repay-period.html?orderId=12&token=…'
 * @example entryUrl('repay-period', { orderId: 12 }) // '/fil/repay-period.html?orderId=12&…&lang=fil' (fil build)
 */
export function entryUrl(
  entry: EntryName,
  extra: Record<string, string | number | undefined> = {},
  { session = true }: { session?: boolean } = {},
): string {
  // A page that makes no call (a payment guide, the legal texts) needs no session: neither the keys this
  // tab keeps out of the address bar nor the spec's session keys still in it ride along (ADR 0014).
  const page: Record<string, string> = session ? readQuery() : withPageLang(readQuery(location.search));
  if (!session) for (const key of ['token', ...HEADER_KEYS]) delete page[key];
  // The language keeps its path (D27): a link from a Filipino page, or carrying `lang=fil`, opens the twin.
  const dir = ('lang' in extra ? extra.lang : page.lang) === 'fil' ? FIL_PREFIX : '';
  for (const [key, value] of Object.entries(extra)) {
    delete page[key];
    // An own productId fills product_id with its own value (appendQuery); dropping one drops both.
    if (value === undefined && MIRRORED[key]) delete page[MIRRORED[key]];
  }
  const own = toQueryString(extra);
  // The spec's session keys go last, so a link reads the same before and after they leave the address bar
  // (readQuery puts them back last): the document fetched when a finger lands on it is the one the
  // navigation asks for (ADR 0051). By name, not by hide-session's pattern, which stays out of the start.
  const keys = Object.keys(page);
  const last = (k: string) => k === 'token' || (HEADER_KEYS as readonly string[]).includes(k);
  const ordered = [...keys.filter((k) => !last(k)), ...keys.filter(last)];
  return appendQuery(
    `${dir}/${entry}.html${own ? `?${own}` : ''}`,
    Object.fromEntries(ordered.map((k) => [k, page[k]])),
  );
}
