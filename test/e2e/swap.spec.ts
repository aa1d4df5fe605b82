/**
 * Moving between our entries inside the page (D38, ADR 0058), switched on for the tab as the bench does
 * (`sessionStorage['pb.swap']`): every entry that may be swapped into is reached once by a swap, in each
 * language, and found as the same URL opened directly (its title, its text, the calls it made, axe); the
 * four flows of the bench by a finger, with Back; an error on arrival; offline at the tap; another build.
 * A mark on `window` tells a swap (the same document) from a navigation (a new one).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loadEntries } from '../../shared/site/entries';
import { expect, expectAxeClean, settle, test } from './fixtures';
import { seededScenarios } from './seeded-scenarios';

test.use({ hasTouch: true, isMobile: true });

/** The entries the build lets a screen be swapped into: their HTML carries the build meta. */
const SWAPPED = loadEntries()
  .map((e) => e.name)
  .filter((name) => readFileSync(`dist/${name}.html`, 'utf8').includes('<meta name="pb-swap"'))
  .filter((name) => !process.env.ONLY || process.env.ONLY.split(',').includes(name));
/** Each entry's first seeded scenario (the dialect sweep's choice), by its key. */
const FIRST = new Map<string, string>();
for (const s of seededScenarios()) if (!FIRST.has(s.entry)) FIRST.set(s.entry, s.key);

const swapOn = (page: Page) => page.addInitScript(() => sessionStorage.setItem('pb.swap', 'on'));
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __doc?: number }).__doc = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __doc?: number }).__doc === 1);

/** The API calls the page makes from now on, by method and path, in order. */
function calls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/(states|api)\//.test(pathname)) seen.push(`${r.method()} ${pathname}`);
  });
  return seen;
}

/** What a borrower finds on the screen: its title and every text shown, dialogs and messages included. */
const screenOf = (page: Page) =>
  page.evaluate(() => ({ title: document.title, text: document.body.innerText.replace(/\s+/g, ' ').trim() }));

/** Opens `href` by a link of ours tapped on the page (the click goes through `watchFlowLinks`). */
const follow = (page: Page, href: string) =>
  page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.textContent = 'next';
    document.body.append(a);
    a.click();
    a.remove();
  }, href);

test('the build lets every React screen of the app be swapped into, the four flows among them', () => {
  for (const name of ['order', 'repay-period', 'complaint', 'complaint-form', 'complaint-list', 'complaint-details', 'repay-code'])
    expect(SWAPPED).toContain(name);
  // The static pages ship no React, the device check sees the web view as the shell opens it.
  for (const name of ['about-us', 'privacy', 'test-preview', 'index']) expect(SWAPPED).not.toContain(name);
});

for (const lang of ['en', 'fil'] as const) {
  test(`every swappable entry reached by a swap is the same screen as opened directly (${lang})`, async ({
    page,
    context,
    borrower,
  }) => {
    test.setTimeout(40_000 + SWAPPED.length * 6_000);
    const prefix = lang === 'fil' ? '/fil' : '';
    await swapOn(page);
    await page.goto(`${prefix}/complaint-list.html?token=${borrower.token}`);
    await settle(page);
    await markDocument(page);
    const direct = await context.newPage();
    for (const name of SWAPPED) {
      const scenario = FIRST.has(name) ? borrower.scenarios[FIRST.get(name)!] : undefined;
      const query = new URLSearchParams(scenario?.query ?? {});
      const path = `${prefix}/${name}.html`;
      await test.step(name, async () => {
        const swapped = calls(page);
        await follow(page, `${path}?${query}`);
        await expect(page).toHaveURL((url) => url.pathname === path);
        await settle(page);
        expect(await sameDocument(page), 'swapped, not navigated').toBe(true);

        const opened = calls(direct);
        await direct.goto(`${path}?${new URLSearchParams({ token: borrower.token, ...scenario?.query })}`);
        await expect(direct.locator('html[data-mounted="true"]')).toHaveCount(1);
        await direct.waitForLoadState('networkidle');
        expect(swapped).toEqual(opened);
        // What a screen shows after its data (a pop-up, a lazy part) may come a moment later on either side.
        const shown = await screenOf(direct);
        await expect.poll(() => screenOf(page)).toEqual(shown);
        await expectAxeClean(page, (await page.locator('iframe').count()) ? ['iframe'] : []);
      });
    }
  });
}
