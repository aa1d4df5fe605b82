// @vitest-environment node
/**
 * The field reports' collector (ADR 0021, OTLP/HTTP JSON ADR 0034), fed what the pages build, and the
 * development routes' switches.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTR, EVENTS, FIELD_REPORT_PATH } from '../../shared/api/contract/field';
import type { OtlpLogsRequest } from '../../shared/api/contract/field';
import { buildReport } from '../../shared/app/field-reports';
import type { ViewState } from '../../shared/app/field-reports';
import { createServerApp } from '../../server/app';
import type { ServerApp, ServerOptions } from '../../server/app';
import { devRoutesOf } from '../../server/dev';
import { readFieldReport } from '../../server/modules/field';
import { fieldSummary, percentile } from '../../server/modules/field/summary';

let server: ServerApp | undefined;
afterEach(() => server?.close());

function start(options: ServerOptions = {}): ServerApp {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', ...options });
  return server;
}

const VIEW: ViewState = {
  entry: 'order',
  sample: 1,
  cache: 'cold',
  net: '4g',
  vitals: { LCP: 1400, FCP: 800, TTFB: 120, CLS: 0.02 },
  ratings: { LCP: 'good', CLS: 'needs-improvement' },
  reads: [{ kind: 'fallback', call: '/states/v3/loan/order-detail', field: 'repayDate', type: 'object' }],
  errors: [{ source: 'render', name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" }],
};

/** A page view's report as the pages build it (shared/app/field-reports.ts), as JSON. */
const report = (view: Partial<ViewState> = {}): OtlpLogsRequest => buildReport({ ...VIEW, ...view })!;
const REPORT = report();

/** The report with one part changed (`edit` gets a copy). */
function changed(edit: (r: OtlpLogsRequest) => void, base: OtlpLogsRequest = REPORT): OtlpLogsRequest {
  const copy = JSON.parse(JSON.stringify(base)) as OtlpLogsRequest;
  edit(copy);
  return copy;
}
const records = (r: OtlpLogsRequest) => r.resourceLogs[0]!.scopeLogs[0]!.logRecords;
/** Sets attribute `key` of record `i` (or adds it). */
const setAttr = (i: number, key: string, value: object, base: OtlpLogsRequest = REPORT) =>
  changed((r) => {
    const attrs = records(r)[i]!.attributes;
    const kv = attrs.find((a) => a.key === key);
    if (kv) kv.value = value as never;
    else attrs.push({ key, value: value as never });
  }, base);

const post = (s: ServerApp, body: unknown, headers: Record<string, string> = {}) =>
  s.app.request(FIELD_REPORT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('field reports collector (OTLP/HTTP JSON)', () => {
  it('stores a page view’s report and answers an ExportLogsServiceResponse', async () => {
    const s = start();
    const res = await post(s, REPORT);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(s.db.prepare('SELECT entry, cache, net, lcp, fcp, ttfb, cls, inp FROM field_views').all()).toEqual([
      { entry: 'order', cache: 'cold', net: '4g', lcp: 1400, fcp: 800, ttfb: 120, cls: 0.02, inp: null },
    ]);
    expect(s.db.prepare('SELECT kind, call, field, type, name FROM field_failures ORDER BY id').all()).toEqual([
      { kind: 'fallback', call: '/states/v3/loan/order-detail', field: 'repayDate', type: 'object', name: '' },
      { kind: 'render', call: '', field: '', type: '', name: 'TypeError' },
    ]);
  });

  it('takes integers as numbers too, as other OTLP encoders write them', async () => {
    const s = start();
    const asNumbers = JSON.stringify(REPORT).replace(/"intValue":"(\d+)"/g, '"intValue":$1');
    expect((await post(s, asNumbers)).status).toBe(200);
    expect(s.db.prepare('SELECT lcp FROM field_views').get()).toEqual({ lcp: 1400 });
  });

  it('refuses what is not a report as the contract describes it, and stores none of it', async () => {
    const s = start();
    const vital = 0; // LCP
    const read = 4; // the reading fallback
    const error = 5;
    const refused: unknown[] = [
      'not json',
      {},
      { resourceLogs: [REPORT.resourceLogs[0], REPORT.resourceLogs[0]] },
      changed((r) => (r.resourceLogs[0]!.resource.attributes[2]!.value = { stringValue: 'no-such-entry' })),
      changed((r) => (r.resourceLogs[0]!.resource.attributes[0]!.value = { stringValue: 'another-service' })),
      changed((r) =>
        r.resourceLogs[0]!.resource.attributes.push({ key: 'url.full', value: { stringValue: '/order.html?token=t' } }),
      ),
      changed((r) => (r.resourceLogs[0]!.scopeLogs[0]!.scope.name = 'other')),
      changed((r) => (records(r)[0]!.eventName = 'browser.page_view')),
      changed((r) => (records(r)[0]!.timeUnixNano = 'yesterday')),
      changed((r) => (records(r)[0]!.severityNumber = 99)),
      setAttr(vital, 'app.cache', { stringValue: 'hot' }),
      setAttr(vital, 'app.net', { stringValue: 'wifi' }),
      setAttr(vital, 'app.sample_rate', { intValue: '2' }),
      setAttr(vital, 'browser.web_vital.value', { intValue: '-1' }),
      setAttr(vital, 'browser.web_vital.value', { stringValue: '1400' }),
      setAttr(vital, 'browser.web_vital.name', { stringValue: 'xyz' }),
      setAttr(vital, 'url.full', { stringValue: '/order.html?token=t' }),
      setAttr(vital, 'browser.web_vital.delta', { intValue: '1' }),
      setAttr(vital, 'browser.web_vital.rating', { stringValue: 'excellent' }),
      changed((r) => records(r).push(records(REPORT)[vital]!)),
      changed(
        (r) => (records(r)[vital]!.attributes = records(r)[vital]!.attributes.filter((a) => a.key !== 'app.cache')),
      ),
      changed((r) => (records(r)[vital]!.body = { kvlistValue: { values: [] } } as never)),
      changed((r) => (records(r)[vital]!.severityText = 'Information about a borrower')),
      // A query in a call's path, a value where a type belongs, a field path with spaces.
      setAttr(read, 'url.path', { stringValue: '/states/x?token=abc' }),
      setAttr(read, 'app.read.type', { stringValue: '09171234567' }),
      setAttr(read, 'app.read.field', { stringValue: 'Maria Santos' }),
      changed((r) => records(r).push(...Array.from({ length: 20 }, () => records(REPORT)[read]!))),
      setAttr(error, 'exception.type', { stringValue: 'Type Error!' }),
      setAttr(error, 'app.error.source', { stringValue: 'console' }),
      report({ errors: [{ source: 'csp', name: 'connect-src', message: 'https://x.example/path?token=t' }] }),
    ];
    for (const [i, body] of refused.entries()) expect((await post(s, body)).status, `refused[${i}]`).toBe(400);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM field_views').get()).toEqual({ n: 0 });
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM field_failures').get()).toEqual({ n: 0 });
  });

  it('takes OTLP/HTTP JSON only', async () => {
    const s = start();
    expect((await post(s, REPORT, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('stores each client error with where it came from', async () => {
    const s = start();
    const errors = [
      { source: 'error', name: 'RangeError', message: 'Bad amount #' },
      { source: 'rejection', name: 'TypeError', message: 'Failed to fetch' },
      { source: 'csp', name: 'connect-src', message: 'https://evil.example' },
    ] as const;
    expect((await post(s, report({ vitals: {}, reads: [], errors: [...errors] }))).status).toBe(200);
    expect(s.db.prepare('SELECT kind, name, message FROM field_failures ORDER BY id').all()).toEqual(
      errors.map((e) => ({ kind: e.source, name: e.name, message: e.message })),
    );
  });

  it('stores the offers past a legal cap (ADR 0025): cap, product and figures, nothing else', async () => {
    const s = start();
    const caps = [{ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 }] as const;
    const capReport = report({ entry: 'loan-confirm', vitals: {}, reads: [], errors: [], caps: [...caps] });
    expect((await post(s, capReport)).status).toBe(200);
    expect(s.db.prepare('SELECT entry, cap, product, figure, cap_limit FROM field_caps').all()).toEqual([
      { entry: 'loan-confirm', cap: 'eir', product: 'Quick Cash', figure: 13.52, cap_limit: 12 },
    ]);
    expect(fieldSummary(s.db).caps).toEqual([
      { entry: 'loan-confirm', cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12, count: 1 },
    ]);
    const capAttr = (key: string, value: object) =>
      changed((r) => {
        const kv = records(r)[0]!.attributes.find((a) => a.key === key)!;
        kv.value = value as never;
      }, capReport);
    const refused = [
      capAttr('app.cap.name', { stringValue: 'interest' }),
      capAttr('app.cap.product', { stringValue: '<b>x</b>' }),
      capAttr('app.cap.product', { stringValue: 'x'.repeat(81) }),
      capAttr('app.cap.figure', { stringValue: '13.52' }),
    ];
    for (const body of refused) expect((await post(s, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('stores a swapped screen’s report (ADR 0060) apart: its entry, language, where from, its time, INP, CLS', async () => {
    const s = start();
    const view: ViewState = {
      ...VIEW,
      entry: 'repay-code',
      lang: 'fil',
      swap: { from: 'repay-period', input: 'touch', ms: 640 },
      vitals: { INP: 96, CLS: 0.01 },
      ratings: {},
      reads: [],
      errors: [],
    };
    const screen = report(view);
    expect((await post(s, screen)).status).toBe(200);
    expect(s.db.prepare('SELECT entry, lang, from_entry, input, ms, inp, cls FROM field_screens').all()).toEqual([
      { entry: 'repay-code', lang: 'fil', from_entry: 'repay-period', input: 'touch', ms: 640, inp: 96, cls: 0.01 },
    ]);
    // The page views' table keeps page loads only; their language rides along too.
    expect((await post(s, report({ lang: 'en' }))).status).toBe(200);
    expect(s.db.prepare('SELECT entry, lang FROM field_views').all()).toEqual([{ entry: 'order', lang: 'en' }]);
    const swap = records(screen).findIndex((r) => r.eventName === EVENTS.swap);
    const refused: unknown[] = [
      // A soft navigation has no LCP, FCP or TTFB of its own.
      report({ ...view, vitals: { LCP: 1400, INP: 96 } }),
      setAttr(swap, ATTR.swapFrom, { stringValue: 'no-such-entry' }, screen),
      setAttr(swap, ATTR.swapInput, { stringValue: 'swipe' }, screen),
      setAttr(swap, ATTR.swapMs, { intValue: '-1' }, screen),
      setAttr(swap, ATTR.swapMs, { doubleValue: 12.5 }, screen),
      setAttr(swap, ATTR.swapMs, { stringValue: 'fast' }, screen),
      setAttr(swap, 'url.full', { stringValue: '/repay-code.html?token=t' }, screen),
      changed((r) => records(r).push(records(screen)[swap]!), screen),
      changed((r) => (r.resourceLogs[0]!.resource.attributes[3]!.value = { stringValue: 'es' }), screen),
    ];
    for (const [i, body] of refused.entries()) expect((await post(s, body)).status, `refused[${i}]`).toBe(400);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM field_screens').get()).toEqual({ n: 1 });
  });

  it('stores the reading failures and client errors of a swapped screen under its entry (ADR 0060)', async () => {
    const s = start();
    const swapped = { ...VIEW, entry: 'repay-code', swap: { from: 'repay-period', input: 'touch', ms: 640 } } as const;
    expect((await post(s, report({ ...swapped, vitals: { INP: 96 } }))).status).toBe(200);
    // What it noted after its report went: the same entry, no record of the swap.
    const later = report({ ...VIEW, entry: 'repay-code', vitals: {}, reads: [] });
    expect((await post(s, later)).status).toBe(200);
    expect(s.db.prepare('SELECT entry, kind FROM field_failures ORDER BY id').all()).toEqual([
      { entry: 'repay-code', kind: 'fallback' },
      { entry: 'repay-code', kind: 'render' },
      { entry: 'repay-code', kind: 'render' },
    ]);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM field_views').get()).toEqual({ n: 0 });
  });

  it('caps the body size and the rate per client, and says when to come back', async () => {
    const s = start({ fieldCaps: { perClientMinute: 3, bodyBytes: 4000 } });
    const big = report({ reads: Array.from({ length: 12 }, (_, i) => ({ ...VIEW.reads[0]!, field: `f${i}` })) });
    expect((await post(s, big)).status).toBe(413);
    expect((await post(s, REPORT)).status).toBe(200);
    expect((await post(s, REPORT)).status).toBe(200);
    const limited = await post(s, REPORT);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
  });

  it('answers CORS as a collector configured with the pages’ origins does', async () => {
    const s = start({ fieldCaps: { origins: ['https://m.lender.example'] } });
    const preflight = (origin: string) =>
      s.app.request(FIELD_REPORT_PATH, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('https://m.lender.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://m.lender.example');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const sent = await post(s, REPORT, { origin: 'https://m.lender.example' });
    expect(sent.headers.get('access-control-allow-origin')).toBe('https://m.lender.example');
    expect(
      (await post(s, REPORT, { origin: 'https://evil.example' })).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('keeps only what the records say, by their names', () => {
    const read = readFieldReport(JSON.parse(JSON.stringify(REPORT)), new Set(['order']));
    expect(read).toEqual({
      entry: 'order',
      build: expect.any(String),
      vitals: { sample: 1, cache: 'cold', net: '4g', values: { LCP: 1400, FCP: 800, TTFB: 120, CLS: 0.02 } },
      reads: VIEW.reads,
      errors: VIEW.errors,
      caps: [],
    });
  });

  it('sums up the p75 of each vital per entry, cold and warm apart, and the most frequent failures', async () => {
    const s = start();
    for (const [lcp, cache] of [
      [1000, 'cold'],
      [2000, 'cold'],
      [3000, 'cold'],
      [4000, 'cold'],
      [600, 'warm'],
    ] as const)
      await post(s, report({ cache, vitals: { LCP: lcp }, reads: [], errors: [] }));
    await post(s, report({ vitals: {} }));
    await post(s, report({ vitals: {}, errors: [] }));
    const summary = fieldSummary(s.db);
    expect(summary.entries).toHaveLength(1);
    expect(summary.entries[0]!.cold.LCP).toEqual({ p75: 3000, count: 4 });
    expect(summary.entries[0]!.warm.LCP).toEqual({ p75: 600, count: 1 });
    expect(summary.entries[0]!.cold.INP).toEqual({ p75: null, count: 0 });
    expect(summary.failures[0]).toMatchObject({ entry: 'order', field: 'repayDate', type: 'object', count: 2 });
    expect(summary.failures[1]).toMatchObject({ kind: 'render', name: 'TypeError', count: 1 });
    expect(percentile([5, 1, 4, 2, 3], 75)).toBe(4);
    expect(percentile([], 75)).toBeNull();
  });
});

describe('development routes', () => {
  const ALL = ['/_entries', '/_entries.json', '/dev/outbox', '/_field', '/_clock', '/_review'];
  const TEST = ['/_test/borrower', '/_test/dialect', '/_test/captcha'];
  const statusOf = async (s: ServerApp, path: string) =>
    (await s.app.request(path, { method: path === '/_test/captcha' || !path.startsWith('/_test') ? 'GET' : 'POST' }))
      .status;

  it('npm run serve alone mounts none of them; the collector is always there', async () => {
    const s = start();
    for (const path of [...ALL, ...TEST]) expect(await statusOf(s, path), path).toBe(404);
    expect((await s.app.request('/')).status).not.toBe(302);
    expect((await post(s, REPORT)).status).toBe(200);
  });

  it('devRoutes (npm start) mounts the index, the outbox and the field page, not the tests’ helpers', async () => {
    const s = start({ devRoutes: true });
    for (const path of ALL) expect(await statusOf(s, path), path).toBe(200);
    for (const path of TEST) expect(await statusOf(s, path), path).toBe(404);
    expect(devRoutesOf({ devRoutes: true })).toEqual(ALL);
  });

  it('testApi mounts all of them', async () => {
    const s = start({ testApi: true });
    for (const path of ALL) expect(await statusOf(s, path), path).toBe(200);
    expect(await statusOf(s, '/_test/borrower')).toBe(200);
    expect(devRoutesOf({ testApi: true })).toEqual([...ALL, ...TEST]);
  });

  it("the scripts guide's table names every route and its switch; the README points to it", () => {
    const guide = readFileSync('docs/scripts.md', 'utf8');
    for (const path of [...ALL, ...TEST]) expect(guide).toContain(`\`${path}\``);
    expect(guide).toContain('DEV_ROUTES=1');
    expect(guide).toContain('TEST_API=1');
    expect(readFileSync('README.md', 'utf8')).toContain('(docs/scripts.md)');
  });

  it('/_field shows the swapped screens per entry: how many, the median and p75 of the tap to their data, where from', async () => {
    const s = start({ devRoutes: true });
    const seeded = [
      ['repay-period', 400, 'touch', 'en'],
      ['repay-period', 600, 'touch', 'fil'],
      ['order', 900, 'back', 'en'],
      // Left before its data came: counted, with no time.
      ['repay-period', undefined, 'click', 'en'],
    ] as const;
    for (const [from, ms, input, lang] of seeded) {
      const swap = { from, input, ...(ms === undefined ? {} : { ms }) };
      const screen = report({ entry: 'repay-code', lang, swap, vitals: {}, ratings: {}, reads: [], errors: [] });
      expect((await post(s, screen)).status).toBe(200);
    }
    // A record no collector takes (markup in a name), put in the store directly: the page says it as text.
    s.db
      .prepare(
        `INSERT INTO field_screens (received_at, entry, build, lang, from_entry, input, ms, sample)
         VALUES (0, 'order', 'b', NULL, '<b>x</b>', 'touch', 300, 1)`,
      )
      .run();
    const page = await (await s.app.request('/_field')).text();
    const section = page.slice(page.indexOf('<h2>Swapped screens</h2>'), page.indexOf('<h2>Reading failures</h2>'));
    const rows = [...section.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
      m[1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(rows).toEqual([
      'Entry Screens Tap to data, median 75th percentile Came from Opened by Language',
      'order 1 300 ms (1) 300 ms &lt;b&gt;x&lt;/b&gt; 1 touch 1 not said 1',
      'repay-code 4 600 ms (3) 900 ms repay-period 3, order 1 touch 2, back 1, click 1 en 3, fil 1',
    ]);
    expect(section).toContain('5 of them');
    expect(page).not.toContain('<b>x</b>');
  });

  it('/_field shows the p75 chart and the reading failures, as text', async () => {
    const s = start({ devRoutes: true });
    await post(s, REPORT);
    const page = await (await s.app.request('/_field')).text();
    expect(page).toContain('<svg role="img"');
    expect(page).toContain('1,400 ms');
    expect(page).toContain('<code>repayDate</code>');
    expect(page).toContain('/states/v3/loan/order-detail');
    // A message is text, never markup.
    // A message is text, never markup; each client error under where it came from.
    await post(s, report({ errors: [{ source: 'rejection', name: 'Error', message: '<i>x</i> onerror=alert(1)' }] }));
    const after = await (await s.app.request('/_field')).text();
    expect(after).toContain('&lt;i&gt;x&lt;/i&gt; onerror=alert(1)');
    expect(after).toContain('unhandled rejection');
  });
});
