import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';

async function openCodeFrom(page: Page, openScenario: (key: string) => Promise<unknown>, key: string) {
  await openScenario(key);
  await page.getByRole('link', { name: /^Reference number/ }).click();
}

test.describe('repay-code.html and repay-code-2.html', () => {
  test('type 1: the code with copy, the channel picture and the amount (opened from the instalment page)', async ({
    page,
    context,
    openScenario,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openCodeFrom(page, openScenario, 'repay-period-170');
    await expect(page).toHaveURL(/\/repay-code\.html\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment by code' })).toBeVisible();
    await expect(page.getByRole('img', { name: '7-Eleven' })).toBeVisible();
    await expect(page.getByText('Amount to pay')).toBeVisible();
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    const code = (await page.locator('.pay-code__code').innerText()).replace(/\D/g, '');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectAxeClean(page, 'repay-code: from repay-period-170, the code copied');
  });

  test('type 2: the QR image (served by the backend) with tips', async ({ page, openScenario }) => {
    await openCodeFrom(page, openScenario, 'repay-period-174-qr');
    // The instalment due, the second of Peso Flex's four (ADR 0033).
    const qr = page.getByRole('img', { name: 'QR code for paying ₱1,325.00' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Open your e-wallet or banking app and scan this QR code.')).toBeVisible();
    await expectAxeClean(page, 'repay-code: from repay-period-174-qr');
  });

  test('variant 2: contract number, total payment, the slip note and the steps of the chosen way only', async ({
    page,
    openScenario,
  }) => {
    await openCodeFrom(page, openScenario, 'repay-period-174-v2');
    await expect(page).toHaveURL(/\/repay-code-2\.html\?/);
    await expect(page.getByText('Contract number')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^PB\d+$/ })).toBeVisible();
    await expect(page.getByText('Total payment')).toBeVisible();
    await expect(page.getByText('₱2,127.40')).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(
      'Keep your deposit slip (receipt) until the payment shows in the app.',
    );
    // The steps of the way this number is for (7-Eleven), not the e-wallets': those pay with 'Payment'.
    await expect(page.getByRole('heading', { level: 2, name: 'Pay at a store' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '7-Eleven' })).toBeVisible();
    await expect(page.getByText('Give the reference number and pay the exact amount in cash.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pay with an e-wallet' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'GCash' })).toHaveCount(0);
    await expectAxeClean(page, 'repay-code-2: from repay-period-174-v2');
  });

  test('opened with the order in the query but nothing saved, the code page loads the order itself', async ({
    page,
    openScenario,
  }) => {
    await openScenario('repay-code-170');
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await openScenario('repay-code-2-174');
    await expect(page.getByText('₱2,127.40')).toBeVisible();
  });

  for (const path of ['/repay-code.html', '/repaymentOfCode', '/repay-code-2.html', '/repaymentOfCode2']) {
    test(`${path} opened without its data shows a clear message and a way back`, async ({ page, bridge, borrower }) => {
      await page.goto(`${path}?token=${borrower.token}`);
      await expect(page.getByRole('heading', { name: 'Payment details not found' })).toBeVisible();
      await page.getByRole('button', { name: 'Go back' }).click();
      expect(await bridge.calls()).toEqual([['close', '']]);
      // The alias shows the same screen as its file.
      if (path.endsWith('.html'))
        await expectAxeClean(page, `${path.slice(1, -'.html'.length)}: opened without its data`);
    });
  }

  test('damaged saved data is ignored, not shown', async ({ page, borrower }) => {
    await page.addInitScript(() => sessionStorage.setItem('repayCodeInfo', '{"payCode":"<b>x</b>","type":3}'));
    await page.goto(`/repay-code.html?token=${borrower.token}`);
    await expect(page.getByRole('heading', { name: 'Payment details not found' })).toBeVisible();
  });
});
