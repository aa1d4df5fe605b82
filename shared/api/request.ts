/**
 * The shared request helper (spec §7 "Shared request helper", contract §2, D4, D9), on superagent.
 *
 * - the whole page query (with `product_id`/`productId` mirrored) rides on every call's query string;
 * - `building`, `gather`, `swift`, `eyes` from the page query are sent as headers too;
 * - POST bodies are form-encoded (or multipart), GET payloads go into the query string;
 * - an optional loading indicator with the caller's message, hidden however the call ends;
 * - success when `code` parses to 0; otherwise the message is toasted and the result still returned;
 * - a transport failure, timeout or abort hides the indicator, toasts a network error and resolves
 *   `success: false` (D4): the returned promise always settles;
 * - `code` 401 sends the bridge `login` command and resolves `success: false` (D9); so does an HTTP 401
 *   whatever its body (D19), and calls that fail together send `login` once;
 * - header values outside Latin-1 are sent percent-encoded rather than failing the call (D19).
 * - a call the entry's start script already sent (ADR 0017, `early.ts`) is adopted, not sent again.
 */
import { native } from '../bridge/native';
import { HEADER_KEYS, readQuery } from '../session/query';
import { sessionHeaders } from '../session/page-query';
import { hideLoading, showLoading } from '../feedback/loading';
import { toast } from '../feedback/toast';
import { isSessionExpiredCode, isSuccessCode } from './contract/endpoint';
import type { Endpoint } from './contract/endpoint';
import { takeEarlyCall } from './early';
import { loadTransport } from './transport';
import { LOADING_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../feedback/messages';
import { headerValue } from './header-value';

export interface ApiResult<T> {
  success: boolean;
  /** The envelope's code; `null` when no envelope arrived (network failure). */
  code: number | string | null;
  message: string;
  data: T | undefined;
  /** The whole response body (or the error, on a transport failure). */
  raw: unknown;
  /** The HTTP status, when a response arrived. */
  status?: number;
  /** Whether asking again can mend this failure; when absent, `canRetry` decides from the rest. */
  retry?: boolean;
  /**
   * The call answered success, so it was done on the server, but what it answered could not be read
   * (or the code that reads it could not be downloaded): never tell the borrower a money action failed.
   */
  unreadable?: true;
}

/**
 * Whether a failed call is worth a 'Try again' (D21): no answer at all (network, timeout, a
 * gateway's page), a server error (HTTP 5xx), a success whose payload could not be read, or a session
 * the shell is renewing (401). A refusal the backend meant (a non-zero code under HTTP 500: 'Negosyo Plus
 * is full today', 'Order is required') is not: asking again gets the same answer.
 * @example canRetry({ success: false, code: null, message: 'Network error', data: undefined, raw: null }) // true
 */
export function canRetry(res: ApiResult<unknown>): boolean {
  if (res.retry !== undefined) return res.retry;
  if (res.code === null || (res.status ?? 0) >= 500 || isSessionExpiredCode(res.code)) return true;
  // A server error the backend put in the envelope (`code: 500` under HTTP 200) is a server error too.
  const code = Number(res.code);
  if (code >= 500 && code <= 599) return true;
  return isSuccessCode(res.code);
}

export interface RequestOptions {
  /** Show the loading overlay with this message while the call runs (`true`: 'loading...'). */
  loading?: string | boolean;
  /** Do not toast a non-zero code's message (the caller shows it its own way). */
  quiet?: boolean;
  /**
   * Toast nothing at all, neither a code's message nor a network failure: the caller shows every outcome
   * itself (a page's load: the error box says it once, never the box and a toast of the same text).
   */
  silent?: boolean;
  /** Message toasted on a transport failure or timeout; `''` toasts nothing (background calls such as tracking). */
  networkMessage?: string;
  /** Extra headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Whole-call deadline in ms (default 60 s, spec §9). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Upload progress 0..1, for multipart bodies. */
  onProgress?: (fraction: number) => void;
}

export const HTTP_TIMEOUT_MS = 60_000;

interface Body {
  code?: number | string;
  message?: unknown;
  msg?: unknown;
  data?: unknown;
}

/**
 * D19: calls that fail with 401 together send `login` once. Each call remembers the login round it
 * started in; only the first 401 of that round asks the shell, so a later call (after the borrower
 * dismissed the shell's login, say) asks again.
 */
let loginRound = 0;
function sessionExpired(startedInRound: number): void {
  if (startedInRound !== loginRound) return;
  loginRound++;
  native.login();
}

/** A message is shown as text: a string, or a number's digits; anything else (`{a:1}`) is no message (D13). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

interface SuperagentResponse {
  status?: number;
  body?: unknown;
}

/** An adopted answer's text as superagent would parse it: JSON, else no body. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asEnvelope(body: unknown): Body | null {
  return body && typeof body === 'object' && 'code' in body ? (body as Body) : null;
}

/**
 * Calls one endpoint of the contract.
 * @example
 * const res = await request(contactKfInfo, { type: 30 }, { loading: 'loading...' });
 * if (res.success) setInfo(res.data);
 */
export async function request<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload: Req,
  options: RequestOptions = {},
): Promise<ApiResult<Res>> {
  const loadingMessage = options.loading === true ? LOADING_MESSAGE : options.loading || '';
  if (loadingMessage) showLoading(loadingMessage);
  const pageQuery = readQuery();
  const query: Record<string, unknown> = { ...pageQuery };
  if (endpoint.body === 'query') Object.assign(query, payload);
  // The entry's start script may have sent this very call while the HTML was parsed (ADR 0017): adopt
  // its response, and do not wait for the transport chunk at all.
  const early = takeEarlyCall(endpoint, query, payload, options.headers);

  const round = loginRound;
  let superagent: Awaited<ReturnType<typeof loadTransport>> | undefined;
  if (!early) {
    try {
      superagent = await loadTransport();
    } catch (error) {
      // The transport chunk itself could not be fetched: the same visible failure as a dropped call.
      if (loadingMessage) hideLoading();
      const message = options.networkMessage ?? NETWORK_ERROR_MESSAGE;
      if (message && !options.silent) toast(message);
      return { success: false, code: null, message, data: undefined, raw: error };
    }
  }

  const req =
    superagent && (endpoint.method === 'GET' ? superagent.get(endpoint.path) : superagent.post(endpoint.path));
  if (req) {
    req.query(query as Record<string, string>);
    req.set('X-Requested-With', 'XMLHttpRequest');
    req.set('Accept', 'application/json');
    // The start script computes the same headers with the same function (page-query.ts).
    for (const [key, value] of Object.entries(sessionHeaders(pageQuery, HEADER_KEYS))) req.set(key, headerValue(value));
    for (const [key, value] of Object.entries(options.headers ?? {})) req.set(key, headerValue(value));
    req.timeout({ deadline: options.timeoutMs ?? HTTP_TIMEOUT_MS });
    if (endpoint.body === 'form') req.type('form').send((payload ?? {}) as object);
    if (endpoint.body === 'multipart') req.send(payload as unknown as FormData);
    if (options.onProgress) {
      const onProgress = options.onProgress;
      req.on('progress', (event: { direction?: string; percent?: number }) => {
        if (event.direction === 'upload' && typeof event.percent === 'number') onProgress(event.percent / 100);
      });
    }
  }

  return new Promise<ApiResult<Res>>((resolve) => {
    let settled = false;
    // The HTTP status of the response, once one arrived (`canRetry` tells a 5xx from a refusal).
    let status: number | undefined;
    const finish = (result: ApiResult<Res>) => {
      if (settled) return;
      settled = true;
      if (loadingMessage) hideLoading();
      options.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const networkFailure = (raw: unknown) => {
      // '' keeps a background call's failure from wiping the toast the visitor is reading.
      if (options.networkMessage !== '' && !options.silent) toast(options.networkMessage ?? NETWORK_ERROR_MESSAGE);
      finish({
        success: false,
        code: null,
        message: options.networkMessage ?? NETWORK_ERROR_MESSAGE,
        data: undefined,
        raw,
        status,
      });
    };
    // superagent never calls back after abort(), so an abort settles the promise here.
    const onAbort = () => {
      req?.abort();
      finish({ success: false, code: null, message: 'aborted', data: undefined, raw: null });
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort);

    /**
     * One answer, however it arrived (superagent's, or the start script's adopted one): its HTTP status
     * and parsed body when a response came, `failure` what went wrong when none could be read.
     */
    const onAnswer = (answerStatus: number | undefined, body: unknown, failure: unknown) => {
      status = answerStatus;
      // D19: a gateway's 401 is the session's end whatever it sent as the body (text, HTML, nothing).
      if (status === 401 && !isSessionExpiredCode(asEnvelope(body)?.code)) {
        sessionExpired(round);
        return finish({
          success: false,
          code: 401,
          message: SESSION_EXPIRED_MESSAGE,
          data: undefined,
          raw: body ?? failure,
          status,
        });
      }
      const envelope = asEnvelope(body);
      if (!envelope) return networkFailure(failure ?? body);
      const message = textOf(envelope.message) || textOf(envelope.msg);
      const result: ApiResult<Res> = {
        success: isSuccessCode(envelope.code),
        code: envelope.code ?? null,
        message,
        data: envelope.data as Res | undefined,
        raw: body,
        status,
      };
      if (isSessionExpiredCode(envelope.code)) {
        sessionExpired(round);
      } else if (!result.success && !options.quiet && !options.silent && message) {
        toast(message);
      }
      finish(result);
    };
    if (early)
      void early.then(
        (answer) => {
          const body = parseBody(answer.text);
          // Not JSON (a proxy's HTML error page): what arrived is kept as the failure's detail.
          onAnswer(answer.status, body, body === undefined ? answer : null);
        },
        (error: unknown) => onAnswer(undefined, undefined, error),
      );
    else
      req?.end((err: (Error & { status?: number; response?: { body?: unknown } }) | null, res?: SuperagentResponse) =>
        // superagent reports a non-2xx status as an error that carries the response.
        onAnswer(res?.status ?? err?.status, res?.body ?? err?.response?.body, err),
      );
  });
}

/**
 * Sends one call whose answer nothing reads (a tracking event: "its outcome is ignored", spec §7) so that
 * it survives the page leaving, and returns at once (ADR 0027): `fetch` with `keepalive`, the same page
 * query, session headers and form body as `request()` sends, without the transport chunk, a toast, the
 * loading indicator or a deadline. A browser that cannot start it drops it, as a lost event would be.
 * @example sendAndForget(eventSave, { productId, moduleId: 30, positionId: 0 }); native.home();
 */
export function sendAndForget<Req>(endpoint: Endpoint<Req, unknown>, payload: Req): void {
  const pageQuery = readQuery();
  const query = new URLSearchParams();
  const add = (to: URLSearchParams, record: object) => {
    for (const [key, value] of Object.entries(record)) if (value !== undefined) to.append(key, String(value));
  };
  add(query, pageQuery);
  if (endpoint.body === 'query') add(query, payload as object);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  for (const [key, value] of Object.entries(sessionHeaders(pageQuery, HEADER_KEYS))) headers[key] = headerValue(value);
  let body: URLSearchParams | undefined;
  if (endpoint.body === 'form') {
    body = new URLSearchParams();
    add(body, (payload ?? {}) as object);
  }
  const qs = query.toString();
  try {
    void fetch(`${endpoint.path}${qs ? `?${qs}` : ''}`, {
      method: endpoint.method,
      headers,
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch, or a request the browser refuses to start: the event is lost, the tap goes on.
  }
}
