/**
 * Field reports (ADR 0021; as OTLP, ADR 0034): how fast each page view was on the borrower's phone, what
 * the backend sent that the screens could not read and which errors reached the borrower, sent to
 * `config.fieldReports.url` (an OTLP/HTTP logs endpoint) as one OTLP/HTTP JSON logs request (otlp.ts).
 *
 * - Loaded on demand by field-start.ts (after mount, or from the static pages' script) once the page has
 *   loaded, its network is quiet and the browser idle: none of this, nor `web-vitals`, is in a start script.
 * - Vitals (LCP, INP, CLS, FCP, TTFB) from Google's `web-vitals`, for a sample of page views, each a
 *   `browser.web_vital` event; reading failures (read-report.ts) and client errors (render-errors.ts) from
 *   every page view, each its own record.
 * - Built when the page is hidden (`visibilitychange`, as web-vitals reports) and queued in localStorage;
 *   sent (`fetch(…, { keepalive: true })`, JSON: `shared/api/report-wire.ts`) by this page a moment later
 *   when it lives on (a switch of app or tab), else by the next page view of ours once it is idle. A report sent while the next screen
 *   loads shares the borrower's link with it and cost 24–40 ms of its LCP (ADR 0021). Each vital at most
 *   once per page view, each distinct failure once. A collector that answers 429, 502, 503 or 504 (or does
 *   not answer) gets it again later (its `Retry-After` honoured, else a backoff; at most 8 tries); any other
 *   refusal (400, 413) drops it: OTLP's retry rules.
 * - Private by construction: a report is built attribute by attribute from the list in the contract;
 *   nothing of the address, the page query or a payload's values can reach it (`buildReport`).
 * - Offers past a legal cap (cap-breaches.ts, ADR 0025): the cap, the product and the figures.
 * - A screen swapped into the document (D38, ADR 0060): a report of its own (`app.screen_swap`: the entry it
 *   came from, the time from the tap to its data), with the INP and CLS of what happened while it
 *   showed; the first entry's INP and CLS are then its own part too. screen-views.ts measures both and
 *   hands them over on `window`, so that neither a static page nor a tab without the swap loads it.
 *   Its reading failures and client errors, sampled or not, go in a report named by its entry (the
 *   resource's `app.entry`): each is noted with the screen's epoch (platform/screen-epoch.ts), never
 *   under the entry the document was opened as.
 */
import type { Metric } from 'web-vitals';
import {
  ATTR,
  EFFECTIVE_TYPES,
  EVENTS,
  FIELD_MAX_ITEMS,
  FIELD_QUEUE_KEY,
  REPORT_LANGS,
  SERVICE_NAME,
  SEVERITY,
  VITAL_NAMES,
} from '../api/contract/field';
import type {
  EffectiveType,
  FieldError,
  FieldSwap,
  OtlpLogsRequest,
  ReportLang,
  VitalName,
} from '../api/contract/field';
import type { NotedRead, ReadReport } from '../api/read-report';
import { sendReportBody } from '../api/report-wire';
import { config } from '../config/config';
import { entryName } from '../platform/entry-name';
import { renderErrors } from './render-errors';
import type { NotedError } from './render-errors';
import { capBreachesNoted } from './cap-breaches';
import type { FieldCapBreach, NotedCapBreach } from './cap-breaches';
import { encodeLogs } from './otlp';
import type { LogInput } from './otlp';
import type { SwappedScreens } from './screen-views';

/** Whether the shared scripts came from the HTTP cache (`warm`) or the network (`cold`). */
export type CacheState = 'warm' | 'cold' | 'unknown';

/** The build's version, set by vite.config.ts (`<package version>+<commit>`). */
const BUILD: string = import.meta.env.VITE_BUILD_VERSION ?? 'dev';

/**
 * Whether the shared scripts came from the HTTP cache: the largest script this page loaded (React on a
 * data screen) with nothing transferred. `unknown` where the browser does not say (no sizes).
 * @example cacheState(performance.getEntriesByType('resource')) // 'warm'
 */
export function cacheState(resources: readonly PerformanceEntry[]): CacheState {
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

/** The document's language (D27) as a report names it: `fil` for the twins, else `en`. */
export function reportLang(lang: string = document.documentElement.lang): ReportLang {
  return (REPORT_LANGS as readonly string[]).includes(lang) ? (lang as ReportLang) : 'en';
}

/** What one page view (or one swapped screen) has gathered; `buildReport` turns the unsent part into a report. */
export interface ViewState {
  entry: string;
  lang?: ReportLang;
  /** A screen swapped in (D38): where it came from and how long its data took. */
  swap?: FieldSwap;
  sample: number;
  cache: CacheState;
  net?: EffectiveType;
  /** Vitals not sent yet. */
  vitals: Partial<Record<VitalName, number>>;
  /** web-vitals' rating of each (`good`, `needs-improvement`, `poor`), where it gave one. */
  ratings?: Partial<Record<VitalName, string>>;
  reads: readonly ReadReport[];
  errors: readonly FieldError[];
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
 * The OTLP logs request of what is in `state`, every attribute copied by name (so nothing else can ride
 * along), stamped `now`, or null when there is nothing to say.
 * @example buildReport({ entry: 'order', sample: 1, cache: 'cold', vitals: { LCP: 1400 }, reads: [], errors: [] })
 */
export function buildReport(state: ViewState, now = Date.now()): OtlpLogsRequest | null {
  const records: LogInput[] = [];
  const record = (eventName: string, level: keyof typeof SEVERITY, body: string, attributes: LogInput['attributes']) =>
    records.push({ eventName, severityNumber: SEVERITY[level], severityText: level, body, attributes });
  for (const name of VITAL_NAMES) {
    const raw = state.vitals[name];
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) continue;
    const value = round(name, raw);
    const rating = state.ratings?.[name];
    record(EVENTS.vital, 'INFO', `${name} ${value}`, {
      [ATTR.vitalName]: name.toLowerCase(),
      [ATTR.vitalValue]: value,
      // Each vital is sent once per page view: its delta is all of it.
      [ATTR.vitalDelta]: value,
      ...(rating && /^[a-z-]{1,20}$/.test(rating) ? { [ATTR.vitalRating]: rating } : {}),
      [ATTR.cache]: state.cache,
      ...(state.net ? { [ATTR.net]: state.net } : {}),
      [ATTR.sample]: state.sample,
    });
  }
  for (const { kind, call, field, type } of state.reads.slice(0, FIELD_MAX_ITEMS)) {
    const path = call.split(/[?#]/)[0]!;
    record(EVENTS.read, kind === 'failure' ? 'ERROR' : 'WARN', `${kind} ${path} ${field}: ${type}`, {
      [ATTR.readKind]: kind,
      [ATTR.call]: path,
      [ATTR.field]: field,
      [ATTR.type]: type,
    });
  }
  for (const { source, name, message } of state.errors.slice(0, FIELD_MAX_ITEMS)) {
    const text = source === 'csp' ? message : withoutNames(message);
    record(EVENTS.error, 'ERROR', `${name}: ${text}`, {
      [ATTR.errorSource]: source,
      [ATTR.exceptionType]: name,
      [ATTR.exceptionMessage]: text,
    });
  }
  if (state.swap) {
    const { from, input, ms } = state.swap;
    record(EVENTS.swap, 'INFO', `${from} → ${state.entry}${ms === undefined ? '' : ` ${Math.round(ms)} ms`}`, {
      [ATTR.swapFrom]: from,
      [ATTR.swapInput]: input,
      ...(ms === undefined ? {} : { [ATTR.swapMs]: Math.round(ms) }),
      ...(state.net ? { [ATTR.net]: state.net } : {}),
      [ATTR.sample]: state.sample,
    });
  }
  for (const { cap, product, figure, limit } of (state.caps ?? []).slice(0, FIELD_MAX_ITEMS))
    record(EVENTS.cap, 'ERROR', `${cap} ${figure}% > ${limit}%: ${product}`, {
      [ATTR.cap]: cap,
      [ATTR.product]: product,
      [ATTR.figure]: figure,
      [ATTR.limit]: limit,
    });
  if (!records.length) return null;
  return encodeLogs(
    {
      [ATTR.serviceName]: SERVICE_NAME,
      [ATTR.serviceVersion]: BUILD,
      [ATTR.entry]: state.entry,
      ...(state.lang ? { [ATTR.lang]: state.lang } : {}),
    },
    records,
    now,
  );
}

/** What a collector may answer when it wants the report again later (OTLP/HTTP: "retryable"). */
const RETRYABLE = new Set([429, 502, 503, 504]);
/** The first wait before sending again when the collector named none, or could not be reached; doubled each time. */
export const RETRY_MS = 60_000;
/** The longest wait honoured: a report older than a day tells little. */
const MAX_RETRY_MS = 24 * 60 * 60_000;
/** The most times one report is sent (a minute, two, four, … about four hours in all without `Retry-After`). */
export const MAX_TRIES = 8;

/**
 * How long to wait before sending again, in milliseconds: what `Retry-After` asks (seconds or an HTTP date),
 * else `RETRY_MS` doubled for each earlier try (OTLP's exponential backoff); at most a day.
 * @example retryAfterMs('120', 0) // 120000
 */
export function retryAfterMs(header: string | null, now = Date.now(), tries = 1): number {
  const text = header?.trim() ?? '';
  const asked = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  const ms = Number.isFinite(asked) ? asked : RETRY_MS * 2 ** (tries - 1);
  return Math.min(Math.max(ms, 0), MAX_RETRY_MS);
}

/**
 * A report waiting: its JSON, the time before which it is not sent again (a collector's `Retry-After`, or
 * the backoff) and how many times it has been sent.
 */
interface Queued {
  body: string;
  after?: number;
  tries?: number;
}

/** The most reports kept waiting (oldest dropped): a collector that never answers costs a few KB at most. */
export const QUEUE_MAX = 10;

function readQueue(): Queued[] {
  try {
    const queued: unknown = JSON.parse(localStorage.getItem(FIELD_QUEUE_KEY) ?? '[]');
    // What another version queued in another shape is dropped with the rest of what cannot be read.
    return Array.isArray(queued) ? (queued as Queued[]).filter((q) => typeof q?.body === 'string') : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: readonly Queued[]): boolean {
  try {
    if (queue.length) localStorage.setItem(FIELD_QUEUE_KEY, JSON.stringify(queue.slice(-QUEUE_MAX)));
    else localStorage.removeItem(FIELD_QUEUE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Keeps a report for the next send; false when storage refused it (full, or blocked). */
export function queueReport(report: OtlpLogsRequest | string, wait?: { after: number; tries: number }): boolean {
  const body = typeof report === 'string' ? report : JSON.stringify(report);
  return writeQueue([...readQueue(), { body, ...wait }]);
}

/**
 * Sends one report's JSON (its `tries`-th time); what the collector asks to have again later goes back in
 * the queue with the time it named (OTLP/HTTP's retryable answers, and no answer at all) until it has been
 * tried `MAX_TRIES` times; what it refused is dropped. Resolves how it ended: `sent`, `later` or `dropped`.
 */
export async function sendReport(url: string, body: string, tries = 1): Promise<'sent' | 'later' | 'dropped'> {
  let retryAfter: string | null = null;
  try {
    // JSON, as OTLP/HTTP takes it, kept alive past the page (the client's one way to a collector, ADR 0037).
    const response = await sendReportBody(url, body);
    if (response.ok) return 'sent';
    if (!RETRYABLE.has(response.status)) return 'dropped';
    retryAfter = response.headers.get('Retry-After');
  } catch {
    // Offline, or the collector out of reach: kept for later, as a retryable answer.
  }
  if (tries >= MAX_TRIES) return 'dropped';
  queueReport(body, { after: Date.now() + retryAfterMs(retryAfter, Date.now(), tries), tries });
  return 'later';
}

/** This page's timer for the next report that must wait (one at a time). */
let waiting: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends every queued report that is due (each its own request, so the collector reads one page view per
 * body) and takes them out of the queue first, so that two pages never send one twice; what must wait
 * stays, and this page sends it when its time comes if it is still open.
 * @example sendQueued('/v1/logs') // 2: two reports sent
 */
export function sendQueued(url: string, now = Date.now()): number {
  const queue = readQueue();
  const due = queue.filter((q) => !(q.after! > now));
  const later = queue.filter((q) => q.after! > now);
  const sending = due.length > 0 && writeQueue(later);
  if (sending)
    for (const q of due) void sendReport(url, q.body, (q.tries ?? 0) + 1).then(() => sendLater(url, readQueue()));
  sendLater(url, later);
  return sending ? due.length : 0;
}

/** Sets this page's timer for the earliest of `later`, when the reports have started here. */
function sendLater(url: string, later: readonly Queued[]): void {
  if (!later.length || !started) return;
  clearTimeout(waiting);
  const next = Math.min(...later.map((q) => q.after ?? 0));
  waiting = setTimeout(() => sendQueued(url), Math.max(0, next - Date.now()));
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
  reads: () => readonly NotedRead[] = () => [],
  url: string = config.fieldReports.url,
): Promise<void> {
  if (started || !url) return;
  started = true;
  const sample = config.fieldReports.sampleRate;
  const measured = Math.random() < sample;
  const pending: Partial<Record<VitalName, number>> = {};
  const ratings: Partial<Record<VitalName, string>> = {};
  const sentVitals = new Set<VitalName>();
  const sentReads = new Set<NotedRead>();
  const sentErrors = new Set<NotedError>();
  const sentCaps = new Set<NotedCapBreach>();
  const entry = entryName();
  const lang = reportLang();
  /** The swapped screens whose report has gone (each once, as each vital of a page view). */
  let screensSent = 0;

  const flush = () => {
    const newReads = reads().filter((r) => !sentReads.has(r));
    const errors = renderErrors().filter((e) => !sentErrors.has(e));
    const caps = capBreachesNoted().filter((b) => !sentCaps.has(b));
    const cache = cacheState(performance.getEntriesByType('resource'));
    const net = effectiveType();
    // Every screen swapped in, sampled or not: its reading failures, errors and cap breaches are its own
    // (ADR 0060).
    const screens = window.__swappedScreens?.views.slice() ?? [];
    /** The screen a failure or an error was noted on: the last one in by its epoch; -1, the first entry. */
    const screenOf = ({ epoch }: { epoch: number }) => {
      let screen = -1;
      screens.forEach((v, i) => v.epoch <= epoch && (screen = i));
      return screen;
    };
    const on = <T extends { epoch: number }>(items: readonly T[], screen: number) =>
      items.filter((item) => screenOf(item) === screen);
    // Once a screen has been swapped in, what web-vitals counted over the whole document is no screen's:
    // each screen's INP and CLS are what happened while it showed (the first entry's included).
    const swapped: SwappedScreens | undefined = measured ? window.__swappedScreens : undefined;
    const views = swapped ? screens : [];
    const split = views.length ? swapped!.vitals() : [];
    if (views.length)
      for (const name of ['INP', 'CLS'] as const) {
        if (sentVitals.has(name)) continue;
        delete ratings[name];
        if (split[0]![name] === undefined) delete pending[name];
        else pending[name] = split[0]![name];
      }
    const reports = [
      buildReport({
        entry,
        lang,
        sample,
        cache,
        net,
        vitals: pending,
        ratings,
        reads: on(newReads, -1),
        errors: on(errors, -1),
        caps: on(caps, -1),
      }),
      // A screen not reported yet (sampled) with its record and vitals; else what it noted since, if anything.
      ...screens.map((view, i) => {
        const fresh = i >= screensSent && i < views.length;
        return buildReport({
          entry: view.entry,
          lang,
          ...(fresh
            ? { swap: { from: view.from, input: view.input, ...(view.ms === undefined ? {} : { ms: view.ms }) } }
            : {}),
          sample,
          cache,
          net,
          vitals: fresh ? split[i + 1]! : {},
          reads: on(newReads, i),
          errors: on(errors, i),
          caps: on(caps, i),
        });
      }),
    ];
    screensSent = views.length;
    let queued = false;
    for (const report of reports) {
      if (!report) continue;
      // Queued, not sent: when the page hid because the next screen is loading, that screen's requests have
      // the link to themselves; the timer runs only if this page lives on (hidden, not unloaded), and sends.
      if (queueReport(report)) queued = true;
      else void sendReport(url, JSON.stringify(report));
    }
    if (queued) setTimeout(() => sendQueued(url), 0);
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
      if (sentVitals.has(name) || name in pending) return;
      pending[name] = metric.value;
      ratings[name] = metric.rating;
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
  clearTimeout(waiting);
  listening.abort();
  listening = new AbortController();
  started = false;
}
