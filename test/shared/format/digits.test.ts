// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dialable,
  digitsOnly,
  formatByInputType,
  formatPhone,
  groupCard,
  isValidPhone,
  normalizePhone,
} from '../../../shared/format/digits';

/** Any text mixing digits with the separators people type or paste. */
const messy = fc
  .array(fc.constantFrom('0', '1', '2', '3', '5', '6', '9', ' ', '-', '+', '(', ')', '.', 'a', '٣'), { maxLength: 30 })
  .map((parts) => parts.join(''));

describe('digitsOnly', () => {
  it('keeps only ASCII digits', () => {
    expect(digitsOnly('0917-123 4567')).toBe('09171234567');
    expect(digitsOnly('a1b2c3')).toBe('123');
    expect(digitsOnly('٣٤٥')).toBe('');
    expect(digitsOnly(1234)).toBe('1234');
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly(undefined)).toBe('');
  });

  it('keeps the digits in order', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(digitsOnly(s)).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});

describe('groupCard', () => {
  it('groups digits in fours separated by one space', () => {
    expect(groupCard('1234567890123')).toBe('1234 5678 9012 3');
    expect(groupCard('1234 5678-9012x3456')).toBe('1234 5678 9012 3456');
    expect(groupCard('1234')).toBe('1234');
    expect(groupCard('12345')).toBe('1234 5');
    expect(groupCard('')).toBe('');
  });

  it('never changes the digit sequence; every group but the last has 4 digits, the last 1 to 4', () => {
    fc.assert(
      fc.property(messy, (s) => {
        const grouped = groupCard(s);
        expect(grouped.replaceAll(' ', '')).toBe(digitsOnly(s));
        if (grouped === '') return;
        const groups = grouped.split(' ');
        groups.slice(0, -1).forEach((g) => expect(g).toMatch(/^\d{4}$/));
        expect(groups.at(-1)).toMatch(/^\d{1,4}$/);
      }),
    );
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+63 917 123 4567', '09171234567'],
    ['639171234567', '09171234567'],
    ['+63 (0) 917 123 4567', '09171234567'],
    ['0917-123-4567', '09171234567'],
    ['09171234567', '09171234567'],
    ['091712345678999', '09171234567'],
    ['0917', '0917'],
    ['63', '0'],
    ['', ''],
  ])('normalises %j to %j', (input, out) => {
    expect(normalizePhone(input)).toBe(out);
  });

  it('has at most 11 digits, only digits, and is idempotent', () => {
    fc.assert(
      fc.property(messy, (s) => {
        const n = normalizePhone(s);
        expect(n).toMatch(/^\d{0,11}$/);
        expect(normalizePhone(n)).toBe(n);
      }),
    );
  });
});

describe('formatPhone', () => {
  it.each([
    ['09171234567', '0917 123 4567'],
    ['+63 917 123 4567', '0917 123 4567'],
    ['0917123456789', '0917 123 4567'],
    ['0', '0'],
    ['0917', '0917'],
    ['09171', '0917 1'],
    ['091712', '0917 12'],
    ['0917123', '0917 123'],
    ['09171234', '0917 123 4'],
    ['', ''],
  ])('groups %j as %j (4-3-4, progressively)', (input, out) => {
    expect(formatPhone(input)).toBe(out);
  });

  it('formatPhone(normalizePhone(x)) keeps the digits, has at most 11 and groups 4-3-4', () => {
    fc.assert(
      fc.property(messy, (s) => {
        const n = normalizePhone(s);
        const shown = formatPhone(n);
        expect(shown.replaceAll(' ', '')).toBe(n);
        expect(digitsOnly(shown).length).toBeLessThanOrEqual(11);
        expect(shown).toMatch(/^(\d{1,4}|\d{4} \d{1,3}|\d{4} \d{3} \d{1,4})?$/);
      }),
    );
  });
});

describe('isValidPhone', () => {
  it.each(['09171234567', '0917 123 4567', '+63 917 123 4567', '639171234567', '+63 (0) 917 123 4567', '09991234567'])(
    'accepts the Philippine mobile number %j',
    (input) => {
      expect(isValidPhone(input)).toBe(true);
    },
  );

  it.each([
    ['the mainland-China pattern of the spec', '13800138000'],
    ['a landline', '0288523100'],
    ['10 digits', '0917123456'],
    ['12 digits (not silently cut to 11)', '091712345678'],
    ['a number not starting 09', '08171234567'],
    ['the national number without the 0', '9171234567'],
    ['empty', ''],
  ])('refuses %s', (_label, input) => {
    expect(isValidPhone(input)).toBe(false);
  });

  it('is true exactly for 09 + 9 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,13}$/), (digits) => {
        expect(isValidPhone(digits)).toBe(/^09\d{9}$/.test(digits) || /^63(0?)9\d{9}$/.test(digits));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (rest) => {
        expect(isValidPhone(`09${rest}`)).toBe(true);
        expect(isValidPhone(`+63 9${rest}`)).toBe(true);
      }),
    );
  });
});

describe('formatByInputType', () => {
  it('phone: normalised, capped at 11 digits, shown 4-3-4', () => {
    expect(formatByInputType('+63 917 123 45679', 'phone')).toEqual({ display: '0917 123 4567', value: '09171234567' });
    expect(formatByInputType('091712', 'phone')).toEqual({ display: '0917 12', value: '091712' });
  });

  it('bankCard: digits only, shown in fours', () => {
    expect(formatByInputType('1234-5678 9012 3', 'bankCard')).toEqual({
      display: '1234 5678 9012 3',
      value: '1234567890123',
    });
  });

  it.each([['number'], ['text'], ['anything'], [undefined]])('%s: digits only, shown as typed digits', (type) => {
    expect(formatByInputType('12a 34-5', type)).toEqual({ display: '12345', value: '12345' });
  });

  it('value is always the digits of display', () => {
    fc.assert(
      fc.property(messy, fc.constantFrom('phone', 'bankCard', 'number', 'text'), (s, type) => {
        const { display, value } = formatByInputType(s, type);
        expect(value).toMatch(/^\d*$/);
        expect(display.replaceAll(' ', '')).toBe(value);
      }),
    );
  });
});

describe('dialable (D15)', () => {
  it('keeps the digits of a display number', () => {
    expect(dialable('(02) 8852 3100')).toBe('0288523100');
    expect(dialable('0917-123-4567')).toBe('09171234567');
  });
  it('keeps a leading plus, and only a leading one', () => {
    expect(dialable(' +63 917 123 4567')).toBe('+639171234567');
    expect(dialable('63+917')).toBe('63917');
  });
  it('reads numbers and absent values', () => {
    expect(dialable(288523100)).toBe('288523100');
    expect(dialable(undefined)).toBe('');
  });
  it('only ever yields an optional + and digits', () => {
    fc.assert(fc.property(fc.string(), (s) => /^\+?\d*$/.test(dialable(s))));
  });
});
