/**
 * Date display (spec §9): `YYYY-MM-DD`, optionally `HH:MM:SS`, always in Philippine time. Manila is
 * UTC+8 with no daylight saving, so we shift by 8 h and read UTC fields: the phone's own time zone
 * (a borrower abroad, a test runner in UTC) never changes what is shown.
 */

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Below this a number is Unix seconds; 1e11 s is the year 5138, 1e11 ms is March 1973. */
const SECONDS_LIMIT = 1e11;

/** A date or date-time without a zone: the server's wall-clock time in Manila. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function utcFields(ms: number): number[] {
  const d = new Date(ms);
  return [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
}

function toEpochMs(input: Date | number | string): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return input <= SECONDS_LIMIT ? input * 1000 : input;
  if (typeof input !== 'string') return NaN;
  const s = input.trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return toEpochMs(Number(s));
  const wall = WALL_TIME.exec(s);
  if (wall) {
    // Date.parse would read a zone-less date-time in the phone's zone (and old Safari rejects the space).
    const fields = wall.slice(1, 7).map((v) => Number(v ?? 0));
    const [y, mo, d, h, mi, sec] = fields;
    const utc = Date.UTC(y, mo - 1, d, h, mi, sec);
    // Date.UTC rolls 2024-02-30 into March (and years below 100 into the 1900s): refuse, don't show another day.
    return utcFields(utc).join() === fields.join() ? utc - MANILA_OFFSET_MS : NaN;
  }
  return s ? Date.parse(s) : NaN;
}

/**
 * Formats a date in Philippine time. Numbers (and numeric strings) up to 1e11 are Unix seconds, larger
 * ones milliseconds; a zone-less `YYYY-MM-DD[ HH:MM[:SS]]` string is Manila wall time; other strings go
 * to `Date.parse`. Invalid input, or a year outside 0000–9999, gives ''.
 * @example formatDate(1700000000) // '2023-11-15'
 * @example formatDate(1700000000000, true) // '2023-11-15 06:13:20'
 * @example formatDate('2024-03-01T00:00:00Z', true) // '2024-03-01 08:00:00'
 */
export function formatDate(input: Date | number | string, withTime = false): string {
  const [y, mo, d, h, mi, s] = utcFields(toEpochMs(input) + MANILA_OFFSET_MS);
  // NaN (invalid input) fails this test too.
  if (!(y >= 0 && y <= 9999)) return '';
  const date = `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
  return withTime ? `${date} ${pad(h)}:${pad(mi)}:${pad(s)}` : date;
}
