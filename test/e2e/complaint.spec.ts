import type { APIRequestContext } from '@playwright/test';
import { expect, expectAxeClean, openedUrl, test } from './fixtures';
import type { TestBorrower } from './fixtures';

const REFUSAL = 'The selected order does not support sending collection types';

/** The server's own answer for a scenario's order: what the page must show and send. */
async function problemInit(request: APIRequestContext, borrower: TestBorrower, key: string) {
  const { orderId } = borrower.scenarios[key].query;
  const res = await request.post(`/states/user-problem/problem-init?token=${borrower.token}`, { form: { orderId } });
  return ((await res.json()) as { data: { orderDetail: { orderNo: string }; orderList: unknown[] } }).data;
}

test.describe('complaint.html', () => {
  test('an order that accepts collection: Collection reveals its sub-types and a sub-type opens the form', async ({
    page,
    openScenario,
    borrower,
  }) => {
    await openScenario('complaint-home');
    await expect(page.getByRole('heading', { level: 1, name: 'Complaint' })).toBeVisible();
    await expect(page.getByText('Repayment due')).toBeVisible();
    const collection = page.getByRole('button', { name: 'Collection', exact: true });
    await expect(collection).toHaveAttribute('aria-expanded', 'false');
    await collection.click();
    await expect(collection).toHaveAttribute('aria-expanded', 'true');
    const subTypes = page.getByRole('list', { name: 'Collection types' });
    await expect(subTypes.getByRole('button')).toHaveCount(4);
    await expectAxeClean(page, 'complaint: complaint-home, Collection open');
    const orderNo = await page.locator('.cp-order__rows dd').first().textContent();
    await subTypes.getByRole('button', { name: 'Contacting my family or friends' }).click();
    await page.waitForURL(/complaint-form\.html/);
    const url = await openedUrl(page);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      token: borrower.token,
      problemType: '1',
      problemSonType: '2',
      orderNo,
    });
  });

  test('the first three types have icons', async ({ page, openScenario }) => {
    await openScenario('complaint-home');
    const icons = page.locator('.cp-type img');
    await expect(icons).toHaveCount(3);
    await expect(icons.nth(0)).toHaveAttribute('src', '/images/complaint/type-1.svg');
  });

  test('an order that does not accept collection: Collection is refused with the message', async ({
    page,
    openScenario,
  }) => {
    await openScenario('complaint-home-no-collection');
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: REFUSAL })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Collection types' })).toHaveCount(0);
    await expect(page).toHaveURL(/complaint\.html/);
  });

  test("'All' lists every order; choosing one that accepts collection makes Collection available", async ({
    page,
    openScenario,
    request,
    borrower,
  }) => {
    const init = await problemInit(request, borrower, 'complaint-home-no-collection');
    await openScenario('complaint-home-no-collection');
    const all = page.getByRole('button', { name: 'All', exact: true });
    await all.click();
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    const orders = page.getByRole('list', { name: 'All orders' }).getByRole('button');
    await expect(orders).toHaveCount(init.orderList.length);
    expect(init.orderList.length).toBeGreaterThanOrEqual(10);
    await expectAxeClean(page, 'complaint: complaint-home-no-collection, All open');
    await orders.filter({ hasText: 'Overdue' }).first().click();
    await expect(page.getByRole('list', { name: 'All orders' })).toHaveCount(0);
    await expect(page.locator('.cp-order__rows')).toContainText('Overdue');
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Collection types' })).toBeVisible();
  });

  test('a type other than collection opens the form with an empty sub-type', async ({
    page,
    openScenario,
    request,
    borrower,
  }) => {
    const init = await problemInit(request, borrower, 'complaint-home-no-collection');
    await openScenario('complaint-home-no-collection');
    await page.getByRole('button', { name: 'Repayment' }).click();
    await page.waitForURL(/complaint-form\.html/);
    const q = new URL(page.url()).searchParams;
    expect(q.get('problemType')).toBe('2');
    expect(q.get('problemSonType')).toBe('');
    expect(q.get('orderNo')).toBe(init.orderDetail.orderNo);
  });

  test("'All' is there with a single order: with none preselected, it is how the borrower chooses it", async ({
    page,
    openScenario,
  }) => {
    await page.route('**/problem-init**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { orderDetail: unknown; orderList: unknown[] } };
      body.data.orderList = body.data.orderList.slice(0, 1);
      body.data.orderDetail = null;
      await route.fulfill({ response: res, json: body });
    });
    await openScenario('complaint-home');
    await expect(page.getByText('You have no loan orders.')).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('list', { name: 'All orders' }).getByRole('button').click();
    await expect(page.locator('.cp-order__rows')).toBeVisible();
  });

  test("'My complaints' opens the list with the session", async ({ page, openScenario, borrower }) => {
    await openScenario('complaint-home');
    await page.getByRole('link', { name: 'My complaints' }).click();
    await page.waitForURL(/complaint-list\.html/);
    expect((await openedUrl(page)).searchParams.get('token')).toBe(borrower.token);
  });
});

test.describe('complaint flow against a backend that keys orders by orderNo only (D21)', () => {
  test.use({ dialect: 'spec' });

  test("'All', the chosen order, the form and problem-save work with orders that carry no orderId", async ({
    page,
    openScenario,
  }) => {
    const inits: Array<{ orderDetail: Record<string, unknown>; orderList: Array<Record<string, unknown>> }> = [];
    page.on('response', async (r) => {
      // A page that has moved on (the form's tap) no longer has its answers' bodies: those are not counted.
      if (!r.url().includes('/problem-init')) return;
      const body = (await r.json().catch(() => null)) as { data: (typeof inits)[0] } | null;
      if (body) inits.push(body.data);
    });
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/problem-save')) saves.push(r.postData() ?? '');
    });
    const opened = await openScenario('complaint-home-no-collection');
    await expect.poll(() => inits.length).toBe(1);
    const init = inits[0];
    // The spec dialect really sends orders without orderId.
    expect(init.orderList.every((o) => !('orderId' in o))).toBe(true);
    // The page still asks problem-init for the order it was opened on.
    expect(opened.query.orderId).toBeTruthy();

    await page.getByRole('button', { name: 'All', exact: true }).click();
    const orders = page.getByRole('list', { name: 'All orders' }).getByRole('button');
    await expect(orders).toHaveCount(init.orderList.length);
    // Exactly the selected order is pressed (keyed by orderNo, not by an absent id).
    await expect(orders.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    const overdue = orders.filter({ hasText: 'Overdue' }).first();
    const orderNo = String((await overdue.textContent())?.match(/[A-Z]{2}\d+/)?.[0]);
    await overdue.click();
    await expect(page.locator('.cp-order__rows')).toContainText('Overdue');
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await page.getByRole('button', { name: 'Harassing calls or messages' }).click();
    await page.waitForURL(/complaint-form\.html/);
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    await expect(page.getByText(`Order ${orderNo}`)).toBeVisible();

    await page.getByLabel('Description').fill('They call my employer every day.');
    await page.clock.install();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(new URLSearchParams(saves[0]).get('orderNo')).toBe(orderNo);
  });
});
