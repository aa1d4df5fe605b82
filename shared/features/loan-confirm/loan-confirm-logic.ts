/** Rules of the loan confirm offer (contract D10, D39), apart from the view. */
import type { Id } from '../../api/contract/declare';
import type { LoanConfirm } from '../../api/contract/loan';

/**
 * D10: the term in days is `periods × termUnit` (`termUnit` is the days in one period, 1 when `periods`
 * already counts days). There is no `term` field.
 * @example termDays({ periods: 4, termUnit: 30 }) // 120
 */
export function termDays(offer: Pick<LoanConfirm, 'periods' | 'termUnit'>): number {
  return offer.periods * offer.termUnit;
}

/**
 * D39: the application for this product already under review, when the offer says there is one
 * (`underReview` 1, or the order it names): the page says so before the statement and Apply waits.
 * `orderId` is that order, when the backend names it. Null: Apply as before.
 * @example underReviewOf({ underReview: '1', underReviewOrderId: '21' }) // { orderId: '21' }
 * @example underReviewOf({ underReview: '0' }) // null
 */
export function underReviewOf(
  offer: Pick<LoanConfirm, 'underReview' | 'underReviewOrderId'>,
): { orderId: Id | undefined } | null {
  if (offer.underReview !== '1' && !offer.underReviewOrderId) return null;
  return { orderId: offer.underReviewOrderId || undefined };
}

/**
 * Whether the v2 promo pop-up (`NewPopMsg`) opens at load: never over an application under review (D39),
 * where it would urge an Apply the page has disabled.
 * @example promoAtLoad({ NewPopMsg: '₱500 off', underReview: '1', underReviewOrderId: undefined }) // false
 */
export function promoAtLoad(offer: Pick<LoanConfirm, 'NewPopMsg' | 'underReview' | 'underReviewOrderId'>): boolean {
  return offer.NewPopMsg !== '' && underReviewOf(offer) === null;
}
