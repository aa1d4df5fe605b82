/**
 * The field reports' collector (ADR 0021): `POST FIELD_REPORT_PATH`, a JSON `FieldReport` sent
 * by `navigator.sendBeacon` (as `text/plain`) when a page is hidden. Kept whole only when every field is
 * what the contract says: a known entry, numbers in range, a type word for each reading failure. Anything
 * else is refused (400) and nothing of it is stored; a body over the cap is 413, a client over its rate
 * 429. A report carries nothing that identifies a borrower, and nothing else is stored (not the address).
 *
 * `summary.ts` reads the store for the development page `/_field` (server/dev).
 */
import { EFFECTIVE_TYPES, FIELD_MAX_ITEMS, FIELD_REPORT_PATH, VITAL_NAMES } from '../../../shared/api/contract/field';
import type { FieldReport, VitalName } from '../../../shared/api/contract/field';
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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, re: RegExp, max: number): v is string =>
  typeof v === 'string' && v.length <= max && re.test(v);

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

/** A report with the offers past a cap beside what the contract names. */
export type CollectedReport = FieldReport & { caps?: CapReport[] };

/** The caps' figures are percentages: nothing a report could carry is above this. */
const MAX_PERCENT = 1_000_000;

/**
 * The report as the contract describes it, or the reason it is not one.
 * @example readFieldReport({ v: 1, entry: 'order', build: '0.1.0+abc', sample: 1, cache: 'cold' }, new Set(['order']))
 */
export function readFieldReport(body: unknown, entries: ReadonlySet<string>): CollectedReport | string {
  if (!isObject(body) || body.v !== 1) return 'not a field report (v: 1)';
  const { entry, build, sample, cache, net, vitals, reads, errors, caps } = body;
  if (typeof entry !== 'string' || !entries.has(entry)) return 'entry: not an entry of this build';
  if (!text(build, /^[\w.+-]+$/, 60)) return 'build: not a version';
  if (typeof sample !== 'number' || !(sample >= 0 && sample <= 1)) return 'sample: not a share between 0 and 1';
  if (cache !== 'warm' && cache !== 'cold' && cache !== 'unknown') return 'cache: not warm, cold or unknown';
  if (net !== undefined && !(EFFECTIVE_TYPES as readonly unknown[]).includes(net)) return 'net: not an effective type';
  const report: CollectedReport = { v: 1, entry, build, sample, cache };
  if (net !== undefined) report.net = net as FieldReport['net'];
  if (vitals !== undefined) {
    if (!isObject(vitals)) return 'vitals: not an object';
    const out: Partial<Record<VitalName, number>> = {};
    for (const [name, value] of Object.entries(vitals)) {
      if (!(VITAL_NAMES as readonly string[]).includes(name)) return `vitals.${name.slice(0, 20)}: not a vital`;
      const max = name === 'CLS' ? MAX_CLS : MAX_MS;
      if (typeof value !== 'number' || !(value >= 0 && value <= max)) return `vitals.${name}: out of range`;
      out[name as VitalName] = value;
    }
    report.vitals = out;
  }
  if (reads !== undefined) {
    if (!Array.isArray(reads) || reads.length > FIELD_MAX_ITEMS) return 'reads: not a list of at most 20';
    report.reads = [];
    for (const r of reads) {
      if (!isObject(r)) return 'reads: an item is not an object';
      if (r.kind !== 'fallback' && r.kind !== 'failure') return 'reads.kind: not fallback or failure';
      // A path of the API, never a query (nothing after `?` can be stored).
      if (!text(r.call, /^\/[\w/.-]*$/, 200)) return 'reads.call: not a path';
      if (!text(r.field, /^[\w.-]*$/, 200)) return 'reads.field: not a field path';
      if (typeof r.type !== 'string' || !READ_TYPES.has(r.type)) return 'reads.type: not a type';
      report.reads.push({ kind: r.kind, call: r.call, field: r.field, type: r.type });
    }
  }
  if (errors !== undefined) {
    if (!Array.isArray(errors) || errors.length > FIELD_MAX_ITEMS) return 'errors: not a list of at most 20';
    report.errors = [];
    for (const e of errors) {
      if (!isObject(e)) return 'errors: an item is not an object';
      if (!text(e.name, /^[A-Za-z]\w*$/, 40)) return 'errors.name: not a word';
      if (typeof e.message !== 'string' || e.message.length > 200) return 'errors.message: not a message';
      report.errors.push({ name: e.name, message: e.message });
    }
  }
  if (caps !== undefined) {
    if (!Array.isArray(caps) || caps.length > FIELD_MAX_ITEMS) return 'caps: not a list of at most 20';
    report.caps = [];
    for (const b of caps) {
      if (!isObject(b)) return 'caps: an item is not an object';
      if (b.cap !== 'eir' && b.cap !== 'totalCost') return 'caps.cap: not eir or totalCost';
      // A product's name: printable text (no control character), no markup characters.
      if (!text(b.product, /^[^<>]*$/, 80) || /\p{Cc}/u.test(b.product as string))
        return 'caps.product: not a product name';
      const percent = (v: unknown) => typeof v === 'number' && v >= -MAX_PERCENT && v <= MAX_PERCENT;
      if (!percent(b.figure) || !percent(b.limit)) return 'caps.figure: not a percentage';
      report.caps.push({
        cap: b.cap,
        product: b.product as string,
        figure: b.figure as number,
        limit: b.limit as number,
      });
    }
  }
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
  ],
  routes(app, { db, settings }) {
    const entries = new Set(loadEntries().map((e) => e.name));
    const take = rateByClient(settings.field.perClientMinute);
    const insertView = db.prepare(
      'INSERT INTO field_views (received_at, entry, build, sample, cache, net, lcp, inp, cls, fcp, ttfb) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertFailure = db.prepare(
      'INSERT INTO field_failures (received_at, entry, build, kind, call, field, type, name, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertCap = db.prepare(
      'INSERT INTO field_caps (received_at, entry, build, cap, product, figure, cap_limit) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const store = db.transaction((r: CollectedReport, now: number) => {
      const v = r.vitals;
      if (v && Object.keys(v).length)
        insertView.run(
          now,
          r.entry,
          r.build,
          r.sample,
          r.cache,
          r.net ?? null,
          v.LCP ?? null,
          v.INP ?? null,
          v.CLS ?? null,
          v.FCP ?? null,
          v.TTFB ?? null,
        );
      for (const f of r.reads ?? []) insertFailure.run(now, r.entry, r.build, f.kind, f.call, f.field, f.type, '', '');
      for (const e of r.errors ?? []) insertFailure.run(now, r.entry, r.build, 'render', '', '', '', e.name, e.message);
      for (const b of r.caps ?? []) insertCap.run(now, r.entry, r.build, b.cap, b.product, b.figure, b.limit);
    });

    app.post(FIELD_REPORT_PATH, async (c) => {
      c.header('Cache-Control', 'no-store');
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > settings.field.bodyBytes) return c.body(null, 413);
      if (!take(clientIp(c))) return c.body(null, 429);
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
      return c.body(null, 204);
    });
  },
};
