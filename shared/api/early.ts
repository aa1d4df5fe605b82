/**
 * Adopting a call the entry's start script already sent while the HTML was parsed (ADR 0017,
 * `shared/api/early-start.ts`). The request helper asks here before it loads the transport: a call with
 * the same identity (method, path, query, form body) that is still unclaimed is handed over once, as the
 * `(err, res)` pair superagent would have produced, so the envelope rules, D4 and D9/D19 run unchanged.
 */
import type { Endpoint } from './contract/endpoint';
import type { EarlyCalls, EarlyResponse } from './early-start';

declare global {
  interface Window {
    __earlyCalls?: EarlyCalls;
  }
}

/** What superagent hands to `end()`: `err` set on a transport failure or a non-2xx status. */
export interface EndArgs {
  err: (Error & { status?: number; response?: { status: number; body?: unknown } }) | null;
  res?: { status: number; body?: unknown };
}

/** @example toEndArgs({ status: 200, text: '{"code":0}' }) // { err: null, res: { status: 200, body: { code: 0 } } } */
export function toEndArgs({ status, text }: EarlyResponse): EndArgs {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML error page): like superagent, no body; the helper calls it a network failure.
  }
  const res = { status, body };
  // As superagent: a non-2xx status is an error that carries the response.
  return { err: status > 199 && status < 300 ? null : Object.assign(new Error(), { status, response: res }), res };
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
  if (endpoint.body === 'multipart' || (headers && Object.keys(headers).length)) return undefined;
  const call = window.__earlyCalls?.take(
    endpoint.method,
    endpoint.path,
    query,
    endpoint.body === 'form' ? ((payload ?? {}) as Record<string, unknown>) : null,
  );
  if (!call) return undefined;
  return call.then(toEndArgs, (err: Error) => ({ err }));
}
