/**
 * The money loops every way of serving the product must pass (ADR 0022: both dialects; ADR 0020: through
 * nginx; D27: in both languages): order → Repayment → (the reference number's pay code →) Payment → the
 * provider's Pay → Back to the app → Borrow Again; loan confirm → Apply now → the new order under review;
 * legacy card repayment → Repay now → the SMS code → Confirm → the order; and the complaint path. Each takes
 * the language it runs in: the screens' texts through `tr()` (the catalog's Filipino in a `fil` run), the
 * server's (the provider's page, the order's status, complaint types) as the server sends them, and in a
 * `fil` run every page it reaches is a `fil/` twin.
 */
import type { Page } from '@playwright/test';
import { LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';
import { said, tr } from './catalog';
import type { Lang } from './catalog';
import { expect } from './fixtures';
import type { Scenario } from '../../server/module';

type OpenScenario = (key: string) => Promise<Scenario>;

/** Matches the path of `entry`'s page in `lang` (`/fil/order.html` in Filipino). */
const pageOf = (lang: Lang, entry: string) => new RegExp(`${lang === 'fil' ? '/fil' : ''}/${entry}\\.html\\?`);

async function expectLanguage(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

export interface RepayOptions {
  lang?: Lang;
  /** Opens the reference number's pay code from the instalment page and comes back before paying. */
  viaCode?: boolean;
}

export async function repayLoop(
  page: Page,
  openScenario: OpenScenario,
  { lang = 'en', viaCode = false }: RepayOptions = {},
): Promise<void> {
  const due = await openScenario('order-170');
  await page.getByRole('button', { name: tr(lang, 'Repayment'), exact: true }).click();
  await page.waitForURL(pageOf(lang, 'repay-period'));
  await expectLanguage(page, lang);
  await expect(page.getByText('₱3,230.00')).toBeVisible();
  if (viaCode) {
    await page.getByRole('link', { name: new RegExp(`^${tr(lang, 'Reference number')}`) }).click();
    await page.waitForURL(pageOf(lang, 'repay-code'));
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'Repayment by code') })).toBeVisible();
    await expect(page.getByText(tr(lang, 'Amount to pay'))).toBeVisible();
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await expect(page.locator('.pay-code__code')).toHaveText(/\d/);
    await page.goBack();
    await page.waitForURL(pageOf(lang, 'repay-period'));
  }
  await page.getByRole('button', { name: tr(lang, 'Payment'), exact: true }).click();
  // The provider's page is the provider's, in its own language.
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await expect(page.getByText('₱3,230.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the app' }).click();
  // The provider's link back to our order keeps the borrower's language (D27).
  await page.waitForURL(new RegExp(`${pageOf(lang, 'order').source}.*orderId=${due.query.orderId}`));
  await expectLanguage(page, lang);
  await expect(page.getByRole('button', { name: tr(lang, 'Borrow Again') })).toBeVisible();
  await expect(page.getByText(tr(lang, LOAD_FAILED_MESSAGE))).toHaveCount(0);
}

export async function applyLoop(page: Page, openScenario: OpenScenario, lang: Lang = 'en'): Promise<void> {
  const offer = await openScenario('loan-confirm');
  const region = page.getByRole('region', { name: tr(lang, 'Loan offer') });
  await expect(region.getByText('₱5,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'Apply now') }).click();
  await page.waitForURL(new RegExp(`${pageOf(lang, 'order').source}.*productId=${offer.query.productId}`));
  await expectLanguage(page, lang);
  // The order's status is the server's text.
  await expect(page.getByRole('heading', { level: 2, name: said(lang, 'Under review') })).toBeVisible();
  await expect(page.getByText(tr(lang, LOAD_FAILED_MESSAGE))).toHaveCount(0);
}

/** Legacy card repayment: a card that needs an SMS code → Repay now → the code → Confirm → the order. */
export async function legacyLoop(page: Page, openScenario: OpenScenario, lang: Lang = 'en'): Promise<void> {
  const due = await openScenario('legacy-repay-170');
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'Card repayment') })).toBeVisible();
  await expect(page.getByText('₱3,230.00')).toBeVisible();
  await page
    .getByRole('group', { name: tr(lang, 'Choose a paying bank card') })
    .getByRole('radio', { name: /BDO Unibank/ })
    .check();
  await page.getByRole('button', { name: tr(lang, 'Repay now') }).click();
  const code = page.getByRole('textbox', { name: tr(lang, 'SMS code') });
  await expect(code).toBeFocused();
  await code.fill('123456');
  await page.getByRole('button', { name: tr(lang, 'Confirm') }).click();
  await page.waitForURL(new RegExp(`${pageOf(lang, 'order').source}.*orderId=${due.query.orderId}`));
  await expectLanguage(page, lang);
  await expect(page.getByText(tr(lang, LOAD_FAILED_MESSAGE))).toHaveCount(0);
}

/**
 * The complaint path without images: home → Collection's sub-type → the form → Send → the sent modal with
 * the complaint's number (D39) → OK → My complaints, which shows that number → the complaint's details,
 * which show it too. The types are the server's texts.
 */
export async function complaintLoop(page: Page, openScenario: OpenScenario, lang: Lang = 'en'): Promise<void> {
  await openScenario('complaint-home');
  await page.getByRole('button', { name: said(lang, 'Collection'), exact: true }).click();
  await page.getByRole('button', { name: said(lang, 'Harassing calls or messages') }).click();
  await page.waitForURL(pageOf(lang, 'complaint-form'));
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'Online service') })).toBeVisible();
  await expect(page.getByRole('list', { name: tr(lang, 'Complaint type') })).toContainText(said(lang, 'Collection'));
  const text = 'The collector called me 12 times today before 7 am.';
  await page.getByLabel(tr(lang, 'Description')).fill(text);
  const saved = page.waitForResponse(/\/problem-save/);
  await page.getByRole('button', { name: tr(lang, 'Send') }).click();
  const answer = (await (await saved).json()) as { data: { problemId: string | number } };
  const reference = String(answer.data.problemId);
  expect(reference).not.toBe('');
  const modal = page.getByRole('dialog', { name: tr(lang, 'Successfully Sent') });
  await expect(modal).toBeVisible();
  // The number the save answered, under its name, and it stays until OK.
  await expect(modal.locator('.cf-sent__reference')).toHaveText(`${tr(lang, 'Complaint number')} ${reference}`);
  await modal.getByRole('button', { name: tr(lang, 'OK') }).click();
  await page.waitForURL(pageOf(lang, 'complaint'));
  await expectLanguage(page, lang);
  await page.getByRole('link', { name: tr(lang, 'My complaints') }).click();
  await page.waitForURL(pageOf(lang, 'complaint-list'));
  await expectLanguage(page, lang);
  const item = page.getByRole('link').filter({ hasText: text });
  await expect(item).toContainText(tr(lang, 'Complaint number {number}', { number: reference }));
  await item.click();
  await page.waitForURL(pageOf(lang, 'complaint-details'));
  await expectLanguage(page, lang);
  await expect(page.getByText(text)).toBeVisible();
  const row = page.getByText(tr(lang, 'Complaint number'), { exact: true }).locator('..');
  await expect(row).toContainText(reference);
}
