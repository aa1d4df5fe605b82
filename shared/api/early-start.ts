/**
 * The start script of a data entry (issue 13, ADR "early calls"): sent inline in the entry's `<head>`, it
 * starts the entry's first call(s) while the HTML is still parsed, long before React, the page's code
 * and the HTTP transport have downloaded. `shared/api/early.ts` lets the request helper adopt the
 * in-flight response instead of sending the call again.
 *
 * Both functions here are serialised with `Function.prototype.toString()` by
 * `scripts/vite/early-calls-plugin.ts`, so each must stay self-contained: no imports, no references to
 * anything outside its own body, syntax every supported engine parses (Safari 14). The script is the
 * same bytes for every request of an entry (its CSP hash is stable): all per-request input is read
 * from `location.search` (or the session's stored copy) at run time.
 */

/** A declared first call: the endpoint's method, path and body kind, and where each field comes from. */
export interface EarlyCallSpec {
  method: 'GET' | 'POST';
  path: string;
  body: 'form' | 'query';
  /**
   * Payload fields: a string `"query:<key>"` takes the page query's value ('' when absent),
   * `"query?:<key>"` the same but leaves the field out when absent; anything else is sent as is.
   */
  payload: Record<string, string | number>;
}

export interface EarlyResponse {
  status: number;
  text: string;
}

/**
 * The identity of a call, the same whoever computes it (this script or the request helper): method,
 * path, query and form body, each sorted by key, `undefined` left out (superagent leaves it out too).
 * @example earlyKey('POST', '/x', { token: 't' }, { a: 1 }) // 'POST /x?token=t|a=1'
 */
export function earlyKey(method: string, path: string, query: Record<string, unknown>, body: Record<string, unknown> | null): string {
  function flat(record: Record<string, unknown> | null): string {
    if (!record) return '';
    return Object.keys(record)
      .filter(function (k) {
        return record[k] !== undefined;
      })
      .sort()
      .map(function (k) {
        return encodeURIComponent(k) + '=' + encodeURIComponent(String(record[k]));
      })
      .join('&');
  }
  return method + ' ' + path + '?' + flat(query) + '|' + flat(body);
}

/**
 * Sends the declared calls with the page query, as the request helper would (same query string, form
 * body, `X-Requested-With`/`Accept` and the query-derived session headers), and leaves each in-flight
 * response under its key in `window.__earlyCalls`. Never throws: whatever cannot start early (no
 * `fetch`, a header value the engine refuses) is simply sent later by the request helper.
 */
export function startEarlyCalls(
  key: typeof earlyKey,
  calls: EarlyCallSpec[],
  headerKeys: string[],
  storageKey: string | null,
  timeoutMs: number,
): void {
  try {
    const w = window as unknown as { __earlyCalls?: Record<string, Promise<EarlyResponse>> };
    if (typeof fetch !== 'function') return;
    const page: Record<string, string> = {};
    const read = function (search: string) {
      new URLSearchParams(search).forEach(function (value, name) {
        if (!(name in page)) page[name] = value;
      });
    };
    read(location.search);
    // Session keys may have left the address bar after the first render (kept in sessionStorage):
    // on a reload they come from the stored copy; keys in the address bar win.
    if (storageKey) {
      try {
        const stored = sessionStorage.getItem(storageKey);
        if (stored && stored.charAt(0) === '{') {
          const parsed = JSON.parse(stored) as Record<string, unknown>;
          for (const name in parsed) if (!(name in page) && typeof parsed[name] === 'string') page[name] = parsed[name] as string;
        } else if (stored) read(stored);
      } catch (e) {
        // Storage blocked: the address bar is all there is.
      }
    }
    if (page.product_id && !page.productId) page.productId = page.product_id;
    if (page.productId && !page.product_id) page.product_id = page.productId;

    const early = (w.__earlyCalls = w.__earlyCalls || {});
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i];
      const payload: Record<string, string | number> = {};
      for (const field in call.payload) {
        const source = call.payload[field];
        const m = typeof source === 'string' ? /^query(\??):(.+)$/.exec(source) : null;
        if (!m) payload[field] = source;
        else if (m[2] in page) payload[field] = page[m[2]];
        else if (!m[1]) payload[field] = '';
      }
      const query: Record<string, string | number> = {};
      for (const name in page) query[name] = page[name];
      if (call.body === 'query') for (const name in payload) query[name] = payload[name];
      const body = call.body === 'form' ? payload : null;
      const toParams = function (record: Record<string, string | number>) {
        const params = new URLSearchParams();
        for (const name in record) params.append(name, String(record[name]));
        return params.toString();
      };
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
      for (let h = 0; h < headerKeys.length; h++) if (page[headerKeys[h]]) headers[headerKeys[h]] = page[headerKeys[h]];
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
        }).then(function (res) {
          return res.text().then(function (text) {
            return { status: res.status, text: text };
          });
        });
      } catch (e) {
        // e.g. a session header that is not Latin-1: the request helper sends this call itself.
        continue;
      }
      // The helper's whole-call deadline applies to the early call as well.
      const timer = ctl ? setTimeout(function () { ctl.abort(); }, timeoutMs) : 0;
      response.then(
        function () { clearTimeout(timer); },
        function () { clearTimeout(timer); },
      );
      early[key(call.method, call.path, query, body)] = response;
    }
  } catch (e) {
    // Never in the way of the page: the request helper sends whatever did not start here.
  }
}
