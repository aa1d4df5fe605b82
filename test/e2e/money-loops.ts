/**
 * The two money loops every way of serving the product must pass (ADR 0022: both dialects; ADR 0020:
 * through nginx): order → Repayment → Payment → the provider's Pay → Back to the app → Borrow Again, and
 * loan confirm → Apply now → the new order under review.
 */
import type { Page } from '@playwright/test';
import { LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';
import { expect } from './fixtures';
import type { Scenario } from '../../server/module';

type OpenScenario = (key: string) => Promise<Scenario>;

export async function repayLoop(page: Page, openScenario: OpenScenario): Promise<void> {
  const due = await openScenario('order-170');
  await page.getByRole('button', { name: 'Repayment', exact: true }).click();
  await page.waitForURL(/\/repay-period\.html/);
  await expect(page.getByText('₱3,230.00')).toBeVisible();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await expect(page.getByText('₱3,230.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await page.waitForURL(new RegExp(`/order\\.html\\?.*orderId=${due.query.orderId}`));
  await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  await expect(page.getByText(LOAD_FAILED_MESSAGE)).toHaveCount(0);
}

export async function applyLoop(page: Page, openScenario: OpenScenario): Promise<void> {
  const offer = await openScenario('loan-confirm');
  await expect(page.getByRole('region', { name: 'Loan offer' }).getByText('₱5,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.waitForURL(new RegExp(`/order\\.html\\?.*productId=${offer.query.productId}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
  await expect(page.getByText(LOAD_FAILED_MESSAGE)).toHaveCount(0);
}
