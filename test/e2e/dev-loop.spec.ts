/**
 * The dev loop (`npm run dev`; scripts/vite/dev-backend-plugin.ts): Vite's dev server, started as the
 * script starts it, on a copy of the project (the test edits a page, and no other test may see that
 * edit), with the reference backend it starts itself. The order screen gets its data from that backend
 * through the dev server, and an edit to the screen's text reaches the open page without a reload
 * (React Fast Refresh). Needs no build.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { ROOT } from '../../shared/site/entries';
import { expect, test } from './fixtures';

/** What the dev server and the backend read: the sources, the configs, the static files. */
const PROJECT = ['pages', 'shared', 'static', 'server', 'scripts', 'package.json', 'vite.config.ts'];
const PAGE = 'pages/order/order-page.tsx';

let dir = '';
let server: ViteDevServer | undefined;

test.afterEach(async () => {
  await server?.close();
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

test('npm run dev: the order screen shows the backend’s data, and an edit to its text is hot-replaced without a reload', async ({
  page,
  request,
}) => {
  // Starting the backend and transforming the page's modules on first request, on a loaded machine.
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  for (const path of [...PROJECT, ...readdirSync(ROOT).filter((f) => /^tsconfig.*\.json$/.test(f))])
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // The test's working folder stays the repository's: the HTML plugin finds a page's template by its
  // absolute path (ADR 0059), so a dev server of another root serves its own templates.

  server = await createServer({
    root: dir,
    configFile: join(dir, 'vite.config.ts'),
    logLevel: 'warn',
    // Its own dependency cache (the shared one sits in node_modules), and the packages where they really are.
    cacheDir: join(dir, '.vite'),
    server: { host: '127.0.0.1', port: 0, fs: { allow: [dir, realpathSync(join(ROOT, 'node_modules'))] } },
  });
  await server.listen();
  const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');

  // The backend's development index, through the dev server: the demo borrower and an order of theirs.
  const index = (await (await request.get(`${origin}/_entries.json`)).json()) as {
    token: string;
    scenarios: { key: string; entry: string; query: Record<string, string> }[];
  };
  // A development route's form as the clock page posts it: the page's origin is the dev server's, whose
  // proxy keeps the page's Host for these routes, so their guard takes it (ADR 0054).
  const moved = await request.post(`${origin}/_clock`, {
    headers: { origin, 'sec-fetch-site': 'same-origin', accept: 'application/json' },
    form: { token: index.token, days: '0' },
  });
  expect(moved.status()).toBe(200);
  const order = index.scenarios.find((s) => s.key === 'order-174-delay');
  expect(order, 'the seeded order-174-delay scenario').toBeTruthy();
  const details = await request.post(`${origin}/states/v3/loan-details/loan-details?token=${index.token}`, {
    form: order!.query,
  });
  const { data } = (await details.json()) as { data: { noticeStatusText: string; productName: string } };
  expect(data.noticeStatusText).not.toBe('');

  await page.goto(`${origin}/order.html?${new URLSearchParams({ token: index.token, ...order!.query })}`);
  await expect(page.getByRole('heading', { name: data.noticeStatusText })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(data.productName)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Customer service: / })).toBeVisible();

  // A reload would lose this; Fast Refresh swaps the component and keeps the document.
  await page.evaluate(() => ((window as unknown as { beforeEdit: boolean }).beforeEdit = true));
  const source = readFileSync(join(dir, PAGE), 'utf8');
  expect(source).toContain('Customer service: {phone}');
  writeFileSync(join(dir, PAGE), source.replace('Customer service: {phone}', 'Call us: {phone}'));

  await expect(page.getByRole('button', { name: /^Call us: / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: data.noticeStatusText })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeEdit?: boolean }).beforeEdit)).toBe(true);
});
