/**
 * Field reports end to end (ADR 0021, as OTLP/HTTP JSON logs ADR 0034): a page whose payload has a field
 * of the wrong type, left by the borrower, shows up on `/_field` with its vitals; a handler's exception and
 * an unhandled rejection each once under client errors. Each test runs its own reference server
 * (development routes on, a scratch database), so `/_field` holds only what the test's own page views sent.
 * A config without a report URL is proven below the browser: field-start's unit test (nothing loaded,
 * queued or sent), the release plugin's (the build says so) and `npm run size` (no field chunk at start).
 */
import type { Page } from '@playwright/test';
import { FIELD_QUEUE_KEY as QUEUE_KEY } from '../../shared/api/contract/field';
import type { OtlpLogsRequest } from '../../shared/api/contract/field';
import { DEMO_TOKEN } from '../../server/modules/core';
import { startScratchServer } from '../../server/start';
import type { RunningServer } from '../../server/start';
import { tr } from './catalog';
import { expect, expectAxeClean, finger, test } from './fixtures';

/** The suite's test without its failure on an uncaught page error: for the test that makes them on purpose. */
const withErrors = test.extend({
  // Playwright reads a fixture's needs from its first parameter's pattern, which must be one: none here.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use) => {
    await use();
  },
});

const CALL = '/states/v3/personal-center/contact-kf-info';

/** Answers the customer-service page's call with `smWa` as an object: a field of the wrong type. */
async function wrongType(page: Page): Promise<void> {
  await page.route(`**${CALL}**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.smWa = { number: 'not text' };
    await route.fulfill({ response, json: body });
  });
}

const countIn = (server: RunningServer, table: 'field_views' | 'field_failures' | 'field_screens') =>
  (server.server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

test.describe('field reports', () => {
  // The demo build's own server, one per test: `/_field` then holds that test's page views only.
  let demo: RunningServer;
  test.beforeEach(async () => {
    demo = await startScratchServer({ devRoutes: true });
  });
  test.afterEach(async () => {
    await demo?.stop();
  });

  test('a field of the wrong type and the page view’s vitals reach /_field once the page is left', async ({ page }) => {
    await wrongType(page);
    await page.goto(`${demo.origin}/customer-service.html?token=${DEMO_TOKEN}`);
    // The page shows what it could read: the e-mail address, without the number that arrived as an object.
    await expect(page.getByText('support@pesobridge.ph')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-field-reports', 'vitals');
    // Leaving the page queues its report and sends nothing while the next page loads (ADR 0021): the
    // collector has nothing, the origin's storage has the report.
    await page.goto('about:blank');
    await page.goto(`${demo.origin}/_field`);
    const queued = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)) ?? '[]') as {
      body: string;
    }[];
    expect(queued).toHaveLength(1);
    // An OTLP logs request: the entry on the resource, the field that could not be read on its own record.
    const request = JSON.parse(queued[0]!.body) as OtlpLogsRequest;
    expect(request.resourceLogs[0]!.resource.attributes).toContainEqual({
      key: 'app.entry',
      value: { stringValue: 'customer-service' },
    });
    expect(request.resourceLogs[0]!.scopeLogs[0]!.logRecords.map((r) => r.eventName)).toContain('app.read_failure');
    expect(queued[0]!.body).toContain('{"key":"app.read.field","value":{"stringValue":"smWa"}}');
    expect(countIn(demo, 'field_views')).toBe(0);
    // The next screen of ours sends it once that screen is drawn and idle, and empties the queue.
    await page.goto(`${demo.origin}/about-us.html`);
    await expect.poll(() => countIn(demo, 'field_views')).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();

    await page.goto(`${demo.origin}/_field`);
    const failure = page.getByRole('row').filter({ hasText: CALL });
    await expect(failure).toHaveCount(1);
    await expect(failure.getByRole('cell')).toHaveText(['customer-service', CALL, 'smWa', 'object', 'fell back', '1']);
    const vitals = page.getByRole('row', { name: /^customer-service cold/ });
    await expect(vitals).toHaveCount(1);
    // LCP, FCP and TTFB in milliseconds, CLS as a score, each from this one page view; no input, no INP.
    await expect(vitals.getByRole('cell').nth(1)).toHaveText(/^\d[\d,]* ms \(1\)$/);
    await expect(vitals.getByRole('cell').nth(3)).toHaveText(/^0\.\d{3} \(1\)$/);
    await expect(vitals.getByRole('cell').nth(2)).toHaveText('– (0)');
    await expect(page.getByRole('img', { name: /^LCP: 75th percentile per entry/ })).toBeVisible();
    // What was sent carries nothing of the session (the address had the demo token).
    const stored = JSON.stringify(demo.server.db.prepare('SELECT * FROM field_views, field_failures').all());
    expect(stored).not.toContain(DEMO_TOKEN);
  });

  test('a screen swapped in reports under its own name: where from, the tap to its data, the language, its errors', async ({
    page,
  }) => {
    // The tab swaps screens (D38, ADR 0058); the borrower reads Filipino (D27).
    await page.addInitScript(() => sessionStorage.getItem('pb.swap') || sessionStorage.setItem('pb.swap', 'on'));
    const due = demo.server.demoScenarios.find((s) => s.key === 'order-170')!;
    await page.goto(`${demo.origin}/fil/order.html?${new URLSearchParams({ token: DEMO_TOKEN, ...due.query })}`);
    await expect(page.locator('html')).toHaveAttribute('data-field-reports', 'vitals');
    await expect(page.locator('html')).toHaveAttribute('data-swap', 'on');
    // The bench's own reading of the same tap (scripts/bench/run.ts): the touchstart, and the frame after the
    // next screen first shows its amount; and a mark only this document has.
    await page.evaluate(() => {
      const w = window as unknown as { bench: { tap?: number; mark?: number } };
      w.bench = {};
      addEventListener('touchstart', (e) => (w.bench.tap ??= e.timeStamp), { capture: true });
      const seen = new MutationObserver(() => {
        if (location.pathname !== '/fil/repay-period.html' || !document.body.textContent?.includes('₱3,230.00')) return;
        seen.disconnect();
        requestAnimationFrame((t) => (w.bench.mark = t));
      });
      seen.observe(document, { childList: true, subtree: true, characterData: true });
    });
    const control = page.getByRole('button', { name: tr('fil', 'Repayment'), exact: true });
    await finger(page, control);
    await expect(page).toHaveURL(/\/fil\/repay-period\.html/);
    await expect(page.getByText('₱3,230.00').first()).toBeVisible();
    const bench = await page.evaluate(() => (window as unknown as { bench: { tap: number; mark: number } }).bench);
    // An error while the swapped-in screen shows is that screen's, not the document's first entry's.
    await page.evaluate(() => dispatchEvent(new ErrorEvent('error', { error: new RangeError('after the swap') })));
    // Left: both reports queued, sent by the next screen of ours.
    await page.goto(`${demo.origin}/about-us.html`);
    await expect.poll(() => countIn(demo, 'field_screens')).toBe(1);
    const screen = demo.server.db
      .prepare('SELECT entry, lang, from_entry, input, ms FROM field_screens')
      .get() as Record<string, unknown>;
    expect(screen).toMatchObject({ entry: 'repay-period', lang: 'fil', from_entry: 'order', input: 'touch' });
    // The moment the bench measures, within a frame or two.
    expect(Math.abs((screen.ms as number) - (bench.mark - bench.tap))).toBeLessThanOrEqual(34);
    await expect.poll(() => countIn(demo, 'field_views')).toBe(1);
    expect(demo.server.db.prepare('SELECT entry, lang, lcp > 0 AS lcp FROM field_views').get()).toEqual({
      entry: 'order',
      lang: 'fil',
      lcp: 1,
    });
    expect(demo.server.db.prepare('SELECT entry, kind, name, message FROM field_failures').all()).toEqual([
      { entry: 'repay-period', kind: 'error', name: 'RangeError', message: 'after the swap' },
    ]);
  });

  // The page's own errors are what this test makes: the suite's check for uncaught errors is off here.
  withErrors(
    'a handler’s exception, an unhandled rejection and a CSP block reach /_field, each once',
    async ({ page }) => {
      const thrown: string[] = [];
      page.on('pageerror', (e) => thrown.push(e.message));
      await page.goto(`${demo.origin}/customer-service.html?token=${DEMO_TOKEN}`);
      await expect(page.getByText('support@pesobridge.ph')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-field-reports', 'vitals');
      // A tap whose handler throws, twice; a promise rejected with nobody awaiting it, twice.
      await page.evaluate(() => {
        const button = document.createElement('button');
        button.textContent = 'Broken';
        button.addEventListener('click', () => {
          throw new RangeError('Broken handler for 09171234567');
        });
        document.body.append(button);
      });
      const broken = page.getByRole('button', { name: 'Broken' });
      await broken.click();
      await broken.click();
      for (let i = 0; i < 2; i++) await page.evaluate(() => void Promise.reject(new TypeError('Nobody awaited this')));
      await expect.poll(() => thrown.length).toBe(4);
      // A request the page's CSP refuses (connect-src 'self'), with the session in its query.
      await page.evaluate(
        (token) => fetch(`https://collector.elsewhere.example/x?token=${token}`).catch(() => undefined),
        DEMO_TOKEN,
      );
      // Left, and sent by the next screen of ours once it is idle.
      await page.goto(`${demo.origin}/about-us.html`);
      await expect.poll(() => countIn(demo, 'field_failures')).toBe(3);
      await page.goto(`${demo.origin}/_field`);
      const row = (where: string) => page.getByRole('row').filter({ hasText: where });
      await expect(row('uncaught exception').getByRole('cell')).toHaveText([
        'customer-service',
        'uncaught exception',
        'RangeError',
        'Broken handler for #',
        '1',
      ]);
      await expect(row('unhandled rejection').getByRole('cell')).toHaveText([
        'customer-service',
        'unhandled rejection',
        'TypeError',
        'Nobody awaited this',
        '1',
      ]);
      // The directive and the blocked origin only: nothing of the path or the query.
      await expect(row('blocked by CSP').getByRole('cell')).toHaveText([
        'customer-service',
        'blocked by CSP (directive, origin)',
        'connect-src',
        'https://collector.elsewhere.example',
        '1',
      ]);
      expect(JSON.stringify(demo.server.db.prepare('SELECT * FROM field_failures').all())).not.toContain(DEMO_TOKEN);
      await expectAxeClean(page, '/_field: the reports of customer-service');
    },
  );
});
