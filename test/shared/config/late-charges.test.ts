// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../shared/config/config';
import { lateCharges, MONTHS_TO_WEIGH, penaltyPercentOfMonth } from '../../../shared/config/late-charges';

/** The figures worked out by hand: ₱25 / ₱20 one-time, 0.1 %, 0.08 % and 0.05 % a day by tier. */
const terms = {
  lateFeeNewClient: 25,
  lateFeeRepeatClient: 20,
  dailyPenaltyPercent: { days1to30: 0.1, days31to90: 0.08, from91: 0.05 },
};

describe('late charges (terms §4), one formula for the ledger and the penalty cap', () => {
  it('are nothing on the due day, then the one-time charge and the daily penalty of each tier', () => {
    expect(lateCharges(terms, 323000, 0, 'new')).toBe(0);
    // ₱3,230.00 five days late: ₱25 and 5 × 0.1 %.
    expect(lateCharges(terms, 323000, 5, 'new')).toBeCloseTo(2500 + 323000 * 0.005);
    expect(lateCharges(terms, 323000, 5, 'repeat')).toBeCloseTo(2000 + 323000 * 0.005);
    // An instalment that already incurred the one-time charge (an extension): the daily penalty only.
    expect(lateCharges(terms, 323000, 5, 'incurred')).toBeCloseTo(323000 * 0.005);
    expect(lateCharges(terms, 100000, 31, 'incurred')).toBeCloseTo(100000 * (30 * 0.001 + 0.0008));
    expect(lateCharges(terms, 100000, 91, 'incurred')).toBeCloseTo(100000 * (30 * 0.001 + 60 * 0.0008 + 0.0005));
  });

  it('a month of delay in percent of the amount it falls on: the one-time charge only in the first', () => {
    expect(penaltyPercentOfMonth(terms, 132500, 1, 'new')).toBeCloseTo((2500 / 132500) * 100 + 3);
    expect(penaltyPercentOfMonth(terms, 132500, 2, 'new')).toBeCloseTo(2.4);
    expect(penaltyPercentOfMonth(terms, 132500, 3, 'new')).toBeCloseTo(2.4);
    expect(penaltyPercentOfMonth(terms, 132500, 4, 'new')).toBeCloseTo(1.5);
    expect(MONTHS_TO_WEIGH).toBe(4);
  });

  it('the shipped terms are these figures', () => {
    expect(defaultConfig.loanTerms).toMatchObject(terms);
  });
});
