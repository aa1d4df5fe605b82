/**
 * The start script of a data entry (ADR 0017): inline in the entry's `<head>`, it starts the entry's first
 * call(s) while the HTML is still parsed, long before React, the page's code and the HTTP transport have
 * downloaded. `shared/api/early.ts` lets the request helper adopt the in-flight response instead of
 * sending the call again.
 *
 * An ordinary module: `scripts/vite/early-calls-plugin.ts` bundles it with its imports into one small
 * IIFE per entry (the entry's calls as data) and inlines it, so the page query, the payload and the
 * session headers come from the very functions the page runs (`readQuery`, `payloadOf`, `callQuery`,
 * `callHeaders`), not from a copy that must agree with them. The payload is computed once, here: the page
 * takes the call by its declaration (`take(method, path)`) with the payload it was sent with, and never
 * computes its own for it (ADR 0048; before, both sides computed it and matched by a key, and a mismatch
 * sent the call twice in silence). Everything it imports must be free of top-level side effects, or it
 * rides into every start script. The script is the same bytes for every request of an entry (its CSP hash
 * is stable): all per-request input is read from `location.search` (or the session's stored copy) at run
 * time.
 */
import { lacksNeeded, payloadOf } from './first-call';
import type { PayloadSpec } from './first-call';
import { callHeaders, callQuery } from './wire';

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

/** A call the start script sent: the payload it computed (the page's, never computed again) and its answer. */
export interface EarlyCall {
  payload: Record<string, unknown>;
  response: Promise<EarlyResponse>;
}

/** What the start script leaves on `window.__earlyCalls`. */
export interface EarlyCalls {
  /**
   * The unclaimed call of this declaration (method and path: one per entry, the build checks), handed
   * over once with the payload it was sent with; else undefined (a retry is a new call).
   */
  take(method: string, path: string): EarlyCall | undefined;
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCalls;
  }
}

/**
 * The answer a page hands to the next one (ADR 0048): the first read of the screen a finger is on, sent
 * when it landed (`shared/app/next-start.ts`), kept in this tab's `sessionStorage` under one key. `id` is
 * the call's whole identity (method, path, session query, body: another order or session is another id);
 * `at` when it was asked. The next page's start script takes it once and adopts it only when the id is
 * its own call's and it is younger than `HANDOFF_MS`; whatever it finds, it removes.
 */
export interface Handoff extends EarlyResponse {
  id: string;
  at: number;
}

export const HANDOFF_KEY = 'pb.next';

/** How long a handed-over answer may be adopted: a tap opens the next page well within it. */
export const HANDOFF_MS = 5000;

/** The handed-over answer, removed from the store whatever it is; null when there is none or storage is off. */
export function takeHandoff(): Handoff | null {
  try {
    const text = sessionStorage.getItem(HANDOFF_KEY);
    sessionStorage.removeItem(HANDOFF_KEY);
    return text ? (JSON.parse(text) as Handoff) : null;
  } catch {
    return null;
  }
}

function flat(record: Record<string, unknown> | null): string {
  if (!record) return '';
  const keys = Object.keys(record).filter((k) => record[k] !== undefined);
  return JSON.stringify(keys.sort().map((k) => [k, String(record[k])]));
}

function toParams(record: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const name in record) if (record[name] !== undefined) params.append(name, String(record[name]));
  return params.toString();
}

/** One declared call as the request helper would send it with this page query. */
export interface EarlyRequest {
  /** The call's whole identity: method, path, query and form body, `undefined` fields left out. */
  id: string;
  payload: Record<string, unknown>;
  url: string;
  init: RequestInit;
}

/**
 * The request of a declared call for a page query (`page`, as `readQuery` makes it), exactly as the request
 * helper sends it (same query string, form body, `X-Requested-With`/`Accept` and the query-derived session
 * headers); undefined when it cannot start early: a `needed` key missing, or a header value outside
 * Latin-1, which fetch refuses (the request helper sends such calls itself, encoded, D19). The start script
 * and the next screen's early start (`shared/app/next-start.ts`) both make it here.
 */
export function earlyRequest(call: EarlyCallSpec, page: Record<string, string>): EarlyRequest | undefined {
  const headers = callHeaders(page);
  for (const name in headers) if (/[\u0100-\uffff]/.test(headers[name])) return undefined;
  // A page opened without what this call needs sends nothing that cannot succeed.
  if (lacksNeeded(call, page)) return undefined;
  const payload = payloadOf(call, page) as Record<string, unknown>;
  // The request helper's identity: the page query, with a GET's payload in it, each key once (D34).
  const query = callQuery(call.body, page, payload);
  const body = call.body === 'form' ? payload : null;
  const qs = toParams(query);
  return {
    id: call.method + ' ' + call.path + flat(query) + flat(body),
    payload,
    url: call.path + (qs ? '?' + qs : ''),
    init: {
      method: call.method,
      headers: body ? { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } : headers,
      body: body ? toParams(body) : undefined,
      credentials: 'same-origin',
    },
  };
}
