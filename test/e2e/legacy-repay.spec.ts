import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';
import { ALREADY_PROCESSING_MESSAGE, COMMIT_UNREAD_MESSAGE } from '../../pages/legacy-repay/legacy-rules';

const WAY = '**/states/api/repayment/repayment-way**';
const COMMIT = '**/states/api/repayment/repayment-commit**';
const CONFIRM = '**/states/api/repayment/repayment-confirm**';

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

async function commitWithSmsCard(page: Page) {
  await page.getByRole('radio', { name: /BDO Unibank/ }).check();
  await page.getByRole('button', { name: 'Repay now' }).click();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeFocused();
}

async function confirmWith(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test.describe('legacy-repay.html', () => {
  test('the card list; commit without a card says to choose one first', async ({ page, openScenario }) => {
    await openScenario('legacy-repay-170');
    await expect(page.getByRole('heading', { level: 1, name: 'Card repayment' })).toBeVisible();
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    const cards = page.getByRole('group', { name: 'Choose a paying bank card' }).getByRole('radio');
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Repay now' }).click();
    await expect(toast(page, 'Please choose a paying bank card first')).toBeVisible();
    await expectAxeClean(page, 'legacy-repay: legacy-repay-170, Repay now without a card');
  });

  test('needValid 1: code entry with a 60 s countdown, the code checks and messages, then the order page', async ({
    page,
    openScenario,
  }) => {
    await page.clock.install();
    const scenario = await openScenario('legacy-repay-170');
    await commitWithSmsCard(page);
    const resend = page.getByRole('button', { name: '60s' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expectAxeClean(page, 'legacy-repay: legacy-repay-170, the SMS code asked');

    await confirmWith(page, '12345');
    await expect(page.getByRole('alert')).toHaveText('Please enter the correct code');
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveValue('12345');
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveAttribute('aria-invalid', 'true');

    await confirmWith(page, '654321');
    // What to do next, with the tries the backend says are left.
    await expect(page.getByRole('alert')).toHaveText(
      'Wrong code. Check the SMS and enter the code again. You have 4 tries left.',
    );
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveValue('654321');

    await page.clock.fastForward(61_000);
    const getCode = page.getByRole('button', { name: 'Get code' });
    await expect(getCode).toBeVisible();
    const resent = page.waitForRequest(COMMIT);
    await getCode.click();
    expect(new URLSearchParams((await resent).postData() ?? '').get('sendMsg')).toBe('1');
    await expect(page.getByRole('button', { name: '60s' })).toBeVisible();

    await confirmWith(page, '123456');
    // Said before the order opens: the payment went through.
    await expect(page.getByRole('status').filter({ hasText: 'was successful' })).toContainText(
      'Your payment of ₱3,230.00 was successful. Your order shows it now.',
    );
    await expect(page).toHaveURL(new RegExp(`/order\\.html\\?.*orderId=${scenario.query.orderId}`));
  });

  test('the code box keeps digits only; an expired or spent code asks for a new one, and get code works at once', async ({
    page,
    openScenario,
  }) => {
    await openScenario('legacy-repay-170');
    await commitWithSmsCard(page);
    const box = page.getByRole('textbox', { name: 'SMS code' });
    await box.fill('12a3 45-6');
    await expect(box).toHaveValue('123456');
    await page.route(CONFIRM, (r) =>
      r.fulfill({ json: { code: 800008, message: 'This code has expired. Please get a new code.', data: null } }),
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText('This code has expired. Tap “Get code” for a new one.');
    await expect(box).toHaveValue('');
    // No 60 s wait for a code that can no longer pay: a new one is a tap away.
    const resent = page.waitForRequest(COMMIT);
    await page.getByRole('button', { name: 'get code' }).click();
    await resent;
    await page.unroute(CONFIRM);
    await page.route(CONFIRM, (r) => r.fulfill({ json: { code: 800007, message: '', data: null } }));
    await confirmWith(page, '654321');
    await expect(page.getByRole('alert')).toHaveText('Too many wrong codes. Tap “Get code” for a new one.');
    await expect(page.getByRole('button', { name: 'get code' })).toBeVisible();
    await expectAxeClean(page, 'legacy-repay: legacy-repay-170, a spent code');
  });

  test('a commit the server took whose record id cannot be read: said so, the way to the order, no second commit', async ({
    page,
    openScenario,
  }) => {
    const scenario = await openScenario('legacy-repay-170');
    let commits = 0;
    await page.route(COMMIT, (r) => {
      commits++;
      return r.fulfill({ json: { code: '00', message: 'ok', data: { repayRecordId: { id: 5 }, needValid: '1' } } });
    });
    await page.getByRole('radio', { name: /BDO Unibank/ }).check();
    await page.getByRole('button', { name: 'Repay now' }).click();
    await expect(page.getByRole('status').filter({ hasText: COMMIT_UNREAD_MESSAGE })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Repay now' })).toHaveCount(0);
    await expectAxeClean(page, 'legacy-repay: legacy-repay-170, a commit whose record cannot be read');
    await page.getByRole('button', { name: 'View my order' }).click();
    await expect(page).toHaveURL(new RegExp(`/order\\.html\\?.*orderId=${scenario.query.orderId}`));
    expect(commits).toBe(1);
  });

  test('a commit whose need for a code cannot be read opens the code entry for its record', async ({
    page,
    openScenario,
  }) => {
    await openScenario('legacy-repay-170');
    await page.route(COMMIT, (r) =>
      r.fulfill({ json: { code: '00', message: 'ok', data: { repayRecordId: 'RR-20261125-0042', needValid: 'yes' } } }),
    );
    await page.getByRole('radio', { name: /BDO Unibank/ }).check();
    await page.getByRole('button', { name: 'Repay now' }).click();
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeFocused();
    await page.getByRole('textbox', { name: 'SMS code' }).fill('123456');
    const confirm = page.waitForRequest(CONFIRM);
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(new URLSearchParams((await confirm).postData() ?? '').get('repaymentRecordId')).toBe('RR-20261125-0042');
  });

  test('800005: a payment already submitted answers "Do not submit payment twice"', async ({ page, openScenario }) => {
    await openScenario('legacy-repay-submitted');
    await commitWithSmsCard(page);
    await confirmWith(page, '123456');
    await expect(toast(page, 'Do not submit payment twice')).toBeVisible();
    await expect(page).toHaveURL(/legacy-repay\.html/);
    // Where the money is: already being processed, with the order; no second Confirm to tap.
    await expect(page.getByRole('status').filter({ hasText: ALREADY_PROCESSING_MESSAGE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await expectAxeClean(page, 'legacy-repay: legacy-repay-submitted, submitted twice');
    await page.getByRole('button', { name: 'View my order' }).click();
    await expect(page).toHaveURL(/\/order\.html\?/);
  });

  test('other codes show the server message, or a default when it sent none', async ({ page, openScenario }) => {
    await openScenario('legacy-repay-170');
    await commitWithSmsCard(page);
    await confirmWith(page, '999999');
    await expect(toast(page, 'Your bank declined this payment. Please use another card.')).toBeVisible();
    await confirmWith(page, '000000');
    await expect(toast(page, 'Repayment failed, please try again')).toBeVisible();
  });

  test('a network failure reads "error" and the form stays usable', async ({ page, openScenario }) => {
    await openScenario('legacy-repay-170');
    await commitWithSmsCard(page);
    await page.route(CONFIRM, (route) => route.abort('internetdisconnected'));
    await confirmWith(page, '123456');
    await expect(toast(page, 'error')).toHaveText('error');
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveValue('123456');
    await page.unroute(CONFIRM);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/order\.html\?/);
  });

  test('a double tap on Repay now and on Confirm sends one request each', async ({ page, openScenario }) => {
    await openScenario('legacy-repay-170');
    const calls = { commit: 0, confirm: 0 };
    page.on('request', (r) => {
      if (r.url().includes('/repayment-commit')) calls.commit += 1;
      if (r.url().includes('/repayment-confirm')) calls.confirm += 1;
    });
    await page.getByRole('radio', { name: /BDO Unibank/ }).check();
    await page.getByRole('button', { name: 'Repay now' }).evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await page.getByRole('textbox', { name: 'SMS code' }).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect(page).toHaveURL(/\/order\.html\?/);
    expect(calls).toEqual({ commit: 1, confirm: 1 });
  });

  test('a card without SMS check pays at commit: what was submitted (amount, last digits of the card), then the order', async ({
    page,
    openScenario,
  }) => {
    await openScenario('legacy-repay-170');
    const card = page.getByRole('radio', { name: /Metrobank/ });
    const cardNo = (await card.locator('xpath=..').textContent()) ?? '';
    const amount = (await page.locator('.legacy-due__amount').textContent()) ?? '';
    await card.check();
    await page.getByRole('button', { name: 'Repay now' }).click();
    // What was submitted, before the order opens: the amount and the card's last digits.
    const said = page.getByRole('status').filter({ hasText: 'was submitted' });
    await expect(said).toContainText(
      `Your payment of ${amount} from Metrobank card ending ${cardNo.replace(/\D/g, '').slice(-4)}`,
    );
    await expect(page.getByRole('button', { name: 'Repay now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View my order' }).click();
    await expect(page).toHaveURL(/\/order\.html\?/);
  });

  test("a card list the server refuses shows the server's reason and the way to the order", async ({
    page,
    openScenario,
  }) => {
    await page.route(WAY, (route) =>
      route.fulfill({ json: { code: 3001, message: 'This loan has been fully repaid', data: null } }),
    );
    await openScenario('legacy-repay-170');
    await expect(page.getByRole('alert')).toContainText('This loan has been fully repaid');
    await expect(page.getByRole('link', { name: 'View my order' })).toHaveAttribute(
      'href',
      /\/order\.html\?.*orderId=/,
    );
    await page.unroute(WAY);
    await page.route(WAY, (route) => route.fulfill({ json: { code: 3001, message: '', data: null } }));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to query card list');
    await expect(page.getByRole('link', { name: 'View my order' })).toBeVisible();
    await expectAxeClean(page, 'legacy-repay: legacy-repay-170, its card list refused');
  });

  test('card-list failure (network or server) reads "Failed to query card list" with Try again', async ({
    page,
    openScenario,
  }) => {
    await page.route(WAY, (route) => route.abort('internetdisconnected'));
    await openScenario('legacy-repay-170');
    await expect(page.getByRole('alert')).toContainText('Failed to query card list');
    await page.unroute(WAY);
    await page.route(WAY, (route) => route.fulfill({ json: { code: 500, message: 'Internal', data: null } }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to query card list');
    await page.unroute(WAY);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('radio')).toHaveCount(2);
  });

  test('Pay online follows the huichao url to the provider; a refused url shows the message', async ({
    page,
    openScenario,
  }) => {
    await openScenario('legacy-repay-170');
    await page.route('**/repayment-huichao**', (route) =>
      route.fulfill({ json: { code: '00', message: '', data: { url: 'javascript:alert(1)' } } }),
    );
    await page.getByRole('button', { name: 'Pay online' }).click();
    await expect(toast(page, 'This link cannot be opened.')).toBeVisible();
    await page.unroute('**/repayment-huichao**');
    await page.getByRole('button', { name: 'Pay online' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });
});
