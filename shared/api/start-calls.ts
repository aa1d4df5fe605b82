/**
 * The start script's body (ADR 0017): `scripts/vite/early-calls-plugin.ts` inlines this module, with the
 * entry's calls as data, in every data entry's `<head>`; a screen swapped in (D38) runs it again for its own
 * calls. Kept apart from `early-start.ts` so the finger's watch (`next-start.ts`), which needs only
 * `earlyRequest`, does not carry it into every page's after-mount chunks.
 */
import { readQuery } from '../session/query';
import { referrerMayHoldSession } from '../session/referrer-hint';
import { earlyRequest, HANDOFF_MS, takeHandoff } from './early-start';
import type { EarlyCall, EarlyCallSpec, EarlyResponse } from './early-start';
import { HTTP_TIMEOUT_MS } from './wire';

/**
 * Sends the declared calls with the page query, as the request helper would, and leaves each for
 * `window.__earlyCalls.take()` with the payload it computed; a call whose answer the previous page
 * handed over (`takeHandoff`: same identity, fresh) is not sent at all. Preloads the readers chunk
 * (`readers`: its built URL). Never throws: whatever cannot start early (no `fetch`, a header value the
 * engine refuses) is simply sent later by the request helper.
 */
export function startEarlyCalls(calls: EarlyCallSpec[], readers: string[]): void {
  try {
    if (typeof fetch !== 'function') return;
    const started: Record<string, EarlyCall> = {};
    window.__earlyCalls = {
      take(method, path) {
        const call = started[method + ' ' + path];
        delete started[method + ' ' + path];
        return call;
      },
    };
    const page = readQuery();
    const handoff = takeHandoff();

    // D17: a link tapped before the previous page's script ran came without the session. The page takes
    // it from the referrer when it mounts and sends its first calls itself: sent from here, they would go
    // without it (a 401 the page would adopt). A rare load; the module that adopts stays out of here.
    for (const call of referrerMayHoldSession() ? [] : calls) {
      const req = earlyRequest(call, page);
      if (!req) continue;
      let response: Promise<EarlyResponse>;
      if (handoff && handoff.id === req.id && Date.now() - handoff.at < HANDOFF_MS)
        response = Promise.resolve({ status: handoff.status, text: handoff.text });
      else {
        const ctl = typeof AbortController === 'function' ? new AbortController() : null;
        try {
          response = fetch(req.url, {
            ...req.init,
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
      }
      started[call.method + ' ' + call.path] = { payload: req.payload, response };
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
