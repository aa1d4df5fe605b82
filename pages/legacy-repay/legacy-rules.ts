/** Messages and checks of the legacy card repayment (spec §5, §8). */
import { SUBMITTED_TWICE, WRONG_CODE } from '../../shared/api/contract/repay';

export const CHOOSE_CARD_MESSAGE = 'please choose a paying bank card first';
export const ENTER_CODE_MESSAGE = 'please enter the correct code';
export const WRONG_CODE_MESSAGE = 'wrong code';
export const SUBMITTED_TWICE_MESSAGE = 'do not submit payment twice';
export const CARD_LIST_FAILED_MESSAGE = 'failed to query card list';
export const DEFAULT_FAILURE_MESSAGE = 'repayment failed, please try again';
export const CODE_MIN_LENGTH = 6;

/** The SMS code needs at least 6 characters (spaces around it do not count). */
export function isCodeValid(code: string): boolean {
  return code.trim().length >= CODE_MIN_LENGTH;
}

/**
 * What the borrower reads for a failed commit or confirm that reached the server: 800006 and 800005
 * have their own text; any other code shows the server message, or a default when it sent none.
 */
export function failureMessage(code: number | string | null, serverMessage: string): string {
  if (Number(code) === WRONG_CODE) return WRONG_CODE_MESSAGE;
  if (Number(code) === SUBMITTED_TWICE) return SUBMITTED_TWICE_MESSAGE;
  return serverMessage.trim() || DEFAULT_FAILURE_MESSAGE;
}

/** What the page pays: the amount due, the order number shown, the product of the order link. */
export interface LegacyDue {
  /** Cents; undefined when neither call sent it. */
  amount: number | undefined;
  orderNo: string;
  productId: string;
}

/**
 * D12: the amount due and the order number come from `loan-play-detail` and the product from the page
 * query; `repayment-way`'s own `amount`, `orderNo`, `productId` win only when present.
 * @example legacyDue({}, { repayAmount: 512000, orderNo: 'PA1' }, '3') // { amount: 512000, orderNo: 'PA1', productId: '3' }
 */
export function legacyDue(
  way: { amount?: number; orderNo?: string; productId?: number },
  play: { repayAmount: number; orderNo: string } | undefined,
  queryProductId: string,
): LegacyDue {
  return {
    amount: way.amount ?? play?.repayAmount,
    orderNo: way.orderNo ?? play?.orderNo ?? '',
    productId: way.productId !== undefined ? String(way.productId) : queryProductId,
  };
}
