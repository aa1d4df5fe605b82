/**
 * Adopting a call the entry's start script already sent while the HTML was parsed (ADR 0017,
 * `shared/api/early-start.ts`). The request helper asks here before it loads the transport: a call with
 * the same identity (method, path, query, form body) that is still unclaimed is handed over once, as the
 * status and text that arrived; the helper reads it as it reads a transport's answer (envelope, D4,
 * D9/D19).
 */
import type { Endpoint } from './contract/endpoint';
import type { EarlyResponse } from './early-start';

/**
 * The in-flight early call with this identity, taken (a second ask gets nothing: a retry is a new call),
 * or undefined. It rejects when no answer arrived (network, deadline). Calls with extra headers (an
 * idempotency key: a money action) are never adopted.
 */
export function takeEarlyCall<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  query: Record<string, unknown>,
  payload: Req,
  headers: Record<string, string> | undefined,
): Promise<EarlyResponse> | undefined {
  if (endpoint.body === 'multipart' || (headers && Object.keys(headers).length)) return undefined;
  return window.__earlyCalls?.take(
    endpoint.method,
    endpoint.path,
    query,
    endpoint.body === 'form' ? ((payload ?? {}) as Record<string, unknown>) : null,
  );
}
