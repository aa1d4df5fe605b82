// @vitest-environment node
/**
 * The ledger (ADR 0033) against the loan terms' own figures: every expected amount here is worked out from
 * `config.loanTerms` and the price lists, never read back from the ledger.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { manilaDate, money } from '../../server/format';
import { dueRows, extensionOf, loanState, moveClock, paidAndLeft, penalty } from '../../server/modules/repay/ledger';
import type { EntryRow, LedgerOrder } from '../../server/modules/repay/ledger';
import { DAY } from '../../server/time';
import { config } from '../../shared/config/config';
import { lateCharges } from '../../shared/config/late-charges';

const terms = config.loanTerms;
/** Noon in Manila, so that whole days never straddle a Manila midnight. */
const START = Date.UTC(2026, 10, 26, 4);

const order = (code: string, amount: number, termDays: number, over: Partial<LedgerOrder> = {}): LedgerOrder => ({
  id: 1,
  borrower_id: 1,
  status: 170,
  product_code: code,
  amount_cents: amount,
  term_days: termDays,
  created_at: START - 2 * DAY,
  decide_at: START - DAY,
  start_at: START,
  allow_extension: 1,
  ...over,
});
/** Sahod Loan: ₱3,000 over 100 days, ₱180 of interest and a ₱50 fee, one payment of ₱3,230.00. */
const sahod = order('SL02', 300000, 100);
/** Peso Flex: ₱5,000 over 120 days, four instalments of ₱1,325.00 every 30 days. */
const flex = order('PF01', 500000, 120);
/** Quick Cash: ₱2,000 over 91 days, ₱100 deducted upfront, one payment of ₱2,127.40. */
const quick = order('QC04', 200000, 91);
const at = (days: number) => START + days * DAY;
const pay = (instalment: number, amount: number, days: number, late = 0): EntryRow => ({
  kind: 'payment',
  instalment,
  amount_cents: amount,
  late_cents: late,
  days: 0,
  at: at(days),
});

describe('the schedule', () => {
  it('is the price of the offer, counted from the disbursement, and its status follows the dates', () => {
    const early = loanState(flex, [], at(10), false);
    expect(early.instalments.map((i) => [i.amount, manilaDate(i.due)])).toEqual(
      [30, 60, 90, 120].map((d) => [132500, manilaDate(at(d))]),
    );
    expect(early).toMatchObject({ status: 170, amountDue: 132500, dueAt: at(30) });
    expect(loanState(flex, [], at(30 - 7), false).status).toBe(174);
    expect(loanState(flex, [], at(30 - 8), false).status).toBe(170);
    expect(loanState(flex, [], at(30), false).status).toBe(174);
    expect(loanState(flex, [], at(31), false).status).toBe(180);
  });

  it('pays the current instalment; the last payment settles the loan', () => {
    const entries = [pay(1, 132500, 30), pay(2, 132500, 60), pay(3, 132500, 90)];
    const state = loanState(flex, entries, at(100), false);
    expect(state.current?.n).toBe(4);
    expect(state).toMatchObject({ amountDue: 132500, dueAt: at(120), earlyRefused: false });
    const settled = loanState(flex, [...entries, pay(4, 132500, 118)], at(119), false);
    expect(settled).toMatchObject({ status: 200, current: null, amountDue: 0, dueAt: at(118) });
  });
});

describe('late charges (terms §4)', () => {
  it('are the one-time charge and the daily penalty on the unpaid amount, by tier', () => {
    const daily = (pct: number) => pct / 100;
    // The figures: ₱3,230.00 five days late, ₱2,127.40 five days late (new and repeat client).
    const fiveDays = 323000 * 5 * daily(terms.dailyPenaltyPercent.days1to30);
    expect(loanState(sahod, [], at(105), false).current?.late).toBe(
      Math.round(terms.lateFeeNewClient * 100 + fiveDays),
    );
    expect(loanState(sahod, [], at(105), false).current?.late).toBe(4115);
    expect(loanState(quick, [], at(96), false).current?.late).toBe(3564);
    expect(loanState(quick, [], at(96), true).current?.late).toBe(3064);
    // Day 31 on is the second tier, day 91 on the third.
    expect(penalty(100000, 31)).toBeCloseTo(100000 * (30 * 0.001 + 0.0008));
    expect(penalty(100000, 91)).toBeCloseTo(100000 * (30 * 0.001 + 60 * 0.0008 + 0.0005));
    expect(loanState(sahod, [], at(100), false).current?.late).toBe(0);
  });

  it('stop where interest, fees and penalties reach the cap of the principal', () => {
    // ₱3,000 borrowed, ₱230 of interest and fee: at most ₱2,770 of late charges, however late.
    const years = loanState(sahod, [], at(100 + 5000), false);
    expect(years.current?.late).toBe((300000 * terms.totalCostCapPercent) / 100 - 23000);
  });

  it('are frozen with the payment that pays them', () => {
    const paid = loanState(flex, [pay(1, 132500 + 10133, 31, 10133)], at(200), false);
    expect(paid.instalments[0].late).toBe(10133);
  });
});

describe('extensions (terms §5)', () => {
  it('move the instalment and every later one on, for the terms share of it; late charges stay owed', () => {
    const overdue = loanState(flex, [], at(33), false);
    expect(overdue.canExtend).toBe(true);
    expect(overdue.extensionFee).toBe(Math.round((132500 * terms.extension.feePercent) / 100));
    const moved = extensionOf(overdue, at(33));
    // Three days late: the instalment moves to the configured days from today, every later one exactly the
    // configured days (the "Extend by 7 days" the borrower is told), never the 3 days of lateness more.
    expect(moved.days).toBe(terms.extension.days);
    expect(moved.due).toBe(at(33 + terms.extension.days));
    expect(moved.later).toEqual([60, 90, 120].map((d) => at(d + terms.extension.days)));
    const late = overdue.current!.late;
    const entry: EntryRow = {
      kind: 'extension',
      instalment: 1,
      amount_cents: overdue.extensionFee,
      late_cents: late,
      days: moved.days,
      at: at(33),
    };
    const after = loanState(flex, [entry], at(34), false);
    expect(after).toMatchObject({ status: 174, amountDue: 132500 + late, canExtend: false, extensionFeesPaid: 1988 });
    // The dates read before and after: what the extension detail promised is what the ledger keeps.
    const before = overdue.instalments.map((i) => i.due);
    expect(after.instalments.map((i) => i.due)).toEqual([moved.due, ...moved.later]);
    expect(after.instalments.slice(1).map((i, k) => (i.due - before[k + 1]) / DAY)).toEqual([7, 7, 7]);
    // Late again after the new date: the daily penalty only, the one-time charge was already incurred.
    const again = loanState(flex, [entry], at(33 + moved.days + 2), false);
    expect(again.current?.late).toBe(Math.round(late + 132500 * 2 * 0.001));
  });

  it('move a due instalment and every later one by exactly the configured days', () => {
    const due = loanState(flex, [], at(28), false);
    expect(due.canExtend).toBe(true);
    const moved = extensionOf(due, at(28));
    const entry: EntryRow = {
      kind: 'extension',
      instalment: 1,
      amount_cents: due.extensionFee,
      late_cents: 0,
      days: moved.days,
      at: at(28),
    };
    const after = loanState(flex, [entry], at(29), false);
    expect(after.instalments.map((i, k) => (i.due - due.instalments[k].due) / DAY)).toEqual([7, 7, 7, 7]);
  });

  it('never move a later instalment before the extended one', () => {
    // Instalment 1 of Peso Flex 35 days late (instalment 2 is late too): 1 moves to today + 7, 2 with it.
    const state = loanState(flex, [], at(65), false);
    const moved = extensionOf(state, at(65));
    expect(moved.due).toBe(at(72));
    expect(moved.later).toEqual([at(72), at(97), at(127)]);
  });

  it('are on offer only when the loan allows them and the instalment is due or overdue', () => {
    expect(loanState(flex, [], at(10), false).canExtend).toBe(false);
    expect(loanState(order('PF01', 500000, 120, { allow_extension: 0 }), [], at(33), false).canExtend).toBe(false);
  });
});

describe('everything overdue is due (D36)', () => {
  /** Late charges of one Peso Flex instalment `days` days late, a new client's (terms §4's formula). */
  const lateOf = (days: number, client: 'new' | 'incurred' = 'new') =>
    Math.round(lateCharges(terms, 132500, days, client));
  const paidFirst = [pay(1, 132500, 30)];

  it('the amount due is every instalment whose date has passed, each with its own late charges', () => {
    // Day 100: instalment 2 is 40 days late, 3 is 10 days late, 4 falls due on day 120.
    const state = loanState(flex, paidFirst, at(100), false);
    expect(state.dues.map((i) => [i.n, i.late])).toEqual([
      [2, lateOf(40)],
      [3, lateOf(10)],
    ]);
    expect(state.amountDue).toBe(2 * 132500 + lateOf(40) + lateOf(10));
    expect(state).toMatchObject({ status: 180, dueAt: at(60) });
    // Day 200 (capped by the total cost cap only if it bites): all three unpaid ones.
    expect(loanState(flex, paidFirst, at(200), false).dues.map((i) => i.n)).toEqual([2, 3, 4]);
  });

  it('with the one falling due today; with none reached, the next one alone', () => {
    expect(loanState(flex, paidFirst, at(90), false).dues.map((i) => i.n)).toEqual([2, 3]);
    expect(loanState(flex, paidFirst, at(89), false).dues.map((i) => i.n)).toEqual([2]);
    const early = loanState(flex, [], at(10), false);
    expect(early.dues.map((i) => i.n)).toEqual([1]);
    expect(early.amountDue).toBe(132500);
    expect(
      loanState(flex, [...paidFirst, pay(2, 132500, 60), pay(3, 132500, 90), pay(4, 132500, 119)], at(130), false).dues,
    ).toEqual([]);
  });

  it('names each with its amount, late charges, date and days overdue, never "due" on a date that has passed', () => {
    const state = loanState(flex, paidFirst, at(100), false);
    expect(dueRows(state, at(100))).toEqual([
      { text: 'Instalments', value: '2 to 3 of 4' },
      {
        text: 'Instalment 2 of 4',
        value: `${money(132500)} and ${money(lateOf(40))} of late charges, overdue since ${manilaDate(at(60))} (40 days)`,
      },
      {
        text: 'Instalment 3 of 4',
        value: `${money(132500)} and ${money(lateOf(10))} of late charges, overdue since ${manilaDate(at(90))} (10 days)`,
      },
    ]);
    expect(dueRows(loanState(flex, paidFirst, at(61), false), at(61))[1].value).toMatch(/\(1 day\)$/);
    expect(dueRows(loanState(flex, [], at(10), false), at(10))).toEqual([{ text: 'Instalment', value: '1 of 4' }]);
  });

  it('an extension moves each unpaid instalment exactly the stated days from the date the terms name', () => {
    // Day 100: 2 and 3 are overdue (from today), 4 is not (from its date).
    const state = loanState(flex, paidFirst, at(100), false);
    const moved = extensionOf(state, at(100));
    const days = terms.extension.days;
    expect(moved.due).toBe(at(100 + days));
    expect(moved.later).toEqual([at(100 + days), at(120 + days)]);
    const entry: EntryRow = {
      kind: 'extension',
      instalment: 2,
      amount_cents: state.extensionFee,
      late_cents: state.current!.late,
      days,
      at: at(100),
    };
    // Until the new date: no late charge added to either overdue one; what they had incurred stays owed.
    const after = loanState(flex, [...paidFirst, entry], at(100 + days - 1), false);
    expect(after.instalments.slice(1).map((i) => i.due)).toEqual([moved.due, ...moved.later]);
    expect(after.instalments.slice(1, 3).map((i) => i.late)).toEqual([lateOf(40), lateOf(10)]);
    expect(after.dues.map((i) => i.n)).toEqual([2]);
    // Two days past the new date: both are due again, each with the daily penalty only on top.
    const again = loanState(flex, [...paidFirst, entry], at(100 + days + 2), false);
    expect(again.dues.map((i) => [i.n, i.late])).toEqual([
      [2, lateOf(40) + lateOf(2, 'incurred')],
      [3, lateOf(10) + lateOf(2, 'incurred')],
    ]);
  });
});

describe('early repayment (terms §3)', () => {
  it('refuses the whole loan before half its term, not an instalment', () => {
    expect(loanState(sahod, [], at(30), false)).toMatchObject({ earlyRefused: true, earlyFrom: at(50) });
    expect(loanState(sahod, [], at(50), false).earlyRefused).toBe(false);
    expect(loanState(flex, [], at(1), false).earlyRefused).toBe(false);
    const three = [pay(1, 132500, 1), pay(2, 132500, 2), pay(3, 132500, 3)];
    expect(loanState(flex, three, at(4), false).earlyRefused).toBe(true);
  });
});

describe('what was paid and what is left (ADR 0044)', () => {
  it('a loan not yet paid has all its principal, interest and fee left; late charges count as charges', () => {
    // Sahod: ₱3,000, ₱180 of interest, a ₱50 fee added to the one payment.
    expect(paidAndLeft(loanState(sahod, [], at(10), false))).toEqual({
      paidInstalments: 0,
      paidLateCharges: 0,
      paidExtensionFees: 0,
      paidTotal: 0,
      leftPrincipal: 300000,
      leftInterest: 18000,
      leftCharges: 5000,
    });
    const late = loanState(sahod, [], at(105), false);
    expect(paidAndLeft(late).leftCharges).toBe(5000 + late.current!.late);
  });

  it('splits the instalments left by the schedule, and adds every payment, late charge and extension fee', () => {
    const ext: EntryRow = {
      kind: 'extension',
      instalment: 2,
      amount_cents: 1988,
      late_cents: 500,
      days: 7,
      at: at(62),
    };
    const entries = [pay(1, 132500, 30), ext, pay(2, 132500 + 500, 63, 500)];
    const half = paidAndLeft(loanState(flex, entries, at(70), false));
    expect(half).toMatchObject({ leftPrincipal: 250000, leftInterest: 15000, leftCharges: 0 });
    expect(half).toMatchObject({ paidInstalments: 265000, paidLateCharges: 500, paidExtensionFees: 1988 });
    const settled = [...entries, pay(3, 132500, 97), pay(4, 132500, 127)];
    expect(paidAndLeft(loanState(flex, settled, at(130), false))).toEqual({
      paidInstalments: 530000,
      paidLateCharges: 500,
      paidExtensionFees: 1988,
      paidTotal: 530000 + 500 + 1988,
      leftPrincipal: 0,
      leftInterest: 0,
      leftCharges: 0,
    });
  });
});

describe('the clock and the calls', () => {
  let server: ServerApp;
  let token: string;
  let scenarios: Record<string, { query: Record<string, string> }>;
  beforeEach(async () => {
    server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
    const body = (await (await server.app.request('/_test/borrower', { method: 'POST' })).json()) as {
      data: { token: string; scenarios: typeof scenarios };
    };
    ({ token, scenarios } = body.data);
  });
  afterEach(() => server.close());
  const call = async (path: string, fields: Record<string, string | number>) => {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
    const res = await server.app.request(`/states${path}?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `k-${Math.random()}` },
      body,
    });
    return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
  };
  const borrowerId = () =>
    (server.db.prepare('SELECT id FROM borrowers WHERE token = ?').get(token) as { id: number }).id;

  it('refuses a whole-loan payment before half the term with the date it becomes possible', async () => {
    // order-170 is 60 days into its 100: move the clock back 15 days, to day 45.
    moveClock(server.db, borrowerId(), -15);
    const q = scenarios['repay-period-170'].query;
    const play = await call('/v3/repay/loan-play-detail', q);
    const rows = play.data.detail as { text: string; value: string }[];
    expect(rows[1]).toEqual({ text: 'Repaying the whole loan', value: expect.stringMatching(/^Possible from \d{4}/) });
    const refused = await call('/v3/repay/generate-vcode', { ...q, amount: 323000, channelNumber: '90006' });
    expect(refused.code).toBe(400);
    expect(refused.message).toMatch(
      /^You can repay the whole loan early from \d{4}-\d{2}-\d{2}, once half of its term/,
    );
  });

  it('ages the orders with the borrower: a due instalment becomes overdue with the terms late charges', async () => {
    const q = scenarios['order-174'].query;
    moveClock(server.db, borrowerId(), 4);
    const details = await call('/v3/loan-details/loan-details', q);
    expect(details.data.orderStatus).toBe(180);
    const rows = (details.data.userOrderDetail as { detail: { text: string; value: string }[] }).detail;
    // Quick Cash's ₱2,127.40, one day late: ₱25.00 and 0.1 % of it.
    expect(rows).toContainEqual({ text: 'Amount due', value: '₱2,154.53' });
  });

  it('loan details send the balance left while repaying and the total paid once settled', async () => {
    const repaying = await call('/v3/loan-details/loan-details', scenarios['order-170'].query);
    expect(repaying.data).toMatchObject({ balancePrincipal: 300000, balanceInterest: 18000, balanceCharges: 5000 });
    expect(repaying.data.paidTotal).toBeUndefined();
    const settled = await call('/v3/loan-details/loan-details', scenarios['order-200'].query);
    expect(settled.data).toMatchObject({
      paidTotal: 530000,
      paidInstalments: 530000,
      paidLateCharges: 0,
      paidExtensionFees: 0,
    });
    expect(settled.data.balancePrincipal).toBeUndefined();
  });

  it('/_clock moves one borrower on by days: an application is decided, then disbursed, then due', async () => {
    const q = scenarios['order-21'].query;
    const status = async () => (await call('/v3/loan-details/loan-details', q)).data.orderStatus;
    const move = async (days: number | string) =>
      server.app.request('/_clock', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ token, days: String(days) }).toString(),
      });
    expect(await status()).toBe(21);
    expect(await (await move(1)).json()).toMatchObject({ data: { offsetDays: 1 } });
    expect(await status()).toBe(151);
    await move(1);
    expect(await status()).toBe(170);
    expect((await move(1.5)).status).toBe(400);
    expect((await move(400)).status).toBe(400);
    // The page: the borrower's day and each order as the ledger has it.
    const page = await (await server.app.request(`/_clock?token=${token}`)).text();
    expect(page).toContain(`<strong>${manilaDate(Date.now() + 2 * DAY)}</strong>`);
    expect(page).toContain('<td>₱1,325.00</td>');
    // Another borrower's clock did not move.
    expect(await (await server.app.request('/_clock')).text()).toContain('(the real date)');
  });

  it('/_entries links the seeded stages of a loan in order', async () => {
    const page = await (await server.app.request('/_entries')).text();
    const stages = page.slice(page.indexOf("A loan's stages"), page.indexOf('<h2>Entries</h2>'));
    expect([...stages.matchAll(/<small>(order-[\w-]+)<\/small>/g)].map((m) => m[1])).toEqual([
      'order-21',
      'order-151',
      'order-170',
      'order-174-delay',
      'order-180',
      'order-200',
    ]);
  });
});
