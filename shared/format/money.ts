/**
 * Money and number display (spec §9). Amounts travel as integer cents; formatting works on the digit
 * string rather than dividing floats, so 1005 is always 10.05 and never 10.049999.
 */

export interface MoneyOptions {
  /** The spec's flag for the rupee sign; the peso sign otherwise. */
  rupee?: boolean;
  /** `false` leaves the currency sign out (the minus stays). */
  sign?: boolean;
}

/**
 * The currency sign: peso by default, rupee when the spec's flag is set.
 * @example currencySign() // '₱'
 * @example currencySign(true) // '₹'
 */
export function currencySign(rupee = false): string {
  return rupee ? '₹' : '₱';
}

interface IntegerDigits {
  negative: boolean;
  digits: string;
}

function integerDigits(input: number | string, toInteger: (n: number) => number): IntegerDigits | null {
  // A plain integer string is used digit for digit, so amounts beyond 2^53 lose nothing.
  const plain = typeof input === 'string' ? /^\s*([+-]?)0*(\d+)\s*$/.exec(input) : null;
  if (plain) return { negative: plain[1] === '-' && plain[2] !== '0', digits: plain[2] };
  const n = toInteger(Number(input));
  if (!Number.isFinite(n)) return null;
  // BigInt prints every digit where String() switches to exponent notation (1e21 and up).
  return { negative: n < 0, digits: BigInt(Math.abs(n)).toString() };
}

function groupThrees(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * Formats integer cents as `₱1,234.56`. Fractional cents are rounded; empty, non-numeric or non-finite
 * input shows as `₱0.00` (a blank amount must not read as an error on a repayment screen).
 * @example formatMoney(123456) // '₱1,234.56'
 * @example formatMoney('-100') // '-₱1.00'
 * @example formatMoney(29, { rupee: true }) // '₹0.29'
 * @example formatMoney(1005, { sign: false }) // '10.05'
 */
export function formatMoney(cents: number | string, opts: MoneyOptions = {}): string {
  const { negative, digits } = integerDigits(cents, Math.round) ?? { negative: false, digits: '0' };
  const padded = digits.padStart(3, '0');
  const sign = opts.sign === false ? '' : currencySign(opts.rupee);
  return `${negative ? '-' : ''}${sign}${groupThrees(padded.slice(0, -2), ',')}.${padded.slice(-2)}`;
}

/**
 * The spec's number formatter: the integer part grouped in threes with a dot. Any fraction is dropped
 * (truncated toward zero, not rounded); the minus sign is kept. Non-numeric input gives '0'.
 * @example formatNumberDots(1234567) // '1.234.567'
 * @example formatNumberDots('-1234.99') // '-1.234'
 */
export function formatNumberDots(n: number | string): string {
  const parsed = integerDigits(n, Math.trunc);
  return parsed ? `${parsed.negative ? '-' : ''}${groupThrees(parsed.digits, '.')}` : '0';
}
