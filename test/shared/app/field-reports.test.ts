/**
 * Field reports (ADR 0021, as OTLP ADR 0034): what a page view sends, when, and that nothing identifying a
 * borrower is in it, for every kind of record (vitals, reading fallbacks and failures, client errors) on a
 * page opened with every session key set; and what a collector's answer does to the queue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { ATTR, FIELD_QUEUE_KEY as QUEUE_KEY, FIELD_REPORT_PATH } from '../../../shared/api/contract/field';
import type { OtlpLogsRequest } from '../../../shared/api/contract/field';
import { noteRead, readReports, resetReadReports, typeOfValue } from '../../../shared/api/read-report';
import { config, defaultConfig } from '../../../shared/config/config';
import { forgetRenderErrors, noteRenderError } from '../../../shared/app/render-errors';
import { forgetCapBreaches, noteCapBreach } from '../../../shared/app/cap-breaches';
import { noteSwap, screenViews, splitVitals, watchInputs } from '../../../shared/app/screen-views';
import { screenEpoch } from '../../../shared/platform/screen-epoch';
import { scrubMessage } from '../../../shared/app/root-boundary';
import { SESSION_KEYS } from '../../../shared/session/hide-session';
import * as FieldReports from '../../../shared/app/field-reports';
import {
  MAX_TRIES,
  QUEUE_MAX,
  queueReport,
  resetFieldReports,
  retryAfterMs,
  RETRY_MS,
  sendQueued,
} from '../../../shared/app/field-reports';

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
        if (document.visibilityState === 'hidden') cb({ name, value: VALUES[name], rating: 'good' } as Metric);
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

let sent: { url: string; body: string; init: RequestInit }[] = [];
/** What the collector answers next (the stub's queue of statuses; 200 once it is empty). */
let answers: Response[] = [];

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
  screenViews.length = 0;
  screenEpoch.n = 0;
  show();
  const query = new URLSearchParams({ ...SECRETS, orderId: '9001', phone: PHONE, amount: AMOUNT });
  history.replaceState(null, '', `/repay-period.html?${query}#${SECRETS.token}`);
  answers = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, body: String(init.body), init });
    return Promise.resolve(answers.shift() ?? new Response('{}', { status: 200 }));
  });
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  show();
});

async function flushed(): Promise<OtlpLogsRequest[]> {
  // The queue's timer of 0, then the fetch's answer.
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  return sent.map((s) => JSON.parse(s.body) as OtlpLogsRequest);
}

type Attrs = Record<string, string | number>;
const plain = (kvs: { key: string; value: Record<string, unknown> }[]): Attrs =>
  Object.fromEntries(
    kvs.map(({ key, value }) => [
      key,
      'intValue' in value ? Number(value.intValue) : (value.stringValue ?? value.doubleValue),
    ]),
  ) as Attrs;
/** A report's resource and records as plain attributes (`event` and `severity` beside them). */
function read(report: OtlpLogsRequest | undefined) {
  const [rl] = report!.resourceLogs;
  return {
    resource: plain(rl!.resource.attributes as never),
    records: rl!.scopeLogs[0]!.logRecords.map((r): Attrs => ({
      event: r.eventName,
      severity: r.severityText,
      ...plain(r.attributes as never),
    })),
  };
}
const vitalsOf = (report: OtlpLogsRequest | undefined) =>
  Object.fromEntries(
    read(report)
      .records.filter((r) => r.event === 'browser.web_vital')
      .map((r) => [r['browser.web_vital.name'], r['browser.web_vital.value']]),
  );
const of = (report: OtlpLogsRequest | undefined, event: string) =>
  read(report).records.filter((r) => r.event === event);

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
  it('sends one OTLP logs request when the page hides: vitals, reads and errors, to the configured URL', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/v1/logs');
    hide();
    const [report, ...more] = await flushed();
    expect(more).toEqual([]);
    expect(sent[0]!.url).toBe('/v1/logs');
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
    const { resource, records } = read(report);
    expect(resource).toEqual({
      'service.name': 'peso-loan-web',
      'service.version': expect.any(String),
      'app.entry': 'repay-period',
      'app.lang': 'en',
    });
    expect(resource['service.version']).toMatch(/^[\w.+-]+$/);
    expect(vitalsOf(report)).toEqual({ lcp: 1412, inp: 88, cls: 0.041, fcp: 812, ttfb: 181 });
    expect(of(report, 'browser.web_vital')[0]).toEqual({
      event: 'browser.web_vital',
      severity: 'INFO',
      'browser.web_vital.name': 'lcp',
      'browser.web_vital.value': 1412,
      'browser.web_vital.delta': 1412,
      'browser.web_vital.rating': 'good',
      'app.cache': 'unknown',
      'app.sample_rate': 1,
    });
    expect(of(report, 'app.read_failure')).toEqual([
      {
        event: 'app.read_failure',
        severity: 'WARN',
        'app.read.kind': 'fallback',
        'url.path': '/states/v3/repay/loan-play-detail',
        'app.read.field': 'repayDate',
        'app.read.type': 'object',
      },
      {
        event: 'app.read_failure',
        severity: 'ERROR',
        'app.read.kind': 'failure',
        'url.path': '/states/v3/repay/loan-play-detail',
        'app.read.field': 'repay_plans.0.amount',
        'app.read.type': 'string',
      },
    ]);
    expect(of(report, 'exception')).toMatchObject([{ 'app.error.source': 'render', 'exception.type': 'TypeError' }]);
    expect(records).toHaveLength(8);
  });

  it('reports a handler’s exception, an unhandled rejection and a CSP violation, each distinct one once', async () => {
    const { listenForClientErrors, forgetErrorListeners } = await import('../../../shared/app/render-errors');
    forgetErrorListeners();
    listenForClientErrors();
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/v1/logs');
    for (let i = 0; i < 2; i++) {
      window.dispatchEvent(
        new ErrorEvent('error', { error: new RangeError(`Bad amount ${AMOUNT} for ${PHONE}`), message: 'x' }),
      );
      const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
      rejection.reason = new TypeError('Failed to fetch');
      window.dispatchEvent(rejection);
      const refused = new Event('unhandledrejection') as Event & { reason: unknown };
      refused.reason = { phone: PHONE };
      window.dispatchEvent(refused);
      const csp = new Event('securitypolicyviolation') as Event & { effectiveDirective: string; blockedURI: string };
      Object.assign(csp, {
        effectiveDirective: 'connect-src',
        blockedURI: `https://evil.example/x?token=${SECRETS.token}`,
      });
      window.dispatchEvent(csp);
    }
    hide();
    const [report] = await flushed();
    expect(
      of(report, 'exception').map((r) => [r['app.error.source'], r['exception.type'], r['exception.message']]),
    ).toEqual([
      ['error', 'RangeError', 'Bad amount # for #'],
      ['rejection', 'TypeError', 'Failed to fetch'],
      // A value that is not an Error: its type only.
      ['rejection', 'Error', 'object'],
      ['csp', 'connect-src', 'https://evil.example'],
    ]);
    expect(sent[0]!.body).not.toContain(PHONE);
    expect(sent[0]!.body).not.toContain(SECRETS.token);
  });

  it('carries an offer past a legal cap (ADR 0025) once: the cap, the product and the figures', async () => {
    const { startFieldReports } = await freshModule();
    noteCapBreach({ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 });
    await startFieldReports(readReports, '/v1/logs');
    hide();
    show();
    hide();
    const reports = await flushed();
    expect(of(reports[0], 'app.cap_breach')).toEqual([
      {
        event: 'app.cap_breach',
        severity: 'ERROR',
        'app.cap.name': 'eir',
        'app.cap.product': 'Quick Cash',
        'app.cap.figure': 13.52,
        'app.cap.limit': 12,
      },
    ]);
    expect(reports.slice(1).flatMap((r) => of(r, 'app.cap_breach'))).toEqual([]);
  });

  it('never carries the page query, a session key, an amount, a name, a phone, an account or a URL query', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/v1/logs');
    hide();
    // Neither where it waits (localStorage) nor what is sent.
    const stored = localStorage.getItem(QUEUE_KEY)!;
    const [report] = await flushed();
    const body = sent[0]!.body;
    expect(stored).toBe(JSON.stringify([{ body }]));
    for (const secret of [...Object.values(SECRETS), PHONE, AMOUNT, '15,250', '250.75', ACCOUNT, '9012', NAME, '9001'])
      expect(body).not.toContain(secret);
    for (const key of SESSION_KEYS) expect(body).not.toMatch(new RegExp(`${key}=`));
    expect(body).not.toMatch(/[?#&]\w+=/);
    // Only the attributes the contract lists, on every record.
    const allowed = new Set(['event', 'severity', ...Object.values(ATTR)]);
    for (const r of read(report).records) for (const key of Object.keys(r)) expect(allowed).toContain(key);
  });

  it('sends each vital and each failure once per page view; what is new after a second hide goes then', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/v1/logs');
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(await flushed()).toHaveLength(1);
    show();
    noteRead({ kind: 'fallback', call: '/states/x', field: 'y', type: 'number' });
    noteRead({ kind: 'fallback', call: '/states/x', field: 'y', type: 'number' });
    hide();
    const [, second] = await flushed();
    expect(read(second).records).toEqual([
      expect.objectContaining({ 'url.path': '/states/x', 'app.read.field': 'y', 'app.read.type': 'number' }),
    ]);
  });

  it('leaves the vitals out of a page view outside the sample, but still reports its failures', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const rate = config.fieldReports.sampleRate;
    config.fieldReports.sampleRate = 0.1;
    try {
      const { startFieldReports } = await freshModule();
      failEverywhere();
      await startFieldReports(readReports, '/v1/logs');
      hide();
      const [report] = await flushed();
      expect(vitalsOf(report)).toEqual({});
      expect(of(report, 'app.read_failure')).toHaveLength(2);
    } finally {
      config.fieldReports.sampleRate = rate;
    }
  });

  it('weighs a sampled view’s vitals by the rate', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    const rate = config.fieldReports.sampleRate;
    config.fieldReports.sampleRate = 0.1;
    try {
      const { startFieldReports } = await freshModule();
      await startFieldReports(readReports, '/v1/logs');
      hide();
      const [report] = await flushed();
      expect(of(report, 'browser.web_vital').map((r) => r['app.sample_rate'])).toEqual([0.1, 0.1, 0.1, 0.1, 0.1]);
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
      await again.startFieldReports(readReports, '/v1/logs');
      hide();
      expect(await flushed()).toEqual([]);
    } finally {
      config.fieldReports.sampleRate = rate;
    }
  });
});

describe('a screen swapped in (D38, ADR 0060)', () => {
  /** The browser's buffered inputs and shifts, as a PerformanceObserver that measures both hands them over. */
  function browserSaw(entries: { event: object[]; 'layout-shift': object[] }): void {
    class Observer {
      static supportedEntryTypes = ['event', 'layout-shift'];
      constructor(private readonly cb: (list: { getEntries: () => object[] }) => void) {}
      observe({ type }: { type: 'event' | 'layout-shift' }) {
        this.cb({ getEntries: () => entries[type] });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
  }
  const swapRecord = (report: OtlpLogsRequest | undefined) => of(report, 'app.screen_swap');

  it('reports each swapped screen under its own name, with its INP and CLS; the first entry keeps its own part', async () => {
    browserSaw({
      event: [
        { startTime: 100, duration: 72, interactionId: 1 },
        { startTime: 800, duration: 240, interactionId: 2 },
        // An event of no interaction (a scroll's) counts for none.
        { startTime: 900, duration: 400, interactionId: 0 },
      ],
      'layout-shift': [
        { startTime: 200, value: 0.05, hadRecentInput: false },
        { startTime: 600, value: 0.1, hadRecentInput: false },
        { startTime: 700, value: 0.3, hadRecentInput: true },
      ],
    });
    watchInputs();
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/v1/logs');
    screenViews.push(
      { entry: 'repay-code', from: 'repay-period', input: 'touch', at: 500, ms: 640, epoch: 1 },
      { entry: 'order', from: 'repay-code', input: 'back', at: 2000, epoch: 2 },
    );
    hide();
    const [view, code, order, ...more] = await flushed();
    expect(more).toEqual([]);
    // web-vitals' INP (88) and CLS (0.041) were the whole document's: the first entry's are what it saw.
    expect(read(view).resource['app.entry']).toBe('repay-period');
    expect(vitalsOf(view)).toEqual({ lcp: 1412, inp: 72, cls: 0.05, fcp: 812, ttfb: 181 });
    expect(of(view, 'browser.web_vital').find((r) => r['browser.web_vital.name'] === 'inp')).not.toHaveProperty(
      'browser.web_vital.rating',
    );
    expect(read(code).resource).toEqual({
      'service.name': 'peso-loan-web',
      'service.version': read(view).resource['service.version'],
      'app.entry': 'repay-code',
      'app.lang': 'en',
    });
    expect(swapRecord(code)).toEqual([
      {
        event: 'app.screen_swap',
        severity: 'INFO',
        'app.swap.from': 'repay-period',
        'app.swap.input': 'touch',
        'app.swap.ms': 640,
        'app.sample_rate': 1,
      },
    ]);
    expect(vitalsOf(code)).toEqual({ inp: 240, cls: 0.1 });
    // Left before its data came: no time; nothing shifted, no input.
    expect(swapRecord(order)).toEqual([expect.not.objectContaining({ 'app.swap.ms': expect.anything() })]);
    expect(swapRecord(order)[0]).toMatchObject({ 'app.swap.from': 'repay-code', 'app.swap.input': 'back' });
    expect(vitalsOf(order)).toEqual({ cls: 0 });
    // Each screen once: a second hide sends only a screen swapped in since.
    show();
    screenViews.push({ entry: 'repay-period', from: 'order', input: 'click', at: 3000, ms: 310, epoch: 3 });
    hide();
    const later = (await flushed()).slice(3);
    expect(later.map((r) => read(r).resource['app.entry'])).toEqual(['repay-period']);
    expect(swapRecord(later[0])[0]).toMatchObject({ 'app.swap.input': 'click', 'app.swap.ms': 310 });
  });

  it('leaves out what the browser does not measure, and every screen of a page view outside the sample', async () => {
    watchInputs();
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/v1/logs');
    screenViews.push({ entry: 'repay-code', from: 'repay-period', input: 'touch', at: 500, ms: 640, epoch: 1 });
    hide();
    const [view, code] = await flushed();
    // No Event Timing nor Layout Instability here (WebKit's case): no screen's INP or CLS, the first's included.
    expect(vitalsOf(view)).toEqual({ lcp: 1412, fcp: 812, ttfb: 181 });
    expect(vitalsOf(code)).toEqual({});
    expect(swapRecord(code)).toHaveLength(1);

    sent = [];
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const rate = config.fieldReports.sampleRate;
    config.fieldReports.sampleRate = 0.1;
    try {
      const fresh = await freshModule();
      await fresh.startFieldReports(readReports, '/v1/logs');
      noteRead({ kind: 'fallback', call: '/states/x', field: 'y', type: 'number' });
      show();
      hide();
      const reports = await flushed();
      expect(reports.map((r) => read(r).resource['app.entry'])).toEqual(['repay-period']);
    } finally {
      config.fieldReports.sampleRate = rate;
    }
  });

  /** A report's reading failures (call and field) and client errors (type), in order. */
  const faults = (report: OtlpLogsRequest | undefined) => [
    ...of(report, 'app.read_failure').map((r) => `${r['url.path']} ${r['app.read.field']}`),
    ...of(report, 'exception').map((r) => r['exception.type']),
    ...of(report, 'app.cap_breach').map((r) => `cap ${r['app.cap.name']}`),
  ];
  const unreadablePlans = {
    kind: 'failure',
    call: '/states/v3/repay/loan-play-detail',
    field: 'repay_plans',
    type: 'string',
  } as const;
  /** A swap as swap.ts makes it: the old screen leaves (`leaveScreen` counts the epoch), the next goes in. */
  function swapIn(entry: string): void {
    screenEpoch.n += 1;
    noteSwap(entry, 'push', document.createElement('div'));
  }

  it('gives a reading failure, a client error and a cap breach to the screen showing: the first entry before a swap, the swapped-in one after', async () => {
    watchInputs();
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/v1/logs');
    const breach = { cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 } as const;
    noteRead(unreadablePlans);
    noteRenderError('TypeError', 'plans is not iterable');
    noteCapBreach(breach);
    swapIn('repay-code');
    noteRead({ kind: 'fallback', call: '/states/v3/repay/repay-code', field: 'code', type: 'number' });
    // The same fault on the next screen is that screen's own.
    noteRead(unreadablePlans);
    noteRenderError('RangeError', 'bad time value');
    noteCapBreach(breach);
    hide();
    const [view, code, ...more] = await flushed();
    expect(more).toEqual([]);
    expect(read(view).resource['app.entry']).toBe('repay-period');
    expect(faults(view)).toEqual(['/states/v3/repay/loan-play-detail repay_plans', 'TypeError', 'cap eir']);
    expect(read(code).resource['app.entry']).toBe('repay-code');
    expect(faults(code)).toEqual([
      '/states/v3/repay/repay-code code',
      '/states/v3/repay/loan-play-detail repay_plans',
      'RangeError',
      'cap eir',
    ]);
    expect(swapRecord(code)).toHaveLength(1);
    // Once its report has gone, what the screen still showing notes goes in a report under its entry.
    show();
    noteRenderError('Error', 'later');
    hide();
    const later = (await flushed()).slice(2);
    expect(later.map((r) => read(r).resource['app.entry'])).toEqual(['repay-code']);
    expect(faults(later[0])).toEqual(['Error']);
    expect(swapRecord(later[0])).toEqual([]);
  });

  it('outside the sample too: a swapped-in screen’s failures and errors under its entry, without its record', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const rate = config.fieldReports.sampleRate;
    config.fieldReports.sampleRate = 0.1;
    try {
      watchInputs();
      const { startFieldReports } = await freshModule();
      await startFieldReports(readReports, '/v1/logs');
      noteRead(unreadablePlans);
      swapIn('repay-code');
      swapIn('order');
      noteRenderError('TypeError', 'orders is not iterable');
      hide();
      const reports = await flushed();
      expect(reports.map((r) => read(r).resource['app.entry'])).toEqual(['repay-period', 'order']);
      expect(faults(reports[0])).toEqual(['/states/v3/repay/loan-play-detail repay_plans']);
      expect(faults(reports[1])).toEqual(['TypeError']);
      expect(read(reports[1]).records.map((r) => r.event)).toEqual(['exception']);
    } finally {
      config.fieldReports.sampleRate = rate;
    }
  });

  it('gives each input and shift to the screen showing when it began; CLS by session windows', () => {
    const shift = (startTime: number, value: number) => ({ startTime, value, hadRecentInput: false });
    const split = splitVitals(
      [{ startTime: 9999, duration: 56, interactionId: 4 }],
      // Screen 0: two windows (a gap of 1 s or more starts another), the larger counts. Screen 1: one window
      // closed at 5 s, then another.
      [shift(0, 0.1), shift(900, 0.1), shift(2000, 0.15), shift(10_000, 0.1), shift(10_900, 0.1), shift(15_100, 0.1)],
      [0, 10_000],
    );
    expect(split).toEqual([{ INP: 56, CLS: 0.2 }, { CLS: expect.closeTo(0.2, 6) }]);
    expect(splitVitals([], [shift(1, 0.1)], [0], { INP: false, CLS: false })).toEqual([{}]);
  });
});

describe('the queue: sent by a page that lives on, else by the next page view', () => {
  const report = (entry: string) => JSON.stringify({ entry });
  const queued = () =>
    JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as { body: string; after?: number; tries?: number }[];

  it('queues the report as the page hides and sends it a moment later only if the page is still there', async () => {
    vi.useFakeTimers();
    try {
      const { startFieldReports } = await freshModule();
      failEverywhere();
      await startFieldReports(readReports, '/v1/logs');
      hide();
      // As the page hides (a navigation would unload it now): stored, nothing on the link.
      expect(sent).toEqual([]);
      expect(queued()).toHaveLength(1);
      // Still alive (another app, another tab): the timer sends it and empties the queue.
      vi.advanceTimersByTime(0);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url).toBe('/v1/logs');
      expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the next page view sends what the last one queued, once it starts, one request per report', async () => {
    queueReport(report('order'));
    queueReport(report('complaint'));
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/v1/logs');
    expect((await flushed()).map((r) => (r as unknown as { entry: string }).entry)).toEqual(['order', 'complaint']);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    // Sent once: a second sender (the page's own timer, another web view) finds nothing.
    expect(sendQueued('/v1/logs')).toBe(0);
  });

  it('a page frozen before its timer ran sends the queue when it is shown again', async () => {
    const { startFieldReports } = await freshModule();
    await startFieldReports(readReports, '/v1/logs');
    queueReport(report('order'));
    show();
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(await flushed()).toEqual([{ entry: 'order' }]);
  });

  it('a 429 is sent again once its Retry-After has passed, and not before (the page clock)', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9) });
    try {
      const { startFieldReports } = await freshModule();
      await startFieldReports(readReports, '/v1/logs');
      answers = [new Response(null, { status: 429, headers: { 'Retry-After': '30' } })];
      queueReport(report('order'));
      expect(sendQueued('/v1/logs')).toBe(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(queued()).toEqual([{ body: report('order'), after: Date.now() + 30_000, tries: 1 }]);
      // The next page view (or a show) before then sends nothing.
      expect(sendQueued('/v1/logs')).toBe(0);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sent).toHaveLength(2);
      expect(sent[1]!.body).toBe(report('order'));
      await vi.advanceTimersByTimeAsync(0);
      expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([502, 503, 504])('a %i is kept and sent again later', async (status) => {
    answers = [new Response(null, { status })];
    queueReport(report('order'));
    const now = Date.now();
    sendQueued('/v1/logs', now);
    await flushed();
    expect(queued()).toEqual([{ body: report('order'), after: expect.any(Number), tries: 1 }]);
    expect(queued()[0]!.after! - now).toBeGreaterThanOrEqual(RETRY_MS);
    expect(sendQueued('/v1/logs', queued()[0]!.after!)).toBe(1);
  });

  it(`backs off, doubling the wait, and gives a report up after ${MAX_TRIES} tries`, async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9) });
    try {
      const { startFieldReports } = await freshModule();
      await startFieldReports(readReports, '/v1/logs');
      answers = Array.from({ length: MAX_TRIES + 2 }, () => new Response(null, { status: 503 }));
      queueReport(report('order'));
      sendQueued('/v1/logs');
      const waits: number[] = [];
      for (let i = 1; i < MAX_TRIES; i++) {
        await vi.advanceTimersByTimeAsync(0);
        const [q] = queued();
        expect(q!.tries).toBe(i);
        waits.push(q!.after! - Date.now());
        await vi.advanceTimersByTimeAsync(q!.after! - Date.now());
      }
      expect(waits.slice(0, 3)).toEqual([RETRY_MS, 2 * RETRY_MS, 4 * RETRY_MS]);
      await vi.advanceTimersByTimeAsync(0);
      expect(sent).toHaveLength(MAX_TRIES);
      expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([400, 413])('a %i is dropped, never sent again', async (status) => {
    vi.useFakeTimers();
    try {
      const { startFieldReports } = await freshModule();
      await startFieldReports(readReports, '/v1/logs');
      answers = [new Response('resource: not one', { status })];
      queueReport(report('order'));
      sendQueued('/v1/logs');
      await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
      expect(sent).toHaveLength(1);
      expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends again without keepalive where the browser refuses a keepalive request that needs a preflight', async () => {
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (init.keepalive)
        return Promise.reject(
          new TypeError('Preflight request for request with keepalive specified is currently not supported'),
        );
      sent.push({ url, body: String(init.body), init });
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    queueReport(report('order'));
    sendQueued('https://otel.lender.example/v1/logs');
    expect(await flushed()).toEqual([{ entry: 'order' }]);
    expect(sent[0]!.init).toMatchObject({ keepalive: false, headers: { 'Content-Type': 'application/json' } });
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('reads Retry-After as seconds or a date, else waits its own minute', () => {
    const now = Date.UTC(2026, 10, 26, 9);
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfterMs(null, now)).toBe(RETRY_MS);
    expect(retryAfterMs('soon', now)).toBe(RETRY_MS);
    expect(retryAfterMs('99999999', now)).toBe(24 * 60 * 60_000);
    expect(retryAfterMs(null, now, 3)).toBe(4 * RETRY_MS);
    expect(retryAfterMs('5', now, 3)).toBe(5_000);
  });

  it(`keeps the newest ${QUEUE_MAX} while the collector is out of reach`, async () => {
    for (let i = 0; i < QUEUE_MAX + 3; i++) queueReport(report(`e${i}`));
    expect(queued().map((q) => JSON.parse(q.body).entry)).toEqual(
      Array.from({ length: QUEUE_MAX }, (_, i) => `e${i + 3}`),
    );
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(sendQueued('/v1/logs')).toBe(QUEUE_MAX);
    await flushed();
    expect(queued()).toHaveLength(QUEUE_MAX);
    expect(queued().every((q) => q.after! > Date.now())).toBe(true);
  });

  it('sends at once when storage refuses the report (full, or blocked)', async () => {
    const { startFieldReports } = await freshModule();
    failEverywhere();
    await startFieldReports(readReports, '/v1/logs');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    hide();
    const [sentReport] = await flushed();
    expect(read(sentReport).resource['app.entry']).toBe('repay-period');
  });

  it('ignores a queue it cannot read (another version wrote it, or a hand edited it)', () => {
    localStorage.setItem(QUEUE_KEY, '{not json');
    expect(sendQueued('/v1/logs')).toBe(0);
    localStorage.setItem(QUEUE_KEY, '[{"v":1,"entry":"order"}]');
    expect(sendQueued('/v1/logs')).toBe(0);
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

  it('copies only the listed attributes and drops a value that is not a finite measure', async () => {
    const { buildReport } = await freshModule();
    const report = buildReport({
      entry: 'order',
      sample: 1,
      cache: 'cold',
      net: '3g',
      vitals: { LCP: Number.NaN, FCP: -1, TTFB: 90 },
      ratings: { TTFB: 'good <b>' },
      reads: [{ kind: 'fallback', call: '/states/a?token=x#y', field: 'f', type: 'string', value: PHONE } as never],
      errors: [{ source: 'render', name: 'Error', message: 'm', stack: `at ${PHONE}` } as never],
    });
    expect(read(report!).records).toEqual([
      {
        event: 'browser.web_vital',
        severity: 'INFO',
        'browser.web_vital.name': 'ttfb',
        'browser.web_vital.value': 90,
        'browser.web_vital.delta': 90,
        'app.cache': 'cold',
        'app.net': '3g',
        'app.sample_rate': 1,
      },
      {
        event: 'app.read_failure',
        severity: 'WARN',
        'app.read.kind': 'fallback',
        'url.path': '/states/a',
        'app.read.field': 'f',
        'app.read.type': 'string',
      },
      {
        event: 'exception',
        severity: 'ERROR',
        'app.error.source': 'render',
        'exception.type': 'Error',
        'exception.message': 'm',
      },
    ]);
    expect(JSON.stringify(report)).not.toContain(PHONE);
    expect(buildReport({ entry: 'order', sample: 1, cache: 'cold', vitals: {}, reads: [], errors: [] })).toBeNull();
  });

  it("the demo config reports to the reference server's collector", () => {
    expect(defaultConfig.fieldReports.url).toBe(FIELD_REPORT_PATH);
  });
});
