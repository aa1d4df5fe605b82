/**
 * Starts the reference server on a scratch database in a temporary folder, on a free loopback port:
 * what the e2e tests, the bench, the screenshot and the WebKit smoke scripts run against.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createServerApp } from './app';
import type { ServerApp, ServerOptions } from './app';

export interface RunningServer {
  origin: string;
  server: ServerApp;
  stop(): Promise<void>;
}

/** @example const { origin, stop } = await startScratchServer({ testApi: true }); */
export async function startScratchServer(options: Omit<ServerOptions, 'dbFile'> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'loan-server-'));
  // A development tool's server (tests, bench, screenshots, smoke): the development routes and the demo
  // borrower are on unless the caller says otherwise (ADR 0047).
  const server = createServerApp({ devRoutes: true, ...options, dbFile: join(dir, 'app.sqlite') });
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // A kept-alive socket outlives the test clients' own idle time: Node's 5 s default closes it while a
  // client on a loaded machine is reusing it, and that request ends as ECONNRESET (socket hang up).
  // (`serve` without createServer options is a plain HTTP/1.1 server.)
  Object.assign(http as Server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  return {
    origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    server,
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
