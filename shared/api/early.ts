/**
 * Adopting a call the entry's start script already sent while the HTML was parsed (issue 13,
 * `shared/api/early-start.ts`). The request helper asks here before it loads the transport: a call with
 * the same identity (method, path, query, form body) that is still unclaimed is handed over once, as the
 * `(err, res)` pair superagent would have produced, so the envelope rules, D4 and D9/D19 run unchanged.
 */
import type { Endpoint } from './contract/endpoint';
import { earlyKey } from './early-start';
import type { EarlyResponse } from './early-start';

declare global {
  interface Window {
    __earlyCalls?: Record<string, Promise<EarlyResponse>>;
  }
}

/** What superagent hands to `end()`: `err` set on a transport failure or a non-2xx status. */
export interface EndArgs {
  err: (Error & { status?: number; response?: { status: number; body?: unknown } }) | null;
  res?: { status: number; body?: unknown };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's HTML error page): like superagent, no body; the helper calls it a network failure.
    return undefined;
  }
}

/** @example toEndArgs({ status: 200, text: '{"code":0}' }) // { err: null, res: { status: 200, body: { code: 0 } } } */
export function toEndArgs(response: EarlyResponse): EndArgs {
  const res = { status: response.status, body: parse(response.text) };
  if (response.status >= 200 && response.status < 300) return { err: null, res };
  const err = Object.assign(new Error(`HTTP ${response.status}`), { status: response.status, response: res });
  return { err, res };
}

/**
 * The in-flight early call with this identity, taken (a second ask gets nothing: a retry is a new call),
 * or undefined. Calls with extra headers (an idempotency key: a money action) are never adopted.
 */
export function takeEarlyCall<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  query: Record<string, unknown>,
  payload: Req,
  headers: Record<string, string> | undefined,
): Promise<EndArgs> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  if (!calls || endpoint.body === 'multipart' || (headers && Object.keys(headers).length)) return undefined;
  const body = endpoint.body === 'form' ? ((payload ?? {}) as Record<string, unknown>) : null;
  const key = earlyKey(endpoint.method, endpoint.path, query, body);
  const call = calls[key];
  if (!call) return undefined;
  delete calls[key];
  return call.then(toEndArgs, (error: unknown) => ({
    err: error instanceof Error ? error : new Error(String(error)),
  }));
}
