/**
 * The penalty cap on every product this backend offers (ADR 0044): each product's instalments are the
 * amounts that can fall overdue, and the loan terms' late charges on each, month by month of delay, must
 * stay within the cap in force (`penaltyCapBreaches`, the ledger's own formula). The build and the
 * server's start refuse terms that pass it, naming the product and the month.
 */
import { config } from '../../../shared/config/config.ts';
import type { AppConfig, LoanCaps } from '../../../shared/config/config.ts';
import { penaltyCapBreaches, resolveLoanCaps } from '../../../shared/config/loan-caps.ts';
import type { PenaltyProduct } from '../../../shared/config/loan-caps.ts';
import { PRODUCTS } from '../core.ts';
import { priceLoan } from './pricing.ts';
import { UNLISTED_PRODUCTS } from './seed.ts';

/** Every seeded product (listed or not) with the instalments of the loan it offers. */
export function seededPenaltyProducts(): PenaltyProduct[] {
  return [...PRODUCTS, ...UNLISTED_PRODUCTS].map((p) => ({
    name: `${p.name} (${p.code})`,
    overdue: priceLoan(p.code, p.amount, p.termDays, 0).plans.map((plan) => plan.amount),
  }));
}

/** Today in Manila, `YYYY-MM-DD`: the caps in force today apply. */
const manilaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * Throws when the loan terms' late charges pass the penalty cap on a seeded product.
 * @example assertPenaltiesWithinCap() // nothing with the shipped terms
 */
export function assertPenaltiesWithinCap(
  terms: AppConfig['loanTerms'] = config.loanTerms,
  caps: LoanCaps = resolveLoanCaps(config.loanCaps),
  day: string = manilaToday(),
): void {
  const breaches = penaltyCapBreaches(terms, caps, day, seededPenaltyProducts());
  if (breaches.length)
    throw new Error(
      [
        "The loan terms' late charges pass the penalty cap on the reference backend's products:",
        ...breaches.map((b) => `  - ${b}`),
        'Lower loanTerms.lateFeeNewClient / lateFeeRepeatClient or dailyPenaltyPercent (shared/config/config.ts).',
      ].join('\n'),
    );
}
