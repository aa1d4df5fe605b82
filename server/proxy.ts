/**
 * `BACKEND_URL=https://staging.lender.ph npm start` (ADR 0043): the built pages served here, and every
 * call of theirs (`/states/…`, `/api/…`: the paths `deploy/nginx.conf` proxies, `API_PATHS`) forwarded
 * to that backend instead of answered by the reference modules, so the screens talk to it through the
 * same paths as in production, on one origin.
 *
 * What travels is what the page sent: method, path, query (the token among it), body and headers (the
 * session's `building`, `gather`, … and `Idempotency-Key`); `Host` is the backend's, the page's origin
 * goes as `X-Forwarded-Host` / `X-Forwarded-Proto`. The client's address is the connection's, never one
 * it wrote (ADR 0054): its own `Forwarded` and `X-Real-IP` are dropped, and `X-Forwarded-For` is the
 * connection's address, appended to the one received only when the connection is a proxy the operator
 * named (`TRUSTED_PROXIES`), as nginx's `$proxy_add_x_forwarded_for` does behind its `set_real_ip_from`.
 * A backend that caps SMS codes per address (SECURITY.md) then counts addresses nobody chose. The answer comes back as the backend gave it (a
 * redirect is passed to the page, never followed here), without the hop-by-hop headers and the encoding
 * the forwarding undid.
 */
import type { Context } from 'hono';
import type { Env } from './http';
import { forwardedFor } from './address';

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1), and the two `fetch` sets. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
];

/** Headers in which a client names an address: what it wrote there is never passed on (`forwardedFor`). */
const CLIENT_ADDRESS = ['forwarded', 'x-real-ip', 'x-forwarded-for'];

/** As long as a page waits for an answer (`HTTP_TIMEOUT_MS` of `shared/api/request.ts`). */
const TIMEOUT_MS = 60_000;

/**
 * The backend's URL, checked: `http(s)://host[:port][/prefix]`, without a query or credentials.
 * @example backendUrlOf('https://staging.lender.ph/') // 'https://staging.lender.ph'
 */
export function backendUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BACKEND_URL must be an http(s) URL, not ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`BACKEND_URL must be an http(s) origin (and path prefix), not ${JSON.stringify(value)}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The handler that forwards one call to `backend` (from `backendUrlOf`); `trustedProxies`: the addresses
 * of the proxies in front of this server whose `X-Forwarded-For` is kept (`TRUSTED_PROXIES`).
 * @example app.all('/states/*', forwardTo('https://staging.lender.ph'));
 */
export function forwardTo(
  backend: string,
  trustedProxies: readonly string[] = [],
): (c: Context<Env>) => Promise<Response> {
  return async (c) => {
    const from = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    for (const name of [...HOP_BY_HOP, ...CLIENT_ADDRESS]) headers.delete(name);
    const remote = c.env?.incoming?.socket?.remoteAddress;
    if (remote) headers.set('x-forwarded-for', forwardedFor(remote, trustedProxies, c.req.header('x-forwarded-for')));
    headers.set('x-forwarded-host', from.host);
    headers.set('x-forwarded-proto', from.protocol.slice(0, -1));
    const method = c.req.method;
    let res: Response;
    try {
      res = await fetch(`${backend}${from.pathname}${from.search}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : await c.req.raw.arrayBuffer(),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      console.error(
        `BACKEND_URL: ${method} ${from.pathname} got no answer (${String(cause ?? (error as Error).name)})`,
      );
      // The envelope every page reads (contract §2): the page says the call failed and offers to try again.
      return c.json({ code: 502, message: 'The backend did not answer.', data: null }, 502);
    }
    const out = new Headers(res.headers);
    // `fetch` has already undone the encoding; the length is the encoded one.
    for (const name of [...HOP_BY_HOP, 'content-encoding']) out.delete(name);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out });
  };
}
