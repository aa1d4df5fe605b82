/**
 * Days as a borrower in the Philippines counts them (contract D20, D25): the Manila calendar day of a
 * date in any D20 form, read through `formatDate` (date.ts), so every form it reads counts the same way.
 * Apart from date.ts, which every data screen loads: only loan confirm counts days.
 */
import { formatDate } from './date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A Manila day (`manilaDay`) written `YYYY-MM-DD`.
 * @example dayText(manilaDay('2026-11-25')) // '2026-11-25'
 */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Manila calendar day of a date (contract D20: epoch seconds or milliseconds, numeric text, or a
 * written date), as whole days since 1970-01-01; NaN when it reads as no date. Two of them subtract to the
 * days between two dates as a borrower counts them in the Philippines, whatever the phone's zone.
 * @example manilaDay('2026-12-22') - manilaDay('2026-11-22') // 30
 * @example manilaDay(Date.UTC(2026, 10, 21, 16)) // the 22nd in Manila: manilaDay('2026-11-22')
 * @example manilaDay('end of month') // NaN
 */
export function manilaDay(input: Date | number | string): number {
  const text = input === 0 ? '' : formatDate(input);
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  const day = m ? Date.UTC(+m[1], +m[2] - 1, +m[3]) / DAY_MS : NaN;
  // Text formatDate shows as written ('2026-02-30') is a date only if it is one.
  return day >= 0 && dayText(day) === text ? day : NaN;
}
