/**
 * The validated boundary (contract D13, ADR 0009): a call whose `data` is read by its schema before any
 * page sees it. A success whose payload cannot be read becomes a load failure (`success: false` with
 * the generic message), so a page gets typed, normalised data or the error box with 'Try again'.
 *
 * The schemas (and valibot) are a lazy chunk per area: the import starts with the call, in parallel
 * with the request, and is cached for every later call; it never weighs on the page's start JS.
 */
import type { Endpoint } from './contract/endpoint';
import { request } from './request';
import type { ApiResult, RequestOptions } from './request';
import type { Reader } from './schemas/read';
import { LOAD_FAILED_MESSAGE, NETWORK_ERROR_MESSAGE } from '../feedback/messages';
import { toast } from '../feedback/toast';

/** Loads the reader of one endpoint, e.g. `() => import('./schemas/loan').then((m) => m.loanDetails)`. */
export type LazyReader<T> = () => Promise<Reader<T>>;

/**
 * @example
 * const res = await requestParsed(loanDetails, req, () => schemas().then((m) => m.loanDetails), options);
 * if (res.success) res.data.orderStatus; // a number, whatever the backend sent
 */
export async function requestParsed<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload: Req,
  load: LazyReader<Res>,
  options: RequestOptions = {},
): Promise<ApiResult<Res>> {
  const reading = load();
  // A failed schema download is awaited (and reported) only if the call itself succeeds.
  reading.catch(() => undefined);
  const res = await request(endpoint, payload, options);
  if (!res.success) return res;
  let read: ReturnType<Reader<Res>>;
  try {
    read = (await reading)(res.data);
  } catch (error) {
    // The schema chunk could not be fetched (offline): the same visible failure as a dropped call.
    const message = options.networkMessage ?? NETWORK_ERROR_MESSAGE;
    if (message) toast(message);
    return { ...res, success: false, message, data: undefined, raw: error };
  }
  if (read.ok) return { ...res, data: read.value };
  if (import.meta.env?.DEV) console.warn(`${endpoint.path}: unreadable payload (${read.issue})`);
  return { ...res, success: false, message: LOAD_FAILED_MESSAGE, data: undefined };
}

/** Reads an optional payload (the newer envelope's `attach`): anything unreadable is absent. */
export async function readSoft<T>(load: LazyReader<T>, value: unknown): Promise<T | undefined> {
  if (value === undefined || value === null) return undefined;
  try {
    const read = (await load())(value);
    return read.ok ? read.value : undefined;
  } catch {
    return undefined;
  }
}
