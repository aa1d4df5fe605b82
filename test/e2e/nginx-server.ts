/**
 * nginx in front of the reference server, for the e2e pass of the self-hosting configuration (ADR 0020):
 * the server block is the one the build generates (`buildNginxConfig`, from the same rules as
 * `dist/_headers`), with this run's root and ports, and the reference server's test routes proxied too.
 * Debian's nginx: `.ci/run` installs it when missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildNginxConfig } from '../../scripts/vite/headers-plugin';
import { freePort } from '../../scripts/hosting';
import { loadEntries } from '../../shared/site/entries';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface RunningNginx {
  origin: string;
  accessLog: string;
  /** Every error log this nginx writes: the generated server block's and the main one around it. */
  errorLogs: string[];
  stop: () => Promise<void>;
}

/** Starts nginx on a free port proxying to `backend`; resolves its origin, its logs and a stop function. */
export async function startNginx(backend: string): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does it)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'peso-nginx-'));
  for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub));
  const server = await buildNginxConfig(resolve('dist'), loadEntries(), {
    root: resolve('dist'),
    listen: `127.0.0.1:${port}`,
    backend,
    // The reference server's own routes the pass needs: its test API, the SMS outbox, the payment
    // provider stand-in (a provider's own origin in production) and uploaded files.
    devPaths: ['/_test/', '/dev/', '/_entries', '/provider/', '/files/'],
    // Read by the pass: no query (the session token rides in it) is ever written there.
    accessLog: join(dir, 'logs/access.log'),
    // Read by the pass too: no request line (with its query) is written there either (ADR 0054).
    errorLog: join(dir, 'logs/peso-loan.error.log'),
  });
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  client_body_temp_path ${join(dir, 'tmp/body')};`,
      `  proxy_temp_path ${join(dir, 'tmp/proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'tmp/fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'tmp/uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'tmp/scgi')};`,
      '  gzip on;',
      '  gzip_types text/css application/javascript application/json image/svg+xml;',
      server,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the generated config:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${origin}/index.html`, { method: 'HEAD' });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    origin,
    accessLog: join(dir, 'logs/access.log'),
    errorLogs: [join(dir, 'logs/peso-loan.error.log'), join(dir, 'logs/error.log')],
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGQUIT');
        setTimeout(() => done(), 2000).unref();
      }),
  };
}
