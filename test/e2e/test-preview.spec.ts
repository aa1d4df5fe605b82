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

  test('lists every entry and every seeded scenario with the demo session; axe clean', async ({ page }) => {
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
    await expectAxeClean(page);
  });

  test('a failed entry list shows the error and Try again', async ({ page }) => {
    await page.route('**/_entries.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/test-preview.html');
    await expect(page.getByRole('alert')).toContainText('The list of entries could not be loaded.');
    await page.unroute('**/_entries.json');
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
