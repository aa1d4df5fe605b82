/**
 * One request of `check:backend` to a backend it does not trust, and its answer or why there is none,
 * as a sentence of the report (never a thrown error):
 *
 * - a redirect to another origin is not followed: the request carries the token and the session
 *   headers, and the pages' own calls never leave their origin (CSP `connect-src 'self'`); one on the
 *   same origin is followed, as the browser does, a few times at most;
 * - the whole exchange, headers and body, has a time limit;
 * - the body is read as a stream and dropped past a size limit, so a 600 MB or never-ending answer costs
 *   no more memory than the limit.
 */
import { backendText } from './print';

export interface Limits {
  /** For the whole exchange, redirects and body included. */
  timeoutMs: number;
  /** Of one answer's body. */
  maxBytes: number;
}

export type Answer = { ok: true; status: number; contentType: string; text: string } | { ok: false; reason: string };

/** Redirects on the same origin followed before giving up: a backend's own path moves need one. */
const MAX_REDIRECTS = 3;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) ? 1 : 0)} MB` : `${bytes} bytes`;

/** Why nothing arrived, in the report's words. */
function failure(error: unknown, limits: Limits, started: boolean, secrets: readonly string[]): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return `no ${started ? 'complete answer (its body never ended)' : 'answer'} within ${limits.timeoutMs / 1000} s`;
  // Node's fetch names the socket's failure in its cause (ECONNREFUSED, ENOTFOUND, a TLS code).
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return `no answer (network failure${typeof cause === 'string' ? `: ${backendText(cause, secrets, 30).slice(1, -1)}` : ''})`;
}

/** Reads at most `max` bytes of `body`; `null` when there were more (the rest is never read). */
async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Closes the connection: the server's next bytes are never asked for.
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * Sends one request and reads its answer within `limits`.
 * @example await fetchAnswer('https://staging.example.ph/states/x', { method: 'POST', headers, body }, fetch, { timeoutMs: 60_000, maxBytes: 1 << 20 }, [token])
 */
export async function fetchAnswer(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  fetchImpl: typeof fetch,
  limits: Limits,
  secrets: readonly string[] = [],
): Promise<Answer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const origin = new URL(url).origin;
  let at = url;
  let request = init;
  // Whether an answer's status and headers arrived: a time limit hit after that is a body that never ends.
  let started = false;
  try {
    for (let hop = 0; ; hop++) {
      const res = await fetchImpl(at, { ...request, redirect: 'manual', signal });
      if (REDIRECTS.has(res.status)) {
        await res.body?.cancel().catch(() => undefined);
        const location = res.headers.get('location') ?? '';
        let next: URL | undefined;
        try {
          next = new URL(location, at);
        } catch {
          next = undefined;
        }
        if (!next || next.origin !== origin)
          return {
            ok: false,
            reason: `HTTP ${res.status}: a redirect to ${
              next ? backendText(next.origin, secrets, 60) : `an unreadable address ${backendText(location, secrets)}`
            }, not followed: the pages' calls stay on their own origin`,
          };
        if (hop === MAX_REDIRECTS)
          return { ok: false, reason: `more than ${MAX_REDIRECTS} redirects on the same origin: not followed` };
        at = next.href;
        // 303 (and 301/302 after a POST, as browsers do) continue as a GET without the body.
        if (res.status !== 307 && res.status !== 308) request = { ...request, method: 'GET', body: undefined };
        continue;
      }
      started = true;
      const length = Number(res.headers.get('content-length') ?? '');
      if (length > limits.maxBytes) {
        await res.body?.cancel().catch(() => undefined);
        return {
          ok: false,
          reason: `HTTP ${res.status}: an answer of ${sizeOf(length)}, over the ${sizeOf(limits.maxBytes)} this check reads`,
        };
      }
      const bytes = await readAtMost(res.body, limits.maxBytes);
      if (!bytes)
        return {
          ok: false,
          reason: `HTTP ${res.status}: an answer longer than the ${sizeOf(limits.maxBytes)} this check reads (reading stopped there)`,
        };
      return {
        ok: true,
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        text: new TextDecoder().decode(bytes),
      };
    }
  } catch (error) {
    return { ok: false, reason: failure(error, limits, started, secrets) };
  }
}
