/**
 * The bundle self-hosted with nginx (ADR 0020): the server block the build generates from the
 * same header rules as `dist/_headers`, in front of the reference server (the lender's backend stand-in).
 * Every entry path answers with the headers the reference server sends (CSP with its hashes, nosniff,
 * frame-ancestors, the cache rules), every alias path serves its page, the assets are immutable, a static
 * and a data entry paint, and both money loops pass through it. Skipped only where nginx is not installed
 * (`.ci/run` installs it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { aliasPageOf, API_HEADERS, COMMON_HEADERS, entryPaths } from '../../shared/site/headers';
import { freePort, parseHeadersFile, ruleOf } from '../../scripts/hosting';
import { loadEntries } from '../../shared/site/entries';
import { API_PATHS, RULE_FILES } from '../../shared/site/nginx';
import { LANG_PREFIXES } from '../../shared/site/twins';
import { expect, test } from './fixtures';
import { applyLoop, repayLoop } from './money-loops';
import { startNginx } from './nginx-server';

const NGINX = process.env.E2E_NGINX_URL;
const ACCESS_LOG = process.env.E2E_NGINX_ACCESS_LOG ?? '';
const REFERENCE = process.env.E2E_BASE_URL ?? '';
const HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cache-control',
  'x-content-type-options',
  'referrer-policy',
];

test.skip(!NGINX, 'nginx is not installed here (apt-get install -y nginx; .ci/run installs it)');
test.use({ baseURL: NGINX });

test.describe('nginx serves the bundle as the reference server does', () => {
  // English at the root, the Filipino twins under /fil (contract D27): served alike.
  for (const prefix of LANG_PREFIXES)
    for (const entry of loadEntries()) {
      test(`${prefix.slice(1)}${prefix && '/'}${entry.name}: every path of the entry, with its headers`, async ({
        request,
      }) => {
        // What dist/_headers (the CDN file, from the same rules) gives each path.
        const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
        const common = rules.get('/*') ?? {};
        // The flat page as the reference server serves it: same headers, same bytes.
        const flat = `${prefix}/${entry.name}.html`;
        const ref = await request.get(`${REFERENCE}${flat}`);
        const page = await ref.text();
        for (const path of entryPaths(entry, prefix)) {
          const ours = await request.get(path);
          expect(ours.status(), path).toBe(200);
          // Every header the CDN file lists for this path (and for every path), as nginx sends it.
          const listed = { ...common, ...ruleOf(rules, path) };
          expect(Object.keys(listed).length, path).toBeGreaterThan(4);
          for (const [name, value] of Object.entries(listed))
            expect(ours.headers()[name], `${path} ${name}`).toBe(value);
          if (path === flat) for (const name of HEADERS) expect(ours.headers()[name], name).toBe(ref.headers()[name]);
          expect(ours.headers()['content-security-policy']).toMatch(/frame-ancestors ('none'|'self')/);
          expect(ours.headers()['cache-control']).toBe('private, max-age=5');
          // Past its five fresh seconds a page is revalidated (ADR 0051): a validator, and a 304 for it.
          const again = await request.get(path, { headers: { 'If-None-Match': ours.headers()['etag'] ?? 'none' } });
          expect(again.status(), `${path} revalidated`).toBe(304);
          expect(ours.headers()['content-type']).toMatch(/^text\/html/);
          // An alias with a page of its own (`/About`, and its file `/About.html`) serves that page; every
          // other path the entry's.
          const alias = path.slice(prefix.length);
          if (!aliasPageOf(entry, alias) && (!entry.aliases.includes(alias) || alias === '/'))
            expect(await ours.text(), path).toBe(page);
        }
      });
    }

  // ADR 0047: not only the paths the registry names, every file the build wrote, by the path a host serves
  // it at; what `_headers` gives that path (its own rule, its folder's, the every-path one) is what nginx
  // and the reference server send.
  test('every file of dist/ is served with the headers _headers gives its path, by both hosts; rule files never', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
    const common = rules.get('/*') ?? {};
    const folders = [...rules.entries()].filter(([path]) => path.endsWith('/*') && path !== '/*');
    const files = (readdirSync('dist', { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((f) => f.isFile())
      .map((f) => `/${relative('dist', join(f.parentPath, f.name)).split('\\').join('/')}`);
    expect(files.length).toBeGreaterThan(100);
    let pages = 0;
    const checks: (() => Promise<void>)[] = [];
    for (const path of files) {
      const never = (RULE_FILES as readonly string[]).includes(path) || path.includes('/.');
      const listed = {
        ...common,
        ...(ruleOf(rules, path) ?? folders.find(([folder]) => path.startsWith(folder.slice(0, -1)))?.[1]),
      };
      if (listed['content-security-policy'] && path.endsWith('.html')) pages++;
      for (const origin of [NGINX, REFERENCE])
        checks.push(async () => {
          // Unencoded: the headers _headers gives a path are the same either way, and a Brotli HEAD made the
          // reference server compress every file of the build at quality 11 (Brotli itself: test/server/static.test.ts).
          const res = await request.fetch(`${origin}${path}`, {
            method: 'HEAD',
            headers: { 'accept-encoding': 'identity' },
          });
          if (never) {
            expect(res.status(), `${origin}${path}`).toBe(404);
            return;
          }
          expect(res.status(), `${origin}${path}`).toBe(200);
          for (const [name, value] of Object.entries(listed))
            expect(res.headers()[name], `${origin}${path} ${name}`).toBe(value);
        });
    }
    // Eight requests in flight, not one at a time: the ~530 round trips wait on a server busy with the other
    // worker's pages.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let check = checks.shift(); check; check = checks.shift()) await check();
      }),
    );
    // Every page of both languages, alias pages (`/About.html`, `/fil/Loan.html`) among them, has its CSP.
    expect(pages).toBe(files.filter((f) => f.endsWith('.html')).length);
    expect(files).toContain('/_headers');
    expect(files).toContain('/fil/About.html');
  });

  test('the access log keeps the path of a page open, never its query or its referrer', async ({ request }) => {
    const secret = `log-secret-${Date.now()}`;
    await request.get(`/order.html?token=${secret}&orderId=7`, { headers: { Referer: `${NGINX}/x?token=${secret}` } });
    await request.get(`/states/nothing?token=${secret}`);
    await expect.poll(() => readFileSync(ACCESS_LOG, 'utf8')).toContain('GET /order.html HTTP/1.1');
    const log = readFileSync(ACCESS_LOG, 'utf8');
    expect(log).toContain('GET /states/nothing HTTP/1.1');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('?');
  });

  // ADR 0054: what nginx writes of a call that failed, and what a backend's HTML answer may do on our origin.
  test('a failing backend and one that answers HTML: every call answer has the reference server’s API headers, no log keeps a token', async ({
    request,
  }) => {
    const secret = `backend-secret-${Date.now()}`;
    // A backend that answers every call with a page of its own (a firewall's block page), script and all.
    const html = createServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-security-policy': 'default-src *' })
        .end('<!doctype html><script>parent.postMessage(sessionStorage.length, "*")</script>'),
    );
    await new Promise<void>((done) => html.listen(0, '127.0.0.1', done));
    const answersHtml = await startNginx(`http://127.0.0.1:${(html.address() as AddressInfo).port}`);
    // A backend that is down: nothing listens on its port.
    const fails = await startNginx(`http://127.0.0.1:${await freePort()}`);
    const names = Object.keys({ ...COMMON_HEADERS, ...API_HEADERS }).map((name) => name.toLowerCase());
    try {
      for (const path of API_PATHS) {
        const call = `${path}v3/anything?token=${secret}`;
        const reference = (await request.post(`${REFERENCE}${call}`)).headers();
        expect(reference['content-security-policy'], path).toMatch(/^default-src 'none'; sandbox/);
        for (const [origin, status] of [
          [answersHtml.origin, 200],
          [fails.origin, 502],
          [NGINX, 404],
        ] as const) {
          const res = await request.post(`${origin}${call}`);
          expect(res.status(), `${origin}${path}`).toBe(status);
          for (const name of names) expect(res.headers()[name], `${origin}${path} ${name}`).toBe(reference[name]);
        }
      }
    } finally {
      await answersHtml.stop();
      await fails.stop();
      await new Promise<void>((done) => html.close(() => done()));
    }
    for (const nginx of [answersHtml, fails]) {
      const access = readFileSync(nginx.accessLog, 'utf8');
      expect(access).toContain(`POST ${API_PATHS[0]}v3/anything HTTP/1.1`);
      expect(access).not.toContain(secret);
      for (const log of nginx.errorLogs)
        if (existsSync(log)) expect(readFileSync(log, 'utf8'), log).not.toContain(secret);
    }
    // What the error log would have said of the failure, the access log says without the query.
    expect(readFileSync(fails.accessLog, 'utf8')).toMatch(/ 502 .*upstream=127\.0\.0\.1:\d+ 502/);
  });

  test('assets are immutable; an unknown path is a 404 that still says nosniff', async ({ request }) => {
    const html = await (await request.get('/order.html')).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? '';
    expect(asset).not.toBe('');
    const res = await request.get(asset);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type']).toMatch(/javascript/);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    const missing = await request.get('/no-such-page.html');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a static entry and a data entry paint through it', async ({ page, open, openScenario }) => {
    await open('pay-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'How to pay' })).toBeVisible();
    await openScenario('order-170');
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(NGINX);
  });

  test('order → Repayment → Payment → provider Pay → Back to the app → Borrow Again', async ({
    page,
    openScenario,
  }) => {
    await repayLoop(page, openScenario);
  });

  test('loan confirm → Apply now → the new order, under review', async ({ page, openScenario }) => {
    await applyLoop(page, openScenario);
  });
});
