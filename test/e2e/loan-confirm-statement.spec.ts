/**
 * The Disclosure Statement on loan confirm (contract D25, ADR 0025), in both dialects: the figures of every
 * seeded offer (netAmount and loanDate sent or not, a fee deducted upfront, no plan, a payment without its
 * date), the advisory's link to it, the copy the borrower keeps, the order an offer becomes priced as its
 * statement, and a covered offer past a cap reaching the field reports.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { defaultConfig } from '../../shared/config/config';
import { NO_DATES, NO_PLAN, NO_PLAN_ROWS, WAIT_PLAN, WAIT_RATE } from '../../shared/features/loan-confirm/disclosure';
import { DEMO_TOKEN } from '../../server/modules/core';
import { startScratchServer } from '../../server/start';
import type { RunningServer } from '../../server/start';
import { tr } from './catalog';
import { expect, expectAxeClean, test } from './fixtures';

/** Today in Manila: the date of the copy. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
/** The day the reference ledger sends the money of a loan applied for today (ADR 0045): the statement's. */
const release = () => new Date(Date.now() + 8 * 3600_000 + 2 * 86_400_000).toISOString().slice(0, 10);

const statement = (page: Page) => page.getByRole('region', { name: 'Disclosure Statement' });

/** The statement's rows as [label, value], as shown now (`expect.poll` waits for the data). */
async function rows(region: Locator): Promise<[string, string][]> {
  const terms = await region.getByRole('term').allInnerTexts();
  const values = await region.getByRole('definition').allInnerTexts();
  return terms.map((t, i) => [t.trim(), values[i]!.trim()]);
}

/** 'Apply now' is disabled and described by what it waits for, with a way to ask for the offer again. */
async function expectApplyWaits(page: Page, waitFor: string) {
  const apply = page.getByRole('button', { name: 'Apply now' });
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveAccessibleDescription(`${waitFor} Check again`);
  await expect(page.getByRole('note').filter({ hasText: waitFor })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
}

const PESO_FLEX: [string, string][] = [
  ['Amount financed', '₱5,000.00'],
  ['Net proceeds (what you receive)', '₱5,000.00'],
  ['Total of payments', '₱5,300.00'],
  ['Finance charge (interest and all fees)', '₱300.00'],
  ['Finance charge, % of amount financed', '6.00%'],
  ['Effective interest rate a month', '2.37%'],
];

const QUICK_CASH: [string, string][] = [
  ['Amount financed', '₱2,000.00'],
  ['Net proceeds (what you receive)', '₱1,900.00'],
  ['Total of payments', '₱2,127.40'],
  ['Finance charge (interest and all fees)', '₱227.40'],
  ['Finance charge, % of amount financed', '11.37%'],
  ['Effective interest rate a month', '3.80%'],
];

for (const dialect of ['ours', 'spec'] as const) {
  test.describe(`the Disclosure Statement (${dialect === 'ours' ? 'our dialect' : 'the spec dialect'})`, () => {
    test.use({ dialect });

    test('Peso Flex: every figure, above Apply now; the advisory links to it; the right to a copy', async ({
      page,
      openScenario,
    }) => {
      await openScenario('loan-confirm');
      const ds = statement(page);
      await expect(ds.getByRole('heading', { level: 2, name: 'Disclosure Statement' })).toBeVisible();
      await expect.poll(() => rows(ds)).toEqual(PESO_FLEX);
      await expect(ds).toContainText('Schedule of payments: the 4 payments of the repayment plan.');
      await expect(ds).toContainText(
        `The rate counts the days from the day the money is sent, ${release()}, to each payment.`,
      );
      await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
      await expect(ds).toContainText('You have the right to a copy of this statement.');
      await expect(ds.getByRole('button', { name: 'Keep a copy' })).toBeVisible();
      // Before 'Apply now' in the page's order.
      const apply = page.getByRole('button', { name: 'Apply now' });
      expect(
        await ds.evaluate(
          (el, button) => !!(el.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await apply.elementHandle(),
        ),
      ).toBe(true);
      const link = page.getByRole('link', { name: 'Disclosure Statement' });
      await expect(link).toHaveAttribute('href', '#disclosure-statement');
      await link.click();
      await expect(ds).toBeInViewport();
    });

    test('Quick Cash: the fee deducted upfront is in the finance charge and the EIR', async ({
      page,
      openScenario,
    }) => {
      await openScenario('loan-confirm-upfront');
      await expect.poll(() => rows(statement(page))).toEqual(QUICK_CASH);
      await expect(page.getByRole('region', { name: 'Loan offer' })).toContainText('₱100.00, deducted upfront');
    });

    test('Sahod Loan without netAmount or loanDate: net proceeds are the amount, days count from the first payment less its period', async ({
      page,
      openScenario,
    }) => {
      await openScenario('loan-confirm-agreement');
      await page.getByRole('dialog', { name: 'Loan Agreement' }).getByRole('button', { name: 'Agree' }).click();
      const ds = statement(page);
      await expect
        .poll(() => rows(ds))
        .toEqual([
          ['Amount financed', '₱3,000.00'],
          ['Net proceeds (what you receive)', '₱3,000.00'],
          ['Total of payments', '₱3,230.00'],
          ['Finance charge (interest and all fees)', '₱230.00'],
          ['Finance charge, % of amount financed', '7.67%'],
          ['Effective interest rate a month', '2.24%'],
        ]);
      await expect(ds).toContainText(
        `The rate counts the days from the day the money is sent, ${release()}, to each payment.`,
      );
    });

    test('an offer without its plan: the figures it needs are left out with a sentence, never ₱0.00 or 0 %', async ({
      page,
      openScenario,
    }) => {
      await openScenario('loan-confirm-no-plan');
      const ds = statement(page);
      await expect
        .poll(() => rows(ds))
        .toEqual([
          ['Amount financed', '₱4,000.00'],
          ['Net proceeds (what you receive)', '₱4,000.00'],
        ]);
      await expect(ds).toContainText(NO_PLAN);
      await expect(ds).toContainText('Ask us for what is missing before you apply.');
      await expect(ds).not.toContainText('₱0.00');
      await expect(ds).not.toContainText('0.00%');
      // The 'Repayment plan' heading says the plan is missing, never an empty list under it.
      const plan = page.getByRole('region', { name: 'Repayment plan' });
      await expect(plan).toContainText(NO_PLAN_ROWS);
      await expect(plan.getByRole('list')).toHaveCount(0);
      // Nothing to sign without its cost (ADR 0045): Apply now waits, says for what, and can check again.
      await expectApplyWaits(page, WAIT_PLAN);
    });

    test('a payment without its date: the EIR is left out with a sentence, the other figures stay', async ({
      page,
      openScenario,
    }) => {
      await openScenario('loan-confirm-undated');
      const ds = statement(page);
      await expect
        .poll(() => rows(ds))
        .toEqual([
          ['Amount financed', '₱6,000.00'],
          ['Net proceeds (what you receive)', '₱6,000.00'],
          ['Total of payments', '₱6,360.00'],
          ['Finance charge (interest and all fees)', '₱360.00'],
          ['Finance charge, % of amount financed', '6.00%'],
        ]);
      await expect(ds).toContainText(NO_DATES);
      // The plan still lists the payment, without a date.
      await expect(page.getByRole('region', { name: 'Repayment plan' }).getByRole('listitem')).toHaveCount(3);
      await expectApplyWaits(page, WAIT_RATE);
    });

    test('Apply now waits until the offer shows its cost, and applies once Check again brings it', async ({
      page,
      openScenario,
    }) => {
      // The first answer comes without its plan; the next one, as the backend sends it, with it.
      let answers = 0;
      await page.route('**/states/v3/loan/loan-detail-confirm**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { repay_plans: unknown[] }; attach?: unknown };
        if (answers++ === 0) body.data.repay_plans = [];
        await route.fulfill({ response, json: body });
      });
      await openScenario('loan-confirm');
      await expectApplyWaits(page, WAIT_PLAN);
      // A tap on the disabled button files nothing.
      await page.getByRole('button', { name: 'Apply now' }).click({ force: true });
      await page.getByRole('button', { name: 'Check again' }).click();
      await expect.poll(() => rows(statement(page))).toEqual(PESO_FLEX);
      await expect(page.getByRole('note').filter({ hasText: 'You can apply once' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Apply now' }).click();
      await page.waitForURL(/\/order\.html\?/);
    });

    test('the newer variant shows the same statement: Quick Cash behind its promo, Peso Flex', async ({
      page,
      openScenario,
    }) => {
      await openScenario('loan-confirm-v2');
      await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
      await expect.poll(() => rows(statement(page))).toEqual(QUICK_CASH);
      await openScenario('loan-confirm-v2-plain');
      await expect.poll(() => rows(statement(page))).toEqual(PESO_FLEX);
      await expect(page.getByRole('link', { name: 'Disclosure Statement' })).toHaveAttribute(
        'href',
        '#disclosure-statement',
      );
    });

    test('Apply now: the order shows the figures of the statement it was applied for', async ({
      page,
      openScenario,
    }) => {
      await openScenario('loan-confirm-upfront');
      await page.getByRole('button', { name: 'Apply now' }).click();
      await page.waitForURL(/\/order\.html\?/);
      await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
      for (const [text, value] of [
        ['Amount received', '₱1,900.00'],
        ['Total repayment', '₱2,127.40'],
        ['Service fee', '₱100.00, deducted upfront'],
      ])
        await expect(page.getByRole('definition').filter({ hasText: value }), text).toBeVisible();
    });
  });
}

test.describe('the copy the borrower keeps', () => {
  test('Keep a copy: the lender, the product, the date, every figure and the plan; saved as a file', async ({
    page,
    openScenario,
  }) => {
    await openScenario('loan-confirm');
    await statement(page).getByRole('button', { name: 'Keep a copy' }).click();
    const copy = page.getByRole('dialog', { name: 'Disclosure Statement' });
    const { legal } = defaultConfig;
    await expect(copy).toContainText(legal.companyName);
    await expect(copy).toContainText(`SEC Registration No. ${legal.secRegistrationNo}`);
    expect((await rows(copy)).slice(0, 3)).toEqual([
      ['Product', 'Peso Flex'],
      ['Loan term', '120 days'],
      ['Date of this statement', expect.stringMatching(new RegExp(`^${today()} \\d{2}:\\d{2}$`))],
    ]);
    expect((await rows(copy)).slice(3)).toEqual(PESO_FLEX);
    const plan = copy.getByRole('table', { name: 'Repayment plan' });
    await expect(plan.getByRole('row')).toHaveCount(5);
    await expect(plan.getByRole('row').nth(1)).toContainText('₱1,325.00');
    await expect(copy).toContainText('save it as a file to open it later on your phone, even offline');
    await expect(copy).not.toContainText(/screenshot/i);
    await expectAxeClean(page, 'loan-confirm: loan-confirm, the copy to keep open');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      copy.getByRole('link', { name: 'Save as a file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`disclosure-statement-peso-flex-${today()}.html`);
    const file = readFileSync((await download.path())!, 'utf8');
    for (const text of [legal.companyName, 'Peso Flex', '120 days', today(), ...PESO_FLEX.flat(), '₱1,325.00'])
      expect(file).toContain(text);
    expect(file).toContain('You have the right to a copy of this statement. This file is your copy.');
    expect(file).not.toMatch(/<script/i);

    await copy.getByRole('button', { name: 'Close' }).click();
    await expect(copy).toHaveCount(0);
  });

  test('the file opens by itself, without the page: a document a browser shows as it is', async ({
    page,
    openScenario,
  }) => {
    await openScenario('loan-confirm-upfront');
    await statement(page).getByRole('button', { name: 'Keep a copy' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Save as a file' }).click(),
    ]);
    const html = readFileSync((await download.path())!, 'utf8');
    const other = await page.context().newPage();
    await other.setContent(html);
    await expect(other.getByRole('heading', { level: 1, name: 'Disclosure Statement' })).toBeVisible();
    await expect(other.getByRole('cell', { name: '3.80%' })).toBeVisible();
    await expect(other.getByRole('cell', { name: '₱1,900.00' })).toBeVisible();
    await other.close();
  });

  for (const lang of ['en', 'fil'] as const)
    test(`${lang}, 320 px, in the native shell without sharing: the copy is saved as a file, which opens with the screen's figures`, async ({
      page,
      openScenario,
      bridge,
    }) => {
      void bridge;
      await page.setViewportSize({ width: 320, height: 640 });
      await openScenario('loan-confirm', lang === 'fil' ? { lang } : {});
      await statement(page)
        .getByRole('button', { name: tr(lang, 'Keep a copy') })
        .click();
      const copy = page.getByRole('dialog', { name: 'Disclosure Statement' });
      await expect(copy).toContainText(
        tr(lang, 'This is your copy: save it as a file to open it later on your phone, even offline.'),
      );
      const shown = await rows(copy);
      expect(shown.length).toBeGreaterThan(5);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        copy.getByRole('link', { name: tr(lang, 'Save as a file') }).click(),
      ]);
      // The saved file, opened by itself as a phone's file viewer would: no page, no network.
      const saved = await page.context().newPage();
      await saved.route('**', (route) => route.abort());
      await saved.setContent(readFileSync((await download.path())!, 'utf8'));
      await expect(saved.locator('html')).toHaveAttribute('lang', lang);
      await expect(saved.getByRole('heading', { level: 1, name: 'Disclosure Statement' })).toBeVisible();
      const cells = await saved
        .getByRole('row')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
        );
      // Every row of the copy on screen, label and figure, the same in the file.
      for (const row of shown) expect(cells, row.join(': ')).toContainEqual(row);
      await saved.close();
    });

  test('offline, Keep a copy says so and the statement stays', async ({ page, openScenario }) => {
    // Gone before the page asks for it (the cap check fetches the same chunk once the offer is shown).
    await page.route('**/assets/confirm-dialogs-*.js', (r) => r.abort('internetdisconnected'));
    await openScenario('loan-confirm');
    await statement(page).getByRole('button', { name: 'Keep a copy' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(statement(page)).toBeVisible();
  });
});

test.describe('a covered offer past a cap (ADR 0025)', () => {
  let demo: RunningServer;
  test.beforeEach(async () => {
    demo = await startScratchServer({ devRoutes: true });
  });
  test.afterEach(async () => {
    await demo?.stop();
  });

  test('the borrower sees the figure as it is; the field reports name the product and the figures', async ({
    page,
  }) => {
    // Four payments of ₱2,000 every 30 days on ₱5,000: an EIR of 21.86 % a month, past the 12 % cap.
    await page.route('**/states/v3/loan/loan-detail-confirm**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { repay_plans: { amount: number }[] } };
      for (const row of body.data.repay_plans) row.amount = 200000;
      await route.fulfill({ response, json: body });
    });
    const offer = demo.server.demoScenarios.find((s) => s.key === 'loan-confirm')!;
    await page.goto(`${demo.origin}/loan-confirm.html?${new URLSearchParams({ token: DEMO_TOKEN, ...offer.query })}`);
    await expect(statement(page).getByRole('definition').last()).toHaveText('21.86%');
    await expect(page.locator('html')).toHaveAttribute('data-field-reports', /vitals|failures/);
    // Left, its report is sent by the next page of ours.
    await page.goto(`${demo.origin}/about-us.html`);
    const caps = () => demo.server.db.prepare('SELECT entry, cap, product, figure, cap_limit FROM field_caps').all();
    await expect
      .poll(caps)
      .toEqual([{ entry: 'loan-confirm', cap: 'eir', product: 'Peso Flex', figure: 21.86, cap_limit: 12 }]);
    await page.goto(`${demo.origin}/_field`);
    await expect(page.getByRole('row').filter({ hasText: 'Peso Flex' }).getByRole('cell')).toHaveText([
      'loan-confirm',
      'Peso Flex',
      'effective interest rate a month',
      '21.86 %',
      '12 %',
      '1',
    ]);
  });
});
