/**
 * The bundle self-hosted with nginx (ADR 0020): the server block the build generates from the
 * same header rules as `dist/_headers`, in front of the reference server (the lender's backend stand-in).
 * Every entry path answers with the headers the reference server sends (CSP with its hashes, nosniff,
 * frame-ancestors, the cache rules), every alias path serves its page, the assets are immutable, a static
 * and a data entry paint, and both money loops pass through it. Skipped only where nginx is not installed
 * (`.ci/run` installs it).
 */
import { readFileSync } from 'node:fs';
import { entryPaths } from '../../shared/site/headers';
import { parseHeadersFile, ruleOf } from '../../scripts/hosting';
import { loadEntries } from '../../shared/site/entries';
import { LANG_PREFIXES } from '../../shared/site/twins';
import { expect, test } from './fixtures';
import { applyLoop, repayLoop } from './money-loops';

const NGINX = process.env.E2E_NGINX_URL;
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
          expect(ours.headers()['cache-control']).toBe('no-cache');
          expect(ours.headers()['content-type']).toMatch(/^text\/html/);
          // An alias with a page of its own (`/About`) serves that page; every other path the entry's.
          const alias = path.slice(prefix.length);
          if (!entry.aliases.includes(alias) || alias === '/') expect(await ours.text(), path).toBe(page);
        }
      });
    }

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
