/**
 * D39: channels are what they are. A cash counter (7-Eleven) is offered beside the reference number and
 * leads to the code page (type 1: the code and that counter's picture), never to an online checkout; the
 * picker behind 'Payment' holds the online channels only. In both languages at the narrowest phone.
 */
import { tr } from './catalog';
import type { Lang } from './catalog';
import { expect, test } from './fixtures';

test('7-Eleven leads to the code page with its picture, and is not in the online picker (English, Filipino)', async ({
  page,
  borrower,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  let checkouts = 0;
  page.on('request', (r) => {
    if (r.url().includes('/generate-vcode')) checkouts++;
  });
  for (const lang of ['en', 'fil'] as const satisfies Lang[]) {
    // The order whose default pay code is a QR (type 2): a counter still gets the code, type 1.
    const scenario = borrower.scenarios['repay-period-174-qr'];
    const qs = new URLSearchParams({ token: borrower.token, ...scenario.query });
    await page.goto(`${lang === 'fil' ? '/fil' : ''}/${scenario.entry}.html?${qs}`);

    const method = page.getByRole('button', { name: new RegExp(tr(lang, 'Payment Method')) });
    await expect(method).toContainText('GCash');
    await method.click();
    const sheet = page.getByRole('dialog', { name: tr(lang, 'Payment Method') });
    await expect(sheet.getByRole('button', { name: 'Maya' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: '7-Eleven' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    const counters = page.getByRole('list', { name: tr(lang, 'Pay in cash at a counter') });
    await counters.getByRole('link', { name: tr(lang, 'Pay in cash at {name}', { name: '7-Eleven' }) }).click();
    await page.waitForURL(new RegExp(`${lang === 'fil' ? '/fil' : ''}/repay-code\\.html\\?.*channel=90008`));
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'Repayment by code') })).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: tr(lang, 'Pay at {title} with this reference number', { title: '7-Eleven' }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: '7-Eleven' })).toBeVisible();
    await expect(page.locator('.pay-code__code')).toHaveText(/\d{4}/);
    // Type 1, not the order's QR.
    await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
  }
  expect(checkouts).toBe(0);
});
