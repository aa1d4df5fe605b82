// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { LoanConfirm } from '../../../../shared/api/contract/loan';
import { capBreachesNoted, forgetCapBreaches } from '../../../../shared/app/cap-breaches';
import { manilaDay } from '../../../../shared/format/manila-day';
import { checkCaps } from '../../../../shared/features/loan-confirm/cap-check';
import { loanOffer } from './offer';

afterEach(forgetCapBreaches);

const TODAY = manilaDay('2026-11-25');

/** One payment 30 days after 2026-11-25. */
function offer(amount: number, repay: number, over: Partial<LoanConfirm> = {}): LoanConfirm {
  return loanOffer({
    comProductName: 'Quick Cash',
    amount,
    periods: 1,
    repay_plans: [{ title: 'Full repayment', amount: repay, pay_time: '2026-12-25' }],
    netAmount: undefined,
    ...over,
  });
}

describe('checkCaps (ADR 0025)', () => {
  it('a covered offer within the caps notes nothing', () => {
    checkCaps(offer(500000, 515000), TODAY);
    expect(capBreachesNoted()).toEqual([]);
  });

  it('an EIR above 12 % a month is noted with the product and the figures', () => {
    // ₱5,650 a month after ₱5,000: 13.00 %.
    checkCaps(offer(500000, 565000), TODAY);
    expect(capBreachesNoted()).toEqual([{ cap: 'eir', product: 'Quick Cash', figure: 13, limit: 12, epoch: 0 }]);
  });

  it('an upfront fee counts: ₱5,600 a month after ₱5,000 less ₱100 sent is 14.29 %', () => {
    checkCaps(offer(500000, 560000, { netAmount: 490000 }), TODAY);
    expect(capBreachesNoted()).toEqual([{ cap: 'eir', product: 'Quick Cash', figure: 14.29, limit: 12, epoch: 0 }]);
  });

  it('the cap of the loan date: 13 % on a loan made in March 2026 was within the 15 % of its day', () => {
    checkCaps(
      offer(500000, 565000, {
        loanDate: '2026-03-01',
        repay_plans: [{ title: 'x', amount: 565000, pay_time: '2026-03-31' }],
      }),
      TODAY,
    );
    expect(capBreachesNoted()).toEqual([]);
  });

  it('a loan the caps do not cover notes nothing: above ₱10,000, or longer than four months', () => {
    checkCaps(offer(1_100_000, 1_300_000), TODAY);
    const long = offer(500000, 900000, {
      repay_plans: [{ title: 'x', amount: 900000, pay_time: '2027-04-26' }],
    });
    checkCaps(long, TODAY);
    expect(capBreachesNoted()).toEqual([]);
  });

  it('a total cost above the principal is noted even when no rate can be worked out', () => {
    checkCaps(offer(200000, 410000, { repay_plans: [{ title: 'x', amount: 410000, pay_time: '' }] }), TODAY);
    expect(capBreachesNoted()).toEqual([
      { cap: 'totalCost', product: 'Quick Cash', figure: 105, limit: 100, epoch: 0 },
    ]);
  });
});
