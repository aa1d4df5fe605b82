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
