/**
 * The two header clients (spec §7 "Header clients"): 60 s timeout, `X-Requested-With`, response body
 * only, errors passed on to the caller (no toast, no indicator). The JSON client adds `building` and
 * `gather` from the page query; the form client sends form-urlencoded bodies and adds `swift` and `eyes`.
 * Use `request()` for contract calls; these are for callers that want the bare body.
 */
import { readQuery } from '../session/query';
import { HTTP_TIMEOUT_MS } from './request';
import { loadTransport } from './transport';

type Fields = Record<string, string | number | undefined>;

function headersFrom(keys: readonly string[]): Record<string, string> {
  const query = readQuery();
  const out: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const key of keys) out[key] = query[key] ?? '';
  return out;
}

/** @example const body = await jsonClient.post<MyBody>('/states/x', { a: 1 }); */
export const jsonClient = {
  async get<T>(url: string, query: Fields = {}): Promise<T> {
    const res = await (await loadTransport()).get(url).query(query).set(headersFrom(['building', 'gather'])).timeout(HTTP_TIMEOUT_MS);
    return res.body as T;
  },
  async post<T>(url: string, body: object = {}): Promise<T> {
    const res = await (await loadTransport()).post(url).type('json').send(body).set(headersFrom(['building', 'gather'])).timeout(HTTP_TIMEOUT_MS);
    return res.body as T;
  },
};

/** @example const body = await formClient.post<MyBody>('/states/x', { a: 1 }); */
export const formClient = {
  async post<T>(url: string, body: Fields = {}): Promise<T> {
    const res = await (await loadTransport()).post(url).type('form').send(body).set(headersFrom(['swift', 'eyes'])).timeout(HTTP_TIMEOUT_MS);
    return res.body as T;
  },
};
