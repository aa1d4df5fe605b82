/** Rules of the repay detail calls (contract §2 codes, D13), apart from the hook. */
import { REPAY_NOT_DUE_CODE, REPAY_SETTLED_CODE } from '../../api/contract/repay';
import { t } from '../../i18n/t';

/**
 * The codes that mean there is nothing to pay (settled, not due): the page says so, without 'Try again'.
 * A code may arrive as a number or a numeric string (D13).
 * @example isNothingToPay('3001') // true
 */
export function isNothingToPay(code: number | string | null): boolean {
  if (code === null || (typeof code === 'string' && code.trim() === '')) return false;
  const n = Number(code);
  return n === REPAY_SETTLED_CODE || n === REPAY_NOT_DUE_CODE;
}

/** Said plainly when the extension data has no fee (D13): there is nothing the page can charge. */
export const NO_DELAY_FEE_MESSAGE = t('The extension fee is not available right now. Please try again later.');
