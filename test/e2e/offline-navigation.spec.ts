/**
 * A tap that opens another screen on a patchy connection (ADR 0027). What the rule promises:
 * - a device that says it is offline keeps the borrower where they are, with the network message and
 *   the control still there (not busy), and the same tap works once the connection is back: never the
 *   browser's error page, with no header and no way back into the app;
 * - online, the next page is asked for at once, with nothing before it, so a page that then fails to
 *   arrive (a gateway's 502) is shown as it came; the shell handles a failed load (a WKWebView keeps
 *   the current page and tells its delegate), and in a plain browser back returns to the screen tapped
 *   from, its control working again.
 * Our screens open each other in the same web view (buttons and links); the bridge's `to`/`toP` hand
 * the shell a URL it opens itself.
 */
import type { Page } from '@playwright/test';
import { NETWORK_ERROR_MESSAGE } from '../../shared/feedback/messages';
import { expect, test } from './fixtures';

const toast = (page: Page) => page.getByRole('status').filter({ hasText: NETWORK_ERROR_MESSAGE });

test('a button, offline: stays on the order with the message, and opens Repayment once back online', async ({
  page,
  context,
  openScenario,
}) => {
  await openScenario('order-170');
  const repay = page.getByRole('button', { name: 'Repayment', exact: true });
  await expect(repay).toBeVisible();
  await context.setOffline(true);
  await repay.click();
  await expect(toast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/order\.html/);
  await expect(repay).toBeEnabled();
  await expect(repay).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
  await repay.click();
  await page.waitForURL(/\/repay-period\.html/);
  await expect(page.getByText('₱3,230.00')).toBeVisible();
});

test('a link, offline: stays on the complaint home with the message, and opens the list once back', async ({
  page,
  context,
  openScenario,
}) => {
  await openScenario('complaint-home');
  const mine = page.getByRole('link', { name: 'My complaints' });
  await expect(page.getByRole('button', { name: 'Collection', exact: true })).toBeVisible();
  await context.setOffline(true);
  await mine.click();
  await expect(toast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/complaint\.html/);
  await expect(mine).not.toHaveAttribute('aria-busy', 'true');
  await context.setOffline(false);
  await mine.click();
  await page.waitForURL(/\/complaint-list\.html/);
});

test('online, a next page that does not arrive (a gateway error) is not asked for first: it opens at once, and back returns to the order, its control working again', async ({
  page,
  openScenario,
}) => {
  let down = true;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/repay-delay.html'))
      asked.push(`${r.method()} ${r.isNavigationRequest() ? 'page' : 'fetch'}`);
  });
  // The gateway fails every request for that page, from the start: the next screens' HTML fetched while the
  // order is idle and the swap's (D38) too, which then opens it by a normal navigation.
  await page.route('**/repay-delay.html**', (route) =>
    down
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
      : route.fallback(),
  );
  await openScenario('order-174-delay');
  const extend = page.getByRole('button', { name: 'Rollover Repayment' });
  await expect(extend).toBeVisible();
  await extend.click();
  await page.waitForURL(/\/repay-delay\.html/);
  await expect(page.getByRole('heading', { name: '502 Bad Gateway' })).toBeVisible();
  // The page itself was the first thing asked for: no HEAD question before it.
  expect(asked.filter((a) => a.endsWith('page') || a.startsWith('HEAD'))).toEqual(['GET page']);
  await page.goBack();
  await expect(page).toHaveURL(/\/order\.html/);
  await expect(extend).toBeVisible();
  await expect(extend).not.toHaveAttribute('aria-busy', 'true');
  down = false;
  await extend.click();
  await page.waitForURL(/\/repay-delay\.html/);
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
});
