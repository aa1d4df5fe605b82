import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectAxeClean, test } from './fixtures';

const VCODE = '**/states/v3/repay/generate-vcode**';

/** The scripts `import('./after-mount')` loads: its chunk and the chunks that chunk imports (the build's manifest). */
function afterMountScripts(): string[] {
  const manifest = JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; imports?: string[] }
  >;
  const key = Object.keys(manifest).find((k) => manifest[k]!.src === 'shared/app/after-mount.ts');
  const files = new Set<string>();
  const add = (k: string | undefined) => {
    const chunk = k ? manifest[k] : undefined;
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(key);
  return [...files];
}

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test.describe('repay-period.html', () => {
  test('shows amount, date, product, the banner and the detail folded to two rows with More/Hide', async ({
    page,
    openScenario,
  }) => {
    await openScenario('repay-period-170');
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Amount due' }).getByText('₱3,230.00')).toBeVisible();
    await expect(page.getByText('Repayment date')).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText('Sahod Loan')).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(
      'Pay on or before the due date. Payments made after 10:00 PM post the next day.',
    );
    const details = page.getByRole('region', { name: 'Repayment details' });
    // Folded, the two rows say which instalment this is and what paying it does (ADR 0033).
    await expect(details.getByRole('term')).toHaveText(['Instalment', 'After this payment']);
    await expect(details.getByRole('definition')).toHaveText(['1 of 1', 'Your loan is fully repaid']);
    const more = page.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(details.getByRole('term')).toHaveText([
      'Instalment',
      'After this payment',
      'Repayment',
      'Loan amount',
      'Interest',
      'Service fee',
      'Order number',
      'Loan term',
    ]);
    // Folded, this is the screen as it opens, which the dialect sweep checks.
    await expectAxeClean(page, 'repay-period: repay-period-170, its details unfolded');
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(details.getByRole('term')).toHaveCount(2);
  });

  test("'Payment' never moves, and nothing lazy stands before the pay-code box: it paints with the data", async ({
    page,
    openScenario,
  }) => {
    // Records, when 'Payment' first enters the page, whether the pay-code box was already there, and
    // which scripts the page had fetched when the box first painted.
    await page.addInitScript(() => {
      const seen = () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Payment');
      new MutationObserver((_, observer) => {
        if (!seen()) return;
        const root = document.documentElement;
        root.dataset.paymentWithBox = String(!!document.querySelector('.paycode'));
        // Where 'Payment' first stands in the page: nothing that comes later may push it (a tap on its way).
        const payment = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Payment')!;
        root.dataset.paymentTop = String(Math.round(payment.getBoundingClientRect().top + scrollY));
        root.dataset.scriptsAtBox = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
          .join(' ');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const s = await openScenario('repay-period-170');
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-payment-with-box', 'true');
    // Once everything the screen shows with its data is in ('Show barcode', 'Paid but not showing?'),
    // 'Payment' is where it first stood.
    await expect(page.getByRole('button', { name: 'Show barcode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paid but not showing?' })).toBeVisible();
    const top = await page
      .getByRole('button', { name: 'Payment', exact: true })
      .evaluate((b) => String(Math.round(b.getBoundingClientRect().top + scrollY)));
    await expect(page.locator('html')).toHaveAttribute('data-payment-top', top);
    // ADR 0017: what paints the box is in the start graph (the HTML's module script and modulepreloads;
    // the readers chunk its start script fetches with the call): no lazy chunk on the way to it.
    const html = await (await page.request.get(`/repay-period.html?token=${s.query.token ?? ''}`)).text();
    const start = new Set(html.match(/\/assets\/[^"`]+\.js(?=["`])/g));
    const atBox = (await page.locator('html').getAttribute('data-scripts-at-box'))?.split(' ').filter(Boolean) ?? [];
    expect(atBox.length).toBeGreaterThan(0);
    // after-mount (hiding the session keys, ADR 0014; starting the field reports, ADR 0021) and the chunks
    // it imports are loaded after hydration, in parallel with the data and never awaited by the box:
    // whether their fetches start before or after the box paints is a race, not a chain.
    const afterMount = afterMountScripts();
    expect(afterMount.length).toBeGreaterThan(0);
    expect(atBox.filter((path) => !start.has(path) && !afterMount.includes(path))).toEqual([]);
  });

  test('no banner when isShowReyTop is 0; no pay-code box when payCode is empty', async ({ page, openScenario }) => {
    await openScenario('repay-period-no-code');
    // Quick Cash's ₱2,127.40, 5 days late: ₱25.00 and 0.1 % a day of it (terms §4).
    await expect(page.getByRole('region', { name: 'Amount due' }).getByText('₱2,163.04')).toBeVisible();
    // No banner; the one note is the instalment's lateness (ADR 0045), its late charges the figure's share.
    await expect(page.getByRole('note')).toHaveText([
      'This instalment is 5 days overdue. Its late charges so far: ₱35.64.',
    ]);
    await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeEnabled();
  });

  test('the channel list starts on the first channel; choosing another is sent with Payment', async ({
    page,
    openScenario,
  }) => {
    await openScenario('repay-period-170');
    const method = page.getByRole('button', { name: /Payment Method/ });
    await expect(method).toContainText('GCash');
    await method.click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await expect(sheet.getByRole('button', { name: 'GCash' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByRole('button', { name: 'Maya' })).toHaveAttribute('aria-pressed', 'false');
    await expect(sheet.getByRole('img')).toHaveCount(0); // logos are decorative (alt="") next to the names
    await expectAxeClean(page, 'repay-period: repay-period-170, the payment methods open');
    await sheet.getByRole('button', { name: 'Maya' }).click();
    await expect(sheet).toBeHidden();
    await expect(method).toContainText('Maya');
    const req = page.waitForRequest(VCODE);
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    const body = new URLSearchParams((await req).postData() ?? '');
    expect(body.get('channelNumber')).toBe('90007');
    expect(body.get('amount')).toBe('323000');
    await expect(page).toHaveURL(/\/provider\/pay\/[0-9a-f]+$/);
  });

  test('Copy puts the pay code on the clipboard', async ({ page, context, openScenario, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const scenario = await openScenario('repay-period-170');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    const expected = `70${scenario.query.orderId.padStart(10, '0')}`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('the barcode modal draws the pay code as CODE128, loading JsBarcode only on open', async ({
    page,
    openScenario,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openScenario('repay-period-170');
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    expect(scripts.filter((u) => /barcode-dialog|JsBarcode/i.test(u))).toEqual([]);
    await page.getByRole('button', { name: 'Show barcode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Barcode' });
    const svg = dialog.getByRole('img', { name: /^Barcode of the reference number 7000 / });
    await expect(svg).toBeVisible();
    expect(scripts.filter((u) => /barcode-dialog|JsBarcode/i.test(u))).toHaveLength(1);
    // CODE128 of 12 digits: many bars, drawn wide enough to scan.
    expect(await svg.locator('rect').count()).toBeGreaterThan(15);
    expect((await svg.boundingBox())!.width).toBeGreaterThan(250);
    await expectAxeClean(page, 'repay-period: repay-period-170, the barcode open');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the whole loop: Payment → provider page → Pay → settled; the repay page then says so', async ({
    page,
    openScenario,
  }) => {
    const scenario = await openScenario('repay-period-170');
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to the app' });
    await expect(back).toHaveAttribute('href', new RegExp(`/order\\.html\\?.*orderId=${scenario.query.orderId}`));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await openScenario('repay-period-170');
    await expect(page.getByText('This loan has been fully repaid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View order' })).toHaveAttribute('href', /order\.html/);
  });

  test('a double tap on Payment sends one request; a retry of the same attempt reuses its key and payment', async ({
    page,
    openScenario,
  }) => {
    await openScenario('repay-period-170');
    const keys: string[] = [];
    const payUrls: string[] = [];
    let n = 0;
    await page.route(VCODE, async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      n += 1;
      const res = await route.fetch();
      payUrls.push(((await res.json()) as { data: { payUrl: string } }).data.payUrl);
      // The first attempt reaches the server, then the connection drops.
      if (n === 1) await route.abort('connectionreset');
      else await route.fulfill({ response: res });
    });
    const button = page.getByRole('button', { name: 'Payment', exact: true });
    await button.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
      b.click();
    });
    await expect(toast(page, 'Network error')).toBeVisible();
    expect(keys).toHaveLength(1);
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/\/provider\/pay\//);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    // Same key → the same payment (one row): the server answered the same pay link both times.
    expect(payUrls[1]).toBe(payUrls[0]);
    expect(page.url()).toBe(payUrls[0]);
  });

  test('a refused payUrl shows the message and the page stays usable', async ({ page, openScenario }) => {
    await page.route(VCODE, (route) =>
      route.fulfill({ json: { code: 0, message: 'success', data: { payUrl: 'javascript:alert(1)' } } }),
    );
    await openScenario('repay-period-170');
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(toast(page, 'This link cannot be opened.')).toBeVisible();
    // Still here (the address bar has lost only the session keys, ADR 0014).
    expect(new URL(page.url()).pathname).toBe('/repay-period.html');
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeEnabled();
  });

  test('a server refusal of Payment shows its message and keeps the page', async ({ page, openScenario }) => {
    await page.route(VCODE, (route) =>
      route.fulfill({
        json: { code: 1002, message: 'This channel is closed for maintenance.', data: null },
      }),
    );
    await openScenario('repay-period-170');
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    // (409 'amount due has changed' offers Refresh instead: coming-back.spec.ts.)
    await expect(toast(page, 'This channel is closed for maintenance.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeEnabled();
  });

  test('a settled order says it is repaid, with a way to the order', async ({ page, openScenario }) => {
    await openScenario('repay-period-settled');
    await expect(page.getByText('This loan has been fully repaid.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toHaveCount(0);
    await expectAxeClean(page, 'repay-period: repay-period-settled');
  });
});

test("a lazy chunk's preload list names none of the scripts every page has already loaded", () => {
  // vite.config.ts `resolveDependencies`: core and the bundler's runtime (every page), React, app and
  // state (every React page) are loaded before any lazy import runs; naming them again in each importing
  // chunk would be bytes of start JS.
  const assets = join('dist', 'assets');
  const lists = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => [...readFileSync(join(assets, f), 'utf8').matchAll(/m\.f=\[([^\]]*)\]/g)].map((m) => m[1]!));
  expect(lists.length).toBeGreaterThan(3);
  for (const list of lists) expect(list).not.toMatch(/assets\/(core|react|rolldown-runtime|app|state)-[\w-]+\.js/);
  // The HTML's own list keeps them.
  expect(readFileSync(join('dist', 'repay-period.html'), 'utf8')).toMatch(
    /modulepreload[^>]+\/assets\/core-[\w-]+\.js/,
  );
});
