/**
 * Every link a page builds from its own address stays on its origin (ADR 0047), behind each host that
 * serves the bundle: the reference server and nginx with the generated configuration. The addresses are
 * the ones an attacker sends: a path that starts with `//host`, encoded slashes that nginx decodes to pick
 * the file (`%2F..%2F`), a backslash, the `fil/` prefix with a doubled slash. Each serves a page; every
 * link on it (the language switch, the marketing nav, the links between entries) is tapped, and no tap
 * and no request goes to another origin. An English entry opened with `lang=fil` on such a path becomes
 * its twin on the same origin. The dev server runs the same inline scripts (the lang-twin plugin is not
 * build-only); it is not started here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const HOSTS: [string, string][] = [
  ['reference server', process.env.E2E_BASE_URL ?? ''],
  ['nginx', process.env.E2E_NGINX_URL ?? ''],
];

/** Crafted addresses, each served as a page by both hosts (the path nginx reads, `hostPath`). */
const CRAFTED = [
  '//evil.example/x%2F..%2F..%2F',
  '//evil.example/..%2FAbout?token=t#feedback',
  '/fil//evil.example/..%2FAbout?lang=fil',
  '/fil//evil.example/x%2F..%2F..%2F?lang=fil',
  '/%5Cevil.example/..%2Flanding.html?channel_number=7',
  '/\\evil.example/..%2FPolicy',
  '/fil//landing.html?lang=fil',
];

interface Tap {
  /** The link's `href` as written, and where the tap sends the browser (after the page's own handlers). */
  attr: string;
  href: string;
}

/** Blocks and records every request to another origin: a link that leaves shows up here. */
async function watchOtherOrigins(page: Page, origin: string): Promise<string[]> {
  const left: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      left.push(route.request().url());
      return route.abort();
    },
  );
  return left;
}

/**
 * Taps every link whose `href` the page may compose (a path, not an address written whole: store links,
 * `tel:`, `mailto:`), one after another without leaving: a click listener that runs after the page's own
 * (the switch script's, the flow links', React's) records where each link points by then, and every
 * navigation the taps start, by the browser or by the page's script, is recorded and cancelled (the
 * Navigation API's `navigate` event, Chromium).
 */
async function tapEveryLink(page: Page): Promise<{ taps: Tap[]; went: string[] }> {
  await page.evaluate(() => {
    const w = window as unknown as { __taps: Tap[]; __went: string[]; navigation: EventTarget };
    w.__taps = [];
    w.__went = [];
    addEventListener('click', (e) => {
      const a = (e.target as Element).closest('a');
      if (a) w.__taps.push({ attr: a.getAttribute('href') ?? '', href: a.href });
      e.preventDefault();
    });
    w.navigation.addEventListener('navigate', (e) => {
      w.__went.push((e as unknown as { destination: { url: string } }).destination.url);
      e.preventDefault();
    });
  });
  const links = page.locator('a[href]');
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    const attr = (await links.nth(i).getAttribute('href')) ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(attr)) continue;
    await links.nth(i).dispatchEvent('click');
  }
  return page.evaluate(() => {
    const w = window as unknown as { __taps: Tap[]; __went: string[] };
    return { taps: w.__taps, went: w.__went };
  });
}

for (const [host, origin] of HOSTS) {
  test.describe(`behind the ${host}`, () => {
    test.skip(!origin, 'nginx is not installed here (apt-get install -y nginx; .ci/run installs it)');

    for (const path of CRAFTED) {
      test(`${path}: every link of the page stays on the origin`, async ({ page }) => {
        const left = await watchOtherOrigins(page, origin);
        const res = await page.goto(origin + path);
        expect(res?.status(), path).toBe(200);
        expect(new URL(page.url()).origin).toBe(origin);
        // A public page, with its switch: both links are among those tapped.
        await expect(page.locator('.lang-switch a[hreflang]')).toHaveCount(2);
        const { taps, went } = await tapEveryLink(page);
        expect(taps.length).toBeGreaterThanOrEqual(2);
        for (const tap of taps) expect(new URL(tap.href).origin, `${tap.attr} → ${tap.href}`).toBe(origin);
        for (const url of went) expect(new URL(url).origin, url).toBe(origin);
        // The switch as a borrower taps it: the other language's twin, on this origin.
        await page.reload();
        const other = page.locator('.lang-switch a[hreflang]:not([aria-current])');
        const fil = (await other.getAttribute('hreflang')) === 'fil';
        await Promise.all([page.waitForEvent('framenavigated'), other.click()]);
        await page.waitForLoadState();
        const to = new URL(page.url());
        expect(to.origin).toBe(origin);
        expect(to.pathname.startsWith('/fil/')).toBe(fil);
        expect(left).toEqual([]);
      });
    }

    test('an English entry opened with lang=fil on such a path becomes its twin on this origin', async ({ page }) => {
      const left = await watchOtherOrigins(page, origin);
      await page.goto(`${origin}//evil.example/..%2Fpay-guide.html?lang=fil`);
      await page.waitForURL((url) => url.pathname.startsWith('/fil/'));
      expect(new URL(page.url()).origin).toBe(origin);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
      const { taps, went } = await tapEveryLink(page);
      for (const url of [...taps.map((t) => t.href), ...went]) expect(new URL(url).origin, url).toBe(origin);
      expect(left).toEqual([]);
    });
  });
}
