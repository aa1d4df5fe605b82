/**
 * What every request of a page carries, decided once (spec §7 "Shared request helper", contract D4, D7,
 * D19; ADR 0037), and the sends whose answer nothing reads. Three senders use it: the entry's start script
 * (`early-start.ts`, which the build bundles with this module), the client's superagent calls
 * (`request.ts`) and the `keepalive` sends below. It has no top-level side effects and imports no
 * transport, so the start script and a static page's field reports carry only these few lines.
 */
import { HEADER_KEYS, readQuery } from '../session/query';
import { sessionHeaders } from '../session/page-query';
import type { Endpoint } from './contract/endpoint';
import { headerValue } from './header-value';

/** Every call's whole-call deadline (spec §9), the start script's included. */
export const HTTP_TIMEOUT_MS = 60_000;

/** Keys that name one value (D34): the page query carries `productId` mirrored as `product_id`. */
const MIRROR: Readonly<Record<string, string>> = { productId: 'product_id', product_id: 'productId' };

/** The keys a payload puts on the request: its defined fields, or a multipart body's names. */
function sentKeys(payload: unknown): string[] {
  if (!payload || typeof payload !== 'object') return [];
  if (typeof FormData === 'function' && payload instanceof FormData) return [...payload.keys()];
  const record = payload as Record<string, unknown>;
  return Object.keys(record).filter((key) => record[key] !== undefined);
}

/**
 * The query every call to our backend carries: the page query with its session keys (D4), less every key
 * the call's own payload sends (D34: one key once on a request, the call's value wins; `productId` and
 * `product_id` are one key). The one place that decides it: the start script, the client and the
 * `keepalive` sends all ask here.
 * @example sessionQuery({ token: 't', productId: '7' }) // { token: 't', productId: '7' }
 * @example sessionQuery({ token: 't', productId: '7', product_id: '7' }, { product_id: '9' }) // { token: 't' }
 */
export function sessionQuery(page: Record<string, string> = readQuery(), payload?: unknown): Record<string, string> {
  const taken = new Set<string>();
  for (const key of sentKeys(payload)) taken.add(key).add(MIRROR[key] ?? key);
  return Object.fromEntries(Object.entries(page).filter(([key]) => !taken.has(key)));
}

/**
 * The query string of one call: a GET's payload in it, the page query beside it (each key once, D34).
 * @example callQuery('query', { token: 't', utm_tag: 'a' }, { utm_tag: 'b' }) // { token: 't', utm_tag: 'b' }
 */
export function callQuery(
  body: Endpoint<unknown, unknown>['body'],
  page: Record<string, string>,
  payload: unknown,
): Record<string, unknown> {
  const query: Record<string, unknown> = sessionQuery(page, payload);
  return body === 'query' ? Object.assign(query, payload) : query;
}

/**
 * The headers of every call to our backend: the query's session keys (D4) and the two that mark a call as
 * ours, as the page query has them (the client percent-encodes a value outside Latin-1, D19; the start
 * script leaves such a call to the client).
 * @example callHeaders({ gather: 'g' }) // { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', gather: 'g' }
 */
export function callHeaders(page: Record<string, string> = readQuery()): Record<string, string> {
  return { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...sessionHeaders(page, HEADER_KEYS) };
}

function append(to: URLSearchParams, record: object): URLSearchParams {
  for (const [key, value] of Object.entries(record)) if (value !== undefined) to.append(key, String(value));
  return to;
}

/**
 * Sends one call whose answer nothing reads (a tracking event: "its outcome is ignored", spec §7) so that
 * it survives the page leaving, and returns at once (ADR 0027): `fetch` with `keepalive` (an XHR is
 * cancelled when the page goes), with the session query, headers and form body every call has, without
 * the transport chunk, a toast, the loading indicator or a deadline. A browser that cannot start it drops
 * it, as a lost event would be.
 * @example sendAndForget(eventSave, { productId, moduleId: 30, positionId: 0 }); native.home();
 */
export function sendAndForget<Req>(endpoint: Endpoint<Req, unknown>, payload: Req): void {
  const page = readQuery();
  const query = append(new URLSearchParams(), callQuery(endpoint.body, page, payload));
  const headers = callHeaders(page);
  for (const key in headers) headers[key] = headerValue(headers[key]);
  const body = endpoint.body === 'form' ? append(new URLSearchParams(), (payload ?? {}) as object) : undefined;
  const qs = query.toString();
  try {
    void fetch(`${endpoint.path}${qs ? `?${qs}` : ''}`, {
      method: endpoint.method,
      headers,
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch, or a request the browser refuses to start: the event is lost, the tap goes on.
  }
}
