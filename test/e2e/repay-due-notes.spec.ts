/**
 * A screen never invites a payment the lender will refuse, and an overdue instalment says so (ADR 0045),
 * in English and on the Filipino twins (D27): the reference ledger refuses the whole loan before half its
 * term, so with the borrower's clock moved back (`/_clock`) the instalment page and both code pages show no
 * amount, no code and no Payment, but the first day the payment is taken; an overdue loan's instalment,
 * extension and code pages say how late it is, with its late charges.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';
import { expectFilipino, recordServerTexts } from './filipino';
import { tr } from './catalog';
import type { Lang } from './catalog';

const DAY = 86_400_000;
const manila = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** The screens' words in each language, from the catalog (a Filipino run never passes on a stale copy). */
const wordsIn = (lang: Lang) => ({
  notYet: (day: string) =>
    tr(lang, 'This payment can be made from {date}: the loan terms do not allow it earlier.', { date: day }),
  overdue:
    lang === 'en'
      ? /^This instalment is \d+ days overdue\. Its late charges so far: ₱[\d,]+\.\d\d\.$/
      : /^Lampas na sa due date ang hulog na ito: \d+ araw na\. Multa sa pagkahuli nito hanggang ngayon: ₱[\d,]+\.\d\d\.$/,
  order: tr(lang, 'View order'),
  payment: tr(lang, 'Payment'),
  amountToPay: tr(lang, 'Amount to pay'),
});

async function moveClock(request: APIRequestContext, token: string, days: number) {
  const res = await request.post('/_clock', {
    form: { token, days: String(days) },
    headers: { accept: 'application/json' },
  });
  expect(res.ok()).toBe(true);
}

for (const lang of ['en', 'fil'] as const) {
  const w = wordsIn(lang);
  const prefix = lang === 'fil' ? '/fil' : '';

  test.describe(`what the lender takes, said on the page (${lang})`, () => {
    // Seven screens each, with the accessibility check, on a shared 2-core machine.
    test.describe.configure({ timeout: 120_000 });
    test('before half the term: no amount and no way to pay, but the day the payment is taken', async ({
      page,
      request,
      borrower,
    }) => {
      const serverTexts = recordServerTexts(page);
      // order-170 is 60 days into its 100: back to day 45, the whole loan is refused until day 50.
      await moveClock(request, borrower.token, -15);
      const day = manila(Date.now() - 10 * DAY);
      const query = new URLSearchParams({ token: borrower.token, ...borrower.scenarios['repay-period-170'].query });
      const open = (entry: string) => page.goto(`${prefix}/${entry}.html?${query}`);

      await open('repay-period');
      const said = page.getByRole('status').filter({ hasText: w.notYet(day) });
      await expect(said).toBeVisible();
      await expect(said.getByRole('link', { name: w.order })).toBeVisible();
      await expect(page.getByRole('button', { name: w.payment, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Reference number|reference number/ })).toHaveCount(0);
      await expect(page.getByText('₱3,230.00', { exact: true })).toHaveCount(0);
      await expectAxeClean(page, `repay-period: not due yet${lang === 'fil' ? ' (fil)' : ''}`);
      if (lang === 'fil') await expectFilipino(page, serverTexts);

      // The code pages, the 7-Eleven reference number's included, opened on their own (a new web view),
      // and the card repayment.
      for (const entry of ['repay-code', 'repay-code-2', 'legacy-repay']) {
        await open(entry);
        await expect(page.getByRole('status').filter({ hasText: w.notYet(day) }), entry).toBeVisible();
        await expect(page.getByText(w.amountToPay), entry).toHaveCount(0);
        await expect(page.getByText('₱3,230.00'), entry).toHaveCount(0);
        await expect(page.getByRole('button', { name: /Copy|Kopyahin/ }), entry).toHaveCount(0);
        await expect(page.getByRole('radio'), entry).toHaveCount(0);
      }

      // Half the term passed: the amount and the ways to pay, and nothing said of a date.
      await moveClock(request, borrower.token, 5);
      await open('repay-period');
      await expect(page.getByRole('button', { name: w.payment, exact: true })).toBeVisible();
      await expect(page.getByText('₱3,230.00', { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: day })).toHaveCount(0);
    });

    test('an overdue instalment says so, with its late charges, on every screen that asks for it', async ({
      page,
      borrower,
    }) => {
      const serverTexts = recordServerTexts(page);
      const overdue = (entry: string, key: string) =>
        page.goto(
          `${prefix}/${entry}.html?${new URLSearchParams({ token: borrower.token, ...borrower.scenarios[key].query })}`,
        );
      for (const [entry, key] of [
        ['repay-period', 'repay-period-180'],
        ['repay-delay', 'repay-delay-180'],
        ['repay-code', 'repay-period-180'],
        ['repay-code-2', 'repay-period-180'],
        ['legacy-repay', 'repay-period-180'],
      ] as const) {
        await overdue(entry, key);
        await expect(page.getByRole('note').filter({ hasText: w.overdue }), entry).toBeVisible();
      }
      // Still a payment to make: the instalment page offers it.
      await overdue('repay-period', 'repay-period-180');
      await expect(page.getByRole('button', { name: w.payment, exact: true })).toBeVisible();
      await expectAxeClean(page, `repay-period: repay-period-180${lang === 'fil' ? ' (fil)' : ''}`);
      if (lang === 'fil') await expectFilipino(page, serverTexts);
    });
  });
}

test('a backend that says none of it: the instalment page as before (D21)', async ({ page, openScenario }) => {
  await page.route('**/states/v3/repay/loan-play-detail**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    delete body.data.overdueDays;
    delete body.data.lateCharges;
    delete body.data.payableFrom;
    await route.fulfill({ response, json: body });
  });
  await openScenario('repay-period-180');
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
  // The seeded banner ('Your loan is overdue…') is the server's own text; no days are said.
  await expect(page.getByRole('note').filter({ hasText: /days? overdue/ })).toHaveCount(0);
});
