/**
 * Strings the reference backend formats itself (detail rows, plan remarks): a production backend
 * formats its own, so these do not import the pages' `shared/format`. Money is integer cents; dates
 * are shown in Philippine time (UTC+8, no daylight saving).
 */

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * @example money(123456) // '₱1,234.56'
 * @example money(-100) // '-₱1.00'
 */
export function money(cents: number): string {
  const n = Math.round(cents);
  const digits = String(Math.abs(n)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 ? '-' : ''}₱${whole}.${digits.slice(-2)}`;
}

/** @example manilaDate(1700000000000) // '2023-11-15' */
export function manilaDate(epochMs: number): string {
  return new Date(epochMs + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

const MOBILE = /^09\d{9}$/;

/**
 * A Philippine mobile number as local digits (contract D6: `+63`/`63` becomes `0`), or '' when it is not one.
 * @example localPhone('+63 917 123 4567') // '09171234567'
 * @example localPhone('13800138000') // ''
 */
export function localPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('63')) digits = digits.slice(2).startsWith('0') ? digits.slice(2) : `0${digits.slice(2)}`;
  return MOBILE.test(digits) ? digits : '';
}
