// @vitest-environment node
/**
 * `check:backend` says what the borrower will see (ADR 0043): every money figure as the screen shows it,
 * beside what arrived; a figure that is not whole centavos or sits below its floor is a warning naming
 * the field; loan confirm and its v2 are one pair; an id beyond 2^53 fails.
 */
import { describe, expect, it } from 'vitest';
import * as contract from '../../../shared/api/contract';
import { MONEY_FLOORS } from '../../../shared/config/money-floors';
import { checkBackend, failed, formatReport } from '../../../scripts/check-backend/check';
import type { EntryResult } from '../../../scripts/check-backend/check';
import { moneyFigures } from '../../../scripts/check-backend/money';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });

/** A backend in a function: each path's answer. */
function stubFetch(answers: Record<string, () => Response>): typeof fetch {
  return (input) => {
    const answer = answers[new URL(String(input)).pathname];
    return answer ? Promise.resolve().then(answer) : Promise.reject(new TypeError('fetch failed'));
  };
}

const FLAGS = { base: 'http://backend.test', token: 'tok-1', order: 'O-1', product: 'P-1' };
const agreements = () => json({ code: 0, message: '', data: { data: [] } });

/** A loan offer of ₱8,000.00 over two instalments, in the unit given (`100`: centavos, `1`: pesos). */
const offer = (unit: number) => ({
  amount: 8000 * unit,
  periods: 2,
  termUnit: 30,
  repay_plans: [
    { title: '1st', amount: 4059.38 * unit, pay_time: '2026-12-28' },
    { title: '2nd', amount: 4059.37 * unit, pay_time: '2027-01-27' },
  ],
});

/**
 * The backend of the issue that sends pesos where the contract says centavos (D32): ₱8,000 as 8000,
 * ₱5,412.50 as 5412.5, an extension fee of ₱812 as 812.
 */
function backendInPesos(unit = 1): typeof fetch {
  return stubFetch({
    [contract.loanDetailConfirm.path]: () => json({ code: '00', message: '', data: offer(unit), attach: offer(unit) }),
    [contract.contractList.path]: agreements,
    [contract.loanPlayDetail.path]: () => json({ code: 0, message: '', data: { repayAmount: 5412.5 * unit } }),
    [contract.loanDelayDetail.path]: () =>
      json({ code: 0, message: '', data: { delayInfo: { delayAmount: 812 * unit, title: 'Extend 7 days' } } }),
  });
}

const ONLY = ['loan-confirm', 'loan-confirm-v2', 'repay-period', 'repay-delay'];
const verdicts = (results: EntryResult[]) => Object.fromEntries(results.map((r) => [r.entry, r.verdict]));

describe('a backend that sends pesos instead of centavos', () => {
  it('is no longer green: each figure is shown as the borrower would see it, with a warning naming the field', async () => {
    const results = await checkBackend({ ...FLAGS, only: ONLY, fetch: backendInPesos() });
    expect(verdicts(results)).toEqual(Object.fromEntries(ONLY.map((e) => [e, 'reads with money warnings'])));
    const report = formatReport(results, FLAGS.base);
    expect(report).toContain(
      `data.amount: 8000 shows as ₱80.00; WARNING: below ₱1,000.00 (${MONEY_FLOORS.offer.reason}): pesos instead of centavos?`,
    );
    expect(report).toContain(
      'data.repayAmount: 5412.5 shows as ₱54.13; WARNING: not a whole number of centavos: pesos instead of centavos?',
    );
    expect(report).toContain(
      `data.delayInfo.delayAmount: 812 shows as ₱8.12; WARNING: below ₱10.00 (${MONEY_FLOORS.figure.reason}): pesos instead of centavos?`,
    );
    expect(report).toMatch(
      /POST \/states\/v3\/repay\/loan-play-detail +reads, with money in doubt: the screen shows these figures\n/,
    );
    // The newer envelope's figures are named by where they sit.
    expect(report).toMatch(/attach\.amount: 8000 shows as ₱80\.00; WARNING/);
    expect(report).toMatch(/data\.repay_plans\.1\.amount: 4059\.37 shows as ₱40\.59; WARNING: not a whole number/);
    expect(report).toContain(
      '4 entries: 0 read fully, 0 with fallbacks, 0 cannot open, 0 not checked. 4 read with money warnings.',
    );
    // A warning, not a failure: the floors are a judgement, and the screens open.
    expect(failed(results)).toBe(false);
  });

  it('the same backend in centavos reads fully, each figure shown beside what arrived', async () => {
    const results = await checkBackend({ ...FLAGS, only: ONLY, fetch: backendInPesos(100) });
    expect(verdicts(results)).toEqual(Object.fromEntries(ONLY.map((e) => [e, 'reads fully'])));
    const report = formatReport(results, FLAGS.base);
    expect(report).toContain('data.amount: 800000 shows as ₱8,000.00\n');
    expect(report).toContain('data.repayAmount: 541250 shows as ₱5,412.50\n');
    expect(report).toContain('data.delayInfo.delayAmount: 81200 shows as ₱812.00\n');
    expect(report).not.toContain('WARNING');
  });
});

describe('the money figures of an answer', () => {
  it('are found through the declaration, as numbers or numeric strings, in lists and optional objects', () => {
    const figures = moneyFigures(
      contract.loanDelayDetail.data,
      { delayInfo: { delayAmount: '81200' }, repayPlan: { amount: 0, title: 'one row alone' }, repayDate: 1700000000 },
      'data',
    );
    expect(figures).toEqual([
      { field: 'data.delayInfo.delayAmount', raw: '"81200"', shown: '₱812.00' },
      // Zero is nothing due, never pesos in doubt.
      { field: 'data.repayPlan.0.amount', raw: '0', shown: '₱0.00' },
    ]);
  });

  it('leave out what the screen cannot read as a number, and every field that is not money', () => {
    expect(moneyFigures(contract.loanPlayDetail.data, { repayAmount: 'soon', isShowReyTop: 1 }, 'data')).toEqual([]);
  });

  it('weigh an offer against the offer floor and every other figure against the figure floor', () => {
    const justUnder = MONEY_FLOORS.offer.centavos - 100;
    const [amount, row] = moneyFigures(
      contract.loanDetailConfirm.data,
      { amount: justUnder, repay_plans: [{ amount: justUnder }] },
      'data',
      ['data.amount'],
    );
    expect(amount.warning).toMatch(/^below ₱1,000\.00/);
    expect(row.warning).toBeUndefined();
  });
});

describe('loan confirm and loan-confirm-v2, one screen in two envelopes', () => {
  const pair = ['loan-confirm', 'loan-confirm-v2'];

  it('a backend that speaks only `data` is green, and the shell must open loan-confirm', async () => {
    const results = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: 0, message: '', data: offer(100) }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(verdicts(results)).toEqual({
      'loan-confirm': 'reads fully',
      'loan-confirm-v2': 'not needed: its pair opens',
    });
    expect(failed(results)).toBe(false);
    const report = formatReport(results, FLAGS.base);
    expect(report).toContain(
      'Loan confirm (loan-confirm or loan-confirm-v2): the backend speaks `data`, code 0: the shell must open loan-confirm.',
    );
    expect(report).toContain(
      '2 entries: 1 read fully, 0 with fallbacks, 0 cannot open, 0 not checked. 1 not needed (its pair opens).',
    );
  });

  it('a backend that speaks only the newer `attach` is green, and the shell must open loan-confirm-v2', async () => {
    const results = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: '00', message: '', data: null, attach: offer(100) }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(verdicts(results)).toEqual({
      'loan-confirm': 'not needed: its pair opens',
      'loan-confirm-v2': 'reads fully',
    });
    expect(failed(results)).toBe(false);
    expect(formatReport(results, FLAGS.base)).toContain(
      "the backend speaks the newer `attach`, code '00': the shell must open loan-confirm-v2.",
    );
  });

  it('a backend that speaks both may have either opened; one that speaks neither fails', async () => {
    const both = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () =>
          json({ code: '00', message: '', data: offer(100), attach: offer(100) }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(formatReport(both, FLAGS.base)).toContain('the shell may open either entry.');

    const neither = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: 0, message: '', data: { amount: 800000 } }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(verdicts(neither)).toEqual({ 'loan-confirm': 'cannot open', 'loan-confirm-v2': 'cannot open' });
    expect(failed(neither)).toBe(true);
    expect(formatReport(neither, FLAGS.base)).toContain(
      'Loan confirm (loan-confirm or loan-confirm-v2): neither envelope reads',
    );
  });
});
