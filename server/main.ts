/**
 * `npm start` / `npm run serve`: the reference backend and the built pages on one local origin.
 * Environment: PORT (default 5173), HOST (default 127.0.0.1), DB_FILE (default data/app.sqlite),
 * TEST_API=1 to enable the e2e tests' borrower factory.
 */
import { serve } from '@hono/node-server';
import { createServerApp } from './app';

const port = Number(process.env.PORT ?? 5173);
const hostname = process.env.HOST ?? '127.0.0.1';
const { app, close } = createServerApp({
  dbFile: process.env.DB_FILE,
  distDir: process.env.DIST_DIR,
  testApi: process.env.TEST_API === '1',
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Reference server on http://${hostname}:${info.port}`);
  console.log(`Index of every entry and scenario: http://${hostname}:${info.port}/_entries`);
});

function shutdown() {
  server.close();
  close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
