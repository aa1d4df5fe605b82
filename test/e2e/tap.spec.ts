/**
 * A tap answers at once (ADR 0027): a control that opens another screen is marked busy before the tap's
 * own event has finished, the next page is asked for with no request before it (no question to the
 * server, no tracking call waited for), and a second tap while the page leaves sends nothing. The next
 * page is held back here, so the screen tapped stays in view for as long as the test looks at it: a
 * document's navigation (the tab's swap off), or a swap's (D38, ADR 0058) by the next screen's module or
 * HTML. A swap ends with the guard open for the new screen (`leaveScreen`), and one that fails ends in a
 * navigation or, offline, in the network message with the control usable again; a 'Payment' tapped before
 * the swap is installed (ADR 0062) still reaches the provider when it installs meanwhile.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { NETWORK_ERROR_MESSAGE } from '../../shared/feedback/messages';
import { expect, settle, test } from './fixtures';

/**
 * Holds the navigation to `path` until `release()`; the next-screens prefetch of the same HTML (not a
 * navigation) goes through.
 */
async function holdPage(page: Page, path: string): Promise<{ release: () => void; navigations: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let navigations = 0;
  await page.route(`**${path}**`, async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    navigations++;
    await held;
    await route.fallback();
  });
  return { release, navigations: () => navigations };
}

/** Every request the page sends from now on, in order. */
function record(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

/** The API calls among `requests`, by method and path. */
const apiCalls = (requests: readonly Request[]) =>
  requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`).filter((c) => / \/(states|api)\//.test(c));

/** The module an entry's built HTML starts: what a swap (D38) imports to put that screen in. */
const moduleOf = (entry: string) =>
  /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(readFileSync(`dist/${entry}.html`, 'utf8'))![1];

/**
 * Holds the import of `entry`'s module (a script, never the next-screens prefetch's `fetch` of it) until
 * `release()`, or fails it with `fail()` until the page next loads a document (whose own script then loads).
 */
async function holdModule(page: Page, entry: string) {
  let answer!: (how: 'load' | 'fail') => void;
  let how = new Promise<'load' | 'fail'>((r) => (answer = r));
  let failing = false;
  let asked = 0;
  page.on('request', (r) => {
    if (failing && r.isNavigationRequest() && r.frame() === page.mainFrame()) how = Promise.resolve('load');
  });
  await page.route(`**${moduleOf(entry)}`, async (route) => {
    if (route.request().resourceType() !== 'script') return route.fallback();
    asked++;
    return (await how) === 'fail' ? route.abort('internetdisconnected') : route.fallback();
  });
  return {
    asked: () => asked,
    release: () => answer('load'),
    fail: () => {
      failing = true;
      answer('fail');
    },
  };
}

/** Settled, with the swap installed: it comes once the page has been quiet for a second (ADR 0062). */
async function swapInstalled(page: Page): Promise<void> {
  await settle(page);
  await expect(page.locator('html[data-swap="on"]')).toHaveCount(1);
}
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __doc?: number }).__doc = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __doc?: number }).__doc === 1);
/** The swaps this document has started, by the mark each tap's swap leaves (shared/app/swap.ts). */
const swapsStarted = (page: Page) => page.evaluate(() => performance.getEntriesByName('pb-swap:tap').length);

/**
 * Taps `control` twice, the second time as a quick finger would (just after the first, before the next
 * screen arrives), and answers whether it was marked busy before the first tap's dispatch ended (a listener
 * on `window` in the bubble phase runs after every handler of the page, React's included) and after the
 * second. The second tap lands on `other` when given (another guarded control of the screen), and `other`
 * answers whether that one was marked busy by it. The taps are the element's own clicks, sent from the
 * page: Playwright's click aborts a navigation this test holds back. The answers leave the page as
 * requests: while a navigation is pending, the test cannot read the page.
 */
async function tapTwice(
  page: Page,
  control: Locator,
  other?: Locator,
): Promise<{ first: string; second: string; other?: string }> {
  const probes = new Map<string, string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/__tap-probe') for (const [k, v] of url.searchParams) probes.set(k, v);
  });
  const elsewhere = other ? await other.elementHandle() : null;
  await control.evaluate((el: HTMLElement, again: Element | null) => {
    const probe = (key: string, value: string) =>
      void fetch(`/__tap-probe?${key}=${value}`, { keepalive: true }).catch(() => undefined);
    addEventListener('click', () => probe('first', el.getAttribute('aria-busy') ?? 'none'), { once: true });
    setTimeout(() => {
      el.click();
      setTimeout(() => {
        ((again ?? el) as HTMLElement).click();
        probe('second', el.getAttribute('aria-busy') ?? 'none');
        if (again) probe('other', again.getAttribute('aria-busy') ?? 'none');
      });
    });
  }, elsewhere);
  await expect.poll(() => probes.size).toBe(other ? 3 : 2);
  return Object.fromEntries(probes) as { first: string; second: string; other?: string };
}

interface Flow {
  name: string;
  key: string;
  /** The entry the tap opens. */
  next: string;
  control: (page: Page) => Locator;
  /** Another guarded control of the same screen, tapped second. */
  other?: (page: Page) => Locator;
  arrived: (page: Page) => Locator;
  /** What the screen shows while a swap to the next one is on its way. */
  held?: (page: Page) => Promise<void>;
  /** A guarded control of the next screen, tapped as soon as it shows, and what that tap opens. */
  then?: { control: (page: Page) => Locator; arrived: (page: Page) => Locator };
}

const FLOWS: Flow[] = [
  {
    name: 'order → Repayment → the instalment page (a button)',
    key: 'order-170',
    next: 'repay-period',
    control: (page) => page.getByRole('button', { name: 'Repayment', exact: true }),
    arrived: (page) => page.getByRole('heading', { level: 1, name: 'Repayment', exact: true }),
    then: {
      control: (page) => page.getByRole('link', { name: /^Reference number/ }),
      arrived: (page) => page.getByRole('heading', { level: 1, name: 'Repayment by code' }),
    },
  },
  {
    name: 'complaint home → a type → the complaint form (a button)',
    key: 'complaint-home-no-collection',
    next: 'complaint-form',
    control: (page) => page.getByRole('button', { name: 'Repayment', exact: true }),
    other: (page) => page.getByRole('button', { name: 'Loan application', exact: true }),
    arrived: (page) => page.getByLabel('Description'),
  },
  {
    name: 'complaint list → an item → its details (a link)',
    key: 'complaint-list',
    next: 'complaint-details',
    control: (page) => page.getByRole('tabpanel').getByRole('link').first(),
    arrived: (page) => page.getByRole('heading', { level: 1, name: 'Complaint details' }),
  },
  {
    name: 'instalment page → the pay code → the code page (a link)',
    key: 'repay-period-170',
    next: 'repay-code',
    control: (page) => page.getByRole('link', { name: /^Reference number/ }),
    other: (page) => page.getByRole('link', { name: 'Pay in cash at 7-Eleven' }),
    arrived: (page) => page.getByRole('heading', { level: 1, name: 'Repayment by code' }),
    // The money guard (ADR 0036): 'Payment' cannot be pressed while the screen is on its way out.
    held: (page) => expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeDisabled(),
  },
];

for (const flow of FLOWS) {
  test(`${flow.name}: busy at once, nothing asked first, a second tap sends nothing`, async ({
    page,
    openScenario,
  }) => {
    // The navigation is what is held and counted here: this tab loads documents (`pb.swap` off). A swap (D38)
    // of the same tap is the next test's.
    await page.addInitScript(() => sessionStorage.setItem('pb.swap', 'off'));
    await openScenario(flow.key);
    const control = flow.control(page);
    await expect(control).toBeVisible();
    const next = await holdPage(page, `/${flow.next}.html`);
    const requests = record(page);
    const taps = await tapTwice(page, control, flow.other?.(page));
    expect(taps).toEqual({ first: 'true', second: 'true', ...(flow.other && { other: 'none' }) });
    expect(next.navigations()).toBe(1);
    // The tap asked the server nothing before the page itself (ADR 0017's HEAD question is gone).
    expect(requests.filter((r) => r.method() === 'HEAD').map((r) => r.url())).toEqual([]);
    expect(requests.find((r) => r.isNavigationRequest())?.url()).toContain(`/${flow.next}.html`);
    next.release();
    await expect(flow.arrived(page)).toBeVisible();
    expect(next.navigations()).toBe(1);
  });

  test(`${flow.name}, swapped: busy at once, a second tap sends nothing while the swap is on its way`, async ({
    page,
    openScenario,
  }) => {
    // The next screen's module is held: the swap (D38) waits on it with the tapped screen still in view.
    const module = await holdModule(page, flow.next);
    await openScenario(flow.key);
    await swapInstalled(page);
    await markDocument(page);
    const requests = record(page);
    const taps = await tapTwice(page, flow.control(page), flow.other?.(page));
    expect(taps).toEqual({ first: 'true', second: 'true', ...(flow.other && { other: 'none' }) });
    await expect.poll(module.asked).toBeGreaterThan(0);
    await flow.held?.(page);
    module.release();
    await expect(flow.arrived(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/${flow.next}.html`);
    expect(await sameDocument(page), 'swapped, not navigated').toBe(true);
    // One swap for the two taps (its mark, shared/app/swap.ts), no navigation, each first call sent once.
    expect(await swapsStarted(page)).toBe(1);
    expect(requests.filter((r) => r.isNavigationRequest())).toEqual([]);
    await settle(page);
    const calls = apiCalls(requests);
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls).size).toBe(calls.length);
    // The guard went with the old screen (`leaveScreen`): the new screen's controls work at once.
    if (flow.then) {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await flow.then.control(page).click();
      await expect(flow.then.arrived(page)).toBeVisible();
    }
  });
}

test('a swap the next document refuses (500) ends in a navigation, one for two taps', async ({
  page,
  openScenario,
}) => {
  // Every fetch of the next screen's HTML (the prefetch while idle, the swap's at the tap) answers 500; the
  // navigation the swap then falls back to gets the page. The tap's fetch is held while the test taps twice.
  let held: Promise<void> | null = null;
  let release!: () => void;
  let fetched = 0;
  await page.route('**/repay-period.html**', async (route) => {
    if (route.request().isNavigationRequest()) return route.fallback();
    if (held) {
      fetched++;
      await held;
    }
    return route.fulfill({ status: 500, body: '' });
  });
  await openScenario('order-170');
  await swapInstalled(page);
  held = new Promise((r) => (release = r));
  const requests = record(page);
  const navigations = () => requests.filter((r) => r.isNavigationRequest()).map((r) => new URL(r.url()).pathname);
  const repayment = page.getByRole('button', { name: 'Repayment', exact: true });
  expect(await tapTwice(page, repayment)).toEqual({ first: 'true', second: 'true' });
  await expect.poll(() => fetched).toBe(1);
  expect(navigations()).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment', exact: true })).toBeVisible();
  expect(navigations()).toEqual(['/repay-period.html']);
  expect(fetched).toBe(1);
});

test('a swap whose module cannot load: offline, the network message and the control works again; online, a navigation', async ({
  page,
  context,
  openScenario,
}) => {
  const module = await holdModule(page, 'repay-period');
  await openScenario('order-170');
  await swapInstalled(page);
  await markDocument(page);
  const repayment = page.getByRole('button', { name: 'Repayment', exact: true });
  await repayment.click();
  await expect(repayment).toHaveAttribute('aria-busy', 'true');
  await expect.poll(module.asked).toBeGreaterThan(0);
  // The connection goes while the swap waits on the module, which then fails.
  await context.setOffline(true);
  module.fail();
  await expect(page.getByText(NETWORK_ERROR_MESSAGE)).toBeVisible();
  await expect(repayment).not.toHaveAttribute('aria-busy');
  await expect(page).toHaveURL(/\/order\.html/);
  expect(await sameDocument(page)).toBe(true);
  // Back online, the same tap works: the module fails again, and the swap gives way to a navigation.
  await context.setOffline(false);
  await repayment.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/repay-period\.html/);
  expect(await sameDocument(page)).toBe(false);
});

/** Holds every request for `url` until `release()`; `asked` resolves when the first comes, `count` counts them. */
async function hold(page: Page, url: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let came!: () => void;
  const asked = new Promise<void>((r) => (came = r));
  let count = 0;
  await page.route(url, async (route) => {
    count++;
    came();
    await held;
    await route.fallback();
  });
  return { release, asked, count: () => count };
}

test('Payment tapped before the swap is installed reaches the provider when the swap installs meanwhile', async ({
  page,
  openScenario,
}) => {
  // The swap's code (ADR 0062) is held until the tap's pay link is on its way, then installed under it.
  const chunk = await hold(page, /\/assets\/swap-[\w-]+\.js$/);
  const vcode = await hold(page, /\/generate-vcode/);
  await openScenario('repay-period-170');
  await settle(page);
  const pay = page.getByRole('button', { name: 'Payment', exact: true });
  await pay.click();
  await vcode.asked;
  // Its chunk is asked for once the page has been quiet a second, the pay link still on its way.
  await chunk.asked;
  chunk.release();
  await expect(page.locator('html[data-swap="on"]')).toHaveCount(1);
  // The money guard holds through the install (ADR 0036): one pay link for one tap.
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await expect(pay).toBeDisabled();
  vcode.release();
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  expect(vcode.count()).toBe(1);
});

test('Borrow Again sends home at once, whatever the tracking call does, and one event for two taps', async ({
  page,
  openScenario,
  bridge,
  borrower,
}) => {
  const s = await openScenario('order-200');
  const events: Request[] = [];
  // The tracking call never answers: nothing may wait for it.
  await page.route('**/states/service/event/save**', (route) => {
    events.push(route.request());
    return new Promise<void>(() => undefined);
  });
  const again = page.getByRole('button', { name: 'Borrow Again' });
  expect(await tapTwice(page, again)).toEqual({ first: 'true', second: 'true' });
  await expect.poll(() => bridge.calls()).toEqual([['home', '']]);
  await expect.poll(() => events.length).toBe(1);
  expect(Object.fromEntries(new URLSearchParams(events[0].postData() ?? ''))).toEqual({
    productId: s.query.productId,
    moduleId: '30',
    positionId: '0',
  });
  // The session rides along as on every call (spec §3): the page query, the token kept out of the address bar.
  const query = new URL(events[0].url()).searchParams;
  expect(query.get('orderId')).toBe(s.query.orderId);
  expect(query.get('token')).toBe(borrower.token);
  expect(await bridge.calls()).toEqual([['home', '']]);
});

test("a recommended product's define starts at once, whatever the tracking call does", async ({
  page,
  openScenario,
}) => {
  await openScenario('order-21');
  await page.route('**/states/service/event/save**', () => new Promise<void>(() => undefined));
  const define = page.waitForRequest('**/states/gopia/goya/define**');
  const apply = page.getByRole('button', { name: 'Apply: Peso Flex' });
  expect((await tapTwice(page, apply)).first).toBe('true');
  expect(new URLSearchParams((await define).postData() ?? '').get('product_code')).toBe('PF01');
  await page.waitForURL(/\/loan-confirm\.html\?/);
});
