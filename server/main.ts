/**
 * `npm start` / `npm run serve`: the reference backend and the built pages on one local origin.
 * Environment: PORT (default 5173), HOST (default 127.0.0.1), DB_FILE (default data/app.sqlite),
 * DEV_ROUTES=1 for the development routes (`/_entries`, `/_clock`, `/dev/outbox`, `/_field`; `npm start` sets it),
 * TEST_API=1 for those and the e2e tests' helpers (`/_test/*`; server/dev), DEV_HOSTS (comma-separated host
 * names beside localhost and 127.0.0.1 that a server with those routes answers, ADR 0047), PUBLIC_ORIGINS
 * (comma-separated origins the server is reached at, for the payment provider's links), TOKEN_TTL_DAYS (session lifetime,
 * default 30), DIALECT=spec to answer as a backend written only from the spec would, DIALECT=ids the same
 * with identifiers it chose itself (text and 64-bit ids; server/dialect.ts; default `ours`), FIELD_ORIGINS
 * (comma-separated origins of pages on other hosts that may send field reports to `/v1/logs`: CORS, ADR 0034),
 * BACKEND_URL (another backend, `https://staging.lender.ph`: the pages' calls are forwarded to it instead
 * of answered here, and the development routes are off; server/proxy.ts, ADR 0043), TRUSTED_PROXIES
 * (comma-separated addresses of the proxies in front of this server: the `X-Forwarded-For` a forwarded
 * call keeps, ADR 0054; none by default).
 * CARD_CODE_MINUTES (how long a legacy card repayment's SMS code is good for, default 5; ADR 0044).
 */
import { serve } from '@hono/node-server';
import { createServerApp } from './app';
import { DIALECTS, dialectOf } from './dialect';
import { backendUrlOf } from './proxy';

const port = Number(process.env.PORT ?? 5173);
const hostname = process.env.HOST ?? '127.0.0.1';
const dialect = dialectOf(process.env.DIALECT || 'ours');
if (!dialect) throw new Error(`DIALECT must be one of ${DIALECTS.join(', ')}, not ${process.env.DIALECT}`);
const backendUrl = process.env.BACKEND_URL ? backendUrlOf(process.env.BACKEND_URL) : undefined;
const { app, close } = createServerApp({
  dbFile: process.env.DB_FILE,
  distDir: process.env.DIST_DIR,
  testApi: process.env.TEST_API === '1',
  devRoutes: process.env.DEV_ROUTES === '1',
  publicOrigins: process.env.PUBLIC_ORIGINS ? process.env.PUBLIC_ORIGINS.split(',').map((o) => o.trim()) : [],
  devHosts: process.env.DEV_HOSTS ? process.env.DEV_HOSTS.split(',').map((h) => h.trim()) : [],
  tokenTtlDays: process.env.TOKEN_TTL_DAYS ? Number(process.env.TOKEN_TTL_DAYS) : undefined,
  dialect,
  backendUrl,
  trustedProxies: process.env.TRUSTED_PROXIES ? process.env.TRUSTED_PROXIES.split(',').map((a) => a.trim()) : [],
  cardCode: process.env.CARD_CODE_MINUTES ? { minutes: Number(process.env.CARD_CODE_MINUTES) } : {},
  fieldCaps: process.env.FIELD_ORIGINS ? { origins: process.env.FIELD_ORIGINS.split(',').map((o) => o.trim()) } : {},
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  if (backendUrl) {
    console.log(`The pages on http://${hostname}:${info.port}, their calls (/states/, /api/) sent to ${backendUrl}`);
    console.log('Open an entry with a session of that backend: /order.html?token=…&orderId=… (no /_entries here)');
    return;
  }
  console.log(
    `Reference server on http://${hostname}:${info.port}${dialect === 'ours' ? '' : ` (${dialect} dialect)`}`,
  );
  if (process.env.DEV_ROUTES === '1' || process.env.TEST_API === '1') {
    const at = `http://${hostname}:${info.port}`;
    console.log(`Index of every entry and scenario: ${at}/_entries`);
    console.log(`Field reports (vitals, reading failures and errors the pages sent): ${at}/_field`);
    console.log(`The demo borrower's clock (walk a loan through its stages): ${at}/_clock`);
    console.log(`SMS codes of the landing page: ${at}/dev/outbox`);
  } else console.log('Development routes off (DEV_ROUTES=1 turns on /_entries, /_clock, /_field and /dev/outbox)');
});

function shutdown() {
  server.close();
  close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
