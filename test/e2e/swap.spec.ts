/**
 * Moving between our entries inside the page (D38, ADR 0058), switched on for the tab as the bench does
 * (`sessionStorage['pb.swap']`): every entry that may be swapped into is reached once by a swap, in each
 * language, and found as the same URL opened directly (its title, its text, the calls it made, axe); the
 * four flows of the bench by a finger, with Back; an error on arrival; offline at the tap; another build.
 * A mark on `window` tells a swap (the same document) from a navigation (a new one).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { TAP_FLOWS } from '../../scripts/bench/taps';
import type { TapFlow } from '../../scripts/bench/taps';
import { loadEntries } from '../../shared/site/entries';
import { expect, expectAxeClean, finger, settle as settleNetwork, test } from './fixtures';
import { seededScenarios } from './seeded-scenarios';

test.use({ hasTouch: true, isMobile: true });

/** The entries the build lets a screen be swapped into: their HTML carries the build meta. */
const SWAPPED = loadEntries()
  .map((e) => e.name)
  .filter((name) => readFileSync(`dist/${name}.html`, 'utf8').includes('<meta name="pb-swap"'));
/** Each entry's first seeded scenario (the dialect sweep's choice), by its key. */
const FIRST = new Map<string, string>();
for (const s of seededScenarios()) if (!FIRST.has(s.entry)) FIRST.set(s.entry, s.key);

/**
 * Settled, and, where the swap runs (a marked entry, the tab not switched off), with the swap installed:
 * it comes once the page has been quiet for a second (ADR 0062), and a tap before it loads a document.
 */
async function settle(page: Page): Promise<void> {
  await settleNetwork(page);
  const swaps = await page.evaluate(
    () => !!document.querySelector('meta[name="pb-swap"]') && sessionStorage.getItem('pb.swap') !== 'off',
  );
  if (swaps) await expect(page.locator('html[data-swap="on"]')).toHaveCount(1);
}

/** Switches the swap on for the tab (a test may switch it off again: a reload keeps its choice). */
const swapOn = (page: Page) =>
  page.addInitScript(() => sessionStorage.getItem('pb.swap') || sessionStorage.setItem('pb.swap', 'on'));
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

/**
 * What a borrower finds on the screen: its title and every text shown, dialogs and messages included; not
 * the swap's own unseen region that says the title (a page opened directly has its title said by the
 * browser).
 */
const screenOf = (page: Page) =>
  page.evaluate(() => {
    const said = document.querySelector('[data-swap-title]');
    said?.remove();
    const text = document.body.innerText.replace(/\s+/g, ' ').trim();
    if (said) document.body.append(said);
    return { title: document.title, text };
  });

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
  for (const name of [
    'order',
    'repay-period',
    'complaint',
    'complaint-form',
    'complaint-list',
    'complaint-details',
    'repay-code',
  ])
    expect(SWAPPED).toContain(name);
  // The static pages ship no React, the device check sees the web view as the shell opens it.
  for (const name of ['about-us', 'privacy', 'test-preview', 'index', 'landing']) expect(SWAPPED).not.toContain(name);
});

for (const lang of ['en', 'fil'] as const) {
  test(`every swappable entry reached by a swap is the same screen as opened directly (${lang})`, async ({
    page,
    context,
    borrower,
  }) => {
    test.setTimeout(60_000 + SWAPPED.length * 12_000);
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
        await expectAxeClean(
          page,
          `${name}: reached by a swap${lang === 'fil' ? ' (fil)' : ''}`,
          (await page.locator('iframe').count()) ? ['iframe'] : [],
        );
      });
    }
  });
}

/** The control a bench flow taps, found as the bench finds it. */
function controlOf(page: Page, flow: TapFlow): Locator {
  const { role, name, within } = flow.control;
  const scope = within ? page.getByRole(within) : page;
  return scope.getByRole(role, name === undefined ? {} : { name, exact: typeof name === 'string' }).first();
}

/**
 * The screen's text once two reads in a row agree: a part that comes with the data in a chunk of its own
 * ('Paid but not showing?', ADR 0050) can land after the page is quiet on a loaded machine.
 */
async function steadyText(page: Page): Promise<string> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = (await screenOf(page)).text;
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return last!;
}

const markOf = (page: Page, flow: TapFlow) =>
  flow.mark.selector ? page.locator(flow.mark.selector).first() : page.getByText(flow.mark.text!).first();

for (const flow of TAP_FLOWS) {
  test(`${flow.name}: a finger swaps the next screen in, Back swaps the first back with its data read again`, async ({
    page,
    openScenario,
  }) => {
    await swapOn(page);
    const scenario = await openScenario(flow.scenario);
    await settle(page);
    await expect(page.locator('html[data-swap="on"]')).toBeAttached();
    await markDocument(page);
    const first = new URL(page.url()).pathname;
    const firstText = await steadyText(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const read = calls(page);
    await finger(page, controlOf(page, flow));
    await expect(page).toHaveURL((url) => url.pathname === flow.next);
    await expect(markOf(page, flow)).toBeVisible();
    await settle(page);
    expect(await sameDocument(page)).toBe(true);
    // The tap's path holds the next screen's read alone, sent once: its document was read while the first
    // screen was idle, so the touch asks for none.
    expect(asked).not.toContain(flow.next);
    expect(read.length).toBeGreaterThan(0);
    expect(new Set(read).size).toBe(read.length);
    // Nothing of the first screen is left: its text is not on the glass, its back control not doubled.
    await expect(page.locator('.page-header')).toHaveCount(1);
    expect((await screenOf(page)).text).not.toEqual(firstText);

    // Back (the browser's, as the shell's gesture and the header control end in history.back()).
    const again = calls(page);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === first);
    await settle(page);
    expect(await sameDocument(page)).toBe(true);
    // Its data read again, not a snapshot: the first screen's own calls went out after Back.
    expect(again.length).toBeGreaterThan(0);
    await expect.poll(async () => (await screenOf(page)).text).toEqual(firstText);
    // And forward again, swapped.
    await page.goForward();
    await expect(page).toHaveURL((url) => url.pathname === flow.next);
    await expect(markOf(page, flow)).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(scenario.entry).toBe(first.slice(1, -'.html'.length));
  });
}

test('the header Back control of a swapped screen swaps the first screen back', async ({ page, openScenario }) => {
  await swapOn(page);
  await openScenario('order-170');
  await settle(page);
  await markDocument(page);
  await finger(page, page.getByRole('button', { name: 'Repayment', exact: true }));
  await expect(page.getByText('₱3,230.00').first()).toBeVisible();
  await settle(page);
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/order\.html/);
  await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // Met as after a page load (ADR 0058): its title said, focus on its heading, not left on the body.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
  await expect(page.locator('[data-swap-title]')).toHaveText(await page.title());
});

test('an error on arrival: the swapped screen says so as the direct opening does', async ({
  page,
  context,
  openScenario,
  borrower,
}) => {
  await context.route('**/states/v3/repay/loan-play-detail**', (route) => route.fulfill({ status: 500, body: '' }));
  await swapOn(page);
  await openScenario('order-170');
  await settle(page);
  await markDocument(page);
  await finger(page, page.getByRole('button', { name: 'Repayment', exact: true }));
  await expect(page).toHaveURL(/\/repay-period\.html/);
  await settle(page);
  expect(await sameDocument(page)).toBe(true);
  const direct = await context.newPage();
  const { query } = borrower.scenarios['order-170'];
  await direct.goto(`/repay-period.html?${new URLSearchParams({ token: borrower.token, ...query })}`);
  await expect(direct.locator('html[data-mounted="true"]')).toHaveCount(1);
  await direct.waitForLoadState('networkidle');
  const shown = await screenOf(direct);
  expect(shown.text).toContain('Try again');
  await expect.poll(() => screenOf(page)).toEqual(shown);
});

test('offline at the tap: the borrower stays, told so, and the same tap works once back online', async ({
  page,
  context,
  openScenario,
}) => {
  await swapOn(page);
  await openScenario('order-170');
  await settle(page);
  await markDocument(page);
  await context.setOffline(true);
  const repayment = page.getByRole('button', { name: 'Repayment', exact: true });
  await repayment.click();
  await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/order\.html/);
  await context.setOffline(false);
  await repayment.click();
  await expect(page.getByText('₱3,230.00').first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('another build, a language switch or the switch off: a normal navigation', async ({ page, openScenario }) => {
  await swapOn(page);
  // A release between the two documents: the next one names another build.
  await page.route(/\/repay-period\.html/, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(
      /<meta name="pb-swap" content="[^"]+"/,
      '<meta name="pb-swap" content="next"',
    );
    await route.fulfill({ response: res, body: html });
  });
  await openScenario('order-170');
  await settle(page);
  await markDocument(page);
  await page.getByRole('button', { name: 'Repayment', exact: true }).click();
  await expect.poll(() => sameDocument(page).catch(() => true), { message: 'a new document' }).toBe(false);
  await expect(page).toHaveURL(/\/repay-period\.html/);
  await expect(page.getByRole('heading', { name: 'Repayment' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  // The twin in Filipino is another document.
  await settle(page);
  await markDocument(page);
  await follow(page, `/fil/order.html?${new URLSearchParams(new URL(page.url()).search)}`);
  await expect(page).toHaveURL(/\/fil\/order\.html/);
  await settle(page);
  expect(await sameDocument(page)).toBe(false);

  // Switched off for the tab: nothing is installed, a tap navigates.
  await page.evaluate(() => sessionStorage.setItem('pb.swap', 'off'));
  await page.reload();
  await settle(page);
  await expect(page.locator('html[data-swap]')).toHaveCount(0);
});
