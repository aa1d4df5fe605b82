/**
 * Field reports (ADR 0021): what a page view sends, when, and that nothing identifying a borrower is in
 * it, for every kind of report (vitals, reading fallbacks and failures, render errors) on a page opened
 * with every session key set.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { FIELD_QUEUE_KEY as QUEUE_KEY, FIELD_REPORT_PATH } from '../../../shared/api/contract/field';
import type { FieldReport } from '../../../shared/api/contract/field';
import { noteRead, readReports, resetReadReports, typeOfValue } from '../../../shared/api/read-report';
import { config, defaultConfig } from '../../../shared/config/config';
import { forgetRenderErrors, noteRenderError } from '../../../shared/app/render-errors';
import { forgetCapBreaches, noteCapBreach } from '../../../shared/app/cap-breaches';
import { scrubMessage } from '../../../shared/app/root-boundary';
import { SESSION_KEYS } from '../../../shared/session/hide-session';
import * as FieldReports from '../../../shared/app/field-reports';
import { QUEUE_MAX, queueReport, resetFieldReports, sendQueued } from '../../../shared/app/field-reports';

// web-vitals under test: each `onX` hands its callback a final value once the page hides, as the library
// does (LCP, CLS and INP are reported on `visibilitychange`; FCP and TTFB as soon as they are known).
const callbacks = new Map<string, (m: Metric) => void>();
const VALUES: Record<string, number> = { LCP: 1412.4, INP: 88, CLS: 0.0412, FCP: 812.2, TTFB: 180.7 };
vi.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: Metric) => void) => {
    callbacks.set(name, cb);
    addEventListener(
      'visibilitychange',
      () => {
        if (document.visibilityState === 'hidden') cb({ name, value: VALUES[name] } as Metric);
      },
      { capture: true },
    );
  };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

// Every secret the page was opened with, and what a payload or an error could carry.
const SECRETS = {
  token: 'tok-5f2a9c0e1b7d',
  building: 'build-hdr-7788',
  gather: 'gather-hdr-9911',
  swift: 'swift-hdr-2233',
  eyes: 'eyes-hdr-4455',
};
const PHONE = '09171234567';
const AMOUNT = '15,250.75';
const ACCOUNT = '1234 5678 9012';
const NAME = 'Maria Santos';

let sent: { url: string; body: string }[] = [];

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  window.dispatchEvent(new Event('visibilitychange'));
}

function show(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

async function freshModule() {
  resetFieldReports();
  return FieldReports;
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  callbacks.clear();
  resetReadReports();
  forgetRenderErrors();
  forgetCapBreaches();
  show();
  const query = new URLSearchParams({ ...SECRETS, orderId: '9001', phone: PHONE, amount: AMOUNT });
  history.replaceState(null, '', `/repay-period.html?${query}#${SECRETS.token}`);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      void data.text().then((body) => sent.push({ url, body }));
      return true;
    },
  });
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.restoreAllMocks();
  show();
});

async function flushed(): Promise<FieldReport[]> {
  // Blob.text() resolves on a later task.
  await new Promise((r) => setTimeout(r, 0));
  return sent.map((s) => JSON.parse(s.body) as FieldReport);
}

/** Everything a page view can report, with the borrower's data in every place it could leak from. */
function failEverywhere(): void {
  const call = `/states/v3/repay/loan-play-detail`;
  noteRead({
    kind: 'fallback',
    call: `${call}?token=${SECRETS.token}&phone=${PHONE}`,
    field: 'repayDate',
    type: typeOfValue({ phone: PHONE }),
  });
  noteRead({ kind: 'failure', call, field: 'repay_plans.0.amount', type: typeOfValue(AMOUNT) });
  noteRenderError(
    'TypeError',
    scrubMessage(
      `Cannot read ${NAME}'s account ${ACCOUNT} (${PHONE}, ₱${AMOUNT}) at /order.html?token=${SECRETS.token}&eyes=${SECRETS.eyes}`,
    ),
  );
}

describe('field reports', () => {
  it('sends one report when the page hides: vitals, reads and errors, to the configured URL', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/api/field/report');
    hide();
    const [report, ...more] = await flushed();
    expect(more).toEqual([]);
    expect(sent[0]!.url).toBe('/api/field/report');
    expect(report).toMatchObject({
      v: 1,
      entry: 'repay-period',
      sample: 1,
      vitals: { LCP: 1412, INP: 88, CLS: 0.041, FCP: 812, TTFB: 181 },
      reads: [
        { kind: 'fallback', call: '/states/v3/repay/loan-play-detail', field: 'repayDate', type: 'object' },
        { kind: 'failure', call: '/states/v3/repay/loan-play-detail', field: 'repay_plans.0.amount', type: 'string' },
      ],
      errors: [{ name: 'TypeError' }],
    });
    expect(report!.build).toMatch(/^[\w.+-]+$/);
  });

  it('carries an offer past a legal cap (ADR 0025) once: the cap, the product and the figures', async () => {
    const { startFieldReports } = await freshModule();
    noteCapBreach({ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 });
    await startFieldReports(readReports, '/api/field/report');
    hide();
    show();
    hide();
    const reports = (await flushed()) as (FieldReport & { caps?: unknown })[];
    expect(reports[0]!.caps).toEqual([{ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 }]);
    expect(reports.slice(1).filter((r) => r.caps)).toEqual([]);
  });

  it('never carries the page query, a session key, an amount, a name, a phone, an account or a URL query', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/api/field/report');
    hide();
    // Neither where it waits (localStorage) nor what is sent.
    const stored = localStorage.getItem(QUEUE_KEY)!;
    const [report] = await flushed();
    const body = sent[0]!.body;
    expect(stored).toBe(`[${body}]`);
    for (const secret of [...Object.values(SECRETS), PHONE, AMOUNT, '15,250', '250.75', ACCOUNT, '9012', NAME, '9001'])
      expect(body).not.toContain(secret);
    for (const key of SESSION_KEYS) expect(body).not.toMatch(new RegExp(`${key}=`));
    expect(body).not.toMatch(/[?#&]\w+=/);
    // Only the fields the contract lists, at every level.
    expect(Object.keys(report!).sort()).toEqual([
      'build',
      'cache',
      'entry',
      'errors',
      'reads',
      'sample',
      'v',
      'vitals',
    ]);
    for (const r of report!.reads!) expect(Object.keys(r).sort()).toEqual(['call', 'field', 'kind', 'type']);
    for (const e of report!.errors!) expect(Object.keys(e).sort()).toEqual(['message', 'name']);
  });

  it('sends each vital and each failure once per page view; what is new after a second hide goes then', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/api/field/report');
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(await flushed()).toHaveLength(1);
    show();
    noteRead({ kind: 'fallback', call: '/states/x', field: 'y', type: 'number' });
    noteRead({ kind: 'fallback', call: '/states/x', field: 'y', type: 'number' });
    hide();
    const [, second] = await flushed();
    expect(second).toMatchObject({ reads: [{ call: '/states/x', field: 'y', type: 'number' }] });
    expect(second!.vitals).toBeUndefined();
    expect(second!.errors).toBeUndefined();
  });

  it('leaves the vitals out of a page view outside the sample, but still reports its failures', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const rate = config.fieldReports.sampleRate;
    config.fieldReports.sampleRate = 0.1;
    try {
      const { startFieldReports } = await freshModule();
      failEverywhere();
      await startFieldReports(readReports, '/api/field/report');
      hide();
      const [report] = await flushed();
      expect(report!.vitals).toBeUndefined();
      expect(report!.sample).toBe(0.1);
      expect(report!.reads).toHaveLength(2);
    } finally {
      config.fieldReports.sampleRate = rate;
    }
  });

  it('sends nothing without a report URL, and nothing when there is nothing to say', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '');
    hide();
    expect(await flushed()).toEqual([]);
    const again = await freshModule();
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const rate = config.fieldReports.sampleRate;
    config.fieldReports.sampleRate = 0.1;
    try {
      resetReadReports();
      forgetRenderErrors();
      show();
      await again.startFieldReports(readReports, '/api/field/report');
      hide();
      expect(await flushed()).toEqual([]);
    } finally {
      config.fieldReports.sampleRate = rate;
    }
  });

  it('falls back on a keepalive fetch when the beacon is refused', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetched: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      fetched.push([url, init]);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, 'https://rum.lender.example/v1');
    hide();
    await flushed();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]![0]).toBe('https://rum.lender.example/v1');
    expect(fetched[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(fetched[0]![1].body))).toMatchObject({ v: 1, entry: 'repay-period' });
    vi.unstubAllGlobals();
  });
});

describe('the queue: sent by a page that lives on, else by the next page view', () => {
  const report = (entry: string): FieldReport => ({ v: 1, entry, build: 'b', sample: 1, cache: 'warm' });
  const queued = () => JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as FieldReport[];

  it('queues the report as the page hides and sends it a moment later only if the page is still there', async () => {
    vi.useFakeTimers();
    try {
      const { startFieldReports } = await freshModule();
      failEverywhere();
      await startFieldReports(readReports, '/api/field/report');
      const beacon = vi.spyOn(navigator, 'sendBeacon');
      hide();
      // As the page hides (a navigation would unload it now): stored, nothing on the link.
      expect(beacon).not.toHaveBeenCalled();
      expect(queued()).toMatchObject([{ entry: 'repay-period', vitals: { LCP: 1412 } }]);
      // Still alive (another app, another tab): the timer sends it and empties the queue.
      vi.advanceTimersByTime(0);
      expect(beacon).toHaveBeenCalledTimes(1);
      expect(beacon.mock.calls[0]![0]).toBe('/api/field/report');
      expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the next page view sends what the last one queued, once it starts, one beacon per report', async () => {
    queueReport(report('order'));
    queueReport(report('complaint'));
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/api/field/report');
    expect((await flushed()).map((r) => r.entry)).toEqual(['order', 'complaint']);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    // Sent once: a second sender (the page's own timer, another web view) finds nothing.
    expect(sendQueued('/api/field/report')).toBe(0);
  });

  it('a page frozen before its timer ran sends the queue when it is shown again', async () => {
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/api/field/report');
    queueReport(report('order'));
    show();
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect((await flushed()).map((r) => r.entry)).toEqual(['order']);
  });

  it(`keeps the newest ${QUEUE_MAX} while the collector is out of reach, and what the browser refused`, () => {
    for (let i = 0; i < QUEUE_MAX + 3; i++) queueReport(report(`e${i}`));
    expect(queued().map((r) => r.entry)).toEqual(Array.from({ length: QUEUE_MAX }, (_, i) => `e${i + 3}`));
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    vi.stubGlobal('fetch', () => {
      throw new TypeError('offline');
    });
    try {
      expect(sendQueued('/api/field/report')).toBe(0);
      expect(queued()).toHaveLength(QUEUE_MAX);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends at once when storage refuses the report (full, or blocked)', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/api/field/report');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    hide();
    expect(await flushed()).toMatchObject([{ entry: 'repay-period' }]);
  });

  it('ignores a queue it cannot read (another version wrote it, or a hand edited it)', () => {
    localStorage.setItem(QUEUE_KEY, '{not json');
    expect(sendQueued('/api/field/report')).toBe(0);
    localStorage.setItem(QUEUE_KEY, '{"v":1}');
    expect(sendQueued('/api/field/report')).toBe(0);
  });
});

describe('cacheState / effectiveType / buildReport', () => {
  const res = (name: string, transferSize: number, decodedBodySize: number) =>
    ({ name, transferSize, decodedBodySize }) as PerformanceResourceTiming;

  it('reads warm or cold from the largest script, unknown without sizes', async () => {
    const { cacheState } = await freshModule();
    expect(cacheState([res('/assets/react-A.js', 0, 220_000), res('/assets/order-B.js', 2000, 5000)])).toBe('warm');
    expect(cacheState([res('/assets/react-A.js', 68_000, 220_000), res('/assets/order-B.js', 0, 5000)])).toBe('cold');
    expect(cacheState([res('/assets/react-A.js', 0, 0)])).toBe('unknown');
    expect(cacheState([res('/states/v3/x', 0, 9000)])).toBe('unknown');
  });

  it('names the effective type only when it is one of the four', async () => {
    const { effectiveType } = await freshModule();
    expect(effectiveType({ connection: { effectiveType: '3g' } })).toBe('3g');
    expect(effectiveType({ connection: { effectiveType: 'wifi' } })).toBeUndefined();
    expect(effectiveType({})).toBeUndefined();
  });

  it('copies only the listed fields and drops a value that is not a finite measure', async () => {
    const { buildReport } = await freshModule();
    const report = buildReport({
      entry: 'order',
      sample: 1,
      cache: 'cold',
      vitals: { LCP: Number.NaN, FCP: -1, TTFB: 90 },
      reads: [{ kind: 'fallback', call: '/states/a?token=x#y', field: 'f', type: 'string', value: PHONE } as never],
      errors: [{ name: 'Error', message: 'm', stack: `at ${PHONE}` } as never],
    });
    expect(report).toEqual({
      v: 1,
      entry: 'order',
      build: expect.any(String),
      sample: 1,
      cache: 'cold',
      vitals: { TTFB: 90 },
      reads: [{ kind: 'fallback', call: '/states/a', field: 'f', type: 'string' }],
      errors: [{ name: 'Error', message: 'm' }],
    });
    expect(buildReport({ entry: 'order', sample: 1, cache: 'cold', vitals: {}, reads: [], errors: [] })).toBeNull();
  });

  it("the demo config reports to the reference server's collector", () => {
    expect(defaultConfig.fieldReports.url).toBe(FIELD_REPORT_PATH);
  });
});
