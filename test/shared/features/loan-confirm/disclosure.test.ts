// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { manilaDay } from '../../../../shared/format/manila-day';
import {
  ASK,
  disclosureOf,
  NO_DATES,
  NO_NET,
  NO_PLAN,
  NO_RATE,
  NO_ROWS,
  NO_NET_SENT,
  NO_START,
  percent,
  WAIT_PLAN,
  WAIT_NET,
  WAIT_RATE,
  loanStartDay,
} from '../../../../shared/features/loan-confirm/disclosure';
import type { LoanConfirm } from '../../../../shared/api/contract/loan';
import { loanOffer } from './offer';

const TODAY = manilaDay('2026-11-25');

const offer = loanOffer;

const labels = (rows: [string, string][]) => rows.map(([label]) => label);
const SCHEDULE = 'Schedule of payments: the 4 payments of the repayment plan.';
const FROM_TODAY =
  'The rate counts the days from today, 2026-11-25, to each payment: the offer does not say the day the money is sent.';

describe('disclosureOf (D25)', () => {
  it('every figure from the offer: financed, net, total, finance charge, its share, the EIR', () => {
    const d = disclosureOf(offer());
    expect(d.rows).toEqual([
      ['Amount financed', '₱5,000.00'],
      ['Net proceeds (what you receive)', '₱5,000.00'],
      ['Total of payments', '₱5,300.00'],
      ['Finance charge (interest and all fees)', '₱300.00'],
      ['Finance charge, % of amount financed', '6.00%'],
      ['Effective interest rate a month', '2.37%'],
    ]);
    expect(d.notes).toEqual([
      SCHEDULE,
      'The rate counts the days from the day the money is sent, 2026-11-25, to each payment.',
    ]);
    expect(d.chargePercent).toBeCloseTo(6, 10);
    expect(d.eir).toBeCloseTo(2.3722, 4);
    expect(d.from).toBe(TODAY);
  });

  it('an upfront fee: the net proceeds are what is sent, the finance charge counts the fee', () => {
    const d = disclosureOf(
      offer({
        amount: 200000,
        netAmount: 190000,
        repay_plans: [{ title: 'Full repayment', amount: 212740, pay_time: '2027-02-24' }],
      }),
    );
    expect(d.rows).toEqual([
      ['Amount financed', '₱2,000.00'],
      ['Net proceeds (what you receive)', '₱1,900.00'],
      ['Total of payments', '₱2,127.40'],
      ['Finance charge (interest and all fees)', '₱227.40'],
      ['Finance charge, % of amount financed', '11.37%'],
      ['Effective interest rate a month', '3.80%'],
    ]);
    expect(d.notes[0]).toBe('Schedule of payments: the payment of the repayment plan.');
  });

  it('without netAmount the net proceeds are the amount financed', () => {
    const d = disclosureOf(offer({ netAmount: undefined }));
    expect(d.rows[1]).toEqual(['Net proceeds (what you receive)', '₱5,000.00']);
    expect(d.rows[5]).toEqual(['Effective interest rate a month', '2.37%']);
  });

  it('without loanDate the days count from the first payment less its period, never from the phone', () => {
    const d = disclosureOf(offer({ loanDate: '', firstPayTime: '2026-12-25', firstPeriodDay: 30 }));
    expect(d.from).toBe(TODAY);
    expect(d.rows[5]).toEqual(['Effective interest rate a month', '2.37%']);
    expect(d.notes[1]).toBe('The rate counts the days from the day the money is sent, 2026-11-25, to each payment.');
    // The phone's date plays no part: a clock a month on gives the same statement.
    vi.setSystemTime(new Date('2026-12-24T04:00:00Z'));
    expect(disclosureOf(offer({ loanDate: '', firstPayTime: '2026-12-25', firstPeriodDay: 30 }))).toEqual(d);
    vi.useRealTimers();
    expect(loanStartDay({ loanDate: 1_764_000_000, firstPayTime: '', firstPeriodDay: 0 })).toBe(
      manilaDay(1_764_000_000),
    );
  });

  it('with neither loanDate nor the first payment and its period: the days count from today in Manila (D37)', () => {
    for (const over of [
      { loanDate: '', firstPayTime: '' },
      { loanDate: '', firstPayTime: '2026-12-25', firstPeriodDay: 0 },
    ]) {
      const d = disclosureOf(offer(over), false, TODAY);
      expect(d.rows[5]).toEqual(['Effective interest rate a month', '2.37%']);
      expect(d.notes).toEqual([SCHEDULE, FROM_TODAY]);
      expect(d).toMatchObject({ from: TODAY, fromToday: true, complete: true, waitFor: null });
    }
    // Today is the day the borrower reads it: a month on, the same offer's rate is dearer.
    expect(disclosureOf(offer({ loanDate: '', firstPayTime: '' }), false, TODAY + 30).eir).toBeGreaterThan(2.37);
    expect(disclosureOf(offer()).fromToday).toBe(false);
  });

  it('a date sent that cannot be read is not a date left out: no rate, a sentence, and Apply waits', () => {
    for (const over of [
      { loanDate: 'soon', firstPayTime: 'later' },
      { loanDate: '', firstPayTime: 'later', firstPeriodDay: 30 },
    ]) {
      const d = disclosureOf(offer(over), false, TODAY);
      expect(d.rows.map(([label]) => label)).not.toContain('Effective interest rate a month');
      expect(d.notes).toEqual([SCHEDULE, NO_START, ASK]);
      expect(d).toMatchObject({ from: null, eir: null, complete: false, waitFor: WAIT_RATE });
    }
  });

  it('netAmount sent as null: no net proceeds, finance charge or rate, the sentence names it, Apply waits (D37)', () => {
    // The upfront fee of the issue: ₱2,000.00 financed, ₱1,900.00 sent, ₱2,127.40 in one payment.
    const upfront = offer({
      amount: 200000,
      repay_plans: [{ title: 'Full repayment', amount: 212740, pay_time: '2027-02-24' }],
    });
    expect(disclosureOf({ ...upfront, netAmount: 190000 }).eir).toBeCloseTo(3.8, 1);
    const d = disclosureOf({ ...upfront, netAmount: null });
    expect(labels(d.rows)).toEqual(['Amount financed', 'Total of payments']);
    expect(d.notes).toEqual(['Schedule of payments: the payment of the repayment plan.', NO_NET_SENT, ASK]);
    expect(d).toMatchObject({ eir: null, chargePercent: null, netWithheld: true, complete: false, waitFor: WAIT_NET });
    // Left out, it is D25's "nothing deducted": the amount financed.
    expect(disclosureOf({ ...upfront, netAmount: undefined })).toMatchObject({ netWithheld: false, complete: true });
  });

  it('Apply waits for the plan when it is missing or a row of it was left out, else for the rate (ADR 0045)', () => {
    expect(disclosureOf(offer())).toMatchObject({ complete: true, waitFor: null });
    expect(disclosureOf(offer({ repay_plans: [] }))).toMatchObject({ complete: false, waitFor: WAIT_PLAN });
    expect(disclosureOf(offer(), true)).toMatchObject({ complete: false, waitFor: WAIT_PLAN });
    const undated = offer().repay_plans.map((p, i) => (i === 1 ? { ...p, pay_time: '' } : p));
    expect(disclosureOf(offer({ repay_plans: undated }))).toMatchObject({ complete: false, waitFor: WAIT_RATE });
    expect(disclosureOf(offer({ netAmount: 0 }))).toMatchObject({ complete: false, waitFor: WAIT_NET });
  });

  it('loanDate and pay_time in any D20 form: epoch seconds, milliseconds, text', () => {
    const ms = (text: string) => Date.UTC(+text.slice(0, 4), +text.slice(5, 7) - 1, +text.slice(8, 10)) - 8 * 3600_000;
    const mixed = offer({
      loanDate: ms('2026-11-25') / 1000,
      repay_plans: offer().repay_plans.map((p, i) => ({
        ...p,
        pay_time: i % 2 ? String(p.pay_time) : ms(String(p.pay_time)) + 10 * 3600_000,
      })),
    });
    expect(disclosureOf(mixed).rows[5]).toEqual(['Effective interest rate a month', '2.37%']);
  });

  it('no plan: the total, the finance charge, the EIR and the schedule are left out with a sentence, never 0', () => {
    const d = disclosureOf(offer({ repay_plans: [] }));
    expect(d.rows).toEqual([
      ['Amount financed', '₱5,000.00'],
      ['Net proceeds (what you receive)', '₱5,000.00'],
    ]);
    expect(d.notes).toEqual([NO_PLAN, ASK]);
    expect(d).toMatchObject({ eir: null, chargePercent: null });
  });

  it('a plan row without a date: the finance charge stays, the EIR is left out with a sentence', () => {
    const plans = offer().repay_plans.map((p, i) => (i === 1 ? { ...p, pay_time: '' } : p));
    const d = disclosureOf(offer({ repay_plans: plans }));
    expect(labels(d.rows)).toEqual([
      'Amount financed',
      'Net proceeds (what you receive)',
      'Total of payments',
      'Finance charge (interest and all fees)',
      'Finance charge, % of amount financed',
    ]);
    expect(d.notes).toEqual([SCHEDULE, NO_DATES, ASK]);
    expect(disclosureOf(offer({ repay_plans: [{ ...plans[0], pay_time: 'next payday' }] })).notes).toContain(NO_DATES);
  });

  it('a plan row the reader left out: no total, charge or EIR from the rest', () => {
    const d = disclosureOf(offer(), true);
    expect(labels(d.rows)).toEqual(['Amount financed', 'Net proceeds (what you receive)']);
    expect(d.notes).toEqual([SCHEDULE, NO_ROWS, ASK]);
  });

  it('net proceeds of nothing are unreadable, not ₱0.00', () => {
    const d = disclosureOf(offer({ netAmount: 0 }));
    expect(labels(d.rows)).toEqual(['Amount financed', 'Total of payments']);
    expect(d.notes).toEqual([SCHEDULE, NO_NET, ASK]);
  });

  it('payments dated before the loan date: the EIR is left out', () => {
    expect(disclosureOf(offer({ loanDate: '2027-06-01' })).notes).toEqual([SCHEDULE, NO_RATE, ASK]);
  });

  it('never shows a figure it could not work out as ₱0.00 or 0.00%', () => {
    const slips: Partial<LoanConfirm>[] = [
      { repay_plans: [] },
      { netAmount: 0 },
      { netAmount: -5 },
      { repay_plans: offer().repay_plans.map((p) => ({ ...p, pay_time: '' })) },
    ];
    for (const slip of slips)
      for (const [, value] of disclosureOf(offer(slip)).rows) expect(value).not.toMatch(/^(₱0\.00|0\.00%)$/);
  });

  it('percent: two decimals, never -0.00%', () => {
    expect(percent(2.3721)).toBe('2.37%');
    expect(percent(-0.001)).toBe('0.00%');
    expect(percent(-3)).toBe('-3.00%');
  });
});
