import { expect, test } from './fixtures';

test.describe('repay-delay.html', () => {
  test('shows the extension title, fee, next payment date and plan rows', async ({ page, openScenario }) => {
    await openScenario('repay-delay-174');
    await expect(page.getByRole('heading', { level: 1, name: 'Extension repayment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Extend your repayment by 7 days' })).toBeVisible();
    // Peso Flex's second instalment of four, ₱1,325.00: the terms' 1.5 % of it (ADR 0033).
    await expect(page.locator('.delay-summary__amount')).toHaveText('₱19.88');
    await expect(page.getByText('Next payment date')).toContainText(/\d{4}-\d{2}-\d{2}/);
    const rows = page.getByRole('region', { name: 'Repayment plan' }).getByRole('listitem');
    // What the fee buys: the instalment's new date and what is still owed then, and the later instalments'.
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('Extension fee');
    await expect(rows.nth(0)).toContainText(
      /Pay today: instalment 2 of 4 moves from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/,
    );
    await expect(rows.nth(1)).toContainText('Repayment after extension');
    await expect(rows.nth(1)).toContainText('₱1,325.00');
    await expect(rows.nth(1)).toContainText('Still owed: instalment 2 of 4, no late charges until then');
    await expect(rows.nth(2)).toContainText('Instalment 3 of 4');
    await expect(page.getByRole('button', { name: /Payment Method/ })).toContainText('GCash');
  });

  test('Payment sends isDelay=1 with the fee; paying moves the loan on, and the extension is then gone', async ({
    page,
    openScenario,
  }) => {
    await openScenario('repay-delay-174');
    await page.getByRole('button', { name: /Payment Method/ }).click();
    await page.getByRole('dialog', { name: 'Payment Method' }).getByRole('button', { name: 'Online banking' }).click();
    const req = page.waitForRequest('**/states/v3/repay/generate-vcode**');
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    const body = new URLSearchParams((await req).postData() ?? '');
    expect(body.get('isDelay')).toBe('1');
    expect(body.get('amount')).toBe('1988');
    expect(body.get('channelNumber')).toBe('90009');
    expect((await req).headers()['idempotency-key']).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
    await expect(page.getByText('₱19.88')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Your extension fee has been received.')).toBeVisible();
    await openScenario('repay-delay-174');
    await expect(page.getByText('An extension is not available for this order.')).toBeVisible();
    // The loan itself is still open: the instalment page still asks for the same instalment.
    await openScenario('repay-period-174-qr');
    await expect(page.getByRole('region', { name: 'Amount due' }).getByText('₱1,325.00')).toBeVisible();
  });

  test('a double tap on Payment sends one request', async ({ page, openScenario }) => {
    await openScenario('repay-delay-180');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/generate-vcode')) calls += 1;
    });
    await page.getByRole('button', { name: 'Payment', exact: true }).evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect(page).toHaveURL(/\/provider\/pay\//);
    expect(calls).toBe(1);
  });

  test('an order without extension says so, with a way to the order', async ({ page, openScenario }) => {
    await openScenario('repay-period-170', {});
    const q = new URL(page.url()).search;
    await page.goto(`/repay-delay.html${q}`);
    await expect(page.getByText('An extension is not available for this order.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View order' })).toBeVisible();
  });
});
