/** Rules of the loan confirm offer (contract D10), apart from the view. */
import type { LoanConfirm } from '../../api/contract/loan';

/**
 * D10: the term in days is `periods × termUnit` (`termUnit` is the days in one period, 1 when `periods`
 * already counts days). There is no `term` field.
 * @example termDays({ periods: 4, termUnit: 30 }) // 120
 */
export function termDays(offer: Pick<LoanConfirm, 'periods' | 'termUnit'>): number {
  return offer.periods * offer.termUnit;
}
