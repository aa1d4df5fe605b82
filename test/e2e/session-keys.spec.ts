/**
 * Session keys out of the address bar (ASVS 14.2.1) and contract D18: the page hides the session keys
 * once mounted, still sends them on every call, in links between entries and after a reload; a server URL
 * on another origin gets none of the page query, token-like extras included.
 */
import type { Page, Request } from '@playwright/test';
import { expect, openedUrl, test } from './fixtures';

const EXTRA = { userToken: 'ut-secret', sign: 'sig-secret' };

/** Every call to the backend from now on. */
function calls(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/states/')) seen.push(r);
  });
  return seen;
}

async function mounted(page: Page) {
  await expect(page.locator('html[data-mounted="true"]')).toHaveCount(1);
}

test('session keys leave the address bar after load, and calls, links and a reload keep the session', async ({
  page,
  openScenario,
  borrower,
}) => {
  const sent = calls(page);
  const scenario = await openScenario('order-170', EXTRA);
  await mounted(page);
  await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  const visible = new URL(page.url());
  for (const key of ['token', 'userToken', 'sign']) expect(visible.searchParams.has(key), key).toBe(false);
  expect(page.url()).not.toContain(borrower.token);
  // The screen's own parameters stay.
  expect(visible.searchParams.get('orderId')).toBe(scenario.query.orderId);
  expect(sent.length).toBeGreaterThan(0);
  for (const r of sent) expect(new URL(r.url()).searchParams.get('token'), r.url()).toBe(borrower.token);

  // A reload: the address bar has no session; the tab's storage brings it back.
  sent.length = 0;
  await page.reload();
  await mounted(page);
  await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  for (const r of sent) {
    const q = new URL(r.url()).searchParams;
    expect([q.get('token'), q.get('userToken'), q.get('sign')]).toEqual([borrower.token, EXTRA.userToken, EXTRA.sign]);
  }
  expect(page.url()).not.toContain(borrower.token);

  // A link to another entry carries the session; that page hides it too and still loads its data.
  sent.length = 0;
  await page.getByRole('button', { name: 'Repayment', exact: true }).click();
  await page.waitForURL(/\/repay-period\.html/);
  await mounted(page);
  expect((await openedUrl(page)).searchParams.get('token')).toBe(borrower.token);
  await expect.poll(() => new URL(page.url()).searchParams.has('token')).toBe(false);
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  for (const r of sent) expect(new URL(r.url()).searchParams.get('token'), r.url()).toBe(borrower.token);
});

test('D18: a continue link on another origin gets none of the page query, token-like extras included', async ({
  page,
  openScenario,
}) => {
  await page.route('https://wallet.example.ph/**', (r) =>
    r.fulfill({ body: '<title>wallet</title>ok', contentType: 'text/html' }),
  );
  await openScenario('order-withdraw', EXTRA);
  const leaving = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url().startsWith('https://wallet.example.ph/'),
  );
  await page.getByRole('button', { name: 'Withdraw Now' }).click();
  // Exactly the server's URL: no token, userToken, sign, orderId or productId added.
  expect((await leaving).url()).toBe('https://wallet.example.ph/withdraw?ref=continue');
});

test('D18: a continue link on our own origin gets every key of the page query', async ({
  page,
  openScenario,
  borrower,
}) => {
  await openScenario('order-redirect', EXTRA);
  await page.waitForURL(/\/customer-service\.html/);
  const opened = await openedUrl(page);
  expect(opened.searchParams.get('from')).toBe('order');
  expect([
    opened.searchParams.get('token'),
    opened.searchParams.get('userToken'),
    opened.searchParams.get('sign'),
  ]).toEqual([borrower.token, EXTRA.userToken, EXTRA.sign]);
});

test.describe('the static entries hide the session too, and no in-app link puts it back (ADR 0014)', () => {
  for (const entry of ['pay-guide', 'pay-guide-local', 'about-us', 'privacy', 'loan-agreement']) {
    test(`${entry}.html: the session leaves the address bar without React`, async ({ page, open, borrower }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await open(entry, EXTRA);
      await mounted(page);
      await expect.poll(() => page.url()).not.toContain(borrower.token);
      for (const key of ['token', 'userToken', 'sign'])
        expect(new URL(page.url()).searchParams.has(key), key).toBe(false);
      // Still a static page: no React came with it.
      expect(scripts.filter((s) => /react/i.test(s))).toEqual([]);
    });
  }

  test("the pay-code box's 'How to pay' link carries no session: the guide makes no call", async ({
    page,
    openScenario,
    borrower,
  }) => {
    await openScenario('repay-period-170');
    const link = page.getByRole('link', { name: 'How to pay with a reference number' });
    const href = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe('/pay-guide.html');
    expect(href.search).not.toContain(borrower.token);
    expect(href.searchParams.has('token')).toBe(false);
    await link.click();
    await page.waitForURL(/\/pay-guide\.html/);
    expect((await openedUrl(page)).searchParams.has('token')).toBe(false);
  });
});
