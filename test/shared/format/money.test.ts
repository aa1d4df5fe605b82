// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySign, formatMoney, formatNumberDots } from '../../../shared/format/money';

/** Reads a formatted amount back into cents (the inverse the property tests check against). */
function parseMoney(text: string): bigint {
  const m = /^(-?)[₱₹]?(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text);
  if (!m) throw new Error(`not a money string: ${text}`);
  const cents = BigInt(`${m[2]!.replaceAll(',', '')}${m[3]}`);
  return m[1] ? -cents : cents;
}

describe('currencySign', () => {
  it('is the peso sign by default and the rupee sign with the flag', () => {
    expect(currencySign()).toBe('₱');
    expect(currencySign(false)).toBe('₱');
    expect(currencySign(true)).toBe('₹');
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '₱0.00'],
    [1, '₱0.01'],
    [29, '₱0.29'],
    [100, '₱1.00'],
    [1005, '₱10.05'],
    [99999, '₱999.99'],
    [100000, '₱1,000.00'],
    [123456, '₱1,234.56'],
    [123456789, '₱1,234,567.89'],
    [Number.MAX_SAFE_INTEGER, '₱90,071,992,547,409.91'],
  ])('shows %s cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('puts the minus before the sign', () => {
    expect(formatMoney(-100)).toBe('-₱1.00');
    expect(formatMoney(-123456)).toBe('-₱1,234.56');
    expect(formatMoney(-5, { sign: false })).toBe('-0.05');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('₱0.00');
    expect(formatMoney('-0')).toBe('₱0.00');
    expect(formatMoney(-0.4)).toBe('₱0.00');
  });

  it('uses the rupee sign with the flag and no sign with sign: false', () => {
    expect(formatMoney(123456, { rupee: true })).toBe('₹1,234.56');
    expect(formatMoney(123456, { sign: false })).toBe('1,234.56');
    expect(formatMoney(123456, { rupee: true, sign: false })).toBe('1,234.56');
    expect(formatMoney(123456, { sign: true })).toBe('₱1,234.56');
  });

  it('accepts cents as a string, including more digits than a double holds', () => {
    expect(formatMoney('123456')).toBe('₱1,234.56');
    expect(formatMoney(' 0029 ')).toBe('₱0.29');
    expect(formatMoney('-1005')).toBe('-₱10.05');
    expect(formatMoney('123456789012345678901')).toBe('₱1,234,567,890,123,456,789.01');
  });

  it('rounds fractional cents to the nearest cent', () => {
    expect(formatMoney(1004.6)).toBe('₱10.05');
    expect(formatMoney('1004.4')).toBe('₱10.04');
  });

  it('prints every digit of huge amounts instead of exponent notation', () => {
    expect(formatMoney(1e21)).toBe('₱10,000,000,000,000,000,000.00');
  });

  it.each([
    ['' as string | number],
    ['   '],
    ['abc'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
  ])('shows %j as ₱0.00', (input) => {
    expect(formatMoney(input)).toBe('₱0.00');
  });

  it('round-trips: reading the output back gives the cents for any safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.boolean(), (cents, rupee) => {
        const text = formatMoney(cents, { rupee });
        expect(text.includes(rupee ? '₹' : '₱')).toBe(true);
        expect(parseMoney(text)).toBe(BigInt(cents));
      }),
    );
  });

  it('round-trips integer strings of any length', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), (cents) => {
        expect(parseMoney(formatMoney(String(cents)))).toBe(cents);
      }),
    );
  });

  it('always has two decimals and comma groups of exactly three', () => {
    fc.assert(
      fc.property(fc.integer(), (cents) => {
        expect(formatMoney(cents, { sign: false })).toMatch(/^-?(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/);
      }),
    );
  });
});

describe('formatNumberDots', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.000'],
    [1234567, '1.234.567'],
    [-1234567, '-1.234.567'],
    ['1234567', '1.234.567'],
    ['123456789012345678901234', '123.456.789.012.345.678.901.234'],
  ])('groups %j as %s', (input, text) => {
    expect(formatNumberDots(input)).toBe(text);
  });

  it('drops any fraction (truncates toward zero) and keeps the sign', () => {
    expect(formatNumberDots(1234.99)).toBe('1.234');
    expect(formatNumberDots('-1234.99')).toBe('-1.234');
    expect(formatNumberDots(-0.5)).toBe('0');
  });

  it('shows non-numeric input as 0', () => {
    expect(formatNumberDots('')).toBe('0');
    expect(formatNumberDots('x')).toBe('0');
    expect(formatNumberDots(Number.NaN)).toBe('0');
    expect(formatNumberDots(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('never changes the digit sequence and groups in threes', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const text = formatNumberDots(n);
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*$/);
        expect(text.replace(/\D/g, '')).toBe(String(Math.abs(n)));
        expect(text.startsWith('-')).toBe(n < 0);
      }),
    );
  });
});
