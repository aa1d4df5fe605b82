/**
 * `npm run dev`'s forwarding: the table Vite's own `server.proxy` serves, sending to the backend every
 * path the pages call or link to that it answers. Nothing else in the dev loop forwards a request; the
 * plugin that starts the reference server (`dev-backend-plugin.ts`) only picks the target.
 */
import type { ProxyOptions } from 'vite';
import { backendUrlOf } from '../../server/proxy.ts';
import { API_HEADERS } from '../../shared/site/headers.ts';
import { API_PATHS } from '../../shared/site/nginx.ts';

/**
 * What the dev server hands to the backend: the contract's calls (`/states/`, `/api/`, the field
 * reports' collector among them), the files the backend stores (a complaint's photos), and the
 * development routes (`/_entries`, `/_field`, `/_clock`, `/_review`, `/dev/outbox`; `/_test/` when `TEST_API=1`).
 */
export const BACKEND_PATHS = [
  '/states/',
  '/api/',
  '/files/',
  '/_entries',
  '/_field',
  '/_clock',
  '/_review',
  '/dev/',
  '/_test/',
] as const;

/** The paths of `BACKEND_PATHS` that are the reference server's development routes, not the lender's. */
const DEV_ROUTE_PATHS: readonly string[] = ['/_entries', '/_field', '/_clock', '/_review', '/dev/', '/_test/'];

/**
 * An API answer is never a page (ADR 0054): whoever wrote it, it carries `API_HEADERS` (a sandboxing CSP),
 * the backend's own of those names replaced, as nginx and `npm start` send it — a `BACKEND_URL` backend's,
 * firewall's or proxy's HTML page never runs script on the dev server's origin.
 */
const apiAnswers: NonNullable<ProxyOptions['configure']> = (proxy) => {
  proxy.on('proxyRes', (res) => {
    for (const [name, value] of Object.entries(API_HEADERS)) res.headers[name.toLowerCase()] = value;
  });
};

/**
 * Vite's `server.proxy` for one backend. `changeOrigin`: a call gets the backend's own host in `Host` (a
 * staging server behind a virtual host or a CDN answers only to its name). A development route keeps the
 * page's `Host`: it takes a form only from a page of its own origin (ADR 0054), and the page's origin is
 * the dev server's.
 * @example proxyTable('http://127.0.0.1:5180')['/files/'] // { target: 'http://127.0.0.1:5180', changeOrigin: true }
 */
export function proxyTable(target: string): Record<string, ProxyOptions> {
  return Object.fromEntries(
    BACKEND_PATHS.map((path) => [
      path,
      {
        target,
        changeOrigin: !DEV_ROUTE_PATHS.includes(path),
        ...((API_PATHS as readonly string[]).includes(path) && { configure: apiAnswers }),
      },
    ]),
  );
}

/**
 * The other backend the environment names, if any: `BACKEND_URL` (or its older name `DEV_BACKEND`),
 * checked as `npm start` checks it.
 * @example otherBackend({ BACKEND_URL: 'https://staging.lender.ph/' }) // 'https://staging.lender.ph'
 */
export function otherBackend(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const given = env.BACKEND_URL || env.DEV_BACKEND;
  return given ? backendUrlOf(given) : undefined;
}
