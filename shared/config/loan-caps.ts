/**
 * The ceilings of SEC Memorandum Circular No. 3, series of 2022, for small short-term consumer loans by
 * lending and financing companies: nominal interest at most 6 % a month, late-payment penalties at most
 * 5 % a month on the amount due, and interest, fees and penalties together at most 100 % of the
 * principal. The loan terms text takes its figures from `config.loanTerms`; the build warns (it does not
 * fail: which loans the circular covers is the operator's legal call) when a figure passes a cap.
 *
 * @example loanCapWarnings(defaultConfig.loanTerms) // []
 */
import type { AppConfig } from './config.ts';

export const SEC_MC3_CAPS = {
  interestPercentPerMonth: 6,
  penaltyPercentPerMonth: 5,
  totalCostPercentOfPrincipal: 100,
} as const;

/** A month of daily penalty, as the circular counts it. */
const DAYS_PER_MONTH = 30;

const round = (n: number) => Math.round(n * 100) / 100;

export function loanCapWarnings(terms: AppConfig['loanTerms']): string[] {
  const caps = SEC_MC3_CAPS;
  const out: string[] = [];
  if (terms.interestPercentPerMonth > caps.interestPercentPerMonth) {
    out.push(
      `loanTerms.interestPercentPerMonth ${terms.interestPercentPerMonth} % passes the ${caps.interestPercentPerMonth} %/month interest cap`,
    );
  }
  // The one-time charge falls in the first month of delay: weighed against the smallest loan, it adds to that month's penalty.
  const oneTime =
    terms.smallestPrincipal > 0
      ? (Math.max(terms.lateFeeNewClient, terms.lateFeeRepeatClient) / terms.smallestPrincipal) * 100
      : Infinity;
  const tiers: [string, number, number][] = [
    ['days1to30', terms.dailyPenaltyPercent.days1to30, oneTime],
    ['days31to90', terms.dailyPenaltyPercent.days31to90, 0],
    ['from91', terms.dailyPenaltyPercent.from91, 0],
  ];
  for (const [name, daily, extra] of tiers) {
    const monthly = round(daily * DAYS_PER_MONTH + extra);
    if (monthly > caps.penaltyPercentPerMonth) {
      const withFee = extra ? ` with the one-time late charge on a ₱${terms.smallestPrincipal} loan` : '';
      out.push(
        `loanTerms.dailyPenaltyPercent.${name} ${daily} %/day is ${monthly} %/month${withFee}: over the ${caps.penaltyPercentPerMonth} %/month penalty cap`,
      );
    }
  }
  if (!(terms.totalCostCapPercent > 0) || terms.totalCostCapPercent > caps.totalCostPercentOfPrincipal) {
    out.push(
      `loanTerms.totalCostCapPercent ${terms.totalCostCapPercent} % is not within the ${caps.totalCostPercentOfPrincipal} %-of-principal total cost cap`,
    );
  }
  return out;
}
