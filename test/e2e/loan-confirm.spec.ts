import type { Page, Request } from '@playwright/test';
import { expect, expectAxeClean, openedUrl, test } from './fixtures';
import { APPLIED_MESSAGE, APPLY_FAILED_MESSAGE } from '../../shared/features/loan-confirm/variant-policy';
import { LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';

const PUSH = /\/states\/v3\/loan\/loan-detail-push/;

function pushes(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (PUSH.test(r.url())) seen.push(r);
  });
  return seen;
}

test.describe('loan-confirm.html', () => {
  test('shows the offer, the plan, the advisory and the agreements; the box starts checked', async ({
    page,
    openScenario,
  }) => {
    await openScenario('loan-confirm');
    await expect(page.getByRole('heading', { level: 1, name: 'Loan confirm' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Loan offer' });
    await expect(offer.getByText('Peso Flex')).toBeVisible();
    await expect(offer.locator('.lc-offer__amount')).toHaveText('₱5,000.00');
    await expect(offer.getByText('120 days')).toBeVisible();
    await expect(offer.getByText('Daily interest rate 0.05%')).toBeVisible();
    await expect(offer.getByRole('definition').filter({ hasText: '₱5,300.00' })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Repayment plan' }).getByRole('listitem');
    await expect(plan).toHaveCount(4);
    await expect(plan.first()).toContainText('1/4');
    await expect(plan.first()).toContainText('₱1,325.00');
    await expect(plan.first()).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(
      page.getByText(/read the Disclosure Statement.*SEC Memorandum Circular No\. 19, Series of 2019/),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I have read and agree to the loan agreements' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Loan Agreement' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  test('unchecked, Apply now is disabled; checked again it is enabled', async ({ page, openScenario }) => {
    await openScenario('loan-confirm');
    const box = page.getByRole('checkbox', { name: 'I have read and agree to the loan agreements' });
    await box.uncheck();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeDisabled();
    await box.check();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  test('Apply now creates the order and the page is replaced by its details', async ({
    page,
    openScenario,
    borrower,
  }) => {
    const s = await openScenario('loan-confirm');
    const sent = pushes(page);
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/\/order\.html\?/);
    const url = await openedUrl(page);
    expect(url.searchParams.get('productId')).toBe(s.query.productId);
    expect(url.searchParams.get('orderId')).toMatch(/^\d+$/);
    expect(url.searchParams.get('token')).toBe(borrower.token);
    await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent[0].postData() ?? ''))).toEqual({
      amount: '500000',
      periods: '4',
      termUnit: '30',
      productId: s.query.productId,
    });
    // Replaced, not pushed: back does not return to the confirm page.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  });

  test('a double tap on Apply now sends one loan-detail-push', async ({ page, openScenario }) => {
    await openScenario('loan-confirm');
    const sent = pushes(page);
    await page.route(PUSH, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Apply now' }).dblclick();
    await page.waitForURL(/\/order\.html\?/);
    expect(sent).toHaveLength(1);
  });

  test('rapid taps in one frame send one loan-detail-push', async ({ page, openScenario }) => {
    await openScenario('loan-confirm');
    const sent = pushes(page);
    await page.getByRole('button', { name: 'Apply now' }).waitFor();
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Apply now')!;
      for (let i = 0; i < 5; i++) button.click();
    });
    await page.waitForURL(/\/order\.html\?/);
    expect(sent).toHaveLength(1);
  });

  test('a failed application shows a message and Apply now works again', async ({ page, openScenario }) => {
    await openScenario('loan-confirm');
    await page.route(PUSH, (r) => r.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await page.unroute(PUSH);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/\/order\.html\?/);
  });

  test('the agreement modal opens at load with the document in a sandboxed frame; Agree dismisses', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('loan-confirm-agreement');
    const dialog = page.getByRole('dialog', { name: 'Loan Agreement' });
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Loan Agreement');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame).toHaveAttribute('src', /\/loan-agreement\.html$/);
    const doc = page.frameLocator('iframe[title="Loan Agreement"]');
    await expect(doc.getByRole('heading', { name: 'Loan terms and conditions' })).toBeVisible();
    // The dialog names the document: the page's own header (and its script-less back button) is taken out.
    await expect(doc.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(doc.locator('header')).toHaveCount(0);
    // axe cannot run inside a frame whose scripts are sandboxed off; the document itself,
    // loan-agreement.html, is checked by the entries sweep.
    await expectAxeClean(page, 'loan-confirm: loan-confirm-agreement', ['iframe']);
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await bridge.calls()).toEqual([]);
  });

  test('Cancel on the agreement modal closes the web view', async ({ page, openScenario, bridge }) => {
    await openScenario('loan-confirm-agreement');
    await page.getByRole('dialog', { name: 'Loan Agreement' }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });

  test('an agreement link opens its document from contract-jump', async ({ page, openScenario }) => {
    await openScenario('loan-confirm');
    await page.getByRole('list', { name: 'Agreements' }).getByRole('button', { name: 'Loan Agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Loan Agreement' });
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /\/loan-agreement\.html$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('an agreement tapped offline says so and the page stays as it is', async ({ page, openScenario }) => {
    // Gone before the page asks for it (the cap check fetches the same chunk once the offer is shown).
    await page.route('**/assets/confirm-dialogs-*.js', (r) => r.abort('internetdisconnected'));
    await openScenario('loan-confirm');
    await page.getByRole('list', { name: 'Agreements' }).getByRole('button', { name: 'Loan Agreement' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  test("the shell back opens the retention pop-up when isPopType is 1: 'Stay' (focused) stays, 'Leave' closes (D26)", async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('loan-confirm');
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    await page.evaluate(() => window.onNativeBack?.());
    const dialog = page.getByRole('dialog', { name: 'Wait a moment' });
    await expect(dialog).toContainText('Your loan offer is ready.');
    await expectAxeClean(page, 'loan-confirm: loan-confirm, the retention pop-up open');
    // D26: 'Stay' (the spec's Agree) has the focus and dismisses; 'Leave' (its Cancel) closes the web view.
    await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await bridge.calls()).toEqual([]);
    await page.evaluate(() => window.onNativeBack?.());
    await page.getByRole('dialog', { name: 'Wait a moment' }).getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });

  test('the shell back closes the web view at once when isPopType is not 1', async ({ page, openScenario, bridge }) => {
    await openScenario('loan-confirm-agreement');
    await page.getByRole('dialog', { name: 'Loan Agreement' }).getByRole('button', { name: 'Agree' }).click();
    await page.evaluate(() => window.onNativeBack?.());
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a product that cannot be applied for shows the server's message once, and the way back instead of 'Try again'", async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('loan-confirm-unavailable');
    await expect(page.getByRole('alert')).toContainText('Negosyo Plus is full today. Please try again tomorrow.');
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    // A refusal: asking again gets the same answer (D21). One message: no toast repeats it.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'full today' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });

  test('D7: a javascript: lendDetailsUrl is refused with a message; the application it filed is said to be sent', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await page.route(PUSH, (r) =>
      r.fulfill({ json: { code: '00', message: 'ok', data: { lendDetailsUrl: 'javascript:alert(1)' } } }),
    );
    await openScenario('loan-confirm');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This link cannot be opened.' })).toBeVisible();
    await expect(page).toHaveURL(/\/loan-confirm\.html\?/);
    // The server took the application: never 'Apply now' again, which would apply a second time.
    await expect(page.getByRole('status').filter({ hasText: APPLIED_MESSAGE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to my account' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['mine', '']]);
  });

  test('an application whose answer cannot be read is said to be sent, never failed (ADR 0022)', async ({
    page,
    openScenario,
  }) => {
    let pushes = 0;
    await page.route(PUSH, (r) => {
      pushes++;
      return r.fulfill({ json: { code: 0, message: 'ok', data: 'filed' } });
    });
    await openScenario('loan-confirm');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('status').filter({ hasText: APPLIED_MESSAGE })).toBeVisible();
    await expect(page.getByText(APPLY_FAILED_MESSAGE)).toHaveCount(0);
    await expect(page.getByText(LOAD_FAILED_MESSAGE)).toHaveCount(0);
    expect(pushes).toBe(1);
  });
});
