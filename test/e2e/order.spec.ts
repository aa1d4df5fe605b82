import type { Page, Request } from '@playwright/test';
import { requestsSettled } from './barrier';
import { expect, expectAxeClean, openedUrl, test } from './fixtures';

const EVENT = '**/states/service/event/save**';
const DEFINE = '**/states/gopia/goya/define**';

/**
 * The loan details as a backend that marks no product under review answers them (D39 is optional): the
 * seeded application under review is of Negosyo Plus, full today, so only then does it show, disabled (D3).
 */
async function unmarked(page: Page) {
  await page.route('**/loan-details/loan-details**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { recProducts: { underReview?: unknown }[] } };
    for (const item of body.data.recProducts) delete item.underReview;
    await route.fulfill({ response: res, json: body });
  });
}

function recorder(page: Page, pattern: RegExp) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r);
  });
  return seen;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test.describe('order.html: buttons and blocks by status (contract D1)', () => {
  const NO_ACTIONS = ['order-21', 'order-110', 'order-151', 'order-unknown'];
  for (const key of NO_ACTIONS) {
    test(`D1: ${key} shows the recommended block and no action buttons`, async ({ page, openScenario }) => {
      await openScenario(key);
      await expect(page.getByRole('heading', { name: 'Recommended products' })).toBeVisible();
      // Four products, less Negosyo Plus: the borrower's application for it is under review (D39).
      const items = page.getByRole('list', { name: 'Recommended products' }).getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.filter({ hasText: 'Negosyo Plus' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Click to view more products' })).toBeVisible();
      for (const name of ['REPAY', 'Repayment', 'Rollover Repayment', 'Borrow Again']) {
        await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
    });
  }

  const ACTIONS: [string, string, string[]][] = [
    ['order-170', 'Repaying', ['Repayment']],
    ['order-174-delay', 'Repayment due', ['REPAY', 'Rollover Repayment']],
    ['order-174', 'Repayment due', ['Repayment']],
    ['order-180', 'Overdue', ['REPAY', 'Rollover Repayment']],
    ['order-180-no-delay', 'Overdue', ['Repayment']],
    ['order-200', 'Settled', ['Borrow Again']],
  ];
  for (const [key, headline, buttons] of ACTIONS) {
    test(`D1: ${key} shows ${buttons.join(' + ')} and no recommended block`, async ({ page, openScenario }) => {
      await openScenario(key);
      await expect(page.getByRole('heading', { level: 2, name: headline })).toBeVisible();
      for (const name of buttons) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      const others = ['REPAY', 'Repayment', 'Rollover Repayment', 'Borrow Again'].filter((b) => !buttons.includes(b));
      for (const name of others) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      await expect(page.getByText('Short of money?')).toHaveCount(buttons.includes('REPAY') ? 1 : 0);
      await expect(page.getByRole('heading', { name: 'Recommended products' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Click to view more products' })).toHaveCount(0);
    });
  }

  test('shows the status icon, headline, description, product and detail rows', async ({ page, openScenario }) => {
    await openScenario('order-174-delay');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    await expect(page.getByText('Your repayment is due.', { exact: false })).toBeVisible();
    await expect(page.locator('.order-status img')).toHaveAttribute('src', '/images/status/due.svg');
    await expect(page.locator('.order-status img')).toHaveAttribute('alt', '');
    await expect(page.getByText('Peso Flex')).toBeVisible();
    const rows = page.getByRole('region', { name: 'Loan details' });
    // The loan amount, and the amount received (no fee deducted): the price of its offer (ADR 0025).
    await expect(rows.getByRole('definition').filter({ hasText: '₱5,000.00' })).toHaveCount(2);
    // The total repayment; the amount due is the instalment due now, its second of four (ADR 0033).
    await expect(rows.getByRole('definition').filter({ hasText: '₱5,300.00' })).toHaveCount(1);
    await expect(
      rows
        .getByRole('term')
        .filter({ hasText: /^Instalment$/ })
        .locator('+ dd'),
    ).toHaveText('2 of 4');
    await expect(rows.getByRole('term').filter({ hasText: 'Amount due' }).locator('+ dd')).toHaveText('₱1,325.00');
    await expect(rows.getByText('Due date')).toBeVisible();
    const icon = await page.request.get('/images/status/due.svg');
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    await expectAxeClean(page, 'order: order-174-delay');
  });

  test('an unknown status gets the 200 icon', async ({ page, openScenario }) => {
    await openScenario('order-unknown');
    await expect(page.locator('.order-status img')).toHaveAttribute('src', '/images/status/settled.svg');
  });
});

test.describe('order.html: actions', () => {
  test('REPAY sets showBankTip and goes to repay-period.html with the query', async ({
    page,
    openScenario,
    borrower,
  }) => {
    const s = await openScenario('order-174-delay');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/repay-period\.html\?/);
    const url = await openedUrl(page);
    expect(url.searchParams.get('token')).toBe(borrower.token);
    expect(url.searchParams.get('orderId')).toBe(s.query.orderId);
    expect(url.searchParams.get('productId')).toBe(s.query.productId);
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).toBe('1');
  });

  test('Rollover Repayment sets showBankTip and goes to repay-delay.html with the query', async ({
    page,
    openScenario,
    borrower,
  }) => {
    const s = await openScenario('order-180');
    await page.getByRole('button', { name: 'Rollover Repayment' }).click();
    await page.waitForURL(/\/repay-delay\.html\?/);
    const url = await openedUrl(page);
    expect(url.searchParams.get('token')).toBe(borrower.token);
    expect(url.searchParams.get('orderId')).toBe(s.query.orderId);
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).toBe('1');
  });

  test('Repayment (170) goes to repay-period.html', async ({ page, openScenario }) => {
    await openScenario('order-170');
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await page.waitForURL(/\/repay-period\.html\?/);
  });

  test('REPAY goes to a non-empty h5Url with the common query', async ({ page, openScenario, borrower }) => {
    await openScenario('order-h5');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/customer-service\.html\?/);
    const url = await openedUrl(page);
    expect(url.searchParams.get('from')).toBe('h5');
    expect(url.searchParams.get('token')).toBe(borrower.token);
  });

  test('Borrow Again sends the tracking event 30/0 and home through the bridge, home without waiting for it', async ({
    page,
    openScenario,
    bridge,
  }) => {
    const s = await openScenario('order-200');
    const event = page.waitForRequest(EVENT);
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    const body = new URLSearchParams((await event).postData() ?? '');
    expect(Object.fromEntries(body)).toEqual({ productId: s.query.productId, moduleId: '30', positionId: '0' });
    await expect.poll(() => bridge.calls()).toEqual([['home', '']]);
  });

  test("'Click to view more products' goes home; the phone row calls customer service", async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('order-110');
    await page.getByRole('button', { name: 'Click to view more products' }).click();
    await page.getByRole('button', { name: 'Customer service: (02) 8852 3100' }).click();
    expect(await bridge.calls()).toEqual([
      ['home', ''],
      ['call', '0288523100'],
    ]);
  });
});

test.describe('order.html: recommended products (contract D3, D7)', () => {
  test('D3: enabled 0 is ignored: no tracking event, no define call', async ({ page, openScenario }) => {
    await unmarked(page);
    await openScenario('order-21');
    const calls = recorder(page, /event\/save|goya\/define/);
    // aria-disabled: Playwright's actionability check refuses it, so the tap is forced as a finger would make it.
    await page.getByRole('button', { name: 'Full today: Negosyo Plus' }).click({ force: true });
    await requestsSettled(page);
    expect(calls).toHaveLength(0);
  });

  test('D3: enabled 1 sends the event with the index, then define, and opens the http link in the page', async ({
    page,
    openScenario,
    borrower,
  }) => {
    const s = await openScenario('order-21');
    const calls = recorder(page, /event\/save|goya\/define/);
    await page.getByRole('button', { name: 'Apply: Peso Flex' }).click();
    await page.waitForURL(/\/loan-confirm\.html\?/);
    expect(calls.map((r) => new URL(r.url()).pathname)).toEqual([
      '/states/service/event/save',
      '/states/gopia/goya/define',
    ]);
    expect(Object.fromEntries(new URLSearchParams(calls[0].postData() ?? ''))).toEqual({
      productId: s.query.productId,
      moduleId: '0',
      positionId: '0',
    });
    expect(Object.fromEntries(new URLSearchParams(calls[1].postData() ?? ''))).toEqual({
      module: '0',
      position: '0',
      product_code: 'PF01',
    });
    expect((await openedUrl(page)).searchParams.get('token')).toBe(borrower.token);
  });

  test("D22: Apply on a recommended product opens that product's offer, and Apply now files that product", async ({
    page,
    openScenario,
    borrower,
  }) => {
    // An order of another product (Sahod Loan, id 2): the page's own productId must not bend the link.
    const s = await openScenario('order-110');
    expect(s.query.productId).not.toBe('1');
    let sent = '';
    await page.route(DEFINE, async (route) => {
      const response = await route.fetch();
      sent = ((await response.json()) as { data: { link: string } }).data.link;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Apply: Peso Flex' }).click();
    await page.waitForURL(/\/loan-confirm\.html\?/);
    const link = new URL(sent);
    const opened = await openedUrl(page);
    expect(opened.searchParams.get('productId')).toBe(link.searchParams.get('productId'));
    expect(opened.searchParams.get('product_id')).toBe(link.searchParams.get('productId'));
    expect(opened.searchParams.get('token')).toBe(borrower.token);
    await expect(page.getByText('Peso Flex').first()).toBeVisible();
    const push = page.waitForRequest(/\/states\/v3\/loan\/loan-detail-push/);
    await page.getByRole('button', { name: 'Apply now' }).click();
    expect(new URLSearchParams((await push).postData() ?? '').get('productId')).toBe(
      link.searchParams.get('productId'),
    );
    await page.waitForURL(/\/order\.html\?/);
    const order = await openedUrl(page);
    expect(order.searchParams.get('productId')).toBe(link.searchParams.get('productId'));
    expect(order.searchParams.get('orderId')).not.toBe(s.query.orderId);
    await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
  });

  test('D3: a link that is not http(s) goes through the bridge `to`', async ({ page, openScenario, bridge }) => {
    await openScenario('order-110');
    const define = page.waitForResponse(DEFINE);
    await page.getByRole('button', { name: 'Apply: Sahod Loan' }).click();
    await define;
    await expect.poll(() => bridge.calls()).toEqual([['to', 'pesobridge://product/SL02']]);
  });

  test("D3: a code other than '00' toasts the server message", async ({ page, openScenario }) => {
    await openScenario('order-151');
    await page.getByRole('button', { name: 'Apply: Quick Cash' }).click();
    await expect(toast(page, 'Quick Cash is not available in your area yet.')).toBeVisible();
  });

  test('D7: a javascript: product link is refused with a message and the page stays usable', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await page.route(DEFINE, (r) =>
      r.fulfill({ json: { code: '00', message: 'ok', data: { link: 'javascript:alert(1)' } } }),
    );
    await openScenario('order-21');
    await page.getByRole('button', { name: 'Apply: Peso Flex' }).click();
    await expect(toast(page, 'This link cannot be opened.')).toBeVisible();
    expect(await bridge.calls()).toEqual([]);
    await page.getByRole('button', { name: 'Click to view more products' }).click();
    expect(await bridge.calls()).toEqual([['home', '']]);
  });

  test('D7: an http link on another origin gets no session keys', async ({ page, openScenario }) => {
    await page.route(DEFINE, (r) =>
      r.fulfill({ json: { code: '00', message: 'ok', data: { link: 'https://partner.example.ph/apply?x=1' } } }),
    );
    await page.route('https://partner.example.ph/**', (r) =>
      r.fulfill({ body: '<title>partner</title>ok', contentType: 'text/html' }),
    );
    await openScenario('order-21', { building: 'b-secret' });
    await page.getByRole('button', { name: 'Apply: Peso Flex' }).click();
    await page.waitForURL(/partner\.example\.ph/);
    const url = new URL(page.url());
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.has('building')).toBe(false);
  });
});

test.describe('order.html: playeduL (contract D7)', () => {
  test('D7: a status other than 21 with playeduL redirects there with the common query', async ({
    page,
    openScenario,
    borrower,
  }) => {
    await openScenario('order-redirect');
    await page.waitForURL(/\/customer-service\.html\?/);
    const url = await openedUrl(page);
    expect(url.searchParams.get('from')).toBe('order');
    expect(url.searchParams.get('token')).toBe(borrower.token);
  });

  test('D7: a javascript: playeduL is refused with a message and the page stays usable', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { alert: () => void }).alert = () => (document.title = 'ALERTED');
    });
    await openScenario('order-redirect-js');
    await expect(toast(page, 'This link cannot be opened.')).toBeVisible();
    await expect(page).toHaveURL(/\/order\.html\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'Disbursing' })).toBeVisible();
    await page.getByRole('button', { name: 'Click to view more products' }).click();
    expect(await bridge.calls()).toEqual([['home', '']]);
    expect(await page.title()).toBe('Order Details');
  });
});

test.describe('order.html: dialogs', () => {
  test('Kind tips shows the server message with Confirm, which closes it', async ({ page, openScenario }) => {
    await openScenario('order-tips');
    const dialog = page.getByRole('dialog', { name: 'Kind tips' });
    await expect(dialog).toContainText('Repay through the app before 10:00 PM');
    await expectAxeClean(page, 'order: order-tips');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  });

  test('Kind tips stays closed when the session flag showBankTip is set', async ({ page, openScenario }) => {
    await page.addInitScript(() => sessionStorage.setItem('showBankTip', '1'));
    // The same order also asks for a rating, which the page shows only after the Kind tips step: the
    // rating dialog appearing first proves the tips were skipped, with no wait for something not to happen.
    await page.route('**/loan-details/loan-details**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, isScore: '1' } } });
    });
    await openScenario('order-tips');
    await expect(page.getByRole('dialog', { name: 'Rate our app' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Kind tips' })).toHaveCount(0);
  });

  test('server markup renders as text', async ({ page, openScenario }) => {
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await openScenario('order-markup');
    const dialog = page.getByRole('dialog', { name: 'Kind tips' });
    await expect(dialog).toContainText('<img src=x onerror="alert(1)"><b>Pay on time</b>');
    await expect(dialog.locator('img, b')).toHaveCount(0);
    expect(alerted).toBe(false);
  });

  test("the withdrawal prompt: 'Cancel' goes home", async ({ page, openScenario, bridge }) => {
    await openScenario('order-withdraw');
    const dialog = page.getByRole('dialog', { name: 'You have a withdrawal waiting. Continue to receive your money.' });
    await expect(dialog.getByRole('button', { name: 'Withdraw Now' })).toBeVisible();
    await expectAxeClean(page, 'order: order-withdraw');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['home', '']]);
  });

  test("the withdrawal prompt: 'Withdraw Now' follows the continue link without the session keys (D7)", async ({
    page,
    openScenario,
  }) => {
    await page.route('https://wallet.example.ph/**', (r) =>
      r.fulfill({ body: '<title>wallet</title>ok', contentType: 'text/html' }),
    );
    await openScenario('order-withdraw');
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await page.waitForURL(/wallet\.example\.ph\/withdraw/);
    const url = new URL(page.url());
    expect(url.searchParams.get('ref')).toBe('continue');
    expect(url.searchParams.has('token')).toBe(false);
  });

  test("rating: 'Please choose' with no star; Cancel closes", async ({ page, openScenario }) => {
    await openScenario('order-rating');
    const dialog = page.getByRole('dialog', { name: 'Rate our app' });
    await expect(dialog.getByRole('radio')).toHaveCount(5);
    await expectAxeClean(page, 'order: order-rating');
    const score = recorder(page, /google-score/);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Please choose')).toBeVisible();
    expect(score).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('D2: rating with 3 stars sends score 3 and opens the result dialog', async ({ page, openScenario, bridge }) => {
    await openScenario('order-rating');
    const dialog = page.getByRole('dialog', { name: 'Rate our app' });
    await dialog.getByRole('radio', { name: '3 stars' }).click();
    await expect(dialog.locator('.star-rating__star--filled')).toHaveCount(3);
    const req = page.waitForRequest('**/google-score**');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(new URLSearchParams((await req).postData() ?? '').get('score')).toBe('3');
    const result = page.getByRole('dialog', { name: 'Thank you for your feedback' });
    await expect(result).toBeVisible();
    await expectAxeClean(page, 'order: order-rating, rated 3 stars');
    await result.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await bridge.calls()).toEqual([]);
  });

  test('D2: rating with 5 stars sends score 5 and the bridge rate command', async ({ page, openScenario, bridge }) => {
    await openScenario('order-rating');
    const dialog = page.getByRole('dialog', { name: 'Rate our app' });
    await dialog.getByRole('radio', { name: '5 stars' }).click();
    const req = page.waitForRequest('**/google-score**');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(new URLSearchParams((await req).postData() ?? '').get('score')).toBe('5');
    await expect.poll(() => bridge.calls()).toEqual([['rate', '']]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the bank-card prompt: the close icon closes it', async ({ page, openScenario }) => {
    await openScenario('order-bank-card');
    const dialog = page.getByRole('dialog', { name: 'Bind your bank card' });
    await expect(dialog).toContainText('Bind a bank card to receive your loan.');
    await expectAxeClean(page, 'order: order-bank-card');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("the bank-card prompt: 'Go and bind the card' opens bind-bank.html?source=loanDetail with the query", async ({
    page,
    openScenario,
    borrower,
  }) => {
    await openScenario('order-bank-card');
    await page.getByRole('button', { name: 'Go and bind the card' }).click();
    await page.waitForURL(/\/bind-bank\.html\?/);
    const url = await openedUrl(page);
    expect(url.searchParams.get('source')).toBe('loanDetail');
    expect(url.searchParams.get('token')).toBe(borrower.token);
  });
});
