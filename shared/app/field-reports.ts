/**
 * Field reports (ADR 0021): how fast each page view was on the borrower's phone, and what the
 * backend sent that the screens could not read, sent to `config.fieldReports.url`.
 *
 * - Loaded on demand by field-start.ts (after mount, or from the static pages' script) once the page has
 *   loaded, its network is quiet and the browser idle: none of this, nor `web-vitals`, is in a start script.
 * - Vitals (LCP, INP, CLS, FCP, TTFB) from Google's `web-vitals`, for a sample of page views; reading
 *   failures (read-report.ts) and render errors (root-boundary.tsx) from every page view.
 * - Built when the page is hidden (`visibilitychange`, as web-vitals reports) and queued in localStorage;
 *   sent (`navigator.sendBeacon`, else `fetch(…, { keepalive: true })`) by this page a moment later when it
 *   lives on (a switch of app or tab), else by the next page view of ours once it is idle. A beacon sent
 *   while the next screen loads shares the borrower's link with it and cost 24–40 ms of its LCP (ADR 0021).
 *   Each vital at most once per page view, each distinct failure once.
 * - Private by construction: a report is built field by field from the list in `FieldReport`; nothing of
 *   the address, the page query or a payload's values can reach it (`buildReport` is what the tests read).
 * - Offers past a legal cap (cap-breaches.ts, ADR 0025): `caps`, the cap, the product and the figures.
 */
import type { Metric } from 'web-vitals';
import { EFFECTIVE_TYPES, FIELD_MAX_ITEMS, FIELD_QUEUE_KEY, VITAL_NAMES } from '../api/contract/field';
import type { EffectiveType, FieldError, FieldRead, FieldReport, VitalName } from '../api/contract/field';
import type { ReadReport } from '../api/read-report';
import { config } from '../config/config';
import { entryName } from '../platform/entry-name';
import { renderErrors } from './render-errors';
import type { CaughtError } from './render-errors';
import { capBreachesNoted } from './cap-breaches';
import type { FieldCapBreach } from './cap-breaches';

/**
 * A report with the offers past a cap: `FieldReport` and `caps` (ADR 0025). The collector reads `caps` by
 * this shape (server/modules/field, `readFieldReport`); test/shared/app/cap-report.test.ts holds the two
 * together until the report's contract (shared/api/contract/field.ts) names it.
 */
export type FieldReportWithCaps = FieldReport & { caps?: FieldCapBreach[] };

/** The build's version, set by vite.config.ts (`<package version>+<commit>`). */
const BUILD: string = import.meta.env.VITE_BUILD_VERSION ?? 'dev';

/**
 * Whether the shared scripts came from the HTTP cache: the largest script this page loaded (React on a
 * data screen) with nothing transferred. `unknown` where the browser does not say (no sizes).
 * @example cacheState(performance.getEntriesByType('resource')) // 'warm'
 */
export function cacheState(resources: readonly PerformanceEntry[]): FieldReport['cache'] {
  let largest: PerformanceResourceTiming | undefined;
  for (const entry of resources as readonly PerformanceResourceTiming[]) {
    if (!/\/assets\/[^/?#]+\.js$/.test(new URL(entry.name, 'http://x').pathname)) continue;
    if (!largest || entry.decodedBodySize > largest.decodedBodySize) largest = entry;
  }
  if (!largest || !largest.decodedBodySize) return 'unknown';
  return largest.transferSize === 0 ? 'warm' : 'cold';
}

/** The connection's effective type where the browser names one of the four; nothing otherwise. */
export function effectiveType(
  nav: { connection?: { effectiveType?: unknown } } = navigator as { connection?: { effectiveType?: unknown } },
): EffectiveType | undefined {
  const type = nav.connection?.effectiveType;
  return (EFFECTIVE_TYPES as readonly unknown[]).includes(type) ? (type as EffectiveType) : undefined;
}

/** What one page view has gathered; `buildReport` turns the unsent part into a report. */
export interface ViewState {
  entry: string;
  sample: number;
  cache: FieldReport['cache'];
  net?: EffectiveType;
  /** Vitals not sent yet. */
  vitals: Partial<Record<VitalName, number>>;
  reads: readonly ReadReport[];
  errors: readonly CaughtError[];
  /** Offers past a cap, not sent yet. */
  caps?: readonly FieldCapBreach[];
}

/** Capitalised words of JavaScript's, the DOM's and React's own messages: kept by `withoutNames`. */
const KEEP_WORDS =
  /^(?:\w*Error|React|Symbol|Object|Array|Promise|JSON|Element|Node|Text|Date|Number|String|Boolean|Function|Map|Set|Minified|Maximum|Rendered|Hydration|Invalid|Cannot|Failed|Unexpected)$/;

/**
 * A message (already through the root boundary's `scrubMessage`: no query, number or token) without what
 * could still name a person: an e-mail address, and a capitalised word anywhere but at the start unless it
 * names a part of the language (`TypeError`, `React`, `Symbol`). Engines write their messages in lower
 * case after the first word; a borrower's name ('Maria', 'Juan Dela Cruz') goes.
 * @example withoutNames("Cannot read Juan Dela Cruz's loan") // "Cannot read #'s loan"
 */
export function withoutNames(message: string): string {
  return (
    message
      .replace(/\S+@\S+/g, '#')
      // No lookbehind: Safari before 16.4 cannot parse one.
      .replace(
        /(\S\s+|['"`(])([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)/g,
        (_, before: string, words: string) => before + (KEEP_WORDS.test(words) ? words : '#'),
      )
  );
}

const round = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

/**
 * The report of what is in `state`, every field copied by name (so nothing else can ride along), or null
 * when there is nothing to say.
 * @example buildReport({ entry: 'order', sample: 1, cache: 'cold', vitals: { LCP: 1400 }, reads: [], errors: [] })
 */
export function buildReport(state: ViewState): FieldReportWithCaps | null {
  const vitals: Partial<Record<VitalName, number>> = {};
  for (const name of VITAL_NAMES) {
    const value = state.vitals[name];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) vitals[name] = round(name, value);
  }
  const reads: FieldRead[] = state.reads
    .slice(0, FIELD_MAX_ITEMS)
    .map(({ kind, call, field, type }) => ({ kind, call: call.split(/[?#]/)[0]!, field, type }));
  const errors: FieldError[] = state.errors
    .slice(0, FIELD_MAX_ITEMS)
    .map(({ name, message }) => ({ name, message: withoutNames(message) }));
  const caps: FieldCapBreach[] = (state.caps ?? [])
    .slice(0, FIELD_MAX_ITEMS)
    .map(({ cap, product, figure, limit }) => ({ cap, product, figure, limit }));
  if (!Object.keys(vitals).length && !reads.length && !errors.length && !caps.length) return null;
  const report: FieldReportWithCaps = {
    v: 1,
    entry: state.entry,
    build: BUILD,
    sample: state.sample,
    cache: state.cache,
  };
  if (state.net) report.net = state.net;
  if (Object.keys(vitals).length) report.vitals = vitals;
  if (reads.length) report.reads = reads;
  if (errors.length) report.errors = errors;
  if (caps.length) report.caps = caps;
  return report;
}

/** Sends one report; true when the browser took it. */
export function sendReport(url: string, report: FieldReport): boolean {
  const body = JSON.stringify(report);
  // text/plain: a simple request, so a collector on another origin needs no preflight.
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))
    )
      return true;
  } catch {
    // A beacon refused (too large, or blocked): the keepalive fetch below.
  }
  try {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** The most reports kept waiting (oldest dropped): a collector that never answers costs a few KB at most. */
export const QUEUE_MAX = 10;

function readQueue(): FieldReport[] {
  try {
    const queued: unknown = JSON.parse(localStorage.getItem(FIELD_QUEUE_KEY) ?? '[]');
    return Array.isArray(queued) ? (queued as FieldReport[]) : [];
  } catch {
    return [];
  }
}

/** Keeps `report` for the next send; false when storage refused it (full, or blocked). */
export function queueReport(report: FieldReport): boolean {
  try {
    localStorage.setItem(FIELD_QUEUE_KEY, JSON.stringify([...readQueue(), report].slice(-QUEUE_MAX)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends every queued report (each its own beacon, so the collector reads one report per body) and empties
 * the queue; what the browser refused waits for the next time.
 * @example sendQueued('/api/field/report') // 2: two reports sent
 */
export function sendQueued(url: string): number {
  const queued = readQueue();
  if (!queued.length) return 0;
  try {
    localStorage.removeItem(FIELD_QUEUE_KEY);
  } catch {
    return 0;
  }
  const refused = queued.filter((report) => !sendReport(url, report));
  refused.forEach(queueReport);
  return queued.length - refused.length;
}

let started = false;
/** Ends this page view's listeners (a test's new page view). */
let listening = new AbortController();

/**
 * Starts this page view's reports: vitals (sampled), failures and errors, sent when the page hides.
 * `reads`: the page's reading reports (read-report.ts's `readReports`, handed over by a React page so that
 * this chunk never imports the readers' side; a static page reads nothing). Does nothing without a report
 * URL, or twice.
 * @example void startFieldReports(readReports);
 */
export async function startFieldReports(
  reads: () => readonly ReadReport[] = () => [],
  url: string = config.fieldReports.url,
): Promise<void> {
  if (started || !url) return;
  started = true;
  const sample = config.fieldReports.sampleRate;
  const measured = Math.random() < sample;
  const pending: Partial<Record<VitalName, number>> = {};
  const sentVitals = new Set<VitalName>();
  const sentReads = new Set<ReadReport>();
  const sentErrors = new Set<CaughtError>();
  const sentCaps = new Set<FieldCapBreach>();
  const entry = entryName();

  const flush = () => {
    const newReads = reads().filter((r) => !sentReads.has(r));
    const errors = renderErrors().filter((e) => !sentErrors.has(e));
    const caps = capBreachesNoted().filter((b) => !sentCaps.has(b));
    const report = buildReport({
      entry,
      sample,
      cache: cacheState(performance.getEntriesByType('resource')),
      net: effectiveType(),
      vitals: pending,
      reads: newReads,
      errors,
      caps,
    });
    if (!report) return;
    // Queued, not sent: when the page hid because the next screen is loading, that screen's requests have
    // the link to themselves; the timer runs only if this page lives on (hidden, not unloaded), and sends.
    if (queueReport(report)) setTimeout(() => sendQueued(url), 0);
    else if (!sendReport(url, report)) return;
    for (const name of Object.keys(pending) as VitalName[]) {
      sentVitals.add(name);
      delete pending[name];
    }
    newReads.forEach((r) => sentReads.add(r));
    errors.forEach((e) => sentErrors.add(e));
    caps.forEach((b) => sentCaps.add(b));
  };

  if (measured) {
    const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
    // Each vital once per page view: its first final value (web-vitals reports LCP, CLS and INP as
    // final when the page hides, just before `flush` below runs).
    const keep = (metric: Metric) => {
      const name = metric.name as VitalName;
      if (!sentVitals.has(name) && !(name in pending)) pending[name] = metric.value;
    };
    for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
  }
  // Registered after web-vitals' own listeners (which capture): they report first, then this sends.
  const { signal } = listening;
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
      // Back from another app: what was queued on hiding, if the page was frozen before its timer ran.
      else sendQueued(url);
    },
    { signal },
  );
  // What earlier page views queued as they were left (this page is idle: its own screen is drawn).
  sendQueued(url);
  // Not on `pagehide`: Chromium fires it before the `visibilitychange` on which web-vitals reports LCP and
  // CLS, so a page view would send two reports; every browser we serve (Safari 14.1+) fires the latter.
  // What was decided, on the document (as `data-mounted`): what a test or a curious developer looks at.
  document.documentElement.dataset.fieldReports = measured ? 'vitals' : 'failures';
}

/** Test seam: a new page view (the last one's listeners end). */
export function resetFieldReports(): void {
  listening.abort();
  listening = new AbortController();
  started = false;
}
