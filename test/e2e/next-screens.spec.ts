/**
 * ADR 0017: once a screen is idle, the scripts of the screens its visible controls open are fetched into
 * the HTTP cache (never data, never with the session), so the next screen starts from the cache.
 */
import type { CDPSession, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** Requests the page makes, by path, with the query kept apart. */
function watch(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

const pathOf = (r: Request) => new URL(r.url()).pathname;

/** Script requests of the page's next document that went to the network (not served from the cache). */
async function networkScripts(cdp: CDPSession): Promise<() => string[]> {
  const scripts = new Map<string, string>();
  const cached = new Set<string>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, new URL(e.request.url).pathname);
  });
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId);
  });
  return () => [...scripts].filter(([id]) => !cached.has(id)).map(([, path]) => path);
}

test.describe('next screens ahead of time (ADR 0017)', () => {
  test("order fetches the repayment pages' scripts once idle, and REPAY then starts them from the cache", async ({
    page,
    openScenario,
  }) => {
    const seen = watch(page);
    await openScenario('order-174-delay');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    // The two entries REPAY and Rollover open: their bare HTML (no session query) and its scripts.
    await expect.poll(() => seen.filter((r) => /^\/repay-(period|delay)\.html$/.test(pathOf(r))).length).toBe(2);
    const html = seen.filter((r) => /^\/repay-(period|delay)\.html$/.test(pathOf(r)));
    for (const r of html) expect(new URL(r.url()).search).toBe('');
    const start = (await (await page.request.get('/repay-period.html')).text()).match(
      /\/assets\/[^"]+\.js(?=")/g,
    ) as string[];
    await expect
      .poll(() => start.filter((src) => !seen.some((r) => pathOf(r) === src && r.response() !== null)).length)
      .toBe(0);
    // Never data: the only calls are the page's own (loan details, its tracking), none of the next screens'.
    const calls = seen.map(pathOf).filter((p) => p.startsWith('/states/'));
    expect(calls.filter((p) => /loan-play-detail|loan-delay-detail/.test(p))).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    const fromNetwork = await networkScripts(cdp);
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/repay-period\.html\?/);
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
    // The start graph of the instalment page came from the cache: none of it crossed the network again.
    expect(fromNetwork().filter((p) => start.includes(p))).toEqual([]);
  });

  test('nothing is fetched ahead when the browser asks to save data', async ({ page, openScenario }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    const seen = watch(page);
    await openScenario('order-174-delay');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    // The decision is on the document once taken (the page named its next screens after its data).
    await expect(page.locator('html')).toHaveAttribute('data-next-screens', 'skipped');
    expect(seen.map(pathOf).filter((p) => /^\/repay-(period|delay)\.html$/.test(p))).toEqual([]);
  });
});
