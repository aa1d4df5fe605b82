import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../shared/config/config';
import { defaultConfig } from '../../../shared/config/config';
import { loanCapWarnings, SEC_MC3_CAPS } from '../../../shared/config/loan-caps';

type Terms = AppConfig['loanTerms'];
const terms = (over: Partial<Terms> = {}): Terms => ({ ...defaultConfig.loanTerms, ...over });

describe('SEC MC No. 3 (2022) cap warnings on the loan terms figures', () => {
  it('the shipped defaults are within every cap', () => {
    expect(loanCapWarnings(defaultConfig.loanTerms)).toEqual([]);
    expect(SEC_MC3_CAPS).toEqual({
      interestPercentPerMonth: 6,
      penaltyPercentPerMonth: 5,
      totalCostPercentOfPrincipal: 100,
    });
  });

  it("warns on the spec's own figures: 5 %, 4 % and 2 % a day, ₱1,000 one-time", () => {
    const spec = terms({
      lateFeeNewClient: 1000,
      lateFeeRepeatClient: 800,
      dailyPenaltyPercent: { days1to30: 5, days31to90: 4, from91: 2 },
    });
    expect(loanCapWarnings(spec)).toEqual([
      'loanTerms.dailyPenaltyPercent.days1to30 5 %/day is 170 %/month with the one-time late charge on a ₱5000 loan: over the 5 %/month penalty cap',
      'loanTerms.dailyPenaltyPercent.days31to90 4 %/day is 120 %/month: over the 5 %/month penalty cap',
      'loanTerms.dailyPenaltyPercent.from91 2 %/day is 60 %/month: over the 5 %/month penalty cap',
    ]);
  });

  it('counts the one-time late charge into the first month', () => {
    // 0.1 %/day is 3 %; ₱150 on ₱5,000 is 3 % more: 6 % > 5 %.
    expect(loanCapWarnings(terms({ lateFeeNewClient: 150 }))).toHaveLength(1);
    expect(loanCapWarnings(terms({ lateFeeNewClient: 100 }))).toEqual([]);
  });

  it('warns on interest over 6 %/month and a total cost cap over 100 % (or none)', () => {
    expect(loanCapWarnings(terms({ interestPercentPerMonth: 6.5 }))).toEqual([
      'loanTerms.interestPercentPerMonth 6.5 % passes the 6 %/month interest cap',
    ]);
    expect(loanCapWarnings(terms({ totalCostCapPercent: 120 }))).toEqual([
      'loanTerms.totalCostCapPercent 120 % is not within the 100 %-of-principal total cost cap',
    ]);
    expect(loanCapWarnings(terms({ totalCostCapPercent: 0 }))).toHaveLength(1);
  });
});
