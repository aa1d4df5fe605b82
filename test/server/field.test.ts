// @vitest-environment node
/**
 * The field reports' collector (ADR 0021) and the development routes' switches.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_REPORT_PATH } from '../../shared/api/contract/field';
import type { FieldReport } from '../../shared/api/contract/field';
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

const REPORT: FieldReport = {
  v: 1,
  entry: 'order',
  build: '0.1.0+abc1234',
  sample: 1,
  cache: 'cold',
  net: '4g',
  vitals: { LCP: 1400, FCP: 800, TTFB: 120, CLS: 0.02 },
  reads: [{ kind: 'fallback', call: '/states/v3/loan/order-detail', field: 'repayDate', type: 'object' }],
  errors: [{ name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" }],
};

const post = (s: ServerApp, body: unknown) =>
  s.app.request(FIELD_REPORT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('field reports collector', () => {
  it('stores a report sent as text/plain and answers 204', async () => {
    const s = start();
    expect((await post(s, REPORT)).status).toBe(204);
    expect(s.db.prepare('SELECT entry, cache, net, lcp, fcp, ttfb, cls, inp FROM field_views').all()).toEqual([
      { entry: 'order', cache: 'cold', net: '4g', lcp: 1400, fcp: 800, ttfb: 120, cls: 0.02, inp: null },
    ]);
    expect(s.db.prepare('SELECT kind, call, field, type, name FROM field_failures ORDER BY id').all()).toEqual([
      { kind: 'fallback', call: '/states/v3/loan/order-detail', field: 'repayDate', type: 'object', name: '' },
      { kind: 'render', call: '', field: '', type: '', name: 'TypeError' },
    ]);
  });

  it('refuses what is not a report as the contract describes it, and stores none of it', async () => {
    const s = start();
    const refused = [
      'not json',
      { ...REPORT, v: 2 },
      { ...REPORT, entry: 'no-such-entry' },
      { ...REPORT, entry: '../etc' },
      { ...REPORT, sample: 2 },
      { ...REPORT, cache: 'hot' },
      { ...REPORT, net: 'wifi' },
      { ...REPORT, vitals: { LCP: -1 } },
      { ...REPORT, vitals: { LCP: '1400' } },
      { ...REPORT, vitals: { XYZ: 1 } },
      // A query in a call's path, a value where a type belongs, a field path with spaces.
      { ...REPORT, reads: [{ kind: 'fallback', call: '/states/x?token=abc', field: 'a', type: 'string' }] },
      { ...REPORT, reads: [{ kind: 'fallback', call: '/states/x', field: 'a', type: '09171234567' }] },
      { ...REPORT, reads: [{ kind: 'fallback', call: '/states/x', field: 'Maria Santos', type: 'string' }] },
      { ...REPORT, reads: Array.from({ length: 21 }, () => REPORT.reads![0]) },
      { ...REPORT, errors: [{ name: 'Type Error!', message: 'x' }] },
    ];
    for (const body of refused) expect((await post(s, body)).status, JSON.stringify(body)).toBe(400);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM field_views').get()).toEqual({ n: 0 });
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM field_failures').get()).toEqual({ n: 0 });
  });

  it('stores the offers past a legal cap (ADR 0025): cap, product and figures, nothing else', async () => {
    const s = start();
    const caps = [{ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 }];
    expect((await post(s, { ...REPORT, entry: 'loan-confirm', vitals: undefined, caps })).status).toBe(204);
    expect(s.db.prepare('SELECT entry, cap, product, figure, cap_limit FROM field_caps').all()).toEqual([
      { entry: 'loan-confirm', cap: 'eir', product: 'Quick Cash', figure: 13.52, cap_limit: 12 },
    ]);
    expect(fieldSummary(s.db).caps).toEqual([
      { entry: 'loan-confirm', cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12, count: 1 },
    ]);
    const refused = [
      { ...REPORT, caps: [{ ...caps[0], cap: 'interest' }] },
      { ...REPORT, caps: [{ ...caps[0], product: '<b>x</b>' }] },
      { ...REPORT, caps: [{ ...caps[0], product: 'x'.repeat(81) }] },
      { ...REPORT, caps: [{ ...caps[0], figure: '13.52' }] },
      { ...REPORT, caps: caps[0] },
    ];
    for (const body of refused) expect((await post(s, body)).status, JSON.stringify(body)).toBe(400);
    expect(readFieldReport({ ...REPORT, caps: [{ ...caps[0], borrower: 'Maria' }] }, new Set(['order']))).toEqual({
      ...REPORT,
      caps,
    });
  });

  it('caps the body size and the rate per client', async () => {
    const s = start({ fieldCaps: { perClientMinute: 3, bodyBytes: 600 } });
    const big = {
      ...REPORT,
      errors: [{ name: 'Error', message: 'x'.repeat(190) }],
      reads: Array(5).fill(REPORT.reads![0]),
    };
    expect((await post(s, big)).status).toBe(413);
    expect((await post(s, REPORT)).status).toBe(204);
    expect((await post(s, REPORT)).status).toBe(204);
    expect((await post(s, REPORT)).status).toBe(429);
  });

  it('keeps only the listed fields of a report it accepts', () => {
    const read = readFieldReport({ ...REPORT, url: '/order.html?token=t', token: 't', extra: 1 }, new Set(['order']));
    expect(read).toEqual(REPORT);
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
      await post(s, { ...REPORT, cache, vitals: { LCP: lcp }, reads: undefined, errors: undefined });
    await post(s, { ...REPORT, vitals: undefined });
    await post(s, { ...REPORT, vitals: undefined, errors: undefined });
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
  const ALL = ['/_entries', '/_entries.json', '/dev/outbox', '/_field', '/_clock'];
  const TEST = ['/_test/borrower', '/_test/dialect', '/_test/captcha'];
  const statusOf = async (s: ServerApp, path: string) =>
    (await s.app.request(path, { method: path === '/_test/captcha' || !path.startsWith('/_test') ? 'GET' : 'POST' }))
      .status;

  it('npm run serve alone mounts none of them; the collector is always there', async () => {
    const s = start();
    for (const path of [...ALL, ...TEST]) expect(await statusOf(s, path), path).toBe(404);
    expect((await s.app.request('/')).status).not.toBe(302);
    expect((await post(s, REPORT)).status).toBe(204);
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

  it('/_field shows the p75 chart and the reading failures, as text', async () => {
    const s = start({ devRoutes: true });
    await post(s, REPORT);
    const page = await (await s.app.request('/_field')).text();
    expect(page).toContain('<svg role="img"');
    expect(page).toContain('1,400 ms');
    expect(page).toContain('<code>repayDate</code>');
    expect(page).toContain('/states/v3/loan/order-detail');
    // A message is text, never markup.
    await post(s, { ...REPORT, errors: [{ name: 'Error', message: '<img src=x onerror=alert(1)>' }] });
    expect(await (await s.app.request('/_field')).text()).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
