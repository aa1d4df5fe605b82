/**
 * A payment is for what it was made for (ADR 0047): two tabs of one borrower each start a payment of
 * the same instalment (Peso Flex, four equal instalments of ₱1,325.00); one pays; the other, completed
 * later, is not charged and pays nothing else: not the next instalment of the same amount, not its
 * extension, not with a legacy card.
 */
import type { Page } from '@playwright/test';
import { STALE_PAYMENT_MESSAGE } from '../../server/modules/repay/legacy';
import { expect, test } from './fixtures';
import type { TestBorrower } from './fixtures';

/** A second tab of the same borrower on a scenario's entry. */
async function openTab(page: Page, borrower: TestBorrower, key: string): Promise<Page> {
  const tab = await page.context().newPage();
  const s = borrower.scenarios[key];
  await tab.goto(`/${s.entry}.html?${new URLSearchParams({ token: borrower.token, ...s.query })}`);
  return tab;
}

/** Pays the instalment due in `tab` through the provider's page. */
async function payInstalment(tab: Page): Promise<void> {
  await expect(tab.getByRole('region', { name: 'Amount due' })).toBeVisible();
  await tab.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(tab.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await tab.getByRole('button', { name: 'Pay' }).click();
  await expect(tab.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

test('two pay links of one instalment: the later one is not charged and leaves the next instalment owed', async ({
  page,
  openScenario,
  borrower,
}) => {
  await openScenario('repay-period-174-qr');
  await expect(page.getByRole('region', { name: 'Amount due' }).getByText('₱1,325.00')).toBeVisible();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await payInstalment(await openTab(page, borrower, 'repay-period-174-qr'));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment not needed' })).toBeVisible();
  await expect(page.getByText('You have not been charged.')).toBeVisible();
  // Instalment 3, of the same amount, is still owed.
  await openScenario('repay-period-174-qr');
  await expect(page.getByRole('region', { name: 'Amount due' }).getByText('₱1,325.00')).toBeVisible();
  await expect(page.getByText(/3 of 4/).first()).toBeVisible();
});

test('an extension started for an instalment paid meanwhile extends nothing', async ({
  page,
  openScenario,
  borrower,
  request,
}) => {
  // A month on: instalment 2 is overdue and instalment 3 due within days, so both could be extended.
  const moved = await request.post(`/_clock?token=${borrower.token}&days=30`, {
    headers: { accept: 'application/json' },
  });
  expect(moved.ok()).toBeTruthy();
  await openScenario('repay-delay-174');
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await payInstalment(await openTab(page, borrower, 'repay-period-174-qr'));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('You have not been charged.')).toBeVisible();
  await expect(page.getByText('Your extension fee has been received.')).toHaveCount(0);
});

test('a legacy card payment of an instalment paid meanwhile is cancelled, the card not charged', async ({
  page,
  borrower,
  open,
}) => {
  await open('legacy-repay', borrower.scenarios['repay-period-174-qr'].query);
  await expect(page.getByText('₱1,325.00').first()).toBeVisible();
  await page
    .getByRole('group', { name: 'Choose a paying bank card' })
    .getByRole('radio', { name: /BDO Unibank/ })
    .check();
  await page.getByRole('button', { name: 'Repay now' }).click();
  const code = page.getByRole('textbox', { name: 'SMS code' });
  await expect(code).toBeFocused();
  await payInstalment(await openTab(page, borrower, 'repay-period-174-qr'));
  await code.fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(STALE_PAYMENT_MESSAGE)).toBeVisible();
});
