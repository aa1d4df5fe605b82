/**
 * A loan's life (ADR 0033), in our dialect and one other (rotating by commit): Apply → disbursed → the first instalment paid → the second
 * one late → extended → paid → the third → the last → Settled, the borrower's clock moved by `/_clock`. At
 * every stage the amount due and the due date agree on the order, the instalment or extension screen, the
 * pay code page and the legacy card screen, and equal the figures worked out here from the offer and the
 * loan terms' configured values: never read back from the server.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { config } from '../../shared/config/config';
import { formatMoney } from '../../shared/format/money';
import { expect, openedUrl, test } from './fixtures';
import { rotating } from './sample';

const terms = config.loanTerms;
const DAY = 86_400_000;
const manila = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The offer applied for, as loan confirm shows it: Peso Flex, ₱5,000 at 0.05 % a day over 120 days, no fee,
 * repaid in 4 instalments 30 days apart, counted from the day the money is sent (terms §2: decided a day
 * after Apply, sent a day later).
 */
const PRINCIPAL = 500000;
const INTEREST = (PRINCIPAL * 0.05 * 120) / 100;
const INSTALMENT = (PRINCIPAL + INTEREST) / 4;
const EVERY = 30;
const DISBURSED_AFTER = 2;
/**
 * Late charges of an instalment `days` days overdue (terms §4). The test borrower repaid a loan in full ten
 * days before today (the seed's settled order), so the repeat client's one-time charge applies.
 */
const late = (days: number) =>
  Math.round(terms.lateFeeRepeatClient * 100 + (INSTALMENT * days * terms.dailyPenaltyPercent.days1to30) / 100);
/** Terms §5: the extension fee, a share of the instalment. */
const FEE = Math.round((INSTALMENT * terms.extension.feePercent) / 100);

type Ids = { productId: string; orderId: string };
type Open = (entry: string, query?: Record<string, string | number>) => Promise<void>;

const orderRow = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Loan details' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('+ dd');

async function moveClock(request: APIRequestContext, token: string, days: number) {
  const res = await request.post('/_clock', {
    form: { token, days: String(days) },
    headers: { accept: 'application/json' },
  });
  expect(res.ok()).toBe(true);
}

/** The same amount due and due date on every screen that shows them; `instalment` as the screen names it. */
async function expectEverywhere(
  page: Page,
  open: Open,
  ids: Ids,
  stage: { status: string; due: number; date: string; instalment: string },
) {
  const amount = formatMoney(stage.due);
  await open('order', ids);
  await expect(page.getByRole('heading', { level: 2, name: stage.status })).toBeVisible();
  await expect(orderRow(page, 'Amount due')).toHaveText(amount);
  // D36: a date that has passed is never the due date: the loan is overdue since it.
  await expect(orderRow(page, stage.status === 'Overdue' ? 'Overdue since' : 'Due date')).toHaveText(stage.date);
  await expect(orderRow(page, 'Instalment')).toHaveText(stage.instalment);

  await open('repay-period', ids);
  const summary = page.getByRole('region', { name: 'Amount due' });
  await expect(summary.getByText(amount, { exact: true })).toBeVisible();
  await expect(summary.getByText(stage.date, { exact: true })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Repayment details' });
  await expect(
    rows
      .getByRole('term')
      .filter({ hasText: /^Instalment$/ })
      .locator('+ dd'),
  ).toHaveText(stage.instalment);

  // The pay code page, opened from the instalment screen's reference number.
  await page.getByRole('link', { name: /^Reference number/ }).click();
  await page.waitForURL(/\/repay-code\.html/);
  await expect(page.getByRole('paragraph').filter({ hasText: 'Amount to pay' })).toHaveText(`Amount to pay${amount}`);

  await open('legacy-repay', ids);
  await expect(page.getByRole('region', { name: 'Amount due' })).toContainText(amount);
}

/** Pays on the instalment or extension screen through the provider's page. */
async function pay(page: Page, open: Open, ids: Ids, entry: 'repay-period' | 'repay-delay', amount: number) {
  await open(entry, ids);
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await expect(page.getByText(formatMoney(amount), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

// Ours on every run, and one of the other two, by the commit (test/e2e/sample.ts, ADR 0055): the other
// dialects' answers at every stage are the ledger's in other words, which test/server/dialect.test.ts (what
// was paid and what is left, in every dialect) and dialect-reads.test.ts (every start read) check on
// every run; here, about forty screens a dialect, the screens' sums.
for (const dialect of ['ours', ...rotating(['spec', 'ids'] as const, 1)] as const) {
  test.describe(`a loan's life (${dialect})`, () => {
    test.use({ dialect });
    // About forty screens on a shared 2-core machine.
    test.describe.configure({ timeout: 300_000 });

    test('from Apply to Settled through the clock, every screen agrees with the terms', async ({
      page,
      request,
      borrower,
      open,
      openScenario,
    }) => {
      await openScenario('loan-confirm');
      await expect(page.getByText(formatMoney(INSTALMENT), { exact: true }).first()).toBeVisible();
      const appliedAt = Date.now();
      await page.getByRole('button', { name: 'Apply now' }).click();
      await page.waitForURL(/\/order\.html/);
      await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
      const url = await openedUrl(page);
      const ids = {
        productId: url.searchParams.get('productId') ?? '',
        orderId: url.searchParams.get('orderId') ?? '',
      };
      expect(ids.orderId).not.toBe('');
      const start = appliedAt + DISBURSED_AFTER * DAY;
      const due = (n: number, movedDays = 0) => manila(start + (n * EVERY + movedDays) * DAY);
      let today = 0;
      const to = async (day: number) => {
        await moveClock(request, borrower.token, day - today);
        today = day;
      };

      // Disbursed: the first instalment of four, 30 days away.
      await to(DISBURSED_AFTER);
      await expectEverywhere(page, open, ids, {
        status: 'Repaying',
        due: INSTALMENT,
        date: due(1),
        instalment: '1 of 4',
      });
      await pay(page, open, ids, 'repay-period', INSTALMENT);
      await expectEverywhere(page, open, ids, {
        status: 'Repaying',
        due: INSTALMENT,
        date: due(2),
        instalment: '2 of 4',
      });
      // What is left (ADR 0044): three instalments' principal and interest, no charges yet.
      await open('order', ids);
      const left = page.getByRole('region', { name: 'Left to repay' });
      const leftRow = (term: string) => left.getByRole('term').filter({ hasText: term }).locator('+ dd');
      await expect(leftRow('Principal')).toHaveText(formatMoney((PRINCIPAL * 3) / 4));
      await expect(leftRow('Interest')).toHaveText(formatMoney((INTEREST * 3) / 4));
      await expect(leftRow('Charges')).toHaveText(formatMoney(0));
      await expect(leftRow('Total left')).toHaveText(formatMoney(3 * INSTALMENT));

      // The second instalment, 3 days late: the terms' late charges.
      await to(DISBURSED_AFTER + 2 * EVERY + 3);
      const owed = INSTALMENT + late(3);
      await expectEverywhere(page, open, ids, { status: 'Overdue', due: owed, date: due(2), instalment: '2 of 4' });

      // The extension: its fee, the new date (the configured days from today), what is still owed then; every
      // later instalment moves by exactly the configured days, the "Extend by 7 days" the borrower is told.
      const moved = 3 + terms.extension.days;
      const laterMoved = terms.extension.days;
      await open('repay-delay', ids);
      await expect(page.locator('.delay-summary__amount')).toHaveText(formatMoney(FEE));
      await expect(page.getByText('Next payment date')).toContainText(due(2, moved));
      const after = page.getByRole('listitem').filter({ hasText: 'Repayment after extension' });
      await expect(after).toContainText(formatMoney(owed));
      await expect(after).toContainText(due(2, moved));
      const third = page.getByRole('listitem').filter({ hasText: 'Instalment 3 of 4' });
      await expect(third).toContainText(`Moves from ${due(3)}`);
      await expect(third).toContainText(due(3, laterMoved));
      await pay(page, open, ids, 'repay-delay', FEE);
      await expectEverywhere(page, open, ids, {
        status: 'Repayment due',
        due: owed,
        date: due(2, moved),
        instalment: '2 of 4',
      });
      await open('order', ids);
      await expect(orderRow(page, 'Extension fees paid')).toHaveText(formatMoney(FEE));

      await pay(page, open, ids, 'repay-period', owed);
      await expectEverywhere(page, open, ids, {
        status: 'Repaying',
        due: INSTALMENT,
        date: due(3, laterMoved),
        instalment: '3 of 4',
      });

      // The third, a week before its (moved) date, then the last on its day.
      await to(DISBURSED_AFTER + 3 * EVERY + laterMoved - 7);
      await expectEverywhere(page, open, ids, {
        status: 'Repayment due',
        due: INSTALMENT,
        date: due(3, laterMoved),
        instalment: '3 of 4',
      });
      await pay(page, open, ids, 'repay-period', INSTALMENT);
      await to(DISBURSED_AFTER + 4 * EVERY + laterMoved);
      await expectEverywhere(page, open, ids, {
        status: 'Repayment due',
        due: INSTALMENT,
        date: due(4, laterMoved),
        instalment: '4 of 4',
      });
      await pay(page, open, ids, 'repay-period', INSTALMENT);

      await open('order', ids);
      await expect(page.getByRole('heading', { level: 2, name: 'Settled' })).toBeVisible();
      await expect(orderRow(page, 'Repaid in full')).toHaveText(manila(appliedAt + today * DAY));
      await expect(orderRow(page, 'Amount due')).toHaveCount(0);
      // What was actually paid (ADR 0044): the four instalments, the late charges and the extension fee.
      const paid = page.getByRole('region', { name: 'What you paid' });
      const paidRow = (term: string) => paid.getByRole('term').filter({ hasText: term }).locator('+ dd');
      await expect(paidRow('Instalments')).toHaveText(formatMoney(4 * INSTALMENT));
      await expect(paidRow('Late charges')).toHaveText(formatMoney(late(3)));
      await expect(paidRow('Extension fees')).toHaveText(formatMoney(FEE));
      await expect(paidRow('Total paid')).toHaveText(formatMoney(4 * INSTALMENT + late(3) + FEE));
      await expect(page.getByRole('region', { name: 'Left to repay' })).toHaveCount(0);
      await open('repay-period', ids);
      await expect(page.getByText('This loan has been fully repaid.')).toBeVisible();
    });

    test('the whole loan before half its term: the instalment screen says from when and offers no payment (ADR 0045)', async ({
      page,
      request,
      borrower,
      openScenario,
    }) => {
      // The seeded one-payment loan is 60 days into its 100: 15 days back, it is 5 days short of half.
      await moveClock(request, borrower.token, -15);
      await openScenario('repay-period-170');
      const from = manila(Date.now() - 10 * DAY);
      const rows = page.getByRole('region', { name: 'Repayment details' });
      await expect(rows.getByRole('term').filter({ hasText: 'Repaying the whole loan' }).locator('+ dd')).toHaveText(
        `Possible from ${from}`,
      );
      // The ledger would refuse it (test/server/repay-due-notes.test.ts): no amount and no Payment to tap.
      await expect(page.getByRole('status').filter({ hasText: `This payment can be made from ${from}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Payment', exact: true })).toHaveCount(0);
    });
  });
}
