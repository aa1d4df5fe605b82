/**
 * The late charges of the loan terms (§4) as one formula (ADR 0044): the reference backend's ledger
 * charges by it and the penalty cap (`penaltyCapBreaches`, loan-caps.ts) weighs it, so the figure a
 * borrower pays is the figure the cap was checked against. Money in cents, before rounding.
 *
 * A late instalment owes, from the day after its due date (Manila days), the one-time late charge (new
 * or repeat client, once per instalment: an extension keeps the one already incurred) and the daily
 * penalty of each day's tier on the overdue amount.
 */
import type { AppConfig } from './config.ts';

export type LateTerms = Pick<
  AppConfig['loanTerms'],
  'lateFeeNewClient' | 'lateFeeRepeatClient' | 'dailyPenaltyPercent'
>;

/**
 * Whose one-time charge falls due: a new client's, a repeat client's (one who repaid a loan in full
 * before), or none because the instalment already incurred it.
 */
export type OneTime = 'new' | 'repeat' | 'incurred';

/** A month of delay, as the circulars count the penalty cap: 30 days. */
export const DAYS_PER_MONTH = 30;

/** The daily penalty of day `d` late, in thousandths of a percent (integers, so sums stay exact). */
function dailyRate(terms: LateTerms, d: number): number {
  const p = terms.dailyPenaltyPercent;
  return Math.round((d <= 30 ? p.days1to30 : d <= 90 ? p.days31to90 : p.from91) * 1000);
}

/** The one-time late charge in cents. */
export function oneTimeCharge(terms: LateTerms, client: OneTime): number {
  if (client === 'incurred') return 0;
  return (client === 'repeat' ? terms.lateFeeRepeatClient : terms.lateFeeNewClient) * 100;
}

/**
 * The late charges of `overdue` cents `days` days late, in cents before rounding: the one-time charge
 * (when `days` > 0) and the daily penalty of each day's tier.
 * @example lateCharges({ lateFeeNewClient: 25, lateFeeRepeatClient: 20, dailyPenaltyPercent: { days1to30: 0.1, days31to90: 0.08, from91: 0.05 } }, 323000, 5, 'new') // 4115
 */
export function lateCharges(terms: LateTerms, overdue: number, days: number, client: OneTime): number {
  if (days <= 0) return 0;
  let thousandths = 0;
  for (let d = 1; d <= days; d++) thousandths += dailyRate(terms, d);
  return oneTimeCharge(terms, client) + (overdue * thousandths) / 100_000;
}

/**
 * What month `month` of delay (1: days 1 to 30) adds in late charges, in percent of the overdue amount
 * it falls on: the cap's reading ("penalties … per month … on the amount due").
 * @example penaltyPercentOfMonth(terms, 132500, 1, 'new') // 4.89 with ₱25 and 0.1 % a day
 */
export function penaltyPercentOfMonth(terms: LateTerms, overdue: number, month: number, client: OneTime): number {
  const end = lateCharges(terms, overdue, month * DAYS_PER_MONTH, client);
  const start = lateCharges(terms, overdue, (month - 1) * DAYS_PER_MONTH, client);
  return ((end - start) / overdue) * 100;
}

/**
 * The months of delay the cap must be weighed in: every month up to the first one wholly in the last
 * tier (later months repeat it).
 */
export const MONTHS_TO_WEIGH = Math.ceil(90 / DAYS_PER_MONTH) + 1;
