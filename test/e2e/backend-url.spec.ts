/**
 * `BACKEND_URL` on `npm start` (ADR 0043): the server `npm start` runs (`server/main.ts`, on the built
 * pages) with BACKEND_URL pointing at a second local server that answers one call, the customer-service
 * contacts. The page, served by the first, shows the second's data: its calls went through the same path.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../shared/site/entries';
import { contactKfInfo } from '../../shared/api/contract';
import { expect, test } from './fixtures';

let backend: Server | undefined;
let pages: ChildProcess | undefined;
let dir = '';

test.afterEach(async () => {
  if (pages && pages.exitCode === null) {
    const exited = new Promise((resolve) => pages!.once('exit', resolve));
    pages.kill('SIGTERM');
    await exited;
  }
  pages = undefined;
  await new Promise<void>((done) => (backend ? backend.close(() => done()) : done()));
  backend = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

test('npm start with BACKEND_URL: the page shows the data of that backend', async ({ page }) => {
  // Starting the server's TypeScript with tsx on a loaded machine.
  test.setTimeout(60_000);
  const calls: string[] = [];
  backend = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    if (!req.url?.startsWith(contactKfInfo.path)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"","data":null}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ code: '0', message: '', data: { email: 'help@staging.lender.ph', smWa: '0917 555 0101' } }),
    );
  });
  await new Promise<void>((done) => backend!.listen(0, '127.0.0.1', done));
  const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;

  // What `npm start` runs after its build, with the setting.
  dir = mkdtempSync(join(tmpdir(), 'backend-url-'));
  pages = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DEV_ROUTES: '1', DB_FILE: join(dir, 'app.sqlite'), BACKEND_URL: backendUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    pages!.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const at = /The pages on (http:\/\/[\d.:]+), their calls/.exec(out);
      if (at) resolve(at[1]);
    });
    pages!.once('exit', (code) => reject(new Error(`server/main.ts exited (${code}): ${out}`)));
  });

  await page.goto(`${origin}/customer-service.html?token=staging-tok-1`);
  await expect(page.getByRole('link', { name: /help@staging\.lender\.ph/ })).toHaveAttribute(
    'href',
    'mailto:help@staging.lender.ph',
  );
  await expect(page.getByText('0917 555 0101')).toBeVisible();
  expect(calls.filter((c) => c.startsWith(`POST ${contactKfInfo.path}?`))).not.toEqual([]);
  expect(calls.every((c) => c.includes('token=staging-tok-1'))).toBe(true);
});
