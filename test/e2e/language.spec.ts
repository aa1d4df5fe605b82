/**
 * How the language reaches a screen (contract D27, ADR 0041): an English entry opened with `lang=fil`
 * replaces itself with its `fil/` twin before anything paints, keeping its query and hash and the
 * session; a Filipino page says `lang=fil` on every call and on the server links it follows, so a link the
 * backend sends back to our entries stays Filipino; the public pages switch language by plain links.
 * Needs the Filipino build (`dist/fil/`, ADR 0039).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { DEMO_SITE_ORIGIN } from '../../shared/config/release-check';
import { expect, openedUrl, test } from './fixtures';

/** Every request the page makes, in order: the documents and what each asked for. */
function recordRequests(page: Page): Request[] {
  const all: Request[] = [];
  page.on('request', (r) => all.push(r));
  return all;
}

const calls = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url()))
    .filter((u) => u.pathname.startsWith('/states/') || u.pathname.startsWith('/api/'));

test.describe('an English entry opened with lang=fil (D27)', () => {
  test('lands on its fil/ twin with its query and session, before the English page sends any call', async ({
    page,
    openScenario,
    borrower,
  }) => {
    const requests = recordRequests(page);
    const s = await openScenario('order-151', { lang: 'fil' });
    await page.waitForURL(/\/fil\/order\.html/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const url = await openedUrl(page);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...s.query, token: borrower.token, lang: 'fil' });
    // The English document was stopped at its first script, before its start script: no call of its own
    // (the browser's preload scanner may still have asked for the scripts its HTML names; none ran).
    const docs = requests.map((r) => new URL(r.url()).pathname);
    const english = docs.indexOf('/order.html');
    const twin = docs.indexOf('/fil/order.html');
    expect(english).toBeGreaterThanOrEqual(0);
    expect(twin).toBeGreaterThan(english);
    expect(calls(requests.slice(0, twin))).toEqual([]);
    expect(calls(requests).length).toBeGreaterThan(0);
    // The session keys left the address bar on the twin, as on any entry, and stay with the tab.
    await expect.poll(() => new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('pb.session'))).toContain(borrower.token);
    // Back does not bounce through the English page (it left no history entry): it leaves the entries.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });

  test('keeps the hash, and an English entry without lang=fil stays English', async ({ page, open }) => {
    await page.goto('/pay-guide.html?lang=fil#steps');
    await page.waitForURL(/\/fil\/pay-guide\.html\?lang=fil#steps$/);
    await open('pay-guide');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/pay-guide.html');
  });
});

test.describe('a Filipino page (D27)', () => {
  test('every call carries lang=fil, the start script’s first calls included', async ({ page, borrower }) => {
    const requests = recordRequests(page);
    const scenario = borrower.scenarios['order-151'];
    // As the shell opens it for a phone in Filipino: the fil/ path, with or without lang=fil.
    await page.goto(`/fil/order.html?${new URLSearchParams({ token: borrower.token, ...scenario.query })}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect.poll(() => calls(requests).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    for (const call of calls(requests)) expect(call.searchParams.get('lang'), call.pathname).toBe('fil');
    // The start script's first call was adopted by the page (the same query, lang=fil in both): sent once.
    const details = calls(requests).filter((u) => u.pathname === '/states/v3/loan-details/loan-details');
    expect(details).toHaveLength(1);
  });

  test('a server link back to our entries keeps the language: playeduL opens the fil/ twin', async ({
    page,
    borrower,
  }) => {
    const scenario = borrower.scenarios['order-redirect'];
    await page.goto(`/fil/order.html?${new URLSearchParams({ token: borrower.token, ...scenario.query })}`);
    await page.waitForURL(/\/fil\/customer-service\.html\?/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const url = await openedUrl(page);
    expect(url.searchParams.get('from')).toBe('order');
    expect(url.searchParams.get('lang')).toBe('fil');
    expect(url.searchParams.get('token')).toBe(borrower.token);
  });
});

test.describe('the public pages’ language switch (D27)', () => {
  test('the marketing site: Filipino and back to English, keeping the query; hreflang on both twins', async ({
    page,
  }) => {
    await page.goto('/About?utm_source=fb');
    const alternates = page.locator('link[rel="alternate"]');
    await expect(alternates).toHaveCount(3);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Filipino' }).click();
    await page.waitForURL(/\/fil\/About\?utm_source=fb&lang=fil$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${DEMO_SITE_ORIGIN}/About`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fil"]')).toHaveAttribute(
      'href',
      `${DEMO_SITE_ORIGIN}/fil/About`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEMO_SITE_ORIGIN}/fil/About`);
    const filipino = page.getByRole('link', { name: 'Filipino' });
    await expect(filipino).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/About\?utm_source=fb$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the landing switches with its query', async ({ page }) => {
    await page.goto('/landing.html?channel_number=7');
    await page.getByRole('link', { name: 'Filipino' }).click();
    await page.waitForURL(/\/fil\/landing\.html\?channel_number=7&lang=fil$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /^Register for/);
  });

  test('with JavaScript off the switch is a plain link to the twin', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Filipino' }).click();
    await page.waitForURL(/\/fil\/\?lang=fil$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    await context.close();
  });
});

test('every public page in dist/ names its twins and itself by absolute URLs on the site origin, each a built page', () => {
  /** The built file a URL on the site serves: `/` → index.html, `/fil/About` → fil/About.html. */
  const fileOf = (href: string) => {
    const path = new URL(href).pathname.replace(/^\//, '');
    return `dist/${path === '' || path.endsWith('/') ? `${path}index.html` : path.endsWith('.html') ? path : `${path}.html`}`;
  };
  const links = (file: string) => {
    const head = readFileSync(file, 'utf8').split('</head>')[0]!;
    const out: Record<string, string> = {};
    for (const [, rel, lang, href] of head.matchAll(
      /<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g,
    ))
      out[lang ?? rel!] = href!;
    return out;
  };
  const pages = [...readdirSync('dist'), ...readdirSync('dist/fil').map((f) => `fil/${f}`)]
    .filter((f) => f.endsWith('.html'))
    .map((f) => `dist/${f}`)
    .filter((f) => readFileSync(f, 'utf8').includes('hreflang="x-default"'));
  // The home, the landing and the three alias pages, in both languages.
  expect(pages).toHaveLength(10);
  for (const file of pages) {
    const own = links(file);
    expect(Object.keys(own).sort(), file).toEqual(['canonical', 'en', 'fil', 'x-default']);
    for (const href of Object.values(own)) {
      expect(href.startsWith(`${DEMO_SITE_ORIGIN}/`), `${file}: ${href}`).toBe(true);
      expect(existsSync(fileOf(href)), `${file}: ${href} is a built page`).toBe(true);
    }
    expect(fileOf(own.canonical!), file).toBe(file);
    expect(own['x-default'], file).toBe(own.en);
    // The twin names the same three: each points at the other.
    const twin = fileOf(file.startsWith('dist/fil/') ? own.en! : own.fil!);
    const theirs = links(twin);
    expect({ en: theirs.en, fil: theirs.fil }, `${file} ⇄ ${twin}`).toEqual({ en: own.en, fil: own.fil });
  }
});
