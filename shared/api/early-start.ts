/**
 * The start script of a data entry (ADR 0017): inline in the entry's `<head>`, it starts the entry's first
 * call(s) while the HTML is still parsed, long before React, the page's code and the HTTP transport have
 * downloaded. `shared/api/early.ts` lets the request helper adopt the in-flight response instead of
 * sending the call again.
 *
 * An ordinary module: `scripts/vite/early-calls-plugin.ts` bundles it with its imports into one small
 * IIFE per entry (the entry's calls as data) and inlines it, so the page query, the payload and the
 * session headers come from the very functions the page runs (`readQuery`, `payloadOf`, `callQuery`, `callHeaders`),
 * not from a copy that must agree with them. The call identity lives only here (the helper asks
 * `take()`), so the two sides cannot compute it differently. Everything it imports must be free of
 * top-level side effects, or it rides into every start script. The script is the same bytes for every
 * request of an entry (its CSP hash is stable): all per-request input is read from `location.search` (or
 * the session's stored copy) at run time.
 */
import { readQuery } from '../session/query';
import { lacksNeeded, payloadOf } from './first-call';
import type { PayloadSpec } from './first-call';
import { callHeaders, callQuery, HTTP_TIMEOUT_MS } from './wire';

/** A declared first call: the endpoint's method, path and body kind, and its payload declaration. */
export interface EarlyCallSpec {
  method: 'GET' | 'POST';
  path: string;
  body: 'form' | 'query';
  /** As `shared/api/first-call.ts` declares it (`fromQuery`, or a value sent as is). */
  payload: PayloadSpec<Record<string, unknown>>;
}

/** What the start script received: the HTTP status and the body as text, never parsed here. */
export interface EarlyResponse {
  status: number;
  text: string;
}

/** What the start script leaves on `window.__earlyCalls`. */
export interface EarlyCalls {
  /**
   * The unclaimed in-flight call with this identity (method, path, query and form body, `undefined`
   * fields left out as superagent leaves them out), handed over once; else undefined.
   */
  take(
    method: string,
    path: string,
    query: Record<string, unknown>,
    body: Record<string, unknown> | null,
  ): Promise<EarlyResponse> | undefined;
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCalls;
  }
}

function flat(record: Record<string, unknown> | null): string {
  if (!record) return '';
  const keys = Object.keys(record).filter((k) => record[k] !== undefined);
  return JSON.stringify(keys.sort().map((k) => [k, String(record[k])]));
}

function callKey(method: string, path: string, query: Record<string, unknown>, body: Record<string, unknown> | null) {
  return method + ' ' + path + flat(query) + flat(body);
}

function toParams(record: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const name in record) if (record[name] !== undefined) params.append(name, String(record[name]));
  return params.toString();
}

/**
 * Sends the declared calls with the page query, as the request helper would (same query string, form
 * body, `X-Requested-With`/`Accept` and the query-derived session headers), and leaves each in-flight
 * response for `window.__earlyCalls.take()`; preloads the readers chunk (`readers`: its built URL).
 * Never throws: whatever cannot start early (no `fetch`, a header value the engine refuses) is simply
 * sent later by the request helper.
 */
export function startEarlyCalls(calls: EarlyCallSpec[], readers: string[]): void {
  try {
    if (typeof fetch !== 'function') return;
    const started: Record<string, Promise<EarlyResponse>> = {};
    window.__earlyCalls = {
      take(method, path, query, body) {
        const key = callKey(method, path, query, body);
        const call = started[key];
        delete started[key];
        return call;
      },
    };
    const page = readQuery();
    // The client's session query and headers (`wire.ts`): the same identity, the same call.
    const headers = callHeaders(page);
    // fetch rejects a header value outside Latin-1: the request helper sends such calls itself, encoded (D19).
    let latin1 = true;
    for (const name in headers) if (/[\u0100-\uffff]/.test(headers[name])) latin1 = false;

    for (const call of calls) {
      // A page opened without what this call needs sends nothing that cannot succeed.
      if (!latin1 || lacksNeeded(call, page)) continue;
      const payload = payloadOf(call, page) as Record<string, unknown>;
      // The request helper's identity: the page query, with a GET's payload in it, each key once (D34).
      const query = callQuery(call.body, page, payload);
      const body = call.body === 'form' ? payload : null;
      const qs = toParams(query);
      const ctl = typeof AbortController === 'function' ? new AbortController() : null;
      let response: Promise<EarlyResponse>;
      try {
        response = fetch(call.path + (qs ? '?' + qs : ''), {
          method: call.method,
          headers: body ? { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } : headers,
          body: body ? toParams(body) : undefined,
          credentials: 'same-origin',
          signal: ctl ? ctl.signal : undefined,
          // Ahead of the page's own scripts and styles in the connection queue: the data is the LCP.
          priority: 'high',
        } as RequestInit).then((res) => res.text().then((text) => ({ status: res.status, text })));
      } catch {
        // A request the engine refuses to start: the request helper sends this call itself.
        continue;
      }
      // The helper's whole-call deadline applies to the early call as well.
      const timer = ctl ? setTimeout(() => ctl.abort(), HTTP_TIMEOUT_MS) : 0;
      const done = () => clearTimeout(timer);
      response.then(done, done);
      started[callKey(call.method, call.path, query, body)] = response;
    }
    // The chunk that reads these responses (`shared/api/request.ts` imports it on the first call): fetched
    // now, beside the call, instead of after React has hydrated — it was the last link of the LCP chain.
    // A modulepreload link (as Vite's own, with `crossorigin`), not `import()`: fetched, not run. An
    // engine without modulepreload ignores it.
    for (const href of readers) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // Never in the way of the page: the request helper sends whatever did not start here.
  }
}
