/**
 * `npm run dev`: the reference backend behind Vite's dev server, so a page opened from the dev server gets
 * its data and every call works as it does on `npm start` — one command, one origin.
 *
 * The forwarding is Vite's own `server.proxy`, with the table of `dev-proxy.ts`. This plugin does only what
 * that option cannot:
 * - pick its target when the dev server starts: `BACKEND_URL=https://staging.lender.ph` (the setting
 *   `npm start` reads too, ADR 0043; `DEV_BACKEND`, its older name, is still read) from the environment
 *   or the mode's `.env` file, else a free loopback port, which a config file read before the mode is
 *   known cannot choose; `vite build`, `vite preview` and Vitest get no proxy;
 * - start `server/main.ts` there as a child process with `DEV_ROUTES=1` (the same database as
 *   `npm start`: `DB_FILE`, default `data/app.sqlite`; `DIALECT` and the other server variables pass
 *   through), restart it when a file it runs changes (server/, the contract, the entry registry), stop it
 *   with the dev server, and print its addresses beside Vite's.
 *
 * A child process rather than the server inside Vite's: a backend that throws at start-up or is
 * restarted never takes the dev server (and its HMR connection) down with it. The development routes'
 * guard (ADR 0054) is the reference server's own; the proxy keeps the page's `Host` for them.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { relative, sep } from 'node:path';
import { loadEnv } from 'vite';
import type { Logger, Plugin } from 'vite';
import { otherBackend, proxyTable } from './dev-proxy.ts';

/** The files the backend runs (relative to the root, `/`-separated): a change restarts it. */
export const BACKEND_SOURCES = /^(server\/|shared\/api\/contract\/|shared\/site\/)/;

const BACKEND_ENTRY = 'server/main.ts';
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, HOST, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `port` accepts connections; rejects if the child exits first or the wait runs out. */
async function accepting(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the reference backend exited (${child.exitCode ?? child.signalCode}) before it listened`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, HOST, () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`the reference backend did not listen on ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Each line the child writes, through Vite's logger with a prefix, so the two outputs stay apart. Lines
 * that name the backend's own address are left out: the pages are opened from the dev server, which
 * prints its own addresses of the same routes.
 */
function relay(stream: NodeJS.ReadableStream | null, origin: string, say: (line: string) => void): void {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim() && !line.includes(origin)) say(`[backend] ${line}`);
  });
}

class Backend {
  private child: ChildProcess | null = null;
  private stopping = false;

  constructor(
    private readonly root: string,
    private readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopping = false;
    // `--import tsx`: the server's TypeScript runs as `npm start` runs it, in one process that a signal reaches.
    const child = spawn(process.execPath, ['--import', 'tsx', BACKEND_ENTRY], {
      cwd: this.root,
      env: { ...this.env, PORT: String(this.port), HOST, DEV_ROUTES: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const origin = `http://${HOST}:${this.port}`;
    relay(child.stdout, origin, (line) => this.logger.info(line, { timestamp: true }));
    relay(child.stderr, origin, (line) => this.logger.error(line, { timestamp: true }));
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.stopping)
        this.logger.error(
          `[backend] stopped (${code ?? signal}): calls fail until it restarts (save a file under server/, or restart npm run dev)`,
          { timestamp: true },
        );
    });
    await accepting(this.port, child);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.stopping = true;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Stops the running backend, synchronously (a process `exit` handler cannot wait). */
  kill(): void {
    this.stopping = true;
    this.child?.kill('SIGTERM');
  }
}

export function devBackendPlugin(): Plugin {
  let target = '';
  let port = 0;
  let backend: Backend | undefined;
  let restart: NodeJS.Timeout | undefined;
  const exit = () => backend?.kill();
  return {
    name: 'loan:dev-backend',
    apply: 'serve',
    async config(config, { isPreview, mode }) {
      // Vitest runs this config too (as `serve`): the unit tests start no backend.
      if (isPreview || process.env.VITEST) return;
      // From the environment or a `.env` file (the environment wins), as the started backend reads its own.
      const given = otherBackend({ ...loadEnv(mode, config.root ?? process.cwd(), ''), ...process.env });
      port = given ? 0 : await freePort();
      target = given || `http://${HOST}:${port}`;
      return {
        server: {
          // The one forwarding of the dev loop: Vite's proxy (dev-proxy.ts).
          proxy: proxyTable(target),
          // The backend's database and uploads change on every call; nothing in them is a module.
          watch: { ignored: ['**/data/**'] },
        },
      };
    },
    async configureServer(server) {
      if (!target) return;
      const { logger, root, mode } = server.config;
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const [local = 'http://localhost:5173/'] = server.resolvedUrls?.local ?? [];
        logger.info(`  ➜  Backend: ${target}${port ? ' (the reference server, DEV_ROUTES=1)' : ' (BACKEND_URL)'}`);
        // Another backend has its own sessions, and no development routes unless it is a reference server.
        if (!port)
          return logger.info(`  ➜  Open an entry with its session: ${local.replace(/\/$/, '')}/order.html?token=…`);
        logger.info(`  ➜  Every entry and scenario: ${new URL('/_entries', local)}`);
        logger.info(`  ➜  Field reports: ${new URL('/_field', local)}, SMS codes: ${new URL('/dev/outbox', local)}`);
      };
      if (!port) return;
      // The server reads its variables from the environment; a `.env` file's are added (the environment wins).
      const env = { ...loadEnv(mode, root, ''), ...process.env } as Record<string, string>;
      const running = new Backend(root, port, env, logger);
      backend = running;
      // A backend that cannot start leaves the dev server up: the pages load and say their calls failed.
      await running.start().catch((e: Error) => logger.error(`[backend] ${e.message}`, { timestamp: true }));
      process.once('exit', exit);
      server.watcher.on('change', (file) => {
        if (!BACKEND_SOURCES.test(relative(root, file).split(sep).join('/'))) return;
        clearTimeout(restart);
        restart = setTimeout(() => {
          logger.info('[backend] a server file changed: restarting', { timestamp: true });
          void running
            .stop()
            .then(() => running.start())
            .catch((e: Error) => logger.error(`[backend] ${e.message}`, { timestamp: true }));
        }, 150);
      });
    },
    // Vite's `server.close()` (a config change restarts the server through it) waits for this hook.
    async closeBundle() {
      clearTimeout(restart);
      process.off('exit', exit);
      await backend?.stop();
    },
  };
}
