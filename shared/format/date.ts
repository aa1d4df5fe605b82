/**
 * Date display (spec §9): `YYYY-MM-DD`, optionally `HH:MM:SS`, always in Philippine time. Manila is
 * UTC+8 with no daylight saving, so we shift by 8 h and read UTC fields: the phone's own time zone
 * (a borrower abroad, a test runner in UTC) never changes what is shown.
 */

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Below this a number is Unix seconds; 1e11 s is the year 5138, 1e11 ms is March 1973. */
const SECONDS_LIMIT = 1e11;

/**
 * A date or date-time without a zone (`2026-12-22`, `2026-12-22 10:00:00`, `2026/12/22 10:00`): the
 * server's wall-clock time in Manila (contract D20), shown as written.
 */
const WALL_TIME = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

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
    const fields = [wall[1], ...wall.slice(3, 8)].map((v) => Number(v ?? 0));
    const [y, mo, d, h, mi, sec] = fields;
    const utc = Date.UTC(y, mo - 1, d, h, mi, sec);
    // Date.UTC rolls 2024-02-30 into March (and years below 100 into the 1900s): refuse, don't show another day.
    return utcFields(utc).join() === fields.join() ? utc - MANILA_OFFSET_MS : NaN;
  }
  // Only text that carries a four-digit year: V8 reads 'Dec 25' as 2001-12-25, WebKit as no date.
  return /\b\d{4}\b/.test(s) ? Date.parse(s) : NaN;
}

/**
 * Formats a date in Philippine time (spec §9, contract D20). Numbers (and numeric strings) up to 1e11
 * are Unix seconds, larger ones milliseconds; a zone-less `YYYY-MM-DD[ HH:MM[:SS]]` (or `YYYY/MM/DD …`)
 * is Manila wall time, shown as written (a date written without a time is shown without one); other
 * strings go to `Date.parse`. Text that reads as no date is shown as received; no value, an invalid
 * number or a year outside 0000–9999 gives '' (the screen leaves the row out).
 * @example formatDate(1700000000) // '2023-11-15'
 * @example formatDate(1700000000000, true) // '2023-11-15 06:13:20'
 * @example formatDate('2024-03-01T00:00:00Z', true) // '2024-03-01 08:00:00'
 * @example formatDate('2026/12/22', true) // '2026-12-22'
 * @example formatDate('end of month') // 'end of month'
 */
export function formatDate(input: Date | number | string, withTime = false): string {
  const [y, mo, d, h, mi, s] = utcFields(toEpochMs(input) + MANILA_OFFSET_MS);
  const text = typeof input === 'string' ? input.trim() : '';
  // NaN (invalid input) fails this test too. Words are shown as received; a bad number is no date.
  if (!(y >= 0 && y <= 9999)) return text === '' || !Number.isNaN(Number(text)) ? '' : text;
  const date = `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
  const written = WALL_TIME.exec(text);
  const timeWritten = !written || written[5] !== undefined;
  return withTime && timeWritten ? `${date} ${pad(h)}:${pad(mi)}:${pad(s)}` : date;
}
