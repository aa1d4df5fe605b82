import { expect, expectAxeClean, openedUrl, test } from './fixtures';

test.describe('test-preview.html', () => {
  test('the device fields become the query of every page button', async ({ page }) => {
    await page.goto('/testPreview?token=tok1&productId=7');
    await expect(page.getByRole('heading', { level: 1, name: 'Test preview' })).toBeVisible();
    await expect(page.getByLabel('token')).toHaveValue('tok1');
    await page.getByLabel('orderId').fill('42');
    await page.getByLabel('building', { exact: true }).fill('B1');
    const open = page.getByRole('region', { name: 'Open a page' });
    await expect(open.getByRole('link', { name: 'Detail' })).toHaveAttribute(
      'href',
      '/order.html?token=tok1&productId=7&orderId=42&building=B1',
    );
    const expected: [string, string][] = [
      ['Confirm', 'loan-confirm'],
      ['Repay', 'repay-period'],
      ['Extension', 'repay-delay'],
      ['Bank binding', 'bind-bank'],
      ['About us', 'about-us'],
      ['Complaint', 'complaint'],
      ['Customer service', 'customer-service'],
      ['Privacy', 'privacy'],
      ['Repayment note', 'repay-code'],
    ];
    for (const [label, entry] of expected) {
      await expect(open.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `/${entry}.html?token=tok1&productId=7&orderId=42&building=B1`,
      );
    }
    // An entry of this branch opens with the fields.
    await open.getByRole('link', { name: 'Customer service' }).click();
    await page.waitForURL(/\/customer-service\.html\?/);
    // As opened: the page then takes the session keys out of the address bar.
    expect((await openedUrl(page)).search).toBe('?token=tok1&productId=7&orderId=42&building=B1');
  });

  test('lists every entry and every seeded scenario with the demo session', async ({ page }) => {
    await page.goto('/test-preview.html');
    const entries = page.getByRole('list', { name: 'Entries' });
    await expect(entries.getByRole('link', { name: 'landing.html' })).toHaveAttribute(
      'href',
      '/landing.html?token=demo-borrower',
    );
    await expect(entries.getByRole('link', { name: 'index.html' })).toBeVisible();
    const scenarios = page.getByRole('list', { name: 'Seeded scenarios' });
    await expect(scenarios.getByRole('link', { name: 'Order status 200' })).toHaveAttribute(
      'href',
      /^\/order\.html\?token=demo-borrower&/,
    );
    await expect(scenarios.getByRole('link', { name: 'Registration landing (template 1)' })).toHaveAttribute(
      'href',
      /^\/landing\.html\?token=demo-borrower&id=1&/,
    );
    // Without a session in the address the demo borrower's is filled in.
    await expect(page.getByLabel('token')).toHaveValue('demo-borrower');
  });

  test('a failed entry list shows the error and Try again', async ({ page }) => {
    await page.route(/\/_entries\.json/, (route) => route.abort('internetdisconnected'));
    await page.goto('/test-preview.html');
    await expect(page.getByRole('alert')).toContainText('The list of entries could not be loaded.');
    await page.unroute(/\/_entries\.json/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'Entries' })).toBeVisible();
  });

  test('the photo input previews the chosen image', async ({ page }) => {
    await page.goto('/test-preview.html');
    const input = page.getByLabel('Take a photo');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('capture', 'environment');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', /^blob:/);
  });

  test.describe('with a location', () => {
    test.use({ permissions: ['geolocation'], geolocation: { latitude: 14.5547, longitude: 121.0244 } });
    test('the geolocation button shows the coordinates', async ({ page }) => {
      await page.goto('/test-preview.html');
      await page.getByRole('button', { name: 'Get location' }).click();
      await expect(page.getByText(/Latitude 14\.55470, longitude 121\.02440/)).toBeVisible();
    });
  });

  test('the geolocation button shows the error when it is refused', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/test-preview.html');
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect(page.getByText(/^Location error: /)).toBeVisible();
  });
});

test.describe('the shell check (contract §3)', () => {
  test('inside a fake shell: lists exactly the missing handlers, sends a command, hears back, copies a report without the token', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A shell that registered only some handlers, installed before any page script (as WKWebView does).
    await page.addInitScript(() => {
      const w = window as unknown as { __sent: [string, unknown][]; webkit: unknown };
      w.__sent = [];
      const handlers: Record<string, { postMessage(p: unknown): void }> = {};
      for (const name of ['to', 'close', 'home', 'mine', 'login', 'call', 'trackPoint'])
        handlers[name] = { postMessage: (p: unknown) => w.__sent.push([name, p]) };
      w.webkit = { messageHandlers: handlers };
    });
    await page.goto('/testPreview?token=secret-token-42&building=B1&gather=G&lang_hint=x');
    const check = page.getByRole('region', { name: 'Shell check' });
    await expect(check.getByText('Inside the app shell: the bridge answers.', { exact: true })).toBeVisible();
    const lists = check.locator('.tp-lines');
    // The four handlers the shell left out, and the two session keys it did not put on the URL.
    await expect(lists.nth(0).locator('.tp-line--missing code')).toHaveText(['toP', 'rate', 'bankStart', 'bankEnd']);
    await expect(lists.nth(0).locator('.tp-line--ok code')).toHaveCount(7);
    await expect(lists.nth(2).locator('.tp-line--missing code')).toHaveText(['swift', 'eyes']);
    await expect(check.getByRole('button', { name: 'Send rate' })).toBeDisabled();

    await check.getByRole('button', { name: 'Send call' }).click();
    await expect(check.getByText('Sent: call', { exact: true })).toBeVisible();
    const sent = await page.evaluate(() => (window as unknown as { __sent: [string, unknown][] }).__sent);
    expect(sent).toEqual([['call', '0288523100']]);

    await check.getByRole('button', { name: 'Check back' }).click();
    await expect(
      check.getByText('Waiting: use the shell’s back gesture or back button now', { exact: true }),
    ).toBeVisible();
    await page.evaluate(() => window.onNativeBack?.());
    await expect(check.locator('.tp-detail').getByText(/^Arrived at /)).toBeVisible();
    // Back answered here, so the page stayed (no close was sent).
    expect(await page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent.length)).toBe(1);

    await check.getByRole('button', { name: 'Copy report' }).click();
    await expect(check.getByText('Report copied.', { exact: true })).toBeVisible();
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toContain('[Missing] rate: No handler.');
    expect(report).toContain('[OK] close: Handler registered');
    expect(report).toContain('[OK] token: On the URL (15 characters)');
    expect(report).toContain('[OK] window.onNativeBack(): Arrived at');
    expect(report).toContain('Also on the URL: lang_hint');
    expect(report).not.toContain('secret-token-42');
    // The shell check's markup (the entry list below it is checked by the test above).
    await expectAxeClean(page, 'test-preview: loaded, the shell check run', ['[aria-labelledby="tp-index-title"]']);
  });

  test('in a plain browser: says so, and each command says what the pages do instead', async ({ page }) => {
    await page.goto('/test-preview.html');
    const check = page.getByRole('region', { name: 'Shell check' });
    await expect(check.getByText(/^Not inside the app shell: this page is open in a plain browser\./)).toBeVisible();
    await expect(check.locator('.tp-lines').first().locator('.tp-line--missing')).toHaveCount(11);
    await expect(
      check.getByText('No handler. Without it the page: Opens the marketing site (/)', { exact: true }),
    ).toBeVisible();
    await expect(check.getByRole('button', { name: 'Send close' })).toBeDisabled();
  });
});
