/**
 * What the reading boundary noticed about a payload (contract D13, D20, D21): a field that fell back on
 * its default, or a payload that could not be read at all. The boundary notes it here; the field reports
 * (issue "field reports") listen, so the lender's team learns what its backend sends that the screens
 * cannot read. A report names the call and the field and what arrived there **as a type only**: never a
 * value, so no amount, name, phone or token can leave through it.
 */
import { screenEpoch } from '../platform/screen-epoch';
import type { OnScreen } from '../platform/screen-epoch';

export interface ReadReport {
  /** `fallback`: one field fell back and the rest was shown; `failure`: the payload was a load failure. */
  kind: 'fallback' | 'failure';
  /** The call's path, e.g. `/states/v3/repay/loan-play-detail`. */
  call: string;
  /** The field's path inside `data`, dot-joined (`repay_plans.0.pay_time`); '' for `data` itself. */
  field: string;
  /** What arrived there, as a type only (`typeOfValue`). */
  type: string;
}

/** A report as this page view keeps it, with its screen. */
export type NotedRead = OnScreen<ReadReport>;

export type ReadListener = (report: ReadReport) => void;

const listeners = new Set<ReadListener>();

/** Every distinct report of this page view, in order (the field reports read it when the page hides). */
const noted: NotedRead[] = [];
const notedKeys = new Set<string>();
/** Enough for a payload that fails everywhere; more would only repeat the story. */
const MAX_NOTED = 50;

/**
 * The distinct reports of this page view so far (screen, kind, call, field and type the same: one).
 * @example readReports().length // 0 on a page whose every payload was read whole
 */
export function readReports(): readonly NotedRead[] {
  return noted;
}

/**
 * Listens to every report from now on; returns the function that stops listening.
 * @example const stop = onReadReport((r) => queue.push(r));
 */
export function onReadReport(listener: ReadListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The screen whose call is being read (`readUnder`); else a report is the screen's shown now. */
let readingFor: number | undefined;

/**
 * Runs `read` with every report it notes given to screen `epoch`: the screen a call was sent under, whose
 * answer may be read after a swap took that screen away (request.ts then drops the answer, not the fault).
 * @example const read = readUnder(epoch, () => readPayload(decl, res.data, path));
 */
export function readUnder<T>(epoch: number, read: () => T): T {
  const outer = readingFor;
  readingFor = epoch;
  try {
    return read();
  } finally {
    readingFor = outer;
  }
}

/**
 * Notes one report: a warning in development (naming the call and the field), and every listener.
 * @example noteRead({ kind: 'fallback', call: '/states/x', field: 'repayDate', type: typeOfValue(raw) });
 */
export function noteRead(report: ReadReport): void {
  if (import.meta.env?.DEV) {
    console.warn(
      `${report.call}: ${report.field || 'data'} (${report.type}) ${report.kind === 'failure' ? 'unreadable' : 'fell back'}`,
    );
  }
  const epoch = readingFor ?? screenEpoch.n;
  const key = `${epoch} ${report.kind} ${report.call} ${report.field} ${report.type}`;
  if (!notedKeys.has(key) && noted.length < MAX_NOTED) {
    notedKeys.add(key);
    noted.push({ ...report, epoch });
  }
  for (const listener of listeners) {
    try {
      listener(report);
    } catch {
      // A listener's fault never reaches the screen that is reading its data.
    }
  }
}

/** Test seam: forget this page view's reports. */
export function resetReadReports(): void {
  noted.length = 0;
  notedKeys.clear();
}

/**
 * The type of a value as a report carries it: `null`, `array`, or `typeof` otherwise.
 * @example typeOfValue('2026-12-22') // 'string'
 */
export function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
