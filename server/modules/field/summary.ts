/**
 * What `/_field` shows (ADR 0021): per entry, the 75th percentile of each vital, cold and warm
 * apart, with how many page views it stands on; the screens swapped into a document (D38, ADR 0060): per
 * entry, the time from the tap to its data and where they came from; the most frequent reading failures and
 * client errors (ADR 0034); and the offers past a legal cap (ADR 0025).
 */
import { VITAL_NAMES } from '../../../shared/api/contract/field';
import type { VitalName } from '../../../shared/api/contract/field';
import type { Db } from '../../db';

export interface VitalSummary {
  /** The 75th percentile (nearest rank), or null without a value. */
  p75: number | null;
  /** Page views that reported this vital. */
  count: number;
}

export interface EntrySummary {
  entry: string;
  cold: Record<VitalName, VitalSummary>;
  warm: Record<VitalName, VitalSummary>;
}

export interface FailureCount {
  entry: string;
  kind: string;
  call: string;
  field: string;
  type: string;
  name: string;
  message: string;
  count: number;
}

/** Offers past a legal cap (ADR 0025), by entry, product, cap and figure. */
export interface CapCount {
  entry: string;
  cap: string;
  product: string;
  figure: number;
  limit: number;
  count: number;
}

/** A value of a swapped screen's record and how many screens had it. */
export interface Tally {
  value: string;
  count: number;
}

/**
 * The screens of one entry swapped into a document (`field_screens`, ADR 0060): how many, the median and
 * 75th percentile of `app.swap.ms` over those that have one, and, most frequent first, the entries they came
 * from, the inputs that opened them and their languages.
 */
export interface ScreenSummary {
  entry: string;
  count: number;
  /** Screens with a time: the others' load failed, or the borrower left before their data came. */
  timed: number;
  median: number | null;
  p75: number | null;
  from: Tally[];
  inputs: Tally[];
  langs: Tally[];
}

export interface FieldSummary {
  views: number;
  entries: EntrySummary[];
  /** Swapped screens read (the latest `window`). */
  swapped: number;
  screens: ScreenSummary[];
  failures: FailureCount[];
  caps: CapCount[];
}

/**
 * The nearest-rank percentile of `values` (sorted here).
 * @example percentile([100, 200, 300, 400], 75) // 300
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const COLUMN: Record<VitalName, string> = { LCP: 'lcp', INP: 'inp', CLS: 'cls', FCP: 'fcp', TTFB: 'ttfb' };

/** Each value of `values` with how many times it came, most frequent first (then by value). */
function tally(values: readonly string[]): Tally[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The swapped screens per entry, from the latest `window` records of `field_screens`. */
function screenSummary(db: Db, window: number): { swapped: number; screens: ScreenSummary[] } {
  const rows = db
    .prepare(`SELECT entry, from_entry, input, lang, ms FROM field_screens ORDER BY id DESC LIMIT ?`)
    .all(window) as { entry: string; from_entry: string; input: string; lang: string | null; ms: number | null }[];
  const byEntry = new Map<string, typeof rows>();
  for (const row of rows) {
    const of = byEntry.get(row.entry);
    if (of) of.push(row);
    else byEntry.set(row.entry, [row]);
  }
  const screens = [...byEntry.entries()]
    .map(([entry, of]) => {
      const times = of.flatMap((r) => (typeof r.ms === 'number' ? [r.ms] : []));
      return {
        entry,
        count: of.length,
        timed: times.length,
        median: percentile(times, 50),
        p75: percentile(times, 75),
        from: tally(of.map((r) => r.from_entry)),
        inputs: tally(of.map((r) => r.input)),
        // Reports of builds before ADR 0060 named no language.
        langs: tally(of.map((r) => r.lang ?? 'not said')),
      };
    })
    .sort((a, b) => a.entry.localeCompare(b.entry));
  return { swapped: rows.length, screens };
}

/** The latest `window` page views (and as many swapped screens) are read (a development page, not a warehouse). */
export function fieldSummary(db: Db, { window = 20_000, failures = 200 } = {}): FieldSummary {
  const rows = db
    .prepare(`SELECT entry, cache, lcp, inp, cls, fcp, ttfb FROM field_views ORDER BY id DESC LIMIT ?`)
    .all(window) as ({ entry: string; cache: string } & Record<string, number | null>)[];
  const byEntry = new Map<string, { cold: Record<VitalName, number[]>; warm: Record<VitalName, number[]> }>();
  const empty = () => Object.fromEntries(VITAL_NAMES.map((n) => [n, [] as number[]])) as Record<VitalName, number[]>;
  for (const row of rows) {
    // A view whose cache state the browser did not say is counted as cold: the cautious side.
    const side = row.cache === 'warm' ? 'warm' : 'cold';
    let e = byEntry.get(row.entry);
    if (!e) byEntry.set(row.entry, (e = { cold: empty(), warm: empty() }));
    for (const name of VITAL_NAMES) {
      const value = row[COLUMN[name]];
      if (typeof value === 'number') e[side][name].push(value);
    }
  }
  const summarise = (values: Record<VitalName, number[]>) =>
    Object.fromEntries(
      VITAL_NAMES.map((n) => [n, { p75: percentile(values[n], 75), count: values[n].length }]),
    ) as Record<VitalName, VitalSummary>;
  const entries = [...byEntry.entries()]
    .map(([entry, v]) => ({ entry, cold: summarise(v.cold), warm: summarise(v.warm) }))
    .sort((a, b) => a.entry.localeCompare(b.entry));
  const top = db
    .prepare(
      `SELECT entry, kind, call, field, type, name, message, COUNT(*) AS count FROM field_failures
       GROUP BY entry, kind, call, field, type, name, message ORDER BY count DESC, entry LIMIT ?`,
    )
    .all(failures) as FailureCount[];
  const caps = db
    .prepare(
      `SELECT entry, cap, product, figure, cap_limit AS "limit", COUNT(*) AS count FROM field_caps
       GROUP BY entry, cap, product, figure, cap_limit ORDER BY count DESC, entry LIMIT ?`,
    )
    .all(failures) as CapCount[];
  return { views: rows.length, entries, ...screenSummary(db, window), failures: top, caps };
}
