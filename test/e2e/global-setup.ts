/**
 * Starts the reference server for the e2e run: built pages from dist/, a fresh SQLite database in a
 * temporary folder, the borrower factory enabled, on a free port. Its URL reaches the workers through
 * E2E_BASE_URL.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createServerApp } from '../../server/app';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/customer-service.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'loan-e2e-'));
  const server = createServerApp({ dbFile: join(dir, 'e2e.sqlite'), testApi: true });
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  return async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
