/**
 * "I paid but it still says due" (ADR 0028), walked by a borrower in each dialect: the order says what
 * is due; 'Paid but not showing?' says when a payment shows and what to keep, and opens the complaint
 * home for this order, which asks for the receipt photo, as the form does.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, openedUrl, test } from './fixtures';
import { config } from '../../shared/config/config';

/** The explanation, as opened from a screen. */
async function openExplanation(page: Page) {
  await page.getByRole('button', { name: 'Paid but not showing?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paid but not showing?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The value of a detail row on the order page. */
const orderRow = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Loan details' }).getByRole('term').filter({ hasText: term }).locator('+ dd');

for (const dialect of ['ours', 'spec', 'ids'] as const) {
  test.describe(`paid but not showing (${dialect})`, () => {
    test.use({ dialect });
    // Three screens and two axe checks in one walk: more than 30 s on a shared 2-core machine.
    test.describe.configure({ timeout: 60_000 });

    test('order → "Paid but not showing?" → complaint home with the order selected and the receipt hint → the form asks for the receipt photo', async ({
      page,
      openScenario,
      borrower,
    }) => {
      const scenario = await openScenario('order-170');
      // The due order says what is due and by when.
      await expect(orderRow(page, 'Amount due')).toHaveText(/^₱[\d,]+\.\d{2}$/);
      await expect(orderRow(page, 'Due date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      const orderNo = (await orderRow(page, 'Order number').textContent())?.trim();
      expect(orderNo).toBeTruthy();

      const dialog = await openExplanation(page);
      // When a payment shows, per channel kind, from the config; the cut-off; what to keep.
      for (const kind of config.posting.kinds)
        await expect(dialog.getByRole('definition').filter({ hasText: `Shows ${kind.shows}.` })).toHaveCount(1);
      await expect(dialog.getByRole('term').first()).toHaveText('E-wallet (GCash, Maya)');
      await expect(dialog).toContainText(`A payment made after ${config.posting.cutoff} shows the next day.`);
      await expect(dialog).toContainText('reference number, the amount, and the date and time');
      if (dialect === 'ours') await expectAxeClean(page, 'order: order-170, why a payment may not show');

      await dialog.getByRole('button', { name: 'Send a complaint about this payment' }).click();
      await page.waitForURL(/\/complaint\.html/);
      const url = await openedUrl(page);
      expect(url.searchParams.get('orderId')).toBe(scenario.query.orderId);
      expect(url.searchParams.get('about')).toBe('payment');
      expect(url.searchParams.get('token')).toBe(borrower.token);
      await expect(page.getByRole('note')).toHaveText(
        'About a payment that does not show: choose the type of your complaint below, then attach a photo of your receipt.',
      );
      // The order this was opened for is the selected one.
      const selected = page.getByRole('region', { name: 'Selected order' });
      await expect(selected.getByRole('definition').first()).toHaveText(orderNo ?? '');
      if (dialect === 'ours') await expectAxeClean(page, 'complaint: from order-170, about a payment');

      await page.getByRole('button', { name: 'Repayment', exact: true }).click();
      await page.waitForURL(/\/complaint-form\.html/);
      await expect(page.getByText('Order ' + orderNo)).toBeVisible();
      await expect(
        page.getByText('Attach a photo of your receipt: its reference number, amount, date and time must be readable.'),
      ).toBeVisible();
    });

    test('the order shows it for statuses 174 and 180, not for a settled order', async ({ page, openScenario }) => {
      for (const key of ['order-174-delay', 'order-180']) {
        await openScenario(key);
        await expect(orderRow(page, 'Amount due')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Paid but not showing?' })).toBeVisible();
      }
      await openScenario('order-200');
      await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Paid but not showing?' })).toHaveCount(0);
      await expect(orderRow(page, 'Amount due')).toHaveCount(0);
    });

    test('the instalment and extension screens open the same explanation, for their order', async ({
      page,
      openScenario,
    }) => {
      for (const key of ['repay-period-170', 'repay-delay-174']) {
        const scenario = await openScenario(key);
        const dialog = await openExplanation(page);
        await expect(dialog).toContainText(`A payment made after ${config.posting.cutoff} shows the next day.`);
        await dialog.getByRole('button', { name: 'Send a complaint about this payment' }).click();
        await page.waitForURL(/\/complaint\.html/);
        expect((await openedUrl(page)).searchParams.get('orderId')).toBe(scenario.query.orderId);
        await expect(page.getByRole('note')).toContainText('attach a photo of your receipt');
      }
    });

    test("the instalment banner's cut-off is the explanation's", async ({ page, openScenario }) => {
      await openScenario('repay-period-170');
      await expect(page.getByRole('note')).toContainText(`after ${config.posting.cutoff}`);
    });
  });
}

test('the explanation offers a call too, through the bridge with the dialable number', async ({
  page,
  openScenario,
  bridge,
}) => {
  await openScenario('order-174-delay');
  const dialog = await openExplanation(page);
  await dialog.getByRole('button', { name: 'Call customer service' }).click();
  await expect.poll(() => bridge.calls()).toEqual([['call', '0288523100']]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the form opened for a payment asks for the receipt photo; once sent, the home no longer does', async ({
  page,
  openScenario,
}) => {
  await openScenario('complaint-form', { about: 'payment' });
  const hint = page.getByText(
    'Attach a photo of your receipt: its reference number, amount, date and time must be readable.',
  );
  await expect(hint).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('I paid at 11 PM through GCash and it still says due.');
  await page.getByRole('button', { name: 'Send' }).click();
  // The sent modal holds the complaint's number until OK (D39).
  await page.getByRole('dialog', { name: 'Successfully Sent' }).getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/complaint\.html/);
  await expect(page.getByRole('button', { name: 'Collection', exact: true })).toBeVisible();
  expect((await openedUrl(page)).searchParams.has('about')).toBe(false);
  await expect(page.getByRole('note')).toHaveCount(0);
});
