/**
 * Shared e2e fixtures: a fresh borrower per test (its own session token and every seeded scenario, so
 * tests never share data; a spec whose tests only read takes one per worker, `test.use({ readsOnly: true
 * })`), a native-bridge recorder, an entry opener and the axe check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Scenario } from '../../server/module';
import { loadEntries } from '../../shared/site/entries';

export interface TestBorrower {
  token: string;
  scenarios: Record<string, Scenario>;
}

export interface BridgeRecorder {
  /** Every `(name, payload)` the page posted to `window.webkit.messageHandlers`, in order. */
  calls(): Promise<[string, unknown][]>;
}

const COMMANDS = ['to', 'close', 'toP', 'home', 'mine', 'login', 'call', 'rate', 'trackPoint', 'bankStart', 'bankEnd'];

/** Creates a test borrower speaking `dialect` on the reference server. */
async function newBorrower(request: APIRequestContext, dialect: string): Promise<TestBorrower> {
  const res = await request.post(dialect === 'ours' ? '/_test/borrower' : `/_test/borrower?dialect=${dialect}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: TestBorrower }).data;
}

export const test = base.extend<
  {
    /**
     * How the reference server answers this test's borrower (server/dialect.ts): `ours`, `spec` (a backend
     * written only from the spec) or `ids` (the same with ids it chose: text and 64-bit). `test.use({ dialect:
     * 'spec' })` runs a spec in another dialect; the borrower's scenarios carry that dialect's ids.
     */
    dialect: 'ours' | 'spec' | 'ids';
    /**
     * The spec's tests only read (no payment, application, complaint, clock or dialect change): they share
     * one borrower per worker and dialect instead of seeding one each.
     */
    readsOnly: boolean;
    /** Fails the test on an uncaught page error or a React error (a hydration mismatch among them). */
    pageErrors: void;
    /** Records what each main-frame navigation requested, for `openedUrl`. */
    navigations: void;
    /** On a failure, attaches what the page said and did: its messages, calls, navigations and errors. */
    pageStory: void;
    borrower: TestBorrower;
    bridge: BridgeRecorder;
    open: (entry: string, query?: Record<string, string | number>) => Promise<void>;
    openScenario: (key: string, extra?: Record<string, string>) => Promise<Scenario>;
  },
  /** The worker's read-only borrowers, one per dialect, created when first asked for. */
  { workerBorrowers: Map<string, Promise<TestBorrower>> }
>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && /React|hydrat|Minified/i.test(m.text())) errors.push(m.text());
      });
      await use();
      expect(errors, 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  navigations: [
    async ({ page }, use) => {
      // A screen swapped in (contract D38) is entered by the URL the swap puts in the address, before the
      // session keys leave it: kept per document, as the navigation request is per load.
      await page.addInitScript(() => {
        const w = window as unknown as { __pbEntered?: string };
        const push = history.pushState.bind(history);
        const replace = history.replaceState.bind(history);
        // Every push enters a screen; a replace does when it changes the entry (hiding the keys does not).
        const entered = (url: string | URL | null | undefined, always: boolean) => {
          const next = url == null ? null : new URL(url, location.href);
          if (next && (always || next.pathname !== location.pathname)) w.__pbEntered = next.href;
        };
        history.pushState = (data, unused, url) => (entered(url, true), push(data, unused, url));
        history.replaceState = (data, unused, url) => (entered(url, false), replace(data, unused, url));
        addEventListener('popstate', () => (w.__pbEntered = location.href));
      });
      const net = { open: 0, changed: Date.now() };
      network.set(page, net);
      page.on('request', (r) => {
        net.open++;
        net.changed = Date.now();
        if (r.isNavigationRequest() && r.frame() === page.mainFrame()) openedUrls.set(page, r.url());
      });
      const done = () => {
        net.open = Math.max(0, net.open - 1);
        net.changed = Date.now();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      await use();
    },
    { auto: true },
  ],
  pageStory: [
    async ({ page }, use, testInfo) => {
      // A tap that seems to do nothing is told apart afterwards: a toast lives 3 s, so the failure's
      // snapshot seldom shows it; the story keeps it, with the calls and navigations around it.
      const story: string[] = [];
      const t0 = Date.now();
      // The session key stays out of CI's log.
      const note = (line: string) =>
        story.push(`${String(Date.now() - t0).padStart(6)} ms  ${line.replace(/token=[^&\s]+/g, 'token=…')}`);
      await page.addInitScript(() => {
        let said = '';
        new MutationObserver(() => {
          const text = document.querySelector('.toast[role="status"]')?.textContent ?? '';
          if (text && text !== said) console.debug(`[pb-toast] ${text}`);
          said = text;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      page.on('console', (m) => {
        if (m.text().startsWith('[pb-toast] ')) note(`toast: ${m.text().slice(11)}`);
        else if (m.type() === 'error') note(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => note(`page error: ${e.message}`));
      page.on('request', (r) => {
        if (r.isNavigationRequest() && r.frame() === page.mainFrame()) note(`navigation: ${r.url()}`);
      });
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (/^\/(?:api|states)\//.test(url.pathname) || r.status() >= 400)
          note(`${r.status()} ${r.request().method()} ${url.pathname}`);
      });
      page.on('requestfailed', (r) => note(`failed: ${r.url()} (${r.failure()?.errorText ?? ''})`));
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) note(`committed: ${f.url()}`);
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus || !story.length) return;
      // In the report, and whole in the run's output (the list reporter shortens an attachment).
      await testInfo.attach('page story', { body: story.join('\n'), contentType: 'text/plain' });
      console.log(`page story of "${testInfo.title}":\n${story.join('\n')}`);
    },
    { auto: true },
  ],
  dialect: ['ours', { option: true }],
  readsOnly: [false, { option: true }],
  workerBorrowers: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  borrower: async ({ request, dialect, readsOnly, workerBorrowers }, use) => {
    if (!readsOnly) return use(await newBorrower(request, dialect));
    // The first test that asks creates it (its data outlives that test's request context); a failed
    // creation is not kept, so the next test tries again.
    if (!workerBorrowers.has(dialect))
      workerBorrowers.set(
        dialect,
        newBorrower(request, dialect).catch((error: unknown) => {
          workerBorrowers.delete(dialect);
          throw error;
        }),
      );
    await use(await workerBorrowers.get(dialect)!);
  },
  bridge: async ({ page }, use) => {
    // Installed before any page script runs, like the shell's handlers.
    await page.addInitScript((names: string[]) => {
      const w = window as unknown as { __bridge: [string, unknown][]; webkit: unknown };
      w.__bridge = [];
      const handlers: Record<string, { postMessage(p: unknown): void }> = {};
      for (const name of names) handlers[name] = { postMessage: (p: unknown) => w.__bridge.push([name, p]) };
      w.webkit = { messageHandlers: handlers };
    }, COMMANDS);
    await use({ calls: () => page.evaluate(() => (window as unknown as { __bridge: [string, unknown][] }).__bridge) });
  },
  open: async ({ page, borrower }, use) => {
    await use(async (entry, query = {}) => {
      const qs = new URLSearchParams({
        token: borrower.token,
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
      await page.goto(`/${entry}.html?${qs}`);
    });
  },
  openScenario: async ({ page, borrower }, use) => {
    await use(async (key, extra = {}) => {
      const scenario = borrower.scenarios[key];
      if (!scenario) throw new Error(`no scenario ${key}; have ${Object.keys(borrower.scenarios).join(', ')}`);
      const qs = new URLSearchParams({ token: borrower.token, ...scenario.query, ...extra });
      await page.goto(`/${scenario.entry}.html?${qs}`);
      return scenario;
    });
  },
});

export { expect };

/** The registry's entries: a state starts with one, or with a page the reference server serves itself (`/_field`). */
const ENTRY_NAMES = new Set(loadEntries().map((e) => e.name));

/**
 * WCAG 2.0/2.1 A and AA plus 2.2 AA: zero violations, reported by rule and target when not.
 * `state` names what is checked, `'<entry>: <state>'`, once in the suite (test/e2e/axe-states.test.ts
 * reads every call; docs/ci.md): an entry as it opens in a seeded scenario is that scenario's key
 * (`'order: order-174-delay'`), one opened without a scenario `'<entry>: loaded'`; what the test did after
 * follows a comma (`'order: order-rating, rated 3 stars'`); ` (fil)` ends it when the page is Filipino.
 * Here, when the page is known: the name is an entry's, and ` (fil)` is there exactly when the page is.
 * axe runs inside the page (`axe.run`, the builder's legacy mode) rather than in each frame and then again
 * in a blank page of its own, which opens a page and parses axe a second time for every check: the same
 * rules and the same violations at half the time (0.9 s against 1.9 s a check here). What that mode gives
 * up is cross-origin frames, and every frame of ours is same-origin (a sandboxed one is left out either way).
 */
export async function expectAxeClean(page: Page, state: string, exclude: string[] = []): Promise<void> {
  const name = state.slice(0, state.indexOf(': '));
  expect(ENTRY_NAMES.has(name) || /^\/_\w+$/.test(name), `'${state}' starts with an entry's name and ': '`).toBe(true);
  const lang = await page.evaluate(() => document.documentElement.lang);
  expect(state.endsWith(' (fil)'), `'${state}' says the page's language (${lang})`).toBe(lang === 'fil');
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, state).toEqual([]);
}

/** Each page's requests in flight and when that last changed (see `settle`). */
const network = new WeakMap<Page, { open: number; changed: number }>();

/** How long the network stays quiet before a page counts as settled: its calls chain within milliseconds. */
const QUIET_MS = 150;

/**
 * Waits until the page is mounted and its network has been quiet for `QUIET_MS` (no request in flight, none
 * started or finished): its first calls answered and what they led to (a lazy chunk, the next call)
 * shown. Playwright's `networkidle` waits 500 ms of quiet; over the sweeps' few hundred loads that was
 * about a minute of the suite's time spent waiting.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('html[data-mounted="true"]')).toHaveCount(1);
  const net = network.get(page)!;
  await expect
    .poll(() => net.open === 0 && Date.now() - net.changed >= QUIET_MS, { intervals: [QUIET_MS / 3], timeout: 10_000 })
    .toBe(true);
}

/** The last main-frame navigation request of each page (see `openedUrl`). */
const openedUrls = new WeakMap<Page, string>();

/**
 * The URL the current screen was opened with. Pages take the session keys out of the address bar once
 * mounted (shared/session/hide-session.ts), so `page.url()` no longer shows what a link or redirect sent;
 * the `navigations` fixture records the request, or, for a screen swapped into the document (D38), the
 * URL the swap entered. (The navigation timing entry would do, but the page clock replaces `performance`.)
 */
export async function openedUrl(page: Page): Promise<URL> {
  const swapped = await page.evaluate(() => (window as unknown as { __pbEntered?: string }).__pbEntered);
  return new URL(swapped ?? openedUrls.get(page) ?? page.url());
}

/** Collects violations: the page's `securitypolicyviolation` events, and what Chromium logs for any frame. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) logged.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__csp.push(`${e.disposition} ${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...logged];
}

/** A finger on `control` (CDP touch events, as a phone's): down, then up; the browser clicks after. */
export async function finger(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
