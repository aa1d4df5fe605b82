/**
 * A tap that opens another screen on a patchy connection (issue 21 point 2): offline, or when the
 * screen's page does not arrive, the borrower stays where they are, sees the network message with the
 * action still there, and the same tap works once the connection is back. Never the browser's error
 * page, with no header and no way back into the app. Our screens open each other in the same web view
 * (buttons and links); the bridge's `to`/`toP` hand the shell a URL it opens itself.
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
  await context.setOffline(false);
  await mine.click();
  await page.waitForURL(/\/complaint-list\.html/);
});

test('online, but the next page does not arrive (a gateway error): the borrower stays and can try again', async ({
  page,
  openScenario,
}) => {
  await openScenario('order-174-delay');
  let down = true;
  await page.route('**/repay-delay.html**', (route) =>
    down ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502</h1>' }) : route.fallback(),
  );
  const extend = page.getByRole('button', { name: 'Rollover Repayment' });
  await expect(extend).toBeVisible();
  await extend.click();
  await expect(toast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/order\.html/);
  down = false;
  await extend.click();
  await page.waitForURL(/\/repay-delay\.html/);
});
