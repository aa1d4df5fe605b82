/**
 * A tap answers at once (ADR 0027): a control that opens another screen is marked busy before the tap's
 * own event has finished, the next page is asked for with no request before it (no question to the
 * server, no tracking call waited for), and a second tap while the page leaves sends nothing. The next
 * page is held back here, so the screen tapped stays in view for as long as the test looks at it.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

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

/**
 * Taps `control` twice, the second time as a quick finger would (just after the first, before the next
 * page arrives), and answers whether it was marked busy before the first tap's dispatch ended (a listener
 * on `window` in the bubble phase runs after every handler of the page, React's included) and after the
 * second. The taps are the element's own clicks, sent from the page: Playwright's click aborts a
 * navigation this test holds back. The answers leave the page as requests: while a navigation is
 * pending, the test cannot read the page.
 */
async function tapTwice(page: Page, control: Locator): Promise<{ first: string; second: string }> {
  const probes = new Map<string, string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/__tap-probe') for (const [k, v] of url.searchParams) probes.set(k, v);
  });
  await control.evaluate((el: HTMLElement) => {
    const probe = (key: string, value: string) =>
      void fetch(`/__tap-probe?${key}=${value}`, { keepalive: true }).catch(() => undefined);
    addEventListener('click', () => probe('first', el.getAttribute('aria-busy') ?? 'none'), { once: true });
    setTimeout(() => {
      el.click();
      setTimeout(() => {
        el.click();
        probe('second', el.getAttribute('aria-busy') ?? 'none');
      });
    });
  });
  await expect.poll(() => probes.size).toBe(2);
  return { first: probes.get('first')!, second: probes.get('second')! };
}

for (const flow of [
  {
    name: 'order → Repayment → the instalment page (a button)',
    key: 'order-170',
    next: '/repay-period.html',
    control: (page: Page) => page.getByRole('button', { name: 'Repayment', exact: true }),
    arrived: (page: Page) => page.getByText('₱3,230.00').first(),
  },
  {
    name: 'complaint home → a type → the complaint form (a button)',
    key: 'complaint-home-no-collection',
    next: '/complaint-form.html',
    control: (page: Page) => page.getByRole('button', { name: 'Repayment', exact: true }),
    arrived: (page: Page) => page.getByLabel('Description'),
  },
  {
    name: 'complaint list → an item → its details (a link)',
    key: 'complaint-list',
    next: '/complaint-details.html',
    control: (page: Page) => page.getByRole('tabpanel').getByRole('link').first(),
    arrived: (page: Page) => page.getByRole('heading', { level: 1, name: 'Complaint details' }),
  },
  {
    name: 'instalment page → the pay code → the code page (a link)',
    key: 'repay-period-170',
    next: '/repay-code.html',
    control: (page: Page) => page.getByRole('link', { name: /^Reference number/ }),
    arrived: (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment by code' }),
  },
]) {
  test(`${flow.name}: busy at once, nothing asked first, a second tap sends nothing`, async ({
    page,
    openScenario,
  }) => {
    // The navigation is what is held and counted here: this tab loads documents (`pb.swap` off). A swap (D38)
    // puts the next screen in from the HTML fetched while idle, the old control gone with its screen.
    await page.addInitScript(() => sessionStorage.setItem('pb.swap', 'off'));
    await openScenario(flow.key);
    const control = flow.control(page);
    await expect(control).toBeVisible();
    const next = await holdPage(page, flow.next);
    const requests = record(page);
    expect(await tapTwice(page, control)).toEqual({ first: 'true', second: 'true' });
    expect(next.navigations()).toBe(1);
    // The tap asked the server nothing before the page itself (ADR 0017's HEAD question is gone).
    expect(requests.filter((r) => r.method() === 'HEAD').map((r) => r.url())).toEqual([]);
    expect(requests.find((r) => r.isNavigationRequest())?.url()).toContain(flow.next);
    next.release();
    await expect(flow.arrived(page)).toBeVisible();
    expect(next.navigations()).toBe(1);
  });
}

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
