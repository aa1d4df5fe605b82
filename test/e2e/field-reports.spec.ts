/**
 * Field reports end to end (ADR 0021, as OTLP/HTTP JSON logs ADR 0034): a page whose payload has a field
 * of the wrong type, left by the borrower, shows up on `/_field` with its vitals; a handler's exception and
 * an unhandled rejection each once under client errors; a build without a report URL sends nothing. Each
 * test runs its own reference server (development routes on, a scratch database), so `/_field` holds only
 * what the test's own page views sent.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FIELD_QUEUE_KEY as QUEUE_KEY, FIELD_REPORT_PATH } from '../../shared/api/contract/field';
import type { OtlpLogsRequest } from '../../shared/api/contract/field';
import { DEMO_TOKEN } from '../../server/modules/core';
import { startScratchServer } from '../../server/start';
import type { RunningServer } from '../../server/start';
import { expect, expectAxeClean, test } from './fixtures';

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

const countIn = (server: RunningServer, table: 'field_views' | 'field_failures') =>
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
      await expectAxeClean(page);
    },
  );

  test.describe('a build without a report URL', () => {
    let dir: string;
    let quiet: RunningServer;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      dir = mkdtempSync(join(tmpdir(), 'no-reports-'));
      // The operator's config with no report URL (the build says "field reports: off").
      const out = execFileSync(
        'npx',
        ['vite', 'build', '--outDir', join(dir, 'dist'), '--emptyOutDir', '--logLevel', 'info'],
        {
          env: { ...process.env, VITE_APP_CONFIG: JSON.stringify({ fieldReports: { url: '' } }) },
          encoding: 'utf8',
        },
      );
      expect(out).toContain('field reports: off (no fieldReports.url in the config): the pages send nothing');
      quiet = await startScratchServer({ devRoutes: true, distDir: join(dir, 'dist') });
    });
    test.afterAll(async () => {
      await quiet?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    test('sends nothing, and fetches none of the field reports’ scripts', async ({ page }) => {
      const asked: URL[] = [];
      page.on('request', (r) => asked.push(new URL(r.url())));
      await wrongType(page);
      for (const origin of [quiet.origin, demo.origin]) {
        await page.goto(`${origin}/customer-service.html?token=${DEMO_TOKEN}`);
        await expect(page.getByText('support@pesobridge.ph')).toBeVisible();
        // What each build decided (shared/app/field-start.ts): off, or the vitals measured and listening.
        await expect(page.locator('html')).toHaveAttribute(
          'data-field-reports',
          origin === demo.origin ? 'vitals' : 'off',
        );
        // The next screen, which on the demo build sends what customer service queued as it was left.
        await page.goto(`${origin}/about-us.html`);
        await expect(page.locator('html')).toHaveAttribute(
          'data-field-reports',
          origin === demo.origin ? 'vitals' : 'off',
        );
        if (origin === quiet.origin)
          expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
      }
      // The same steps on the demo build sent its report: so they would have on the other.
      await expect.poll(() => countIn(demo, 'field_failures')).toBeGreaterThan(0);
      expect(countIn(quiet, 'field_views') + countIn(quiet, 'field_failures')).toBe(0);
      const from = (origin: string) => asked.filter((u) => u.origin === origin).map((u) => u.pathname);
      const kinds = (paths: string[]) =>
        new Set(paths.map((p) => /field-reports|web-vitals/.exec(p)?.[0]).filter(Boolean));
      expect(kinds(from(demo.origin))).toEqual(new Set(['field-reports', 'web-vitals']));
      expect(from(quiet.origin).filter((p) => p === FIELD_REPORT_PATH || /field-reports|web-vitals/.test(p))).toEqual(
        [],
      );
    });
  });
});
