/**
 * `npm run bench`: lab FCP, LCP and JS bytes of each built entry, against a peer: the same screens as one
 * client-rendered single-page bundle with a history router (`scripts/spa/`, built here into
 * `.bench/spa/`), both served by the reference server (two scratch instances, gzip on), cold cache,
 * Lighthouse's Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up) and 4× CPU slowdown, Debian's
 * Chromium at an iPhone viewport; runs of the two builds interleaved so they share the machine's load.
 * Plus the Lighthouse performance score (mobile preset) of each entry of our build: the median of 3 runs.
 * Medians of N runs. Writes reports/bench.json, reports/bench.md and reports/bench.svg (LCP per entry,
 * both builds); `--docs` also refreshes the committed copies docs/bench.md and docs/bench.svg.
 * A measurement, not a test: it never fails on a number. Build first (`npm run build`).
 *
 *   npm run bench                                  # every entry, 5 runs, SPA peer, Lighthouse
 *   npm run bench -- --runs 1 --entry order,about-us --no-lighthouse   # a quick look
 *   npm run bench -- --waterfall repay-period         # one throttled load: every request's start/end, the LCP element
 *   npm run bench -- --waterfall repay-period --warm  # the same after the screen it is opened from, cache kept
 *   flags: --runs N, --entry a,b, --no-spa, --no-lighthouse, --docs, --dist <dir> (another build of ours),
 *   --append (merge these entries into the last reports/bench.json instead of replacing it),
 *   --lighthouse-only (add Lighthouse scores to the last reports/bench.json and rewrite its reports),
 *   --lighthouse-runs N (Lighthouse runs per entry, median reported; default 3),
 *   --no-warm (cold samples only; by default each run also loads the entry warm: after the screen a
 *   borrower comes from, `warmFrom`, in the same context with the cache kept, both builds),
 *   --against <dir> (an A/B of two builds of ours: the peer is that build instead of the SPA, runs
 *   interleaved the same way; prints both and the differences, writes no report)
 *   --taps-only (the taps alone, ADR 0027: each flow of `TAP_FLOWS` in scripts/bench/taps.ts tapped from its
 *   idle first screen, tap → next LCP against the same URL opened directly, the dead time, the busy mark;
 *   writes reports/bench-taps.md, and with --docs the "Taps" section of docs/bench.md), --no-taps (a full
 *   run without them; a run with --entry or --against leaves them out too)
 *
 *   --no-swap (the taps' tab loads a document per tap, `sessionStorage['pb.swap']` off; by default a tap
 *   swaps screens between our entries as shipped, D38, ADR 0061: tap → the next screen's data beside the
 *   same URL opened directly; `--swap` is accepted and changes nothing),
 *   --lang en|fil|en,fil (which languages' pages, D27: every entry's `fil/` twin too by default, opened
 *   with `lang=fil`, cold, warm and taps; the peers have no Filipino pages, so the `fil/` rows are ours alone)
 *
 *   npm run bench -- --dist /tmp/after --against /tmp/before --entry order,complaint --runs 7 --no-lighthouse
 *   npm run bench -- --taps-only --runs 5 --docs
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { startScratchServer } from '../../server/start';
import { CHROMIUM_ARGS } from '../test-chromium';
import type { RunningServer } from '../../server/start';
import { DEMO_TOKEN } from '../../server/modules/core';
import { loadEntries, ROOT } from '../../shared/site/entries';
import {
  benchPages,
  filFlow,
  FINGER_HOLD_MS,
  isDataRequest,
  median,
  pageLang,
  summariseTaps,
  TAP_FLOWS,
  tapMarkdown,
  withTapSection,
} from './taps';
import { readCatalog } from '../vite/i18n-plugin';
import type { DirectSample, TapFlow, TapMeta, TapResult, TapSample } from './taps';
import { markdown, svgChart, warmFrom } from './report';
import type { BuildResult, EntryResult, Sample } from './report';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);
const runs = Number(arg('runs') ?? 5);
const only = arg('entry')?.split(',');
/** The languages measured (D27): both unless `--lang en` or `--lang fil`. */
const langs = (arg('lang')?.split(',') ?? ['en', 'fil']).filter((l): l is 'en' | 'fil' => l === 'en' || l === 'fil');
/** A/B: another build of ours in the peer's place (the same URLs, interleaved runs). */
const againstDir = arg('against') ? resolve(arg('against')!) : undefined;
const withSpa = !flag('no-spa') || Boolean(againstDir);
const PEER = againstDir ? 'B' : 'SPA';
const withLighthouse = !flag('no-lighthouse');
/** Warm samples too (ADR 0017: every screen after the first, as the shell opens them). */
const withWarm = !flag('no-warm');
/** The taps (ADR 0027): a full run measures them after the entries; `--taps-only` measures nothing else. */
const tapsOnly = flag('taps-only');
/** The tap flows whose name contains this text (`--flow 'order →'`): a smoke run of one. */
const flowFilter = arg('flow');
/** `--no-swap`: the tap samples' tab loads a document per tap (`sessionStorage['pb.swap']` off; D38, ADR 0061). */
const documentTaps = flag('no-swap');
const withTaps = !flag('no-taps') && !againstDir;
/** Lighthouse runs per entry: its score moves by a point or two between runs, so the report gives the median. */
const lighthouseRuns = Number(arg('lighthouse-runs') ?? 3);
const distDir = resolve(arg('dist') ?? join(ROOT, 'dist'));
const SPA_OUT = join(ROOT, '.bench', 'spa');
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** How long the screen before a warm sample is left open (ms after its network went idle). */
const READ_MS = 3000;
/** JS counted in a sample: what finished downloading in the first 3 s after navigation. */
const JS_WINDOW_S = 3;

/**
 * The entry with its demo scenario's query; `warm` gives the URL of the screen a borrower opens it from
 * (`warmFrom`), with the entry's own query (the same order: order at status 170 opens that order's
 * instalment page), so that screen shows the control that opens the entry and fetches it ahead. Except
 * order: Apply now on loan confirm files a new order, so loan confirm opens with its own scenario (an
 * offer that can be applied for); with order's query it showed 'full today' and named no next screen.
 */
function urlOf(running: RunningServer, target: string, warm = false): string {
  // `fil/order`: the Filipino twin, from the Filipino twin of the screen before it, with `lang=fil` (D27).
  const { entry, lang } = pageLang(target);
  const page = warm ? warmFrom(entry) : entry;
  const queryOf = warm && entry === 'order' ? page : entry;
  const scenario = running.server.demoScenarios.find((s) => s.entry === queryOf);
  const query = { token: DEMO_TOKEN, ...(scenario?.query ?? {}), ...(lang === 'fil' ? { lang } : {}) };
  return `${running.origin}/${lang === 'fil' ? 'fil/' : ''}${page}.html?${new URLSearchParams(query)}`;
}

/**
 * Opens the screen a borrower comes from, unthrottled (only its cache matters), and leaves it as a borrower
 * leaves a screen they read before the tap that opens the next: a warm sample's first screen, and a tap's.
 */
async function openIdle(page: Page, first: string): Promise<void> {
  // A quiet moment as in the shell: long enough for a page that names its next screens to have fetched
  // them (ADR 0017).
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  await page.goto(first, { waitUntil: 'networkidle', timeout: 60_000 });
  // Read for a few seconds, as a borrower reads a screen before the tap that opens the next: the same
  // for every build, so an A/B of two builds compares screens left equally idle.
  const readUntil = Date.now() + READ_MS;
  // Idle as a screen a borrower reads is: its next screens fetched (ADR 0017) and its field reports
  // started (ADR 0021: their script arrives a second after the network went quiet).
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.nextScreens !== undefined &&
        document.documentElement.dataset.fieldReports !== undefined &&
        // The swap, where it runs, arrives with them (ADR 0062).
        (!document.querySelector('meta[name="pb-swap"]') ||
          sessionStorage.getItem('pb.swap') === 'off' ||
          document.documentElement.dataset.swap === 'on'),
      null,
      { timeout: READ_MS },
    )
    .catch(() => undefined);
  const quietBy = Date.now() + 10_000;
  while ((pending > 0 || Date.now() < readUntil) && Date.now() < quietBy) await page.waitForTimeout(50);
  page.removeAllListeners('request');
  page.removeAllListeners('requestfinished');
  page.removeAllListeners('requestfailed');
}

/** Lighthouse's Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up) and 4× CPU, from now on. */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * One throttled load of `url`. Cold: a new context, cache disabled. Warm (`first` given): `first` is
 * loaded in the same context with the cache on and left to settle, then `url` is measured the same way.
 */
async function sample(browser: Browser, url: string, waterfall = false, first?: string): Promise<Sample> {
  const { defaultBrowserType: _w, ...iphone } = devices['iPhone 13'];
  const context = await browser.newContext(iphone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !first });
  if (first) await openIdle(page, first);
  await throttle(cdp);
  let navStart = 0;
  let inflight = 0;
  let lastActivity = Date.now();
  const scripts = new Set<string>();
  let jsBytes = 0;
  const cached = new Set<string>();
  const log: { id: string; url: string; type: string; start: number; end?: number; bytes?: number }[] = [];
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!navStart && e.type === 'Document') navStart = e.timestamp;
    log.push({ id: e.requestId, url: e.request.url, type: e.type ?? '', start: e.timestamp - navStart });
    inflight++;
    lastActivity = Date.now();
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => {
    done();
    const row = log.find((r) => r.id === e.requestId);
    if (row) Object.assign(row, { end: e.timestamp - navStart, bytes: e.encodedDataLength });
    if (scripts.has(e.requestId) && e.timestamp - navStart <= JS_WINDOW_S) jsBytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', done);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  } catch (error) {
    const pending = log.filter((r) => r.end === undefined).map((r) => new URL(r.url).pathname);
    throw new Error(`${url}: no load event in 60 s; still loading: ${pending.join(', ')}`, { cause: error });
  }
  // The screen's data (its first API round trip) belongs to its LCP: wait for a quiet network.
  const until = Date.now() + 15_000;
  while (Date.now() < until && (inflight > 0 || Date.now() - lastActivity < 1000)) await page.waitForTimeout(100);
  const m = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; element: string }>((resolve) => {
        let lcp = 0;
        let element = '';
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            if (e.startTime < lcp) continue;
            lcp = e.startTime;
            element = e.element
              ? `${e.element.tagName.toLowerCase()}.${e.element.className} "${(e.element.textContent ?? '').slice(0, 40)}"`
              : '';
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          resolve({ fcp, lcp: lcp || fcp, element });
        }, 100);
      }),
  );
  const lcpS = m.lcp / 1000;
  const network = log.filter((r) => !cached.has(r.id) && !r.url.startsWith('data:'));
  const requestsBeforeLcp = network.filter((r) => r.start <= lcpS).length;
  const jsBytesBeforeLcp = network
    .filter((r) => r.type === 'Script' && r.end !== undefined && r.end <= lcpS)
    .reduce((sum, r) => sum + (r.bytes ?? 0), 0);
  if (waterfall) {
    for (const r of log) {
      const path = new URL(r.url).pathname;
      console.log(
        `${(r.start * 1000).toFixed(0).padStart(6)} → ${r.end === undefined ? '     ?' : (r.end * 1000).toFixed(0).padStart(6)} ms  ${r.type.padEnd(10)} ${String(r.bytes ?? '').padStart(7)} B  ${cached.has(r.id) ? '(cache) ' : ''}${path}`,
      );
    }
    console.log(
      `FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms: ${m.element}; ${requestsBeforeLcp} network requests and ${jsBytesBeforeLcp} B of script before the LCP`,
    );
  }
  await context.close();
  return { fcp: Math.round(m.fcp), lcp: Math.round(m.lcp), jsBytes, requestsBeforeLcp, jsBytesBeforeLcp };
}

/**
 * One sample, tried again once when the page never reaches `load` (seen on a starved machine: throttled
 * requests that stall); a second stall drops the sample rather than the whole run.
 */
async function sampleOrSkip(browser: Browser, url: string, first?: string): Promise<Sample[]> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return [await sample(browser, url, false, first)];
    } catch (error) {
      console.error(`sample dropped (${attempt ? 'again' : 'will retry'}): ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return [];
}

/** A demo scenario's URL on `running` (the flows' first screens). */
function scenarioUrl(running: RunningServer, key: string, lang?: 'fil'): string {
  const scenario = running.server.demoScenarios.find((s) => s.key === key);
  if (!scenario) throw new Error(`no demo scenario ${key}`);
  const query = { token: DEMO_TOKEN, ...scenario.query, ...(lang ? { lang } : {}) };
  return `${running.origin}/${lang ? 'fil/' : ''}${scenario.entry}.html?${new URLSearchParams(query)}`;
}

/**
 * What every page of a tap sample runs first: the tap's time, the busy mark's and the frame that first shows
 * the next screen's mark, kept in the tab's sessionStorage (it outlives the page the tap leaves: same
 * origin), the first of each. Plain source, not a function handed to Playwright: tsx would wrap the
 * function's inner names in a helper the page does not have.
 */
function tapProbe(flow: TapFlow): string {
  return `(() => {
  const next = ${JSON.stringify(flow.next)};
  const mark = ${JSON.stringify(flow.mark)};
  const report = (key, at) => {
    if (sessionStorage.getItem('bench:' + key) === null) sessionStorage.setItem('bench:' + key, String(at));
  };
  // The tap starts when the finger lands (ADR 0048): the next screen may start then, so TAP counts from it.
  addEventListener('touchstart', (e) => {
    if (e.isTrusted) report('tap', performance.timeOrigin + e.timeStamp);
  }, true);
  addEventListener('click', (e) => {
    if (!e.isTrusted) return;
    report('click', performance.timeOrigin + e.timeStamp);
    const control = e.target && e.target.closest ? e.target.closest('a, button, [role="button"]') : null;
    if (!control) return;
    new MutationObserver((_, observer) => {
      if (control.getAttribute('aria-busy') !== 'true') return;
      report('busy', performance.timeOrigin + performance.now());
      observer.disconnect();
    }).observe(control, { attributes: true, attributeFilter: ['aria-busy'] });
  }, true);
  let shown = false;
  let framed = false;
  const check = () => {
    if (location.pathname !== next) return;
    // A screen swapped in (D38): the frame that first shows it, its data or not.
    if (!framed) {
      framed = true;
      requestAnimationFrame((t) => report('frame', performance.timeOrigin + t));
    }
    if (shown) return;
    const there = mark.selector
      ? document.querySelector(mark.selector) !== null
      : ((document.body && document.body.textContent) || '').includes(mark.text || '');
    if (!there) return;
    shown = true;
    requestAnimationFrame((t) => report('mark', performance.timeOrigin + t));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

/**
 * One tap of `flow` on `running` (`direct` absent), or the direct opening of `direct` (the URL a tap of the
 * same run arrived at) from the same idle first screen. A fresh context with the cache on; the first
 * screen opened idle (`openIdle`, as a warm sample's), then Slow 4G + 4× CPU.
 *
 * The tap is a finger's (ADR 0048): touchstart on the control's centre, `FINGER_HOLD_MS` on the glass,
 * touchend, and the browser's own click after it. The times are the pages' own clocks
 * (`performance.timeOrigin` + a time of that page): the tap is the touchstart event's `timeStamp`; the busy mark, the moment a MutationObserver sees `aria-busy="true"` on the
 * tapped control (its callback runs right after the handler that set it); the next screen's LCP, its new
 * document's `timeOrigin` + the last LCP entry; the mark, the frame (`requestAnimationFrame`) after the
 * next screen first shows its data (`flow.mark`), read where no new document came (the SPA's in-app route,
 * whose document stopped recording LCP at the tap). The dead time uses the DevTools protocol's
 * `wallTime` of the next document's request (or, with none, of the first data request).
 * Direct: `location.assign(url)` from a task of the page, timed from just before it; for the SPA the same
 * URL is its HTML copy, so the bundle loads and its router opens that screen directly.
 */
async function tapSample(browser: Browser, running: RunningServer, flow: TapFlow, direct?: string) {
  const { defaultBrowserType: _w, ...iphone } = devices['iPhone 13'];
  const context = await browser.newContext(iphone);
  try {
    await context.addInitScript({ content: tapProbe(flow) });
    if (documentTaps)
      await context.addInitScript({
        content: "sessionStorage.getItem('pb.swap') || sessionStorage.setItem('pb.swap', 'off')",
      });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await openIdle(page, scenarioUrl(running, flow.scenario, flow.lang));
    const firstOrigin = await page.evaluate(() => performance.timeOrigin);
    await throttle(cdp);
    let armed = false;
    let inflight = 0;
    let lastActivity = Date.now();
    const requests: { type: string; path: string; at: number }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      inflight++;
      lastActivity = Date.now();
      if (armed) requests.push({ type: e.type ?? '', path: new URL(e.request.url).pathname, at: e.wallTime * 1000 });
    });
    const done = () => {
      inflight = Math.max(0, inflight - 1);
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', done);
    armed = true;
    if (direct) {
      await page.evaluate((url) => {
        setTimeout(() => {
          sessionStorage.setItem('bench:start', String(performance.timeOrigin + performance.now()));
          location.assign(url);
        });
      }, direct);
    } else {
      const { role, name, within } = flow.control;
      const scope = within ? page.getByRole(within) : page;
      const control = scope
        .getByRole(role, name === undefined ? {} : { name, exact: typeof name === 'string' })
        .first();
      await control.scrollIntoViewIfNeeded({ timeout: 15_000 });
      const box = await control.boundingBox();
      if (!box) throw new Error(`${flow.name}: the control has no box to touch`);
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // The finger rests on the glass for FINGER_HOLD_MS from the moment it lands: the bench's model of a
      // phone, not a wait for the page. A finger does not wait for the page's touchstart handlers, so the
      // hold runs beside the protocol's acknowledgement of touchstart (which comes once the page has handled
      // it: 21–36 ms at 4× CPU), never after it; a page still busy then gets the touchend after, as a phone's.
      const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await Promise.all([down, new Promise((resolve) => setTimeout(resolve, FINGER_HOLD_MS))]);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    await page.waitForURL((u) => u.pathname === flow.next, { timeout: 30_000 });
    await page.waitForLoadState('load', { timeout: 60_000 });
    // The next screen's data belongs to its paint, as in a sample: its mark, then a quiet network.
    const until = Date.now() + 20_000;
    const read = () =>
      page
        .evaluate(() =>
          Object.fromEntries(
            Object.keys(sessionStorage)
              .filter((k) => k.startsWith('bench:'))
              .map((k) => [k.slice('bench:'.length), Number(sessionStorage.getItem(k))]),
          ),
        )
        .catch(() => ({}) as Record<string, number>);
    let times: Record<string, number> = await read();
    while (Date.now() < until && (times.mark === undefined || inflight > 0 || Date.now() - lastActivity < 1000)) {
      await page.waitForTimeout(100);
      times = await read();
    }
    const next = await page.evaluate(
      () =>
        new Promise<{ origin: number; lcp: number }>((resolve) => {
          let lcp = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
            resolve({ origin: performance.timeOrigin, lcp: lcp || fcp });
          }, 100);
        }),
    );
    const url = page.url();
    const from = direct ? times.start : times.tap;
    if (from === undefined)
      throw new Error(
        `${flow.name}: the ${direct ? 'opening' : 'tap'} was not seen (${JSON.stringify(times)} ${page.url()})`,
      );
    const newDocument = next.origin !== firstOrigin;
    const lcp = newDocument ? next.origin + next.lcp - from : NaN;
    const mark = times.mark === undefined ? NaN : times.mark - from;
    const nextDocument = requests.find((r) => r.type === 'Document' && r.path === flow.next);
    const data = requests.find((r) => (r.type === 'XHR' || r.type === 'Fetch') && isDataRequest(r.path));
    const deadAt = nextDocument?.at ?? data?.at;
    // Direct: \`location.assign\` → the document's request, which also checks that the pages' clock and the
    // protocol's \`wallTime\` agree (a few ms).
    if (direct)
      return { url, sample: { lcp, mark, dead: deadAt === undefined ? NaN : deadAt - from } satisfies DirectSample };
    // A screen swapped in (D38) sent its read at the touch, before the click: its dead time ends at the
    // frame that shows the next screen.
    const swapped = !newDocument && times.frame !== undefined;
    const sample: TapSample = {
      paint: newDocument ? lcp : mark,
      via: newDocument ? 'lcp' : 'mark',
      // The click's own dispatch, as before the finger (ADR 0027's goal): from the click, not the touch.
      dead: swapped ? times.frame - (times.click ?? from) : deadAt === undefined ? NaN : deadAt - (times.click ?? from),
      deadOf: nextDocument ? 'document' : swapped ? 'screen' : 'data',
      busy: times.busy === undefined ? undefined : times.busy - from,
      leave: nextDocument ? nextDocument.at - from : undefined,
    };
    return { url, sample };
  } finally {
    await context.close();
  }
}

/** `tapSample`, tried again once when it fails; a second failure drops the sample. */
async function tapSampleOrSkip(...args: Parameters<typeof tapSample>) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await tapSample(...args);
    } catch (error) {
      console.error(
        `tap sample dropped (${attempt ? 'again' : 'will retry'}): ${(error as Error).message.split('\n')[0]}`,
      );
    }
  }
  return undefined;
}

/** Every flow of `TAP_FLOWS`, `runs` times per build, the builds interleaved; each tap, then its URL opened directly. */
async function runTaps(browser: Browser, ours: RunningServer, spa: RunningServer | undefined): Promise<TapResult[]> {
  const results: TapResult[] = [];
  // The same flows through the Filipino twins (D27), their controls found by their Filipino names.
  const catalog = readCatalog();
  const flows = langs
    .flatMap((lang) => (lang === 'en' ? TAP_FLOWS : TAP_FLOWS.map((f) => filFlow(f, catalog))))
    .filter((f) => !flowFilter || f.name.includes(flowFilter));
  for (const flow of flows) {
    const got = new Map<RunningServer, { taps: TapSample[]; directs: DirectSample[] }>();
    for (let i = 0; i < runs; i++) {
      // The peers have no Filipino pages: a Filipino flow is ours alone.
      const servers = spa && !flow.lang ? (i % 2 ? [spa, ours] : [ours, spa]) : [ours];
      for (const server of servers) {
        const bucket = got.get(server) ?? { taps: [], directs: [] };
        got.set(server, bucket);
        const tap = await tapSampleOrSkip(browser, server, flow);
        if (!tap) continue;
        bucket.taps.push(tap.sample as TapSample);
        const opened = await tapSampleOrSkip(browser, server, flow, tap.url);
        if (opened) bucket.directs.push(opened.sample as DirectSample);
      }
    }
    const of = (server: RunningServer | undefined) => {
      const b = server && got.get(server);
      return b ? summariseTaps(b.taps, b.directs) : undefined;
    };
    const row: TapResult = { flow: flow.name, ours: of(ours), spa: of(spa) };
    results.push(row);
    const line = (label: string, r: TapResult['ours']) =>
      r
        ? `  ${label.padEnd(4)} tap → ${r.via === 'mark' ? 'mark' : 'LCP'} ${r.tap} ms, direct ${r.direct} ms (${r.ratio}), dead ${r.dead} ms (${r.deadOf}; direct's ${r.directDead} ms), busy ${r.busy ?? '–'} ms, leaves ${r.leave ?? '–'} ms, after ${r.after ?? '–'} / ${r.directAfter ?? '–'} ms, n ${r.n}`
        : `  ${label.padEnd(4)} no sample`;
    console.log(`${flow.name}\n${line('ours', row.ours)}${spa && !flow.lang ? `\n${line(PEER, row.spa)}` : ''}`);
  }
  return results;
}

function summarise(samples: Sample[]): BuildResult {
  return {
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    jsKb: Math.round(median(samples.map((s) => s.jsBytes)) / 102.4) / 10,
    requestsBeforeLcp: median(samples.map((s) => s.requestsBeforeLcp)),
    jsKbBeforeLcp: Math.round(median(samples.map((s) => s.jsBytesBeforeLcp)) / 102.4) / 10,
    runs: samples,
  };
}

/**
 * Lighthouse, pinned, fetched by `npx` on the first bench run that asks for a score (not a devDependency:
 * its 175 packages and 100 MB were a quarter of every `npm ci`, CI's included, for a figure only the bench
 * reads).
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';

/**
 * Lighthouse 12 (mobile preset: simulated Slow 4G, 4× CPU) performance score 0–100, or null. Run
 * asynchronously: the scratch servers live in this process, and a synchronous child would block the very
 * event loop that has to answer Lighthouse's page (every run then ended in NO_FCP after 30 s).
 */
async function lighthouseScore(url: string): Promise<number | null> {
  try {
    const { stdout: out } = await promisify(execFile)(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    const score = (JSON.parse(String(out)) as { categories: { performance: { score: number | null } } }).categories
      .performance.score;
    return score === null ? null : Math.round(score * 100);
  } catch (error) {
    console.error(`lighthouse failed for ${url}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** The median of `lighthouseRuns` scores of one entry (failed runs left out; null when all failed). */
async function lighthouseMedian(url: string, entry: string): Promise<number | null> {
  const scores: number[] = [];
  for (let i = 0; i < lighthouseRuns; i++) {
    const score = await lighthouseScore(url);
    if (score !== null) scores.push(score);
  }
  const result = scores.length ? median(scores) : null;
  console.log(`${entry.padEnd(20)} Lighthouse ${result ?? 'failed'} (runs: ${scores.join(', ') || 'none'})`);
  return result;
}

async function main() {
  const waterfallOf = arg('waterfall');
  if (waterfallOf) {
    const running = await startScratchServer({ distDir });
    const browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    // A first load warms the server's Brotli cache (compressed once per file, as a CDN keeps it).
    await sample(browser, urlOf(running, waterfallOf));
    // `--warm`: the load after the screen a borrower comes from (warmFrom), the cache kept.
    const first = flag('warm') ? urlOf(running, waterfallOf, true) : undefined;
    await sample(browser, urlOf(running, waterfallOf), true, first);
    await browser.close();
    await running.stop();
    return;
  }
  if (withSpa && !againstDir) {
    const built = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'scripts/spa/vite.config.ts',
        '--logLevel',
        'warn',
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (built.status !== 0) throw new Error('the single-page peer did not build');
  }
  if (flag('lighthouse-only')) return lighthouseOnly();
  const ours = await startScratchServer({ distDir });
  const spa = withSpa ? await startScratchServer({ distDir: againstDir ?? SPA_OUT }) : undefined;
  if (tapsOnly) return tapsAlone(ours, spa);
  const browser = await launch();
  const results: EntryResult[] = [];
  // test-preview is the developers' device-field editor, not a screen of the app.
  const names = loadEntries()
    .filter((e) => e.name !== 'test-preview' && (!only || only.includes(e.name)))
    .map((e) => e.name);
  // Every entry, then its Filipino twin (`fil/order`, D27): the peers have no Filipino pages, so those
  // rows are ours alone (an A/B with --against compares both builds' twins).
  for (const target of benchPages(names, langs)) {
    const mine: Sample[] = [];
    const theirs: Sample[] = [];
    const mineWarm: Sample[] = [];
    const theirsWarm: Sample[] = [];
    const { entry, lang } = pageLang(target);
    const from = `${lang === 'fil' ? 'fil/' : ''}${warmFrom(entry)}`;
    const peer = lang === 'en' || againstDir ? spa : undefined;
    for (let i = 0; i < runs; i++) {
      // Which build goes first alternates, so neither always runs on the machine the other just used.
      const pairs: [RunningServer, Sample[], Sample[]][] = [[ours, mine, mineWarm]];
      if (peer) pairs[i % 2 ? 'unshift' : 'push']([peer, theirs, theirsWarm]);
      for (const [server, cold] of pairs) cold.push(...(await sampleOrSkip(browser, urlOf(server, target))));
      if (!withWarm) continue;
      for (const [server, , warm] of pairs)
        warm.push(...(await sampleOrSkip(browser, urlOf(server, target), urlOf(server, target, true))));
    }
    const ratio = (a: BuildResult, b: BuildResult) => Math.round((a.lcp / b.lcp) * 100) / 100;
    const row: EntryResult = { entry: target, ours: summarise(mine) };
    if (peer) {
      row.spa = summarise(theirs);
      row.lcpRatio = ratio(row.ours, row.spa);
    }
    if (withWarm) {
      row.warm = { from, ours: summarise(mineWarm) };
      if (peer) {
        row.warm.spa = summarise(theirsWarm);
        row.warm.lcpRatio = ratio(row.warm.ours, row.warm.spa);
      }
    }
    results.push(row);
    console.log(
      `${target.padEnd(20)} FCP ${String(row.ours.fcp).padStart(5)}  LCP ${String(row.ours.lcp).padStart(5)}  JS ${String(row.ours.jsKb).padStart(6)} KB` +
        (row.spa
          ? `  | ${PEER} FCP ${String(row.spa.fcp).padStart(5)}  LCP ${String(row.spa.lcp).padStart(5)}  JS ${String(row.spa.jsKb).padStart(6)} KB  ratio ${row.lcpRatio?.toFixed(2)}`
          : '') +
        (row.warm
          ? `\n${''.padEnd(20)} warm from ${row.warm.from}: LCP ${row.warm.ours.lcp}, ${row.warm.ours.requestsBeforeLcp} requests / ${row.warm.ours.jsKbBeforeLcp} KB script before it` +
            (row.warm.spa ? ` | ${PEER} warm LCP ${row.warm.spa.lcp}  ratio ${row.warm.lcpRatio?.toFixed(2)}` : '')
          : ''),
    );
  }
  // The taps (ADR 0027) belong to a run of every entry; a quick look at a few entries leaves them out.
  const taps = withTaps && !only ? await runTaps(browser, ours, spa) : undefined;
  await browser.close();
  if (againstDir) {
    // An A/B, not the bench of record: the differences, and nothing written.
    await ours.stop();
    await spa?.stop();
    console.log(`A/B: ${distDir} (A) against ${againstDir} (B), median of ${runs}, load ${loadavg()[0]!.toFixed(1)}`);
    for (const r of results) {
      const d = (a: number, b: number) => `${a - b >= 0 ? '+' : ''}${a - b}`;
      console.log(
        `${r.entry.padEnd(20)} cold LCP A−B ${d(r.ours.lcp, r.spa!.lcp).padStart(5)} ms` +
          (r.warm?.spa ? `   warm LCP A−B ${d(r.warm.ours.lcp, r.warm.spa.lcp).padStart(5)} ms` : ''),
      );
    }
    return;
  }
  if (withLighthouse) {
    for (const row of results) {
      row.lighthouse = await lighthouseMedian(urlOf(ours, row.entry), row.entry);
    }
  }
  await ours.stop();
  await spa?.stop();

  if (flag('append') && existsSync(join(ROOT, 'reports', 'bench.json'))) {
    const previous = JSON.parse(readFileSync(join(ROOT, 'reports', 'bench.json'), 'utf8')) as {
      results: EntryResult[];
      runs: number;
      load: string;
      date: string;
    };
    const mineNow = new Set(results.map((r) => r.entry));
    results.push(...previous.results.filter((r) => !mineNow.has(r.entry)));
    results.sort((a, b) => a.entry.localeCompare(b.entry));
    console.log(`merged with the previous run (${previous.date}, ${previous.runs} runs, load ${previous.load})`);
  }
  const meta: BenchMeta = {
    runs,
    lighthouseRuns: withLighthouse ? lighthouseRuns : undefined,
    load: loadNow(),
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
  writeReports(results, meta, taps);
}

/** Debian's Chromium, as every sample uses it. */
function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME,
    args: [...CHROMIUM_ARGS],
  });
}

const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/**
 * `--taps-only`: the tap section alone. Writes reports/bench-taps.json and reports/bench-taps.md; with
 * `--docs`, replaces the "Taps" section of docs/bench.md and leaves the rest of it as the last full run
 * wrote it.
 */
async function tapsAlone(ours: RunningServer, spa: RunningServer | undefined): Promise<void> {
  const browser = await launch();
  const started = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const taps = await runTaps(browser, ours, spa);
  await browser.close();
  await ours.stop();
  await spa?.stop();
  const meta: TapMeta = { runs, load: loadNow(), date: started };
  const section = tapMarkdown(taps, meta, PEER);
  const reports = join(ROOT, 'reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, 'bench-taps.json'),
    JSON.stringify({ profile: 'Slow 4G + 4x CPU', ...meta, taps }, null, 2),
  );
  writeFileSync(join(reports, 'bench-taps.md'), section);
  console.log(`\n${section}`);
  if (flag('docs')) {
    const doc = join(ROOT, 'docs', 'bench.md');
    writeFileSync(doc, withTapSection(readFileSync(doc, 'utf8'), section));
    prettierWrite('docs/bench.md');
  }
  console.log(
    `reports/bench-taps.md${flag('docs') ? ', docs/bench.md (its Taps section)' : ''} (load average ${meta.load})`,
  );
}

/** The committed copy is checked by `prettier --check` (npm run lint) like every other file. */
function prettierWrite(file: string): void {
  spawnSync(process.execPath, [join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', file], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

interface BenchMeta {
  runs: number;
  lighthouseRuns?: number;
  load: string;
  date: string;
}

function writeReports(results: EntryResult[], meta: BenchMeta, taps?: TapResult[]): void {
  const reports = join(ROOT, 'reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, 'bench.json'),
    JSON.stringify({ profile: 'Slow 4G + 4x CPU', ...meta, results, taps }, null, 2),
  );
  writeFileSync(join(reports, 'bench.md'), markdown(results, meta, taps));
  writeFileSync(join(reports, 'bench.svg'), svgChart(results));
  if (flag('docs')) {
    copyFileSync(join(reports, 'bench.md'), join(ROOT, 'docs', 'bench.md'));
    copyFileSync(join(reports, 'bench.svg'), join(ROOT, 'docs', 'bench.svg'));
    prettierWrite('docs/bench.md');
  }
  console.log(
    `reports/bench.md, reports/bench.svg${flag('docs') ? ', docs/bench.md, docs/bench.svg' : ''} (load average ${meta.load})`,
  );
}

/** Lighthouse scores for the entries of the last `reports/bench.json` (Lighthouse runs after the samples). */
async function lighthouseOnly(): Promise<void> {
  const file = join(ROOT, 'reports', 'bench.json');
  const previous = JSON.parse(readFileSync(file, 'utf8')) as BenchMeta & { results: EntryResult[]; taps?: TapResult[] };
  const ours = await startScratchServer({ distDir });
  for (const row of previous.results) {
    if (only && !only.includes(row.entry)) continue;
    row.lighthouse = await lighthouseMedian(urlOf(ours, row.entry), row.entry);
  }
  await ours.stop();
  const { results, runs, load, date, taps } = previous;
  writeReports(results, { runs, load, date, lighthouseRuns }, taps);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
