/**
 * The start script of a data entry (ADR 0017): sent inline in the entry's `<head>`, it
 * starts the entry's first call(s) while the HTML is still parsed, long before React, the page's code
 * and the HTTP transport have downloaded. `shared/api/early.ts` lets the request helper adopt the
 * in-flight response instead of sending the call again.
 *
 * `startEarlyCalls` is serialised with `Function.prototype.toString()` by
 * `scripts/vite/early-calls-plugin.ts`, so it must stay self-contained: no imports, no references to
 * anything outside its own body, syntax every supported engine parses (Safari 14). The call identity
 * lives only here (the helper asks `take()`), so the two sides cannot compute it differently. The script is the
 * same bytes for every request of an entry (its CSP hash is stable): all per-request input is read
 * from `location.search` (or the session's stored copy) at run time.
 */

import type { mergePageQuery, sessionHeaders } from '../session/page-query';

/** A declared first call: the endpoint's method, path and body kind, and where each field comes from. */
export interface EarlyCallSpec {
  method: 'GET' | 'POST';
  path: string;
  body: 'form' | 'query';
  /**
   * Payload fields as `shared/api/first-call.ts` declares them: `{ query: key }` takes the page query's
   * value ('' when absent), with `when: 'present'` leaves the field out when absent, with `when: 'needed'`
   * the call is not sent at all when the key is absent or blank (the page says what is missing instead:
   * `useLoad`'s `needs`); anything else is sent as is.
   */
  payload: Record<string, unknown>;
}

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

/**
 * Sends the declared calls with the page query, as the request helper would (same query string, form
 * body, `X-Requested-With`/`Accept` and the query-derived session headers), and leaves each in-flight
 * response for `window.__earlyCalls.take()`. Never throws: whatever cannot start early (no
 * `fetch`, a header value the engine refuses) is simply sent later by the request helper.
 */
export function startEarlyCalls(
  calls: EarlyCallSpec[],
  headerKeys: string[],
  storageKey: string | null,
  timeoutMs: number,
  readers: string[],
  shared: { mergePageQuery: typeof mergePageQuery; sessionHeaders: typeof sessionHeaders },
): void {
  try {
    const w = window as unknown as { __earlyCalls?: EarlyCalls };
    if (typeof fetch !== 'function') return;
    const flat = (r: Record<string, unknown> | null): string =>
      r
        ? JSON.stringify(
            Object.keys(r)
              .filter((k) => r[k] !== undefined)
              .sort()
              .map((k) => [k, String(r[k])]),
          )
        : '';
    const key = (method: string, path: string, query: Record<string, unknown>, body: Record<string, unknown> | null) =>
      method + ' ' + path + flat(query) + flat(body);
    const started: Record<string, Promise<EarlyResponse>> = {};
    w.__earlyCalls = {
      take: function (method, path, query, body) {
        const k = key(method, path, query, body);
        const call = started[k];
        delete started[k];
        return call;
      },
    };
    // The page query and its headers by the request helper's own functions (page-query.ts), handed in
    // as arguments because this function is serialised: both sides compute the same call.
    let stored: string | null = null;
    if (storageKey) {
      try {
        stored = sessionStorage.getItem(storageKey);
      } catch {
        // Storage blocked: the address bar is all there is.
      }
    }
    const page = shared.mergePageQuery(location.search, stored);

    for (let i = 0; i < calls.length; i++) {
      const call = calls[i];
      const payload: Record<string, string | number> = {};
      let lacking = false;
      for (const field in call.payload) {
        const source = call.payload[field] as { query?: unknown; when?: string } | string | number;
        const key = source && typeof source === 'object' && typeof source.query === 'string' ? source.query : null;
        const when = key !== null ? (source as { when?: string }).when : undefined;
        if (key === null) payload[field] = source as string | number;
        else if (when === 'needed' && !(page[key] && page[key].trim())) lacking = true;
        else if (key in page) payload[field] = page[key];
        else if (when !== 'present') payload[field] = '';
      }
      // A page opened without what this call needs sends nothing that cannot succeed.
      if (lacking) continue;
      const query: Record<string, string | number> = {};
      for (const name in page) query[name] = page[name];
      if (call.body === 'query') for (const name in payload) query[name] = payload[name];
      const body = call.body === 'form' ? payload : null;
      const toParams = function (record: Record<string, string | number>) {
        const params = new URLSearchParams();
        for (const name in record) params.append(name, String(record[name]));
        return params.toString();
      };
      const headers = shared.sessionHeaders(page, headerKeys);
      let latin1 = true;
      for (const name in headers)
        for (let c = 0; c < headers[name].length; c++) if (headers[name].charCodeAt(c) > 255) latin1 = false;
      headers['X-Requested-With'] = 'XMLHttpRequest';
      headers.Accept = 'application/json';
      // fetch rejects a header value outside Latin-1: the request helper sends this call itself, encoded (D19).
      if (!latin1) continue;
      if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const qs = toParams(query);
      const ctl = typeof AbortController === 'function' ? new AbortController() : null;
      let response: Promise<EarlyResponse>;
      try {
        response = fetch(call.path + (qs ? '?' + qs : ''), {
          method: call.method,
          headers: headers,
          body: body ? toParams(body) : undefined,
          credentials: 'same-origin',
          signal: ctl ? ctl.signal : undefined,
          // Ahead of the page's own scripts and styles in the connection queue: the data is the LCP.
          priority: 'high',
        } as RequestInit).then(function (res) {
          return res.text().then(function (text) {
            return { status: res.status, text: text };
          });
        });
      } catch {
        // e.g. a session header that is not Latin-1: the request helper sends this call itself.
        continue;
      }
      // The helper's whole-call deadline applies to the early call as well.
      const timer = ctl
        ? setTimeout(function () {
            ctl.abort();
          }, timeoutMs)
        : 0;
      response.then(
        function () {
          clearTimeout(timer);
        },
        function () {
          clearTimeout(timer);
        },
      );
      started[key(call.method, call.path, query, body)] = response;
    }
    // The chunk that reads these responses (`shared/api/parsed.ts` imports it on the first call): fetched
    // now, beside the call, instead of after React has hydrated — it was the last link of the LCP chain.
    // A modulepreload link (as Vite's own, with `crossorigin`), not `import()`: fetched, not run, and no
    // syntax a bundler rewrites in this serialised function. An engine without modulepreload ignores it.
    if (readers)
      for (let r = 0; r < readers.length; r++) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = readers[r];
        document.head.appendChild(link);
      }
  } catch {
    // Never in the way of the page: the request helper sends whatever did not start here.
  }
}
