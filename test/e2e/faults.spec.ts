/**
 * The fault sweep (contract D13): every entry that calls the backend while it loads (its start reads,
 * read from the registry: test/e2e/fault-sweeps.ts), each of those calls answered in turn with a
 * wrong-shaped success, an empty one, a gateway's HTML error, broken JSON, a dropped connection and a
 * text 401. Whatever comes back, the page shows readable text, its header
 * with a working back control, and either its screen or the error box with 'Try again'; no spinner stays;
 * no uncaught error (the fixture checks it). Every number sent as a string (D13) is not a fault of this
 * sweep: the spec dialect sends every answer so, and the dialect sweep (dialects.spec.ts) opens every entry
 * in every scenario in it and requires the same figures as ours; the readers' unit test reads every
 * declaration so (ADR 0038).
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import type { BridgeRecorder } from './fixtures';
import { faultSweeps } from './fault-sweeps';
import type { SweepOverride } from './fault-sweeps';
import { seededScenarios } from './seeded-scenarios';
import { startReads } from '../../scripts/check-backend/check';
import { trackVisit } from '../../shared/api/contract/youmi';
import { formatMoney } from '../../shared/format/money';

// Faults come by routes; no test changes the borrower's data: one borrower per worker.
test.use({ readsOnly: true });

/** Every number in a JSON value as its string, as a production gateway may send it. */
function stringifyNumbers(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(stringifyNumbers);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringifyNumbers(v)]));
  return value;
}

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  'data {}': (route) => route.fulfill(json({ code: '00', message: 'success', data: {} })),
  'data null': (route) => route.fulfill(json({ code: '00', message: 'success', data: null })),
  'HTTP 500 HTML': (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  'malformed JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":{' }),
  aborted: (route) => route.abort('connectionreset'),
  'HTTP 401 text': (route) => route.fulfill({ status: 401, contentType: 'text/plain', body: 'Unauthorized' }),
};

/**
 * A handler whose call the page gave up on (the sweep moved on to the next fault: `unrouteAll`, a new
 * page load, the test's end) fails with a disposed response, a closed route or 'Test ended'. That is no
 * test failure, and unhandled it failed the whole run as an error outside any test. Anything else is
 * rethrown.
 */
function ignoreGone(error: unknown): void {
  if (!/disposed|closed|already handled|unrouteAll|Test ended/i.test(String(error))) throw error;
}

const S = '/states';

/**
 * What is particular to an entry's sweep; every other entry that reads at start is swept on its first
 * seeded scenario (or `/<entry>.html`), with its start reads, looking for its `main` without the error
 * box (test/e2e/fault-sweeps.ts). Each screen here is what that entry shows when its data is there.
 */
const OVERRIDES: Record<string, SweepOverride<(page: Page) => Locator>> = {
  'bind-bank': { screen: (p) => p.locator('main form') },
  'loan-confirm': { screen: (p) => p.getByRole('button', { name: 'Apply now' }) },
  'loan-confirm-v2': {
    scenario: 'loan-confirm-v2-plain',
    screen: (p) => p.getByRole('button', { name: 'Apply now' }),
  },
  // A loan being repaid: the order with its repayment controls.
  order: { scenario: 'order-174-delay', screen: (p) => p.getByRole('heading', { level: 2 }).first() },
  'repay-period': { screen: (p) => p.getByRole('button', { name: 'Payment', exact: true }) },
  'repay-delay': { screen: (p) => p.getByRole('button', { name: 'Payment', exact: true }) },
  'repay-code': { screen: (p) => p.locator('main h2').first() },
  'repay-code-2': { screen: (p) => p.locator('main h2').first() },
  'legacy-repay': { screen: (p) => p.getByRole('button', { name: 'Repay now' }) },
  complaint: { screen: (p) => p.getByRole('heading', { name: 'Complaint type' }) },
  'complaint-form': { screen: (p) => p.getByLabel('Description') },
  'complaint-list': { screen: (p) => p.getByRole('tabpanel') },
  'complaint-details': { screen: (p) => p.getByText('Process Result') },
  'customer-service': { screen: (p) => p.getByRole('list', { name: 'Contact us' }) },
  'joint-login-fail': { screen: (p) => p.getByRole('heading', { name: 'Failed' }) },
  // The promotion landing: a web page of its own, opened on its agreement, whose visit beacon is a call too.
  landing: {
    url: '/landing.html?id=1&user_from=facebook&app_from=pesobridge&utm_tag=spring-promo#/agreementTemplate',
    alsoCalls: [trackVisit.path],
    screen: (p) => p.getByRole('heading', { level: 1 }),
    noHeader: true,
    noRetry: true,
  },
};

/** An entry's screen when no override names it: its `main`, holding no load error box. */
const mainScreen = (p: Page): Locator => p.getByRole('main').filter({ hasNot: p.locator('.load-error') });

const SWEEPS = faultSweeps(await startReads(), seededScenarios(), OVERRIDES).map((sweep) => ({
  ...sweep,
  screen: sweep.screen ?? mainScreen,
}));

const faultNames = Object.keys(FAULTS);
const total = SWEEPS.reduce((n, s) => n + s.calls.length, 0);

/** The back control works: the shell is told to close, or (inside a flow, D16) the page goes back. */
async function expectBackWorks(page: Page, bridge: BridgeRecorder) {
  const before = page.url();
  await page.getByRole('button', { name: 'Back' }).click();
  // A page handler runs first (D16): loan confirm's retention pop-up, whose 'Leave' closes the web view (D26).
  const retention = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Leave' }) });
  await expect
    .poll(async () => {
      if (page.url() !== before) return true;
      if (await retention.isVisible().catch(() => false))
        await retention.getByRole('button', { name: 'Leave' }).click();
      const calls = await bridge.calls().catch(() => [] as [string, unknown][]);
      return calls.some(([name]) => name === 'close');
    })
    .toBe(true);
}

test.describe(`fault sweep: ${SWEEPS.length} entries × ${total} calls × ${faultNames.length} faults = ${total * faultNames.length} page loads`, () => {
  // A dozen page loads per test on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  for (const sweep of SWEEPS) {
    test(`${sweep.entry}: ${sweep.calls.length} call(s) × ${faultNames.length} faults`, async ({
      page,
      borrower,
      bridge,
    }) => {
      const scenario = sweep.scenario ? borrower.scenarios[sweep.scenario] : undefined;
      if (sweep.scenario && !scenario) throw new Error(`no scenario ${sweep.scenario}`);
      let url = '';
      if (scenario)
        url = `/${scenario.entry}.html?${new URLSearchParams({ token: borrower.token, ...scenario.query })}`;
      else {
        const u = new URL(sweep.url ?? '', 'http://e2e');
        u.searchParams.set('token', borrower.token);
        url = `${u.pathname}${u.search}${u.hash}`;
      }

      let retried = false;
      for (const call of sweep.calls) {
        for (const fault of faultNames) {
          await test.step(`${call} → ${fault}`, async () => {
            await page.unrouteAll({ behavior: 'ignoreErrors' });
            await page.route(
              (u) => u.pathname === call,
              (route) => FAULTS[fault](route).catch(ignoreGone),
            );
            await page.goto(url);
            // No skeleton ('Loading', a status) and no loading overlay stays.
            await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveCount(0);
            await expect(page.locator('.loading:not([hidden])')).toHaveCount(0);
            // The screen (what could be read) or the error box with 'Try again'.
            await expect(
              sweep
                .screen(page)
                .or(page.getByRole('button', { name: 'Try again' }))
                .first(),
            ).toBeVisible();
            const text = await page.locator('body').innerText();
            expect(text.trim().length).toBeGreaterThan(0);
            expect(text).not.toMatch(/\[object |\bundefined\b|\bNaN\b/);
            // A dropped connection is what a retry mends: 'Try again', the connection back, loads the screen.
            // (The retry itself, and every load state, are use-load.test.tsx's; this is each page's wiring.)
            const retry = page.getByRole('button', { name: 'Try again' });
            if (fault === 'aborted' && (await retry.isVisible())) {
              await page.unrouteAll({ behavior: 'ignoreErrors' });
              await retry.click();
              await expect(sweep.screen(page).first()).toBeVisible();
              await expect(retry).toHaveCount(0);
              retried = true;
            }
            if (!sweep.noHeader) {
              await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
              await expectBackWorks(page, bridge);
            }
          });
        }
      }
      // A call still in flight (landing's visit beacon) must not outlive the test in a route handler.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(retried, "a dropped connection showed 'Try again', and it loaded the screen").toBe(!sweep.noRetry);
    });
  }
});

/** Answers one call with the real answer's envelope, its `data` changed by `edit`. */
async function editData(page: Page, path: string, edit: (data: Record<string, unknown>) => Record<string, unknown>) {
  await page.route(
    (u) => u.pathname === path,
    async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, data: edit(body.data) } });
    },
  );
}

test.describe('the screens read what the production backend sends (D10–D13)', () => {
  test('an orderStatus "174" shows REPAY and Rollover Repayment, not recommendations', async ({
    page,
    openScenario,
  }) => {
    await editData(page, `${S}/v3/loan-details/loan-details`, (d) => stringifyNumbers(d) as Record<string, unknown>);
    await openScenario('order-174-delay');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rollover Repayment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended products' })).toHaveCount(0);
  });

  test('an orderStatus "21" shows the withdrawal prompt instead of redirecting', async ({ page, openScenario }) => {
    await editData(page, `${S}/v3/loan-details/loan-details`, (d) => stringifyNumbers(d) as Record<string, unknown>);
    await openScenario('order-withdraw');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Withdraw Now' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/order.html');
  });

  test('instalment with repayList null, no detail and a banner flag without text shows what it can', async ({
    page,
    openScenario,
  }) => {
    await editData(page, `${S}/v3/repay/loan-play-detail`, ({ detail: _d, noticeMsg: _n, ...d }) => ({
      ...d,
      repayList: null,
      isShowReyTop: 1,
    }));
    await openScenario('repay-period-170');
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await expect(page.getByText('No payment method is available right now. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Repayment details' })).toHaveCount(0);
  });

  test('extension without delayInfo and repayPlan says the fee is not available and cannot be paid', async ({
    page,
    openScenario,
  }) => {
    await editData(page, `${S}/v3/repay/loan-delay-detail`, ({ delayInfo: _i, repayPlan: _p, ...d }) => d);
    await openScenario('repay-delay-174');
    await expect(page.getByText('The extension fee is not available right now. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeDisabled();
    // D11: the next payment date is the extension's repayDate.
    await expect(page.getByText('Next payment date')).toContainText(/\d{4}-\d{2}-\d{2}/);
  });

  test('a loan confirm term is periods × termUnit days, sent back as received (D10)', async ({
    page,
    openScenario,
  }) => {
    await editData(page, `${S}/v3/loan/loan-detail-confirm`, (d) => ({
      ...d,
      periods: '4',
      termUnit: '30',
      term: 999,
    }));
    await openScenario('loan-confirm');
    await expect(page.getByLabel('Loan offer').getByText('120 days')).toBeVisible();
    await expect(page.getByText('999')).toHaveCount(0);
  });

  test('legacy repayment takes the amount due from the instalment detail when repayment-way has none (D12)', async ({
    page,
    openScenario,
  }) => {
    await editData(page, `${S}/api/repayment/repayment-way`, ({ amount: _a, orderNo: _o, productId: _p, ...d }) => d);
    const play = page.waitForResponse((r) => new URL(r.url()).pathname === `${S}/v3/repay/loan-play-detail`);
    await openScenario('legacy-repay-170');
    const due = ((await (await play).json()) as { data: { repayAmount: number } }).data.repayAmount;
    expect(due).toBeGreaterThan(0);
    await expect(page.getByLabel('Amount due')).toContainText(formatMoney(due));
  });
});
