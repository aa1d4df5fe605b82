/**
 * The field reports' collector (ADR 0021, ADR 0034): OTLP/HTTP JSON logs at `POST /v1/logs`
 * (`FIELD_REPORT_PATH`), as an OpenTelemetry Collector's `otlp` receiver takes them, one page view's report
 * per request. Kept whole only when every part is what shared/api/contract/field.ts lists: the pages'
 * service, a known entry, each record a known event with exactly its attributes, numbers in range, a type
 * word for each reading failure. Anything else is refused (400) and nothing of it is stored; a body over
 * the cap is 413, a client over its rate 429 with `Retry-After` (which the pages honour), a body that is not
 * JSON 415/400. CORS as a collector's `cors` setting: the listed origins, preflight included. A report
 * carries nothing that identifies a borrower, and nothing else is stored (not the address).
 *
 * `summary.ts` reads the store for the development page `/_field` (server/dev).
 */
import {
  ATTR,
  EFFECTIVE_TYPES,
  ERROR_SOURCES,
  EVENTS,
  FIELD_MAX_ITEMS,
  FIELD_REPORT_PATH,
  REPORT_LANGS,
  SCOPE_NAME,
  SERVICE_NAME,
  SWAP_INPUTS,
  VITAL_NAMES,
} from '../../../shared/api/contract/field';
import type {
  EffectiveType,
  ErrorSource,
  FieldRead,
  FieldSwap,
  ReportLang,
  SwapInput,
  VitalName,
} from '../../../shared/api/contract/field';
import { loadEntries } from '../../../shared/site/entries';
import { clientIp } from '../../http';
import type { ServerModule } from '../../module';
import { MINUTE } from '../../time';

const READ_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'object',
  'array',
  'null',
  'undefined',
  'bigint',
  'symbol',
  'function',
]);
/** The largest value a vital may take: ten minutes in milliseconds; CLS is a score, at most 100. */
const MAX_MS = 10 * MINUTE;
const MAX_CLS = 100;
/** The caps' figures are percentages: nothing a report could carry is above this. */
const MAX_PERCENT = 1_000_000;
/** A report's records: each vital, a swapped screen's record, and at most 20 reads, errors and cap breaches. */
const MAX_RECORDS = VITAL_NAMES.length + 1 + 3 * FIELD_MAX_ITEMS;
/** What a swapped screen can measure of its own (D38): no load of its own, so no LCP, FCP or TTFB. */
const SWAP_VITALS: readonly VitalName[] = ['INP', 'CLS'];

/**
 * An offer past a legal cap as the pages report it (ADR 0025; the pages' `FieldCapBreach` in
 * shared/app/cap-breaches.ts, held equal by test/shared/app/cap-report.test.ts): the cap, the product's
 * name and the figures, nothing of the borrower.
 */
export interface CapReport {
  cap: 'eir' | 'totalCost';
  product: string;
  /** Percent. */
  figure: number;
  /** Percent. */
  limit: number;
}

/** One page view's report (or one swapped screen's, `swap`) as the collector keeps it. */
export interface CollectedReport {
  entry: string;
  build: string;
  /** The pages' language, where the report names it (reports of builds before ADR 0060 do not). */
  lang?: ReportLang;
  swap?: FieldSwap;
  vitals?: {
    sample: number;
    cache: 'warm' | 'cold' | 'unknown';
    net?: EffectiveType;
    values: Partial<Record<VitalName, number>>;
  };
  reads: FieldRead[];
  errors: { source: ErrorSource; name: string; message: string }[];
  caps: CapReport[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, re: RegExp, max: number): v is string =>
  typeof v === 'string' && v.length <= max && re.test(v);
const isList = (v: unknown, max: number): v is unknown[] => Array.isArray(v) && v.length <= max;
/** Nanoseconds since the epoch: a decimal string (proto3 JSON), or a number as some encoders write it. */
const isNanos = (v: unknown) => (typeof v === 'string' && /^\d{1,20}$/.test(v)) || Number.isSafeInteger(v);
/** A printable text of at most `max` characters (no control character; no markup unless `markup`). */
const printable = (v: unknown, max: number, markup = false): v is string =>
  typeof v === 'string' && v.length <= max && !(markup ? /\p{Cc}/u : /[\p{Cc}<>]/u).test(v);

/** An OTLP `AnyValue` as a string or a number (`intValue` as a decimal string or a number), or undefined. */
function scalar(value: unknown): string | number | undefined {
  if (!isObject(value) || Object.keys(value).length !== 1) return undefined;
  if (typeof value.stringValue === 'string') return value.stringValue;
  if (typeof value.doubleValue === 'number') return value.doubleValue;
  const int = value.intValue;
  if (typeof int === 'number' && Number.isSafeInteger(int)) return int;
  if (typeof int === 'string' && /^-?\d{1,15}$/.test(int)) return Number(int);
  return undefined;
}

/** A `KeyValue` list as a plain object; a string says why not (a repeated or unreadable key). */
function attributesOf(list: unknown, where: string): Record<string, string | number> | string {
  if (!isList(list, 16)) return `${where}.attributes: not a list of at most 16`;
  const out: Record<string, string | number> = {};
  for (const kv of list) {
    if (!isObject(kv) || !text(kv.key, /^[\w.]+$/, 60)) return `${where}.attributes: a key is not a key`;
    if (kv.key in out) return `${where}.attributes.${kv.key}: repeated`;
    const v = scalar(kv.value);
    if (v === undefined) return `${where}.attributes.${kv.key}: not a string or a number`;
    out[kv.key] = v;
  }
  return out;
}

/** Exactly these keys, no other (what the pages send, so that nothing else can be stored). */
function onlyKeys(attrs: Record<string, unknown>, required: readonly string[], optional: readonly string[] = []) {
  const allowed = new Set([...required, ...optional]);
  const extra = Object.keys(attrs).find((k) => !allowed.has(k));
  if (extra) return `${extra}: not an attribute of this record`;
  const missing = required.find((k) => !(k in attrs));
  return missing ? `${missing}: missing` : '';
}

const percent = (v: unknown) => typeof v === 'number' && v >= -MAX_PERCENT && v <= MAX_PERCENT;

/**
 * One page view's report from an OTLP/HTTP JSON logs request, or the reason it is not one.
 * @example readFieldReport(JSON.parse(body), new Set(['order']))
 */
export function readFieldReport(body: unknown, entries: ReadonlySet<string>): CollectedReport | string {
  if (!isObject(body) || !isList(body.resourceLogs, 1) || body.resourceLogs.length !== 1)
    return 'resourceLogs: not one resource (one page view a request)';
  const rl = body.resourceLogs[0];
  if (!isObject(rl) || !isObject(rl.resource)) return 'resourceLogs.0.resource: missing';
  const resource = attributesOf(rl.resource.attributes, 'resource');
  if (typeof resource === 'string') return resource;
  const keys = onlyKeys(resource, [ATTR.serviceName, ATTR.serviceVersion, ATTR.entry], [ATTR.lang]);
  if (keys) return `resource.${keys}`;
  const lang = resource[ATTR.lang];
  if (lang !== undefined && !(REPORT_LANGS as readonly unknown[]).includes(lang))
    return 'resource.app.lang: not a language of the pages';
  if (resource[ATTR.serviceName] !== SERVICE_NAME) return `resource.service.name: not ${SERVICE_NAME}`;
  const build = resource[ATTR.serviceVersion];
  if (!text(build, /^[\w.+-]+$/, 60)) return 'resource.service.version: not a version';
  const entry = resource[ATTR.entry];
  if (typeof entry !== 'string' || !entries.has(entry)) return 'resource.app.entry: not an entry of this build';
  if (!isList(rl.scopeLogs, 1) || rl.scopeLogs.length !== 1) return 'scopeLogs: not one scope';
  const scope = rl.scopeLogs[0];
  if (!isObject(scope) || !isObject(scope.scope) || scope.scope.name !== SCOPE_NAME)
    return `scopeLogs.0.scope.name: not ${SCOPE_NAME}`;
  if (!isList(scope.logRecords, MAX_RECORDS)) return `logRecords: not a list of at most ${MAX_RECORDS}`;

  const report: CollectedReport = {
    entry,
    build,
    ...(lang === undefined ? {} : { lang: lang as ReportLang }),
    reads: [],
    errors: [],
    caps: [],
  };
  for (const [i, record] of scope.logRecords.entries()) {
    const at = `logRecords.${i}`;
    if (!isObject(record)) return `${at}: not a record`;
    if (!isNanos(record.timeUnixNano) || !isNanos(record.observedTimeUnixNano)) return `${at}: not a time`;
    if (
      !Number.isInteger(record.severityNumber) ||
      !((record.severityNumber as number) >= 1 && (record.severityNumber as number) <= 24)
    )
      return `${at}.severityNumber: not a severity`;
    if (!text(record.severityText, /^[A-Z]{0,10}$/, 10)) return `${at}.severityText: not a severity`;
    if (!isObject(record.body) || !printable(scalar(record.body), 400, true)) return `${at}.body: not a line of text`;
    const a = attributesOf(record.attributes, at);
    if (typeof a === 'string') return a;
    const fail = (why: string) => `${at}.${why}`;
    switch (record.eventName) {
      case EVENTS.vital: {
        const problem = onlyKeys(
          a,
          [ATTR.vitalName, ATTR.vitalValue, ATTR.cache, ATTR.sample],
          [ATTR.vitalDelta, ATTR.vitalRating, ATTR.net],
        );
        if (problem) return fail(problem);
        const name = String(a[ATTR.vitalName]).toUpperCase() as VitalName;
        if (!VITAL_NAMES.includes(name) || a[ATTR.vitalName] !== name.toLowerCase()) return fail('not a vital');
        const value = a[ATTR.vitalValue];
        const max = name === 'CLS' ? MAX_CLS : MAX_MS;
        if (typeof value !== 'number' || !(value >= 0 && value <= max)) return fail(`${name}: out of range`);
        if (ATTR.vitalDelta in a && a[ATTR.vitalDelta] !== value) return fail('delta: not the value (each vital once)');
        if (ATTR.vitalRating in a && !['good', 'needs-improvement', 'poor'].includes(String(a[ATTR.vitalRating])))
          return fail('rating: not a rating');
        const cache = a[ATTR.cache];
        if (cache !== 'warm' && cache !== 'cold' && cache !== 'unknown')
          return fail('app.cache: not warm, cold or unknown');
        const net = a[ATTR.net];
        if (net !== undefined && !(EFFECTIVE_TYPES as readonly unknown[]).includes(net))
          return fail('app.net: not an effective type');
        const sample = a[ATTR.sample];
        if (typeof sample !== 'number' || !(sample >= 0 && sample <= 1)) return fail('app.sample_rate: not a share');
        report.vitals ??= { sample, cache, ...(net ? { net: net as EffectiveType } : {}), values: {} };
        if (name in report.vitals.values) return fail(`${name}: twice in one page view`);
        report.vitals.values[name] = value;
        break;
      }
      case EVENTS.read: {
        const problem = onlyKeys(a, [ATTR.readKind, ATTR.call, ATTR.field, ATTR.type]);
        if (problem) return fail(problem);
        const kind = a[ATTR.readKind];
        if (kind !== 'fallback' && kind !== 'failure') return fail('app.read.kind: not fallback or failure');
        // A path of the API, never a query (nothing after `?` can be stored).
        const { [ATTR.call]: call, [ATTR.field]: field, [ATTR.type]: type } = a;
        if (!text(call, /^\/[\w/.-]*$/, 200)) return fail('url.path: not a path');
        if (!text(field, /^[\w.-]*$/, 200)) return fail('app.read.field: not a field path');
        if (typeof type !== 'string' || !READ_TYPES.has(type)) return fail('app.read.type: not a type');
        if (report.reads.length >= FIELD_MAX_ITEMS) return fail('more than 20 reading failures');
        report.reads.push({ kind, call, field, type });
        break;
      }
      case EVENTS.error: {
        const problem = onlyKeys(a, [ATTR.errorSource, ATTR.exceptionType, ATTR.exceptionMessage]);
        if (problem) return fail(problem);
        const source = a[ATTR.errorSource];
        if (!(ERROR_SOURCES as readonly unknown[]).includes(source)) return fail('app.error.source: not a source');
        const name = a[ATTR.exceptionType];
        if (!text(name, /^[A-Za-z][\w-]*$/, 40)) return fail('exception.type: not a word');
        const message = a[ATTR.exceptionMessage];
        if (!printable(message, 200, true)) return fail('exception.message: not a message');
        if (source === 'csp' && !/^(?:https?:\/\/[\w.:[\]-]+|[a-z-]{1,20})$/.test(message))
          return fail('exception.message: not an origin or a keyword');
        if (report.errors.length >= FIELD_MAX_ITEMS) return fail('more than 20 errors');
        report.errors.push({ source: source as ErrorSource, name, message });
        break;
      }
      case EVENTS.cap: {
        const problem = onlyKeys(a, [ATTR.cap, ATTR.product, ATTR.figure, ATTR.limit]);
        if (problem) return fail(problem);
        const cap = a[ATTR.cap];
        if (cap !== 'eir' && cap !== 'totalCost') return fail('app.cap.name: not eir or totalCost');
        // A product's name: printable text, no markup characters.
        const product = a[ATTR.product];
        if (!printable(product, 80)) return fail('app.cap.product: not a product name');
        if (!percent(a[ATTR.figure]) || !percent(a[ATTR.limit])) return fail('app.cap.figure: not a percentage');
        if (report.caps.length >= FIELD_MAX_ITEMS) return fail('more than 20 cap breaches');
        report.caps.push({
          cap,
          product,
          figure: a[ATTR.figure] as number,
          limit: a[ATTR.limit] as number,
        });
        break;
      }
      case EVENTS.swap: {
        const problem = onlyKeys(a, [ATTR.swapFrom, ATTR.swapInput, ATTR.sample], [ATTR.swapMs, ATTR.net]);
        if (problem) return fail(problem);
        if (report.swap) return fail('a second swapped screen in one report');
        const from = a[ATTR.swapFrom];
        if (typeof from !== 'string' || !entries.has(from)) return fail('app.swap.from: not an entry of this build');
        const input = a[ATTR.swapInput];
        if (!(SWAP_INPUTS as readonly unknown[]).includes(input)) return fail('app.swap.input: not an input');
        const ms = a[ATTR.swapMs];
        if (ms !== undefined && !(Number.isInteger(ms) && (ms as number) >= 0 && (ms as number) <= MAX_MS))
          return fail('app.swap.ms: not milliseconds');
        const net = a[ATTR.net];
        if (net !== undefined && !(EFFECTIVE_TYPES as readonly unknown[]).includes(net))
          return fail('app.net: not an effective type');
        const sample = a[ATTR.sample];
        if (typeof sample !== 'number' || !(sample >= 0 && sample <= 1)) return fail('app.sample_rate: not a share');
        report.swap = { from, input: input as SwapInput, ...(ms === undefined ? {} : { ms: ms as number }) };
        break;
      }
      default:
        return fail('eventName: not an event of the field reports');
    }
  }
  // A swapped screen loaded nothing of its own: its vitals are what happened while it showed.
  const own = Object.keys(report.vitals?.values ?? {}) as VitalName[];
  if (report.swap && own.some((name) => !SWAP_VITALS.includes(name)))
    return 'logRecords: a swapped screen reports only INP and CLS (it has no load of its own)';
  return report;
}

/** A fixed one-minute window per client address: `take()` is false once the cap is reached. */
function rateByClient(perMinute: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string, now = Date.now()): boolean => {
    let w = windows.get(client);
    if (!w || now - w.start >= MINUTE) {
      // Forget the other clients' finished windows now and then, so the map stays small.
      if (windows.size > 10_000) for (const [k, v] of windows) if (now - v.start >= MINUTE) windows.delete(k);
      w = { start: now, count: 0 };
      windows.set(client, w);
    }
    w.count += 1;
    return w.count <= perMinute;
  };
}

export const fieldModule: ServerModule = {
  name: 'field',
  migrations: [
    `CREATE TABLE field_views (
       id INTEGER PRIMARY KEY,
       received_at INTEGER NOT NULL,
       entry TEXT NOT NULL,
       build TEXT NOT NULL,
       sample REAL NOT NULL,
       cache TEXT NOT NULL,
       net TEXT,
       lcp REAL, inp REAL, cls REAL, fcp REAL, ttfb REAL
     );
     CREATE INDEX field_views_entry ON field_views (entry, cache);
     CREATE TABLE field_failures (
       id INTEGER PRIMARY KEY,
       received_at INTEGER NOT NULL,
       entry TEXT NOT NULL,
       build TEXT NOT NULL,
       kind TEXT NOT NULL,
       call TEXT NOT NULL DEFAULT '',
       field TEXT NOT NULL DEFAULT '',
       type TEXT NOT NULL DEFAULT '',
       name TEXT NOT NULL DEFAULT '',
       message TEXT NOT NULL DEFAULT ''
     );`,
    // Offers past a legal cap (ADR 0025).
    `CREATE TABLE field_caps (
       id INTEGER PRIMARY KEY,
       received_at INTEGER NOT NULL,
       entry TEXT NOT NULL,
       build TEXT NOT NULL,
       cap TEXT NOT NULL,
       product TEXT NOT NULL,
       figure REAL NOT NULL,
       cap_limit REAL NOT NULL
     );`,

    // The pages' language on every report, and each screen swapped into a document (ADR 0060).
    `ALTER TABLE field_views ADD COLUMN lang TEXT;
     CREATE TABLE field_screens (
       id INTEGER PRIMARY KEY,
       received_at INTEGER NOT NULL,
       entry TEXT NOT NULL,
       build TEXT NOT NULL,
       lang TEXT,
       from_entry TEXT NOT NULL,
       input TEXT NOT NULL,
       ms REAL,
       sample REAL NOT NULL,
       inp REAL, cls REAL
     );
     CREATE INDEX field_screens_entry ON field_screens (entry, from_entry);`,
  ],
  routes(app, { db, settings }) {
    const entries = new Set(loadEntries().map((e) => e.name));
    const take = rateByClient(settings.field.perClientMinute);
    const insertView = db.prepare(
      'INSERT INTO field_views (received_at, entry, build, sample, cache, net, lcp, inp, cls, fcp, ttfb, lang) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertScreen = db.prepare(
      'INSERT INTO field_screens (received_at, entry, build, lang, from_entry, input, ms, sample, inp, cls) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertFailure = db.prepare(
      'INSERT INTO field_failures (received_at, entry, build, kind, call, field, type, name, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertCap = db.prepare(
      'INSERT INTO field_caps (received_at, entry, build, cap, product, figure, cap_limit) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const store = db.transaction((r: CollectedReport, now: number) => {
      const v = r.vitals;
      if (r.swap)
        insertScreen.run(
          now,
          r.entry,
          r.build,
          r.lang ?? null,
          r.swap.from,
          r.swap.input,
          r.swap.ms ?? null,
          v?.sample ?? 1,
          v?.values.INP ?? null,
          v?.values.CLS ?? null,
        );
      else if (v)
        insertView.run(
          now,
          r.entry,
          r.build,
          v.sample,
          v.cache,
          v.net ?? null,
          v.values.LCP ?? null,
          v.values.INP ?? null,
          v.values.CLS ?? null,
          v.values.FCP ?? null,
          v.values.TTFB ?? null,
          r.lang ?? null,
        );
      for (const f of r.reads) insertFailure.run(now, r.entry, r.build, f.kind, f.call, f.field, f.type, '', '');
      for (const e of r.errors) insertFailure.run(now, r.entry, r.build, e.source, '', '', '', e.name, e.message);
      for (const b of r.caps) insertCap.run(now, r.entry, r.build, b.cap, b.product, b.figure, b.limit);
    });

    // CORS as a collector's `cors` setting: the listed origins may send (with the preflight JSON needs).
    const origins = new Set(settings.field.origins);
    app.use(FIELD_REPORT_PATH, async (c, next) => {
      const origin = c.req.header('origin');
      if (origin && origins.has(origin)) {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Vary', 'Origin');
      }
      await next();
    });
    app.options(FIELD_REPORT_PATH, (c) => {
      const origin = c.req.header('origin');
      if (!origin || !origins.has(origin)) return c.body(null, 204);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '7200');
      c.header('Vary', 'Origin');
      return c.body(null, 204);
    });

    app.post(FIELD_REPORT_PATH, async (c) => {
      c.header('Cache-Control', 'no-store');
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > settings.field.bodyBytes) return c.body(null, 413);
      if (!take(clientIp(c))) {
        // The pages send it again after the rest of the minute (OTLP/HTTP: 429 with Retry-After).
        c.header('Retry-After', '60');
        return c.body(null, 429);
      }
      // OTLP/HTTP JSON only (a collector answers protobuf too; the pages never send it).
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return c.text('not application/json', 415);
      const raw = await c.req.text();
      if (raw.length > settings.field.bodyBytes) return c.body(null, 413);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return c.text('not JSON', 400);
      }
      const report = readFieldReport(body, entries);
      if (typeof report === 'string') return c.text(report, 400);
      store(report, Date.now());
      // An ExportLogsServiceResponse with no partial success: every record was taken.
      return c.json({});
    });
  },
};
