/**
 * The one client (spec §7 "Shared request helper", contract §2, D4, D9, D13, D19–D21; ADR 0037): a page
 * calls a contract declaration through `call()` and nothing else. After the entry's start script, every
 * request goes through here or through the `keepalive` sends of `wire.ts`, which decides what all of them
 * carry (the session query, the headers, the deadline).
 *
 * - the session query rides on every call's query string and its session keys as headers (`wire.ts`);
 * - POST bodies are form-encoded (or multipart), GET payloads go into the query string;
 * - an optional loading indicator with the caller's message, hidden however the call ends;
 * - success when `code` parses to 0; otherwise the message is toasted and the result still returned;
 * - a transport failure, timeout or abort hides the indicator, toasts a network error and resolves
 *   `success: false` (D4): the returned promise always settles;
 * - `code` 401 sends the bridge `login` command and resolves `success: false` (D9); so does an HTTP 401
 *   whatever its body (D19), and calls that fail together send `login` once;
 * - header values outside Latin-1 are sent percent-encoded rather than failing the call (D19);
 * - a first call the entry's start script already sent (ADR 0017, `early.ts`) is adopted, not sent again;
 * - a call whose answer a page reads (`reads()` in the contract) has its `data` read by its declaration
 *   (ADR 0022), and its `attach` too when the declaration says the answer may come in the newer envelope.
 *
 * The reading is one lazy chunk: its download starts with the first call, in parallel with the request,
 * and every later call reuses it; the code that reads never reaches a page's start script.
 */
import { native } from '../bridge/native';
import { readQuery } from '../session/query';
import { hideLoading, showLoading } from '../feedback/loading';
import { toast } from '../feedback/toast';
import { screenEpoch } from '../platform/screen-epoch';
import { isSessionExpiredCode, isSuccessCode } from './contract/endpoint';
import type { Endpoint, ReadEndpoint } from './contract/endpoint';
import type { Declared } from './contract/declare';
import type { Read } from './schemas/read';
import type { EarlyResponse } from './early-start';
import { loadTransport } from './transport';
import {
  LOAD_FAILED_MESSAGE,
  LOADING_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../feedback/messages';
import { headerValue } from './header-value';
import { readUnder } from './read-report';
import { callHeaders, callQuery, HTTP_TIMEOUT_MS } from './wire';

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
  /**
   * The newer envelope's payload (spec §7 "Loan confirm": `code`, `message`, `attach`), read by the same
   * declaration as `data`, on a call whose declaration says its answer may come that way (`reads(…, {
   * attach: true })`); absent when it did not come or cannot be read.
   */
  attach?: T;
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
  /** Show the loading overlay with this message while the call runs (`true`: 'Loading...'). */
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
  /**
   * The answer the entry's start script already has for this very call (`firstPayload`, early.ts): read
   * instead of sending it again. Never with `headers` (an idempotency key: a money action).
   */
  early?: Promise<EarlyResponse>;
}

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

type ReadPayload = <T>(decl: Declared<T>, data: unknown, call?: string) => Read<T>;

let reading: Promise<ReadPayload> | undefined;

function loadReading(): Promise<ReadPayload> {
  reading ??= import('./schemas').then((m) => m.readPayload);
  // A failed download (offline) must not poison every later call: the next call tries again.
  reading.catch(() => {
    reading = undefined;
  });
  return reading;
}

/** Reads an optional payload (of a call sent under screen `epoch`): anything unreadable, or no download, is absent. */
async function readSoft<T>(epoch: number, decl: Declared<T>, value: unknown, call: string): Promise<T | undefined> {
  if (value === undefined || value === null) return undefined;
  try {
    const reader = await loadReading();
    const read = readUnder(epoch, () => reader(decl, value, call));
    return read.ok ? read.value : undefined;
  } catch {
    return undefined;
  }
}

function isRead<Req, Res>(endpoint: Endpoint<Req, Res>): endpoint is ReadEndpoint<Req, Res> {
  return 'data' in endpoint;
}

/**
 * Calls one declaration of the contract. A call whose answer a page reads (`reads()`) has its `data` read
 * by its declaration before the page sees it: a success whose payload a screen cannot work with is
 * `success: false` with `unreadable: true` (the call reached the server and was done there, so a money
 * action says what happened rather than that it failed). A declaration with `attach: true` has both
 * `data` and `attach` read, each absent when it cannot be (loan confirm serves both generations, spec §7).
 * @example
 * const res = await call(loanDetails, payloadOf(orderCall), { loading: true });
 * if (res.success) res.data.orderStatus; // a number, whatever the backend sent
 */
export function call<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload: Req,
  options: RequestOptions = {},
): Promise<ApiResult<Res>> {
  // A screen swapped out (D38) meanwhile: its answer never reaches its code, which would say or open
  // something on the screen shown now. The call itself ran to its end (a payment done stays done).
  const epoch = screenEpoch.n;
  return new Promise((resolve, reject) => {
    callIn(epoch, endpoint, payload, options).then(
      (res) => epoch === screenEpoch.n && resolve(res),
      (error: unknown) => epoch === screenEpoch.n && reject(error),
    );
  });
}

async function callIn<Req, Res>(
  epoch: number,
  endpoint: Endpoint<Req, Res>,
  payload: Req,
  options: RequestOptions,
): Promise<ApiResult<Res>> {
  const say = sayUnder(epoch);
  if (!isRead(endpoint)) return send(endpoint, payload, options, epoch);
  const { path, data: decl } = endpoint;
  const reader = loadReading();
  // A failed download is reported only if the call itself succeeds (below).
  reader.catch(() => undefined);
  const res = await send(endpoint, payload, options, epoch);
  if (!res.success) return res;
  if (endpoint.attach) {
    // A success came in an envelope: `raw` is that object.
    const [data, attach] = await Promise.all([
      readSoft(epoch, decl, res.data, path),
      readSoft(epoch, decl, (res.raw as { attach?: unknown }).attach, `${path} attach`),
    ]);
    return { ...res, data, attach };
  }
  let read: Read<Res>;
  try {
    const readPayload = await reader;
    // What it cannot read is the field reports' fault of the screen that sent it (ADR 0060), even when
    // the answer comes after a swap took that screen away.
    read = readUnder(epoch, () => readPayload(decl, res.data, path));
  } catch (error) {
    // The reading chunk could not be fetched (offline): the same visible failure as a dropped call.
    const message = options.networkMessage ?? NETWORK_ERROR_MESSAGE;
    if (message && !options.silent) say(message);
    return { ...res, success: false, message, data: undefined, raw: error, unreadable: true };
  }
  if (read.ok) return { ...res, data: read.value };
  if (import.meta.env?.DEV) console.warn(`${path}: unreadable payload (${read.issue})`);
  return { ...res, success: false, message: LOAD_FAILED_MESSAGE, data: undefined, unreadable: true };
}

/** The toast of the screen a call was sent under, while it is shown: never an old screen's on the next. */
const sayUnder = (epoch: number) => (message: string) => epoch === screenEpoch.n && toast(message);

/** Sends one call and reads its envelope (never its payload: `call` does). */
async function send<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload: Req,
  options: RequestOptions,
  epoch: number,
): Promise<ApiResult<Res>> {
  const say = sayUnder(epoch);
  const loadingMessage = options.loading === true ? LOADING_MESSAGE : options.loading || '';
  // The overlay of a screen swapped out was reset with it; the next screen's own is not this call's.
  const unload = () => loadingMessage && epoch === screenEpoch.n && hideLoading();
  if (loadingMessage) showLoading(loadingMessage);
  const pageQuery = readQuery();
  const query = callQuery(endpoint.body, pageQuery, payload);
  // The entry's start script sent this very call while the HTML was parsed (ADR 0017): adopt its
  // response, and do not wait for the transport chunk at all.
  const early = options.headers && Object.keys(options.headers).length ? undefined : options.early;

  const round = loginRound;
  let superagent: Awaited<ReturnType<typeof loadTransport>> | undefined;
  if (!early) {
    try {
      superagent = await loadTransport();
    } catch (error) {
      // The transport chunk itself could not be fetched: the same visible failure as a dropped call.
      unload();
      const message = options.networkMessage ?? NETWORK_ERROR_MESSAGE;
      if (message && !options.silent) say(message);
      return { success: false, code: null, message, data: undefined, raw: error };
    }
  }

  const req =
    superagent && (endpoint.method === 'GET' ? superagent.get(endpoint.path) : superagent.post(endpoint.path));
  if (req) {
    req.query(query as Record<string, string>);
    // The start script computes the same headers with the same function (`wire.ts`).
    for (const [key, value] of Object.entries(callHeaders(pageQuery))) req.set(key, headerValue(value));
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
      unload();
      options.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const networkFailure = (raw: unknown) => {
      // '' keeps a background call's failure from wiping the toast the visitor is reading.
      if (options.networkMessage !== '' && !options.silent) say(options.networkMessage ?? NETWORK_ERROR_MESSAGE);
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
        say(message);
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
