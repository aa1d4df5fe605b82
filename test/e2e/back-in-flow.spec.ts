/**
 * Contract D16 across entries: the header's back control and the shell's back gesture go one page back
 * when another entry opened this page in the same web view, and close the web view on the first page.
 */
import { expect, test } from './fixtures';

test.describe('back inside a flow (D16)', () => {
  test('complaint home → form → back returns to the home; back there closes the web view', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('complaint-home-no-collection');
    await page.getByRole('button', { name: 'Repayment' }).click();
    await page.waitForURL(/complaint-form\.html/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html[data-mounted]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/complaint\.html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complaint' })).toBeVisible();
    expect(await bridge.calls()).toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });

  test('repay → code → how to pay → back → back, by the header and by the gesture; the first page closes', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('repay-period-170');
    await page.getByRole('link', { name: /^Reference number/ }).click();
    await page.waitForURL(/\/repay-code\.html/);
    await page.getByRole('link', { name: 'How to pay with a reference number' }).click();
    await page.waitForURL(/\/pay-guide\.html/);
    await expect(page.locator('html[data-mounted]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/repay-code\.html/);
    await expect(page.locator('html[data-mounted]')).toHaveCount(1);
    await page.evaluate(() => window.onNativeBack?.());
    await page.waitForURL(/\/repay-period\.html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment', exact: true })).toBeVisible();
    expect(await bridge.calls()).toEqual([]);
    await page.evaluate(() => window.onNativeBack?.());
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });

  test('a back gesture while the screen before is still on its way goes back from that screen', async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('repay-period-170');
    // The screens swap in this document (D38): Back puts the first one in again, its HTML read afresh.
    await expect(page.locator('html[data-swap="on"]')).toHaveCount(1);
    await page.getByRole('link', { name: /^Reference number/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment by code' })).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/repay-period\.html/, (route) => held.then(() => route.continue()));
    await page.evaluate(() => window.onNativeBack?.());
    await page.waitForURL(/\/repay-period\.html/);
    // The first page is the one Back now stands on: the gesture closes the web view.
    await page.evaluate(() => window.onNativeBack?.());
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment', exact: true })).toBeVisible();
  });

  test('a reload keeps the page in its flow', async ({ page, openScenario, bridge }) => {
    await openScenario('complaint-home-no-collection');
    await page.getByRole('button', { name: 'Repayment' }).click();
    await page.waitForURL(/complaint-form\.html/);
    await page.reload();
    await expect(page.locator('html[data-mounted]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/complaint\.html/);
    expect(await bridge.calls()).toEqual([]);
  });

  test("loan confirm: the header's back shows the retention pop-up too; 'Leave' then leaves (D26)", async ({
    page,
    openScenario,
    bridge,
  }) => {
    await openScenario('loan-confirm');
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wait a moment' });
    await expect(dialog).toContainText('Your loan offer is ready.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await bridge.calls()).toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Wait a moment' }).getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });
});
