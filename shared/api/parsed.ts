/**
 * The validated boundary (contract D13, ADR 0012): a call whose `data` is read by its schema before any
 * page sees it. A success whose payload cannot be read becomes a load failure (`success: false` with
 * the generic message), so a page gets typed, normalised data or the error box with 'Try again'.
 *
 * The readers are one lazy chunk: its download starts with the first call, in parallel
 * with the request, and every later call reuses it. Pages name a reader; they never import a schema.
 */
import type { ReadEndpoint } from './contract/endpoint';
import { request } from './request';
import type { ApiResult, RequestOptions } from './request';
import type * as Readers from './schemas';
import type { Reader } from './schemas/read';
import { LOAD_FAILED_MESSAGE, NETWORK_ERROR_MESSAGE } from '../feedback/messages';
import { toast } from '../feedback/toast';

type AllReaders = typeof Readers;

/** The names of the readers whose output fits `T` (TypeScript checks the name against the endpoint). */
export type ReaderName<T> = { [K in keyof AllReaders]: AllReaders[K] extends Reader<T> ? K : never }[keyof AllReaders];

let readers: Promise<AllReaders> | undefined;

function loadReaders(): Promise<AllReaders> {
  readers ??= import('./schemas');
  // A failed download (offline) must not poison every later call: the next call tries again.
  readers.catch(() => {
    readers = undefined;
  });
  return readers;
}

async function readerOf<T>(name: ReaderName<T>): Promise<Reader<T>> {
  return (await loadReaders())[name] as unknown as Reader<T>;
}

/**
 * Calls an endpoint and reads its `data` with the reader its record names (`reads()` in the contract).
 * @example
 * const res = await requestParsed(loanDetails, req, options);
 * if (res.success) res.data.orderStatus; // a number, whatever the backend sent
 */
export async function requestParsed<Req, Res>(
  endpoint: ReadEndpoint<Req, Res, ReaderName<Res>>,
  payload: Req,
  options: RequestOptions = {},
): Promise<ApiResult<Res>> {
  const reading = readerOf<Res>(endpoint.reader);
  // A failed schema download is reported only if the call itself succeeds (below).
  reading.catch(() => undefined);
  const res = await request(endpoint, payload, options);
  if (!res.success) return res;
  let read: ReturnType<Reader<Res>>;
  try {
    read = (await reading)(res.data, endpoint.path);
  } catch (error) {
    // The schema chunk could not be fetched (offline): the same visible failure as a dropped call.
    const message = options.networkMessage ?? NETWORK_ERROR_MESSAGE;
    if (message && !options.silent) toast(message);
    return { ...res, success: false, message, data: undefined, raw: error };
  }
  if (read.ok) return { ...res, data: read.value };
  if (import.meta.env?.DEV) console.warn(`${endpoint.path}: unreadable payload (${read.issue})`);
  return { ...res, success: false, message: LOAD_FAILED_MESSAGE, data: undefined };
}

/** Reads an optional payload (the newer envelope's `attach`): anything unreadable, or no download, is absent. */
export async function readSoft<T>(name: ReaderName<T>, value: unknown, call = ''): Promise<T | undefined> {
  if (value === undefined || value === null) return undefined;
  try {
    const read = (await readerOf<T>(name))(value, call);
    return read.ok ? read.value : undefined;
  } catch {
    return undefined;
  }
}
