/**
 * Data in parallel with the script (ADR 0017): the entry's inline start script sends its first call
 * while the HTML is parsed, and the request helper adopts that response instead of sending it again.
 */
import type { Page, Request } from '@playwright/test';
import { loadEntries } from '../../shared/site/entries';
import { SESSION_STORE } from '../../shared/session/tab-session';
import { seededScenarios } from './seeded-scenarios';
import { expect, test } from './fixtures';

const PLAY_DETAIL = '**/states/v3/repay/loan-play-detail**';

function countCalls(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

test.describe('early first calls', () => {
  test('repay-period: the first call starts before the page script and is sent once', async ({
    page,
    openScenario,
  }) => {
    const calls = countCalls(page, '/states/v3/repay/loan-play-detail');
    await openScenario('repay-period-170');
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
    expect(calls).toHaveLength(1);
    // Sent by fetch from the inline start script (the helper's transport is XHR), as the helper would send it.
    expect(calls[0].resourceType()).toBe('fetch');
    expect(calls[0].headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(calls[0].headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(calls[0].postData() ?? '').get('orderId')).toBeTruthy();
  });

  test('loan confirm: both declared calls (a POST and a GET) are adopted, each sent once', async ({
    page,
    openScenario,
  }) => {
    const confirm = countCalls(page, '/states/v3/loan/loan-detail-confirm');
    const contracts = countCalls(page, '/states/v3/contract/contract-list');
    await openScenario('loan-confirm');
    await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
    await page.waitForLoadState('networkidle');
    expect(confirm.map((r) => r.resourceType())).toEqual(['fetch']);
    expect(contracts.map((r) => r.resourceType())).toEqual(['fetch']);
  });

  test('a failed early call shows the usual error box, and Try again sends a new call', async ({
    page,
    openScenario,
  }) => {
    const calls = countCalls(page, '/states/v3/repay/loan-play-detail');
    await page.route(PLAY_DETAIL, (route) => route.abort('failed'));
    await openScenario('repay-period-170');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Network error. Please check your connection and try again.' });
    await expect(alert).toBeVisible();
    // Said once, in the box: no toast repeats it (D21).
    await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toHaveCount(0);
    expect(calls).toHaveLength(1);
    await page.unroute(PLAY_DETAIL);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  test('an early call answered 401 sends login once (D9)', async ({ page, bridge, openScenario }) => {
    await page.route(PLAY_DETAIL, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":401,"message":"login"}' }),
    );
    await openScenario('repay-period-170');
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await bridge.calls()).filter(([name]) => name === 'login')).toHaveLength(1);
  });

  test('the readers chunk downloads beside the early call, before React; superagent waits for a tap', async ({
    page,
    openScenario,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // Hold React's chunk: nothing of the page's own code can run until it is released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/react-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const opened = openScenario('repay-period-170');
    await expect.poll(() => scripts.some((s) => /\/assets\/schemas-[\w-]+\.js$/.test(s))).toBe(true);
    release();
    await opened;
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /\/assets\/http-/.test(s))).toEqual([]);
    // The borrower's first touch fetches the transport for the call that tap may start.
    await page.getByRole('heading').first().dispatchEvent('pointerdown');
    await expect.poll(() => scripts.filter((s) => /\/assets\/http-/.test(s)).length).toBe(1);
  });
});

/**
 * The shell opens an entry again in a tab that still remembers an earlier open's session headers, and the
 * new URL carries only `token` (ADR 0022): each declared call is still sent exactly once, by the start
 * script, without the old headers, and the page adopts that answer. On three entries of different areas:
 * the code is shared. Every entry's first open without them is checked on the dialect sweep's English load
 * of its first scenario (dialects.spec.ts), which opens it as the shell does.
 */
async function firstCallSweep() {
  const scenarios = seededScenarios();
  const entries = loadEntries().filter((e) => e.firstCalls && STALE_TOO.has(e.name));
  return Promise.all(
    entries.map(async (e) => ({
      entry: e.name,
      paths: ((await import(e.firstCalls as string)) as { default: { endpoint: { path: string } }[] }).default.map(
        (c) => c.endpoint.path,
      ),
      scenario: scenarios.find((s) => s.entry === e.name)?.key,
    })),
  );
}

const STALE_TOO = new Set(['repay-period', 'loan-confirm', 'complaint']);

const sweep = await firstCallSweep();

test.describe('an entry opened with an earlier open’s headers remembered sends each first call once and adopts it', () => {
  test('the three entries are there', () => {
    expect(sweep.map((s) => s.entry).sort()).toEqual([...STALE_TOO].sort());
  });

  for (const { entry, paths, scenario } of sweep) {
    test(`${entry}.html, with an earlier open’s headers remembered`, async ({ page, open, openScenario }) => {
      await page.addInitScript((store) => {
        if (!sessionStorage.getItem(store))
          sessionStorage.setItem(store, JSON.stringify({ token: 'old', building: 'B-old', gather: 'G-old' }));
      }, SESSION_STORE);
      const seen = paths.map((path) => countCalls(page, path));
      if (scenario) await openScenario(scenario);
      else await open(entry);
      await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
      await page.waitForLoadState('networkidle');
      for (const [i, calls] of seen.entries()) {
        expect(
          calls.map((r) => r.resourceType()),
          paths[i],
        ).toEqual(['fetch']);
        expect(calls[0].headers()['building'], paths[i]).toBeUndefined();
      }
    });
  }
});
