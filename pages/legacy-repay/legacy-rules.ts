/** Messages and checks of the legacy card repayment (spec §5, §8). */
import { CODE_EXHAUSTED, CODE_EXPIRED, SUBMITTED_TWICE, WRONG_CODE } from '../../shared/api/contract/repay';
import type { DueInstalment, LoanPlayDetail, RepaymentCommit } from '../../shared/api/contract/repay';
import type { Id } from '../../shared/api/contract/declare';
import type { ApiResult } from '../../shared/api/request';
import { t } from '../../shared/i18n/t';

/** The spec's messages of the card repayment, the lower-case ones capitalised (D35). */
export const CHOOSE_CARD_MESSAGE = t('Please choose a paying bank card first');
export const ENTER_CODE_MESSAGE = t('Please enter the correct code');
/** A wrong code says what to do next (ADR 0044), where the spec's bare 'wrong code' did not. */
export const WRONG_CODE_MESSAGE = t('Wrong code. Check the SMS and enter the code again.');
export const CODE_EXPIRED_MESSAGE = t('This code has expired. Tap “Get code” for a new one.');
export const CODE_EXHAUSTED_MESSAGE = t('Too many wrong codes. Tap “Get code” for a new one.');
export const SUBMITTED_TWICE_MESSAGE = t('Do not submit payment twice');
export const CARD_LIST_FAILED_MESSAGE = t('Failed to query card list');
export const DEFAULT_FAILURE_MESSAGE = t('Repayment failed, please try again');
export const CODE_MIN_LENGTH = 6;
/** A commit that reached the server, whose answer gives no record to confirm: the payment is not failed. */
export const COMMIT_UNREAD_MESSAGE = t(
  'Your payment request was received, but this page could not open the code entry. Open your order to see the payment’s status before you try again.',
);

/** 800005 (contract §2): the payment was already submitted; the order says where it is. */
export const ALREADY_PROCESSING_MESSAGE = t(
  'This payment is already being processed. Open your order to see its status before you try again.',
);

/**
 * What a commit that needed no SMS code submitted: the amount and the card, so the borrower knows where
 * the money went before the order opens. A card number without digits is named as it came.
 * @example submittedMessage(512000, 'Metrobank', '**** 4321') // 'Your payment of ₱5,120.00 from Metrobank card ending 4321 was submitted. Open your order to see when it shows.'
 */
export function submittedMessage(amount: string, bankName: string, cardNo: string): string {
  const last = cardNo.replace(/\D/g, '').slice(-4);
  const card = (
    last
      ? t('{bank} card ending {last}', { bank: bankName, last })
      : cardNo
        ? t('{bank} card {cardNo}', { bank: bankName, cardNo })
        : t('{bank} card', { bank: bankName })
  ).trim();
  return t('Your payment of {amount} from {card} was submitted. Open your order to see when it shows.', {
    amount,
    card,
  });
}

/** The SMS code needs at least 6 digits. */
export function isCodeValid(code: string): boolean {
  return onlyDigits(code).length >= CODE_MIN_LENGTH;
}

/**
 * What the code box keeps of what was typed or pasted: its digits (D31: a code is digits only; a pasted
 * "123 456" or "Code: 123456" keeps 123456).
 * @example onlyDigits('12a3 45-6') // '123456'
 */
export function onlyDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/**
 * What a refused SMS code asks of the borrower next (ADR 0044): a wrong code is entered again (with the
 * tries left when the backend says them: its message, shown as text); an expired or exhausted code needs a
 * new one ('get code' works at once). Null: not a refusal of the code itself.
 * @example codeRefusal(800006, 'You have 2 tries left.') // { message: 'Wrong code. … You have 2 tries left.', newCode: false }
 */
export function codeRefusal(
  code: number | string | null,
  serverMessage: string,
): { message: string; newCode: boolean } | null {
  const n = Number(code);
  if (n === CODE_EXPIRED) return { message: CODE_EXPIRED_MESSAGE, newCode: true };
  if (n === CODE_EXHAUSTED) return { message: CODE_EXHAUSTED_MESSAGE, newCode: true };
  if (n !== WRONG_CODE) return null;
  // The spec's own answer ('wrong code') adds nothing; anything else the backend says follows ours.
  const more = serverMessage.trim();
  const extra = more && more.toLowerCase() !== 'wrong code' ? more : '';
  return { message: extra ? `${WRONG_CODE_MESSAGE} ${extra}` : WRONG_CODE_MESSAGE, newCode: false };
}

/**
 * What a paid card payment says before the order opens.
 * @example paidMessage('₱3,230.00') // 'Your payment of ₱3,230.00 was successful. Your order shows it now.'
 */
export function paidMessage(amount: string): string {
  return t('Your payment of {amount} was successful. Your order shows it now.', { amount });
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

/**
 * What follows a commit. Once the call answers success the record exists on the server and the SMS code
 * may be on its way, so nothing it answers may make it a failure (ADR 0022):
 * - `code`: the SMS code entry for this record (`needValid` 1, or unreadable: the code entry is the step
 *   that is safe while a record id is known);
 * - `done`: no code needed (`needValid` read, not 1): the order shows the payment;
 * - `unread`: no record id to confirm: say so and offer the order;
 * - `failed`: the server refused or nothing arrived: the page says why and the borrower may try again.
 * @example afterCommit({ success: true, data: { repayRecordId: 'RR-1', needValid: 1 } }) // { kind: 'code', recordId: 'RR-1' }
 */
export function afterCommit(
  res: Pick<ApiResult<RepaymentCommit>, 'success' | 'data' | 'unreadable'>,
): { kind: 'code'; recordId: Id } | { kind: 'done' } | { kind: 'unread' } | { kind: 'failed' } {
  if (!res.success) return res.unreadable ? { kind: 'unread' } : { kind: 'failed' };
  const { repayRecordId, needValid } = res.data ?? {};
  if (needValid !== undefined && needValid !== 1) return { kind: 'done' };
  return repayRecordId ? { kind: 'code', recordId: repayRecordId } : { kind: 'unread' };
}

/** What the page pays: the amount due, the order number shown, the product of the order link. */
export interface LegacyDue {
  /** Cents; undefined when neither call sent it. */
  amount: number | undefined;
  orderNo: string;
  productId: Id;
  /** ADR 0045, from `loan-play-detail` when it says them: the first day the lender takes this payment. */
  payableFrom?: number | string;
  /** ADR 0045: days the instalment is overdue, and its late charges in cents. */
  overdueDays?: number;
  lateCharges?: number;
  /**
   * D36: the instalments the amount pays, from `loan-play-detail`, only while the amount shown is the one
   * they make up (`repayment-way` sent none, or the same): never a list beside another figure.
   */
  dues?: DueInstalment[];
}

/**
 * D12: the amount due and the order number come from `loan-play-detail` and the product from the page
 * query; `repayment-way`'s own `amount`, `orderNo`, `productId` win only when present.
 * @example legacyDue({}, { repayAmount: 512000, orderNo: 'PA1' }, '3') // { amount: 512000, orderNo: 'PA1', productId: '3' }
 */
export function legacyDue(
  way: { amount?: number; orderNo?: Id; productId?: Id },
  play:
    | (Pick<LoanPlayDetail, 'repayAmount'> &
        Partial<Pick<LoanPlayDetail, 'orderNo' | 'payableFrom' | 'overdueDays' | 'lateCharges' | 'dueInstalments'>>)
    | undefined,
  queryProductId: Id,
): LegacyDue {
  const sameAmount = way.amount === undefined || way.amount === play?.repayAmount;
  const said = {
    payableFrom: play?.payableFrom,
    overdueDays: play?.overdueDays,
    lateCharges: play?.lateCharges,
    dues: sameAmount ? play?.dueInstalments : undefined,
  };
  return {
    amount: way.amount ?? play?.repayAmount,
    orderNo: way.orderNo ?? play?.orderNo ?? '',
    productId: way.productId ?? queryProductId,
    ...Object.fromEntries(Object.entries(said).filter(([, value]) => value !== undefined)),
  };
}
