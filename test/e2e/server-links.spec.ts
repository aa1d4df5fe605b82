/**
 * Contract D22: a link the server sends keeps its own query keys; the page query only fills what the link
 * lacks (`productId`/`product_id` as one key). One test per server link a page follows: the withdrawal
 * continue link (`playeduL`), the repay page (`h5Url`) and the provider's page (`payUrl`, followed as
 * sent). The recommended product's `define` link and `lendDetailsUrl` are in order.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, openedUrl, test } from './fixtures';

const LOAN_DETAILS = '**/states/v3/loan-details/loan-details**';

/** Answers the order's loan details as the server does, with `patch` over its data. */
async function patchLoanDetails(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route(LOAN_DETAILS, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...patch } } });
  });
}

const paramsOf = (url: URL) => Object.fromEntries(url.searchParams);

test.describe('server links keep their own query (contract D22)', () => {
  test("playeduL: the continue link's own order and product win over the page's", async ({
    page,
    openScenario,
    borrower,
  }) => {
    await patchLoanDetails(page, { playeduL: '/customer-service.html?from=order&orderId=991&productId=9' });
    const s = await openScenario('order-151', { building: 'b1' });
    await page.waitForURL(/\/customer-service\.html\?/);
    const url = await openedUrl(page);
    expect(s.query.orderId).not.toBe('991');
    expect(paramsOf(url)).toMatchObject({
      from: 'order',
      orderId: '991',
      productId: '9',
      product_id: '9',
      token: borrower.token,
      building: 'b1',
    });
  });

  test("h5Url: REPAY opens the server's repay page with its own keys, filled with the session", async ({
    page,
    openScenario,
    borrower,
  }) => {
    await patchLoanDetails(page, { h5Url: '/customer-service.html?from=h5&product_id=8' });
    await openScenario('order-174-delay');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/customer-service\.html\?/);
    const url = await openedUrl(page);
    expect(paramsOf(url)).toMatchObject({ from: 'h5', product_id: '8', productId: '8', token: borrower.token });
  });

  test('payUrl: Payment opens the provider page exactly as the server sent it', async ({ page, openScenario }) => {
    let sent = '';
    await page.route('**/states/v3/repay/generate-vcode**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { payUrl: string } };
      sent = `${body.data.payUrl}?orderId=77&productId=7`;
      await route.fulfill({ response, json: { ...body, data: { payUrl: sent } } });
    });
    await openScenario('repay-period-170', { building: 'b1' });
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await page.waitForURL(/\/provider\/pay\//);
    expect((await openedUrl(page)).href).toBe(sent);
  });
});
