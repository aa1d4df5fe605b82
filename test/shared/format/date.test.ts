// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format/date';

const SHAPE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDate', () => {
  it('formats Unix seconds in Philippine time (UTC+8)', () => {
    // 2023-11-14T22:13:20Z is already the 15th in Manila.
    expect(formatDate(1700000000)).toBe('2023-11-15');
    expect(formatDate(1700000000, true)).toBe('2023-11-15 06:13:20');
  });

  it('reads numbers above 1e11 as milliseconds and up to 1e11 as seconds', () => {
    expect(formatDate(1700000000000, true)).toBe('2023-11-15 06:13:20');
    expect(formatDate(1e11, true)).toBe('5138-11-16 17:46:40');
    expect(formatDate(1e11 + 1, true)).toBe('1973-03-03 17:46:40');
  });

  it('reads numeric strings like numbers', () => {
    expect(formatDate('1700000000', true)).toBe('2023-11-15 06:13:20');
    expect(formatDate(' 1700000000000 ', true)).toBe('2023-11-15 06:13:20');
  });

  it('crosses the date line at 16:00 UTC', () => {
    expect(formatDate(new Date('2024-12-31T15:59:59Z'), true)).toBe('2024-12-31 23:59:59');
    expect(formatDate(new Date('2024-12-31T16:00:00Z'), true)).toBe('2025-01-01 00:00:00');
  });

  it('zero pads every field', () => {
    expect(formatDate(new Date('2024-01-02T01:02:03Z'), true)).toBe('2024-01-02 09:02:03');
    expect(formatDate(new Date('0099-03-04T16:00:00Z'))).toBe('0099-03-05');
  });

  it('parses strings with a zone through Date', () => {
    expect(formatDate('2024-03-01T00:00:00Z', true)).toBe('2024-03-01 08:00:00');
    expect(formatDate('2024-03-01T00:00:00+08:00', true)).toBe('2024-03-01 00:00:00');
    expect(formatDate('Fri, 01 Mar 2024 00:00:00 GMT', true)).toBe('2024-03-01 08:00:00');
  });

  it('reads a zone-less date-time as Manila wall time', () => {
    expect(formatDate('2024-03-01 10:20:30', true)).toBe('2024-03-01 10:20:30');
    expect(formatDate('2024-03-01T10:20', true)).toBe('2024-03-01 10:20:00');
    // A date written without a time is shown as written (D20), never with a made-up midnight.
    expect(formatDate('2024-03-01', true)).toBe('2024-03-01');
    expect(formatDate('2026/12/22 10:00', true)).toBe('2026-12-22 10:00:00');
    expect(formatDate('2026/12/22')).toBe('2026-12-22');
    expect(formatDate('2026-1-5 9:05', true)).toBe('2026-01-05 09:05:00');
    expect(formatDate('2024-03-01 23:59:59.999')).toBe('2024-03-01');
  });

  it('gives the same result whatever the runtime time zone is', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Manila']) {
      process.env.TZ = tz;
      // Guards the test itself: the zone change must reach Date, or this proves nothing.
      if (tz === 'America/Los_Angeles') expect(new Date(0).getHours()).toBe(16);
      expect(formatDate(1700000000, true)).toBe('2023-11-15 06:13:20');
      expect(formatDate('2024-03-01 10:20:30', true)).toBe('2024-03-01 10:20:30');
    }
  });

  it.each([
    ['words', 'not a date'],
    ['30 February', '2024-02-30'],
    ['month 13', '2024-13-01 00:00:00'],
    ['hour 24', '2024-01-01 24:00:00'],
    ['a day without a year', 'Dec 25'],
  ])('shows text that reads as no date as received (D20): %s', (_label, input) => {
    expect(formatDate(` ${input} `)).toBe(input);
    expect(formatDate(input, true)).toBe(input);
  });

  it('reads every form D20 allows for one instant the same, across the Manila day boundary', () => {
    // 2026-12-21 16:00:00 UTC is 2026-12-22 00:00:00 in Manila; one second earlier is still the 21st.
    const midnight = Date.UTC(2026, 11, 21, 16, 0, 0);
    for (const form of [
      midnight,
      midnight / 1000,
      String(midnight),
      String(midnight / 1000),
      '2026-12-22 00:00:00',
      '2026/12/22 00:00',
      '2026-12-21T16:00:00Z',
    ]) {
      expect(formatDate(form, true), String(form)).toBe('2026-12-22 00:00:00');
      expect(formatDate(form), String(form)).toBe('2026-12-22');
    }
    for (const form of [
      midnight - 1000,
      (midnight - 1000) / 1000,
      String((midnight - 1000) / 1000),
      '2026-12-21 23:59:59',
    ]) {
      expect(formatDate(form, true), String(form)).toBe('2026-12-21 23:59:59');
    }
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['Invalid Date', new Date(Number.NaN)],
    ['beyond the Date range', 8.64e15],
    ['null', null as unknown as string],
  ])('gives an empty string for invalid input (%s)', (_label, input) => {
    expect(formatDate(input)).toBe('');
    expect(formatDate(input, true)).toBe('');
  });

  it('gives an empty string for a year that does not fit four digits', () => {
    expect(formatDate(new Date('+010000-01-01T00:00:00Z'))).toBe('');
    expect(formatDate(new Date('-000001-01-01T00:00:00Z'))).toBe('');
  });

  it('always has the YYYY-MM-DD[ HH:MM:SS] shape for valid input and agrees with UTC+8', () => {
    const max = Date.UTC(9999, 11, 31, 15, 59, 59);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('0000-01-01T00:00:00Z') - 8 * 3600 * 1000, max }),
        fc.boolean(),
        (ms, withTime) => {
          const text = formatDate(new Date(ms), withTime);
          expect(text).toMatch(SHAPE);
          expect(text.length).toBe(withTime ? 19 : 10);
          const iso = new Date(ms + 8 * 3600 * 1000).toISOString();
          expect(text).toBe(withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10));
        },
      ),
    );
  });

  it('treats every number in the seconds range as seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (s) => {
        const asSeconds = formatDate(new Date(s * 1000), true);
        expect(formatDate(s, true)).toBe(asSeconds);
        expect(formatDate(String(s), true)).toBe(asSeconds);
      }),
    );
  });

  it('reads any valid wall time back unchanged', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          const wall = d.toISOString().slice(0, 19).replace('T', ' ');
          expect(formatDate(wall, true)).toBe(wall);
        },
      ),
    );
  });
});
