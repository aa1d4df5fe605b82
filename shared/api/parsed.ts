/**
 * The validated boundary (contract D13, D20, D21, D23; ADR 0022): a call whose `data` is read by its
 * declaration before any page sees it. A success whose payload cannot be read becomes a load failure
 * (`success: false` with the generic message), so a page gets typed, normalised data or the error box
 * with 'Try again'.
 *
 * The reading is one lazy chunk: its download starts with the first call, in parallel with the request,
 * and every later call reuses it. The declarations are data in the contract; the code that reads them
 * never reaches a page's start script.
 */
import type { ReadEndpoint } from './contract/endpoint';
import type { Declared } from './contract/declare';
import { request } from './request';
import type { ApiResult, RequestOptions } from './request';
import type { Read } from './schemas/read';
import { LOAD_FAILED_MESSAGE, NETWORK_ERROR_MESSAGE } from '../feedback/messages';
import { toast } from '../feedback/toast';

type ReadPayload = <T>(decl: Declared<T>, data: unknown, call?: string) => Read<T>;

let reading: Promise<ReadPayload> | undefined;

function loadReading(): Promise<ReadPayload> {
  reading ??= import('./schemas').then((m) => m.readPayload);
  // A failed download (offline) must not poison every later call: the next call tries again.
  reading.catch(() => {
    reading = undefined;
  });
  return reading;
}

/**
 * Calls an endpoint and reads its `data` by the declaration its record carries (`reads()` in the contract).
 * A success whose payload a screen cannot work with is `success: false` with `unreadable: true`: the call
 * reached the server and was done there, so a money action says what happened rather than that it failed.
 * @example
 * const res = await requestParsed(loanDetails, req, options);
 * if (res.success) res.data.orderStatus; // a number, whatever the backend sent
 */
export async function requestParsed<Req, Res>(
  endpoint: ReadEndpoint<Req, Res>,
  payload: Req,
  options: RequestOptions = {},
): Promise<ApiResult<Res>> {
  const reader = loadReading();
  // A failed download is reported only if the call itself succeeds (below).
  reader.catch(() => undefined);
  const res = await request(endpoint, payload, options);
  if (!res.success) return res;
  let read: Read<Res>;
  try {
    read = (await reader)(endpoint.data, res.data, endpoint.path);
  } catch (error) {
    // The reading chunk could not be fetched (offline): the same visible failure as a dropped call.
    const message = options.networkMessage ?? NETWORK_ERROR_MESSAGE;
    if (message && !options.silent) toast(message);
    return { ...res, success: false, message, data: undefined, raw: error, unreadable: true };
  }
  if (read.ok) return { ...res, data: read.value };
  if (import.meta.env?.DEV) console.warn(`${endpoint.path}: unreadable payload (${read.issue})`);
  return { ...res, success: false, message: LOAD_FAILED_MESSAGE, data: undefined, unreadable: true };
}

/** Reads an optional payload (the newer envelope's `attach`): anything unreadable, or no download, is absent. */
export async function readSoft<T>(decl: Declared<T>, value: unknown, call = ''): Promise<T | undefined> {
  if (value === undefined || value === null) return undefined;
  try {
    const read = (await loadReading())(decl, value, call);
    return read.ok ? read.value : undefined;
  } catch {
    return undefined;
  }
}
