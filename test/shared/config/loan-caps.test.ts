// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AppConfig, LoanCaps } from '../../../shared/config/config';
import { defaultConfig, resolveConfig } from '../../../shared/config/config';
import {
  capBreaches,
  capOn,
  DEFAULT_LOAN_CAPS,
  isCovered,
  loanCapProblems,
  loanCapsLine,
  loanCapWarnings,
  loosenedCaps,
  penaltyCapBreaches,
  resolveLoanCaps,
  SEC_MC14_2025,
  SEC_MC3_2022,
} from '../../../shared/config/loan-caps';

type Terms = AppConfig['loanTerms'];
const terms = (over: Partial<Terms> = {}): Terms => ({ ...defaultConfig.loanTerms, ...over });
const TODAY = '2026-11-25';

describe('the caps, each with its circular and the day it applies from', () => {
  it('EIR 15 % a month from 2022-03-03 (SEC MC 3 s2022), 12 % from 2026-04-01 (SEC MC 14 s2025)', () => {
    expect(capOn(DEFAULT_LOAN_CAPS.eirPerMonth, '2026-03-31')).toEqual({
      percent: 15,
      circular: SEC_MC3_2022,
      from: '2022-03-03',
    });
    expect(capOn(DEFAULT_LOAN_CAPS.eirPerMonth, '2026-04-01')).toEqual({
      percent: 12,
      circular: SEC_MC14_2025,
      from: '2026-04-01',
    });
    expect(capOn(DEFAULT_LOAN_CAPS.eirPerMonth, '2022-03-02')).toBeUndefined();
  });

  it('interest 6 %, penalties 5 % a month and total cost 100 % of the principal stay under both', () => {
    for (const day of ['2025-01-01', TODAY]) {
      expect(capOn(DEFAULT_LOAN_CAPS.interestPerMonth, day)?.percent).toBe(6);
      expect(capOn(DEFAULT_LOAN_CAPS.penaltyPerMonth, day)?.percent).toBe(5);
      expect(capOn(DEFAULT_LOAN_CAPS.totalCostOfPrincipal, day)?.percent).toBe(100);
    }
    expect(DEFAULT_LOAN_CAPS.covered).toEqual({ maxPrincipal: 10000, maxTermMonths: 4 });
  });

  it("the operator's config replaces a list whole, and the covered scope key by key", () => {
    const caps = resolveLoanCaps(
      resolveConfig(
        JSON.stringify({
          loanCaps: {
            eirPerMonth: [{ percent: 10, circular: 'SEC MC No. 1, s. 2027', from: '2027-07-01' }],
            covered: { maxPrincipal: 15000 },
          },
        }),
      ).loanCaps,
    );
    expect(caps.eirPerMonth).toEqual([{ percent: 10, circular: 'SEC MC No. 1, s. 2027', from: '2027-07-01' }]);
    expect(caps.covered).toEqual({ maxPrincipal: 15000, maxTermMonths: 4 });
    expect(caps.interestPerMonth).toBe(DEFAULT_LOAN_CAPS.interestPerMonth);
    // The default config carries none of it: the pages that never weigh an offer ship no caps.
    expect(defaultConfig.loanCaps).toBeUndefined();
    expect(resolveLoanCaps()).toEqual(DEFAULT_LOAN_CAPS);
  });

  it('an override the build cannot read is a problem; one it can is none', () => {
    expect(loanCapProblems(undefined)).toEqual([]);
    expect(
      loanCapProblems({ eirPerMonth: [{ percent: 12, circular: 'SEC MC 14 s2025', from: '2026-04-01' }] }),
    ).toEqual([]);
    expect(loanCapProblems({ eirPerMonth: [] })).toEqual(['loanCaps.eirPerMonth is not a list of caps']);
    expect(loanCapProblems({ eirPerMonth: [{ percent: 12, circular: '', from: 'April' }] })).toHaveLength(1);
    expect(loanCapProblems({ covered: { maxPrincipal: 0, maxTermMonths: 4 } })).toHaveLength(1);
  });

  it('the build says the caps it applies, and what an override loosens', () => {
    expect(loanCapsLine(DEFAULT_LOAN_CAPS, TODAY)).toBe(
      `loan caps on ${TODAY} (covered loans: ₱10000 or less, 4 months or less): effective interest rate 12 % a month (${SEC_MC14_2025}, from 2026-04-01); interest 6 % a month (${SEC_MC14_2025}, from 2026-04-01); penalties 5 % a month (${SEC_MC14_2025}, from 2026-04-01); total cost 100 % of the principal (${SEC_MC14_2025}, from 2026-04-01)`,
    );
    expect(loosenedCaps(DEFAULT_LOAN_CAPS, TODAY)).toEqual([]);
    const loose: LoanCaps = {
      ...DEFAULT_LOAN_CAPS,
      eirPerMonth: [{ percent: 15, circular: 'old', from: '2022-03-03' }],
    };
    expect(loosenedCaps(loose, TODAY)).toEqual([
      `loanCaps.eirPerMonth: 15 % on ${TODAY}, looser than 12 % (${SEC_MC14_2025})`,
    ]);
  });
});

describe('cap warnings on the loan terms figures (the build)', () => {
  it('the shipped defaults are within every cap in force', () => {
    expect(loanCapWarnings(defaultConfig.loanTerms, DEFAULT_LOAN_CAPS, TODAY)).toEqual([]);
  });

  it("warns on the spec's own daily figures: 5 %, 4 % and 2 % a day", () => {
    const spec = terms({ dailyPenaltyPercent: { days1to30: 5, days31to90: 4, from91: 2 } });
    expect(loanCapWarnings(spec, DEFAULT_LOAN_CAPS, TODAY)).toEqual([
      'loanTerms.dailyPenaltyPercent.days1to30 5 %/day is 150 %/month: over the 5 %/month penalty cap',
      'loanTerms.dailyPenaltyPercent.days31to90 4 %/day is 120 %/month: over the 5 %/month penalty cap',
      'loanTerms.dailyPenaltyPercent.from91 2 %/day is 60 %/month: over the 5 %/month penalty cap',
    ]);
  });

  it('warns on interest over 6 %/month and a total cost cap over 100 % (or none)', () => {
    expect(loanCapWarnings(terms({ interestPercentPerMonth: 6.5 }), DEFAULT_LOAN_CAPS, TODAY)).toEqual([
      'loanTerms.interestPercentPerMonth 6.5 % passes the 6 %/month interest cap',
    ]);
    expect(loanCapWarnings(terms({ totalCostCapPercent: 120 }), DEFAULT_LOAN_CAPS, TODAY)).toEqual([
      'loanTerms.totalCostCapPercent 120 % is not within the 100 %-of-principal total cost cap',
    ]);
    expect(loanCapWarnings(terms({ totalCostCapPercent: 0 }), DEFAULT_LOAN_CAPS, TODAY)).toHaveLength(1);
  });

  it("uses the operator's caps: a lower interest cap warns on the same terms", () => {
    const caps = resolveLoanCaps({ interestPerMonth: [{ percent: 4, circular: 'SEC MC X', from: '2026-01-01' }] });
    expect(loanCapWarnings(defaultConfig.loanTerms, caps, TODAY)).toEqual([
      'loanTerms.interestPercentPerMonth 6 % passes the 4 %/month interest cap',
    ]);
  });
});

describe('the penalty cap on the amounts late charges fall on (the build and the server start)', () => {
  const quick = { name: 'Quick Cash (QC04)', overdue: [212740] };
  const flex = { name: 'Peso Flex (PF01)', overdue: [132500, 132500, 132500, 132500] };

  it("names the product and the month: the issue's ₱100 one-time charge on ₱2,127.40 is 7.7 % in month 1", () => {
    const old = terms({ lateFeeNewClient: 100, lateFeeRepeatClient: 80 });
    expect(penaltyCapBreaches(old, DEFAULT_LOAN_CAPS, TODAY, [quick])).toEqual([
      `Quick Cash (QC04), month 1 of delay (days 1 to 30): ₱163.82 of late charges on ₱2,127.40 overdue is 7.7 %, over the 5 % a month penalty cap (${SEC_MC14_2025})`,
    ]);
    // The repeat client's figure is weighed too: ₱80 breaks the cap beside a new client's ₱25 within it.
    expect(penaltyCapBreaches(terms({ lateFeeRepeatClient: 80 }), DEFAULT_LOAN_CAPS, TODAY, [quick])).toEqual([
      expect.stringContaining('₱143.82 of late charges on ₱2,127.40 overdue is 6.76 %'),
    ]);
  });

  it('weighs the smallest instalment: ₱40 passes on ₱2,127.40 and fails on ₱1,325.00', () => {
    const forty = terms({ lateFeeNewClient: 40 });
    expect(penaltyCapBreaches(forty, DEFAULT_LOAN_CAPS, TODAY, [quick])).toEqual([]);
    expect(penaltyCapBreaches(forty, DEFAULT_LOAN_CAPS, TODAY, [flex])).toEqual([
      expect.stringMatching(/^Peso Flex \(PF01\), month 1 of delay \(days 1 to 30\): ₱79\.75 .* is 6\.02 %/),
    ]);
  });

  it('weighs every month up to the last tier, and the shipped terms pass on both products', () => {
    const late = terms({ dailyPenaltyPercent: { days1to30: 0.1, days31to90: 0.1, from91: 0.2 } });
    expect(penaltyCapBreaches(late, DEFAULT_LOAN_CAPS, TODAY, [flex])).toEqual([
      expect.stringMatching(/^Peso Flex \(PF01\), month 4 of delay \(days 91 to 120\): .* is 6 %/),
    ]);
    expect(penaltyCapBreaches(defaultConfig.loanTerms, DEFAULT_LOAN_CAPS, TODAY, [quick, flex])).toEqual([]);
    // No cap in force that day: nothing to weigh.
    expect(penaltyCapBreaches(late, DEFAULT_LOAN_CAPS, '2020-01-01', [flex])).toEqual([]);
  });
});

describe('covered offers and their breaches (loan confirm)', () => {
  const offer = { principal: 500000, from: TODAY, until: '2027-03-25', eir: 2.37, totalCost: 6 };

  it('covers ₱10,000 or less over four calendar months or less', () => {
    expect(isCovered(DEFAULT_LOAN_CAPS, offer)).toBe(true);
    expect(isCovered(DEFAULT_LOAN_CAPS, { ...offer, principal: 1_000_000 })).toBe(true);
    expect(isCovered(DEFAULT_LOAN_CAPS, { ...offer, principal: 1_000_001 })).toBe(false);
    expect(isCovered(DEFAULT_LOAN_CAPS, { ...offer, until: '2027-03-26' })).toBe(false);
    // 100 days from 2026-11-25 is 2027-03-05: within four months.
    expect(isCovered(DEFAULT_LOAN_CAPS, { ...offer, until: '2027-03-05' })).toBe(true);
  });

  it('an EIR or a total cost above the cap in force on the loan date is a breach', () => {
    expect(capBreaches(DEFAULT_LOAN_CAPS, offer)).toEqual([]);
    expect(capBreaches(DEFAULT_LOAN_CAPS, { ...offer, eir: 12.004 })).toEqual([]);
    expect(capBreaches(DEFAULT_LOAN_CAPS, { ...offer, eir: 12.01, totalCost: 100.5 })).toEqual([
      { cap: 'eir', figure: 12.01, limit: 12, circular: SEC_MC14_2025 },
      { cap: 'totalCost', figure: 100.5, limit: 100, circular: SEC_MC14_2025 },
    ]);
    // The same 13 % on a loan made before 2026-04-01 was within the 15 % of its day.
    expect(capBreaches(DEFAULT_LOAN_CAPS, { ...offer, from: '2026-03-01', until: '2026-06-01', eir: 13 })).toEqual([]);
  });

  it('a loan the caps do not cover, or a figure that cannot be worked out, is no breach', () => {
    expect(capBreaches(DEFAULT_LOAN_CAPS, { ...offer, principal: 2_000_000, eir: 20 })).toEqual([]);
    expect(capBreaches(DEFAULT_LOAN_CAPS, { ...offer, eir: null, totalCost: null })).toEqual([]);
  });
});
