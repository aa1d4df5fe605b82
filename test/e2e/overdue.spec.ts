/**
 * Everything overdue is due (contract D36), on the reference backend with the borrower's clock moved by
 * `/_clock`: every product of several instalments (Peso Flex's seeded loan, NP03's application once its
 * money is sent, Pay in Parts applied for here) 40, 100 and 200 days after its first unpaid date. The
 * order lists every instalment whose date has passed with its own late charges, its date and days
 * overdue, and asks their sum; the instalment screen, the pay code and the card screen ask that same
 * amount and list the same instalments with the same late charges. Dates and days are worked out here
 * from each loan's schedule; the late charges' arithmetic is the ledger's unit tests'
 * (test/server/overdue.test.ts). In English and on the Filipino twins, in each dialect.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { config } from '../../shared/config/config';
import { said, tr } from './catalog';
import type { Lang } from './catalog';
import { expect, expectAxeClean, test } from './fixtures';
import { expectFilipino, recordServerTexts } from './filipino';

const DAY = 86_400_000;
const manila = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const MONEY = /₱[\d,]+\.\d\d/g;
const cents = (text: string) => Math.round(Number(text.replace(/[₱,]/g, '')) * 100);

/** A loan of several instalments: how to open it and its due days counted from the borrower's first day. */
interface Loan {
  name: string;
  query: Record<string, string>;
  /** Each instalment's due day after the test started (day 0), in order; the first unpaid one first. */
  dues: number[];
  /** How many instalments the loan has. */
  of: number;
  /** The number of the first unpaid instalment. */
  first: number;
}

async function moveClock(request: APIRequestContext, token: string, days: number) {
  if (days === 0) return;
  const res = await request.post('/_clock', {
    form: { token, days: String(days) },
    headers: { accept: 'application/json' },
  });
  expect(res.ok()).toBe(true);
}

/** Applies for Pay in Parts (₱6,000, three payments over 120 days) through the contract's own calls. */
async function applyForPayInParts(request: APIRequestContext, token: string, productId: string) {
  const offer = await request.post(`/states/v3/loan/loan-detail-confirm?token=${token}`, { form: { productId } });
  const body = (await offer.json()) as { data?: Record<string, unknown>; attach?: Record<string, unknown> };
  const data = body.data ?? body.attach ?? {};
  const pushed = await request.post(`/states/v3/loan/loan-detail-push?token=${token}`, {
    form: { productId, amount: String(data.amount), periods: String(data.periods), termUnit: String(data.termUnit) },
    headers: { 'Idempotency-Key': `overdue-${token}` },
  });
  const answer = (await pushed.json()) as { data?: { lendDetailsUrl: string }; attach?: { lendDetailsUrl: string } };
  const url = new URL((answer.data ?? answer.attach)!.lendDetailsUrl, 'http://x');
  return { productId: url.searchParams.get('productId')!, orderId: url.searchParams.get('orderId')! };
}

/** The label and value of every row of a `<FigureRows>` list inside `scope`. */
async function rowsOf(scope: Locator): Promise<[string, string][]> {
  const terms = await scope.getByRole('term').allInnerTexts();
  const values = await scope.getByRole('definition').allInnerTexts();
  return terms.map((term, i) => [term.trim(), values[i].trim()]);
}

/** What one instalment owes, read from a row: its amount and its own late charges (0 when none said). */
interface Owed {
  n: number;
  amount: number;
  late: number;
}

/** The words each screen says it with, from the catalogs (a Filipino run never passes on a stale copy). */
const words = (lang: Lang) => ({
  loanDetails: tr(lang, 'Loan details'),
  amountDue: tr(lang, 'Amount due'),
  amountToPay: tr(lang, 'Amount to pay'),
  pays: tr(lang, 'This amount pays'),
  itsLate: tr(lang, 'Its late charges'),
  instalment: (n: number, of: number) =>
    said(lang, 'Instalment {n} of {total}').replace('{n}', String(n)).replace('{total}', String(of)),
  serverAmountDue: said(lang, 'Amount due'),
  since: (date: string, days: number) =>
    days === 1
      ? tr(lang, 'Overdue since {date}, 1 day', { date })
      : tr(lang, 'Overdue since {date}, {days} days', { date, days: String(days) }),
  dueOn: (date: string) => tr(lang, 'Due on {date}', { date }),
  daysInRow: lang === 'en' ? /\((\d+) days?\)$/ : /\((\d+) araw\)$/,
});

/** The order: a row per instalment due, each with its date and days overdue; their sum is the amount due. */
async function checkOrder(
  page: Page,
  lang: Lang,
  loan: Loan,
  due: { n: number; day: number }[],
  today: number,
  start: number,
) {
  const w = words(lang);
  const region = page.getByRole('region', { name: w.loanDetails });
  // The rows come with the data: read them once the amount due is shown.
  await expect(region.getByText(w.serverAmountDue, { exact: true })).toBeVisible();
  const rows = await rowsOf(region);
  const owed: Owed[] = [];
  for (const { n, day } of due) {
    const row = rows.find(([term]) => term === w.instalment(n, loan.of));
    expect(row, `${loan.name}: order row of instalment ${n}`).toBeDefined();
    const value = row![1];
    const [amount, late] = (value.match(MONEY) ?? []).map(cents);
    expect(value, `${loan.name} ${n}`).toContain(manila(start + day * DAY));
    if (day < today) expect(Number(value.match(w.daysInRow)?.[1]), `${loan.name} ${n}: days overdue`).toBe(today - day);
    owed.push({ n, amount, late: late ?? 0 });
  }
  // No instalment whose date has not come is asked, and the sum is the backend's "Amount due".
  const listed = rows.filter(([term]) => /^(Instalment|Hulog) \d+ (of|sa) \d+$/.test(term));
  expect(listed.map(([term]) => term)).toEqual(due.map(({ n }) => w.instalment(n, loan.of)));
  const amountDue = rows.find(([term]) => term === w.serverAmountDue);
  expect(amountDue, `${loan.name}: Amount due`).toBeDefined();
  expect(cents(amountDue![1])).toBe(owed.reduce((sum, o) => sum + o.amount + o.late, 0));
  return { owed, total: cents(amountDue![1]) };
}

/** A screen's list of the instalments its amount pays: each name, date and figures, as the order has them. */
async function checkList(
  scope: Locator,
  lang: Lang,
  loan: Loan,
  owed: Owed[],
  due: { n: number; day: number }[],
  today: number,
  start: number,
) {
  const w = words(lang);
  await expect(scope.getByText(w.pays, { exact: true })).toBeVisible();
  const rows = await rowsOf(scope);
  const expected: [string, string][] = [];
  for (const [k, { n, day }] of due.entries()) {
    const date = manila(start + day * DAY);
    const when = day < today ? w.since(date, today - day) : w.dueOn(date);
    expected.push([`${w.instalment(n, loan.of)}\n${when}`, fmt(owed[k].amount)]);
    if (owed[k].late) expected.push([w.itsLate, fmt(owed[k].late)]);
  }
  expect(rows).toEqual(expected);
}
const fmt = (c: number) =>
  `₱${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const RUNS = [
  { lang: 'en', dialect: 'ours' },
  { lang: 'fil', dialect: 'spec' },
  { lang: 'en', dialect: 'ids' },
] as const;

for (const { lang, dialect } of RUNS) {
  test.describe(`everything overdue is due (${lang}, ${dialect})`, () => {
    test.use({ dialect });
    // Three products at three stages, about twenty screens, on a shared 2-core machine.
    test.describe.configure({ timeout: 240_000 });

    test('40, 100 and 200 days late: every screen asks every overdue instalment with its own late charges', async ({
      page,
      request,
      borrower,
    }) => {
      const serverTexts = recordServerTexts(page);
      const w = words(lang);
      const start = Date.now();
      const prefix = lang === 'fil' ? '/fil' : '';
      const open = (entry: string, query: Record<string, string>) =>
        page.goto(`${prefix}/${entry}.html?${new URLSearchParams({ token: borrower.token, ...query })}`);
      const payInParts = await applyForPayInParts(
        request,
        borrower.token,
        borrower.scenarios['loan-confirm-undated'].query.productId,
      );
      // Each loan's schedule (server seeds, ADR 0033): Peso Flex's second instalment falls due in 3 days,
      // every 30 days; NP03's application is sent its money in 2 days, six payments every 30 days; Pay in
      // Parts, applied for now, in 2 days, three payments every 40 days.
      const loans: Loan[] = [
        { name: 'Peso Flex', query: borrower.scenarios['order-174-delay'].query, dues: [3, 33, 63], of: 4, first: 2 },
        {
          name: 'NP03',
          query: borrower.scenarios['order-21'].query,
          dues: [32, 62, 92, 122, 152, 182],
          of: 6,
          first: 1,
        },
        { name: 'Pay in Parts', query: payInParts, dues: [42, 82, 122], of: 3, first: 1 },
      ];
      let today = 0;
      for (const late of [40, 100, 200]) {
        for (const loan of loans) {
          const day = loan.dues[0] + late;
          await moveClock(request, borrower.token, day - today);
          today = day;
          const due = loan.dues.map((d, k) => ({ n: loan.first + k, day: d })).filter((d) => d.day <= today);
          expect(due.length, `${loan.name} +${late}`).toBeGreaterThan(1);

          await open('order', loan.query);
          const { owed, total } = await checkOrder(page, lang, loan, due, today, start);
          const amount = fmt(total);
          if (lang === 'fil' && late === 40) await expectFilipino(page, serverTexts);

          // The instalment screen: the same amount, the oldest date "overdue since", each instalment listed.
          await open('repay-period', loan.query);
          const summary = page.getByRole('region', { name: w.amountDue });
          await expect(summary.getByText(amount, { exact: true })).toBeVisible();
          await expect(summary.getByText(manila(start + loan.dues[0] * DAY), { exact: true })).toBeVisible();
          await checkList(summary, lang, loan, owed, due, today, start);
          if (lang === 'fil' && late === 40) await expectFilipino(page, serverTexts);
          if (late !== 40) continue;
          // Once a language: the ids dialect shows the English screen of ours.
          if (loan === loans[0] && dialect !== 'ids')
            await expectAxeClean(
              page,
              `repay-period: ${loan.name}, ${late} days late${lang === 'fil' ? ' (fil)' : ''}`,
            );

          // The pay code and the card screen, once a product: the same amount, the same list.
          await open('repay-code', loan.query);
          await expect(page.getByText(w.amountToPay, { exact: true })).toBeVisible();
          await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
          await checkList(page.locator('main'), lang, loan, owed, due, today, start);
          await open('legacy-repay', loan.query);
          const card = page.getByRole('region', { name: w.amountDue });
          await expect(card.getByText(amount, { exact: true })).toBeVisible();
          await checkList(card, lang, loan, owed, due, today, start);
        }
      }
    });
  });
}

test('an extension 40 days late moves every later date by the stated days from the date the terms name', async ({
  page,
  request,
  borrower,
  openScenario,
}) => {
  const start = Date.now();
  const days = config.loanTerms.extension.days;
  // Peso Flex: instalment 2 is 40 days late, 3 is 10 days late (both from today), 4 not yet due (from its date).
  await moveClock(request, borrower.token, 43);
  await openScenario('repay-delay-174');
  const plan = page.getByRole('listitem');
  const third = plan.filter({ hasText: 'Instalment 3 of 4' });
  await expect(third).toContainText(`Overdue since ${manila(start + 33 * DAY)}, moves from today`);
  await expect(third).toContainText('of late charges, none added until then');
  await expect(third).toContainText(manila(start + (43 + days) * DAY));
  const fourth = plan.filter({ hasText: 'Instalment 4 of 4' });
  await expect(fourth).toContainText(`Moves from ${manila(start + 63 * DAY)}`);
  await expect(fourth).toContainText(manila(start + (63 + days) * DAY));
});

test.describe('at 320 px, text at twice its size', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("every instalment's figures stay whole on the amount's card (ADR 0031)", async ({
    page,
    request,
    borrower,
    open,
  }) => {
    // Peso Flex 200 days late: three instalments listed, each with its late charges.
    await moveClock(request, borrower.token, 203);
    for (const entry of ['repay-period', 'repay-code', 'legacy-repay']) {
      await open(entry, borrower.scenarios['order-174-delay'].query);
      await expect(page.getByText('This amount pays', { exact: true }), entry).toBeVisible();
      await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
      const outside = await page.locator('.due-list').evaluate((list) => {
        const card = list.closest('.card')!.getBoundingClientRect();
        const found: string[] = [];
        for (const dd of list.querySelectorAll('dd')) {
          const range = document.createRange();
          range.selectNodeContents(dd);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          const box = range.getBoundingClientRect();
          if (lines.size > 1 || box.left < card.left - 0.5 || box.right > card.right + 0.5)
            found.push(
              `${dd.textContent}: ${box.left}–${box.right} of ${card.left}–${card.right}, ${lines.size} lines`,
            );
        }
        return found;
      });
      expect(outside, entry).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320), entry).toBe(true);
    }
  });
});
