import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';

const PLAY = '**/states/v3/repay/loan-play-detail**';
const DELAY = '**/states/v3/repay/loan-delay-detail**';
const WAY = '**/states/api/repayment/repayment-way**';

/** Answers the repay detail as the server does, with the amount due set to `cents`. */
async function amountDue(page: Page, pattern: string, cents: number) {
  await page.route(pattern, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as {
      data: { repayAmount?: number; amount?: number; delayInfo?: { delayAmount: number } };
    };
    if (body.data.delayInfo) body.data.delayInfo.delayAmount = cents;
    else if (pattern === WAY) body.data.amount = cents;
    else body.data.repayAmount = cents;
    await route.fulfill({ response: res, json: body });
  });
}

/** Nothing on the page offers a payment: no channel, no code, no barcode, no 'Payment'. */
async function expectNoWayToPay(page: Page) {
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Payment Method/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /barcode/i })).toHaveCount(0);
  await expect(page.getByText(/Reference number/)).toHaveCount(0);
}

test.describe('D29: an amount due of zero or less offers no payment', () => {
  test('instalment at ₱0.00: nothing is due now, with the order', async ({ page, openScenario }) => {
    await amountDue(page, PLAY, 0);
    await openScenario('repay-period-170');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing is due on this loan now.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View order' })).toHaveAttribute('href', /order\.html/);
    await expectNoWayToPay(page);
    await expectAxeClean(page, 'repay-period: repay-period-170, nothing due');
  });

  test('instalment below zero: a credit without a minus sign, with customer service', async ({
    page,
    openScenario,
  }) => {
    await amountDue(page, PLAY, -515000);
    await openScenario('repay-period-170');
    await expect(page.getByText('Credit on this loan')).toBeVisible();
    await expect(page.getByText('₱5,150.00')).toBeVisible();
    // Nothing is due, so no date to pay by.
    await expect(page.getByText('Repayment date')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/[−-]₱/);
    await expect(page.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      /customer-service\.html/,
    );
    await expectNoWayToPay(page);
    await expectAxeClean(page, 'repay-period: repay-period-170, a credit');
  });

  test('extension fee at ₱0.00 and below: the same', async ({ page, openScenario }) => {
    await amountDue(page, DELAY, 0);
    await openScenario('repay-delay-174');
    await expect(page.getByText('Nothing is due on this loan now.')).toBeVisible();
    await expectNoWayToPay(page);
    await page.unroute(DELAY);
    await amountDue(page, DELAY, -5000);
    await openScenario('repay-delay-174');
    await expect(page.getByText('Credit on this loan')).toBeVisible();
    await expect(page.locator('.delay-summary__amount')).toHaveText('₱50.00');
    await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expectNoWayToPay(page);
  });

  for (const key of ['repay-code-170', 'repay-code-2-174']) {
    test(`${key.replace(/-\d+$/, '')} opened directly for ₱0.00 or a credit shows no code to pay with`, async ({
      page,
      openScenario,
    }) => {
      await amountDue(page, PLAY, 0);
      await openScenario(key);
      await expect(page.getByText('Nothing is due on this loan now.')).toBeVisible();
      await expectNoWayToPay(page);
      await page.unroute(PLAY);
      await amountDue(page, PLAY, -100);
      await openScenario(key);
      await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/[−-]₱/);
      await expectNoWayToPay(page);
    });
  }

  test('card repayment of ₱0.00 or a credit offers no card to charge', async ({ page, openScenario }) => {
    await amountDue(page, PLAY, 0);
    await amountDue(page, WAY, 0);
    await openScenario('legacy-repay-170');
    await expect(page.getByText('Nothing is due on this loan now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Repay now' })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.unroute(PLAY);
    await page.unroute(WAY);
    await amountDue(page, PLAY, -515000);
    await amountDue(page, WAY, -515000);
    await openScenario('legacy-repay-170');
    await expect(page.getByText('Credit on this loan')).toBeVisible();
    await expect(page.locator('.legacy-due__amount')).toHaveText('₱5,150.00');
    await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Repay now' })).toHaveCount(0);
  });
});
