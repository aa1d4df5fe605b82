/**
 * Digit inputs (spec §5, contract D6): bank inputs keep digits only, card numbers group in fours, and
 * phone numbers are Philippine mobiles (`09` + 9 digits) grouped 4-3-4.
 */

/** The `inputType` values of a bind-bank form item that change formatting; anything else is digits only. */
export type DigitInputType = 'phone' | 'bankCard' | 'number';

export interface FormattedInput {
  /** What the field shows (grouped with spaces). */
  display: string;
  /** What the form submits (digits only). */
  value: string;
}

const PHONE_LENGTH = 11;

/**
 * Strips everything but the ASCII digits 0-9.
 * @example digitsOnly('0917-123 4567') // '09171234567'
 */
export function digitsOnly(s: string | number | null | undefined): string {
  return String(s ?? '').replace(/\D/g, '');
}

/**
 * A phone number as the native dialler takes it (contract D15): its digits, with a leading `+` kept.
 * @example dialable('(02) 8852 3100') // '0288523100'
 * @example dialable(' +63 917-123-4567') // '+639171234567'
 */
export function dialable(phone: string | number | null | undefined): string {
  const s = String(phone ?? '').trim();
  return (s.startsWith('+') ? '+' : '') + digitsOnly(s);
}

/**
 * Groups the digits of a card or account number in fours.
 * @example groupCard('1234567890123') // '1234 5678 9012 3'
 */
export function groupCard(s: string): string {
  return digitsOnly(s).replace(/(\d{4})(?=\d)/g, '$1 ');
}

function localPhoneDigits(s: string): string {
  const digits = digitsOnly(s);
  if (!digits.startsWith('63')) return digits;
  // '+63 917…' and the written form '+63 (0) 917…' both mean '0917…'.
  const rest = digits.slice(2);
  return rest.startsWith('0') ? rest : `0${rest}`;
}

/**
 * A phone number as the local digits the backend expects: `+63`/`63` becomes `0`, capped at 11 digits.
 * @example normalizePhone('+63 917 123 4567') // '09171234567'
 */
export function normalizePhone(s: string): string {
  return localPhoneDigits(s).slice(0, PHONE_LENGTH);
}

/**
 * Groups a (possibly partial) phone number 4-3-4 as the borrower types it.
 * @example formatPhone('09171234567') // '0917 123 4567'
 * @example formatPhone('091712') // '0917 12'
 */
export function formatPhone(s: string): string {
  const n = normalizePhone(s);
  return [n.slice(0, 4), n.slice(4, 7), n.slice(7)].filter(Boolean).join(' ');
}

/**
 * True exactly for a Philippine mobile number: `09` + 9 digits after normalisation. Extra digits make
 * it invalid rather than being cut off, so a mistyped pasted number is caught.
 * @example isValidPhone('+63 917 123 4567') // true
 * @example isValidPhone('13800138000') // false
 */
export function isValidPhone(s: string): boolean {
  return /^09\d{9}$/.test(localPhoneDigits(s));
}

/**
 * Formats a bind-bank field by its `inputType`: phone 4-3-4 (max 11 digits), bank card in fours, every
 * other type digits only (spec §5 "Bank inputs accept digits only").
 * @example formatByInputType('1234567890', 'bankCard') // { display: '1234 5678 90', value: '1234567890' }
 */
export function formatByInputType(value: string, inputType?: DigitInputType | (string & {})): FormattedInput {
  if (inputType === 'phone') {
    const phone = normalizePhone(value);
    return { display: formatPhone(phone), value: phone };
  }
  const digits = digitsOnly(value);
  return { display: inputType === 'bankCard' ? groupCard(digits) : digits, value: digits };
}
