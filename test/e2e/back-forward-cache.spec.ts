/**
 * Back is instant (ADR 0027): going back to a money screen a borrower left for another page shows it from
 * the browser's back/forward cache, as it was, without loading it again. Nothing on our pages makes them
 * ineligible: no `unload` handler, no `Cache-Control: no-store` on the HTML, no call left open when the
 * page is left.
 *
 * Run in Debian's full Chromium with its page cache on: the headless shell the rest of the suite drives
 * has none (`BackForwardCacheDisabledForDelegate`), and Playwright turns it off by default. The WebKit
 * smoke checks the same screens in WebKitGTK.
 */
import type { CDPSession, Page } from '@playwright/test';
import { CHROMIUM } from '../../scripts/test-chromium';
import { expect, test } from './fixtures';

test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'],
  },
});

/** Why Chromium did not use its cache for a back navigation (CDP `Page.backForwardCacheNotUsed`). */
async function notRestoredReasons(page: Page): Promise<{ cdp: CDPSession; reasons: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (e) => {
    for (const r of e.notRestoredExplanations) reasons.push(`${r.type}: ${r.reason}`);
  });
  return { cdp, reasons };
}

/** How the document was last shown: 'load', then 'cache' once `pageshow` says it came from the page cache. */
async function watchShown(page: Page): Promise<void> {
  await page.addInitScript(() =>
    addEventListener('pageshow', (e) => {
      document.documentElement.dataset.shown = e.persisted ? 'cache' : 'load';
    }),
  );
}

for (const [key, shown] of [
  ['order-170', 'Repayment'],
  ['repay-period-170', '₱3,230.00'],
  ['repay-delay-174', 'Extension fee'],
  ['legacy-repay-170', 'Choose a paying bank card'],
  ['loan-confirm', 'Apply now'],
] as const) {
  test(`${key}: back from the next page shows it from the page cache, as it was`, async ({ page, openScenario }) => {
    const { reasons } = await notRestoredReasons(page);
    await watchShown(page);
    await openScenario(key);
    await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
    // Idle as a borrower leaves it: its data shown, the next screens' scripts fetched.
    await page.waitForLoadState('networkidle');
    const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.goto('/about-us.html');
    await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('html'), `not from the page cache: ${reasons.join('; ')}`).toHaveAttribute(
      'data-shown',
      'cache',
    );
    expect(reasons).toEqual([]);
    // The same document, not a new load of it.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
    await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  });
}

test('a control tapped before leaving is not busy any more when the page comes back from the cache', async ({
  page,
  openScenario,
}) => {
  // The page cache keeps documents: this tap must load one (a tab's `pb.swap` off). The swap, on by default
  // (D38), brings the screen back afresh instead (swap.spec.ts).
  await page.addInitScript(() => sessionStorage.setItem('pb.swap', 'off'));
  const { reasons } = await notRestoredReasons(page);
  await watchShown(page);
  await openScenario('order-170');
  const repay = page.getByRole('button', { name: 'Repayment', exact: true });
  await expect(repay).toBeVisible();
  await repay.click();
  await page.waitForURL(/\/repay-period\.html/);
  await expect(page.getByText('₱3,230.00').first()).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html'), `not from the page cache: ${reasons.join('; ')}`).toHaveAttribute(
    'data-shown',
    'cache',
  );
  await expect(repay).not.toHaveAttribute('aria-busy', 'true');
  await repay.click();
  await page.waitForURL(/\/repay-period\.html/);
});
