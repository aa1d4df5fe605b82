/**
 * A way to a person from every error box (ADR 0028): on each money screen, a load that fails shows
 * 'Try again' (or 'Go back') beside 'Call customer service', which dials the configured phone through the
 * bridge `call` with the dialable number (D15).
 */
import { expect, expectAxeClean, test } from './fixtures';

const S = '/states';

/** Each money screen, the scenario it opens in, and the call it loads with. */
const SCREENS = [
  { entry: 'order', scenario: 'order-174-delay', call: `${S}/v3/loan-details/loan-details` },
  { entry: 'repay-period', scenario: 'repay-period-170', call: `${S}/v3/repay/loan-play-detail` },
  { entry: 'repay-delay', scenario: 'repay-delay-174', call: `${S}/v3/repay/loan-delay-detail` },
  { entry: 'legacy-repay', scenario: 'legacy-repay-170', call: `${S}/api/repayment/repayment-way` },
  { entry: 'loan-confirm', scenario: 'loan-confirm', call: `${S}/v3/loan/loan-detail-confirm` },
  { entry: 'bind-bank', scenario: 'bind-bank', call: `${S}/v3/bind-card/card-init` },
];

test.describe('the error box of every money screen offers a person', () => {
  for (const screen of SCREENS) {
    test(`${screen.entry}: a failed load offers 'Try again' and 'Call customer service', which sends the bridge call`, async ({
      page,
      openScenario,
      bridge,
    }) => {
      await page.route(
        (u) => u.pathname === screen.call,
        (route) => route.abort('internetdisconnected'),
      );
      await openScenario(screen.scenario);
      const box = page.getByRole('alert');
      await expect(box.getByRole('button', { name: 'Try again' })).toBeVisible();
      const call = box.getByRole('button', { name: 'Call customer service' });
      await expect(call).toBeVisible();
      // The number is in view too, for a phone that cannot dial from the page.
      await expect(box).toContainText('(02) 8852 3100');
      // A bad day's screen fits the phone as a good day's does: nothing of it off to the side.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      if (screen.entry === 'order') await expectAxeClean(page, 'order: order-174-delay, its load failed');
      await call.click();
      await expect
        .poll(async () => (await bridge.calls()).filter(([name]) => name === 'call'))
        .toEqual([['call', '0288523100']]);
    });
  }

  test("a refusal 'Try again' cannot mend shows 'Go back' beside 'Call customer service'", async ({
    page,
    openScenario,
    bridge,
  }) => {
    await page.route(
      (u) => u.pathname === `${S}/v3/loan-details/loan-details`,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"code":404,"message":"This order was not found.","data":null}',
        }),
    );
    await openScenario('order-174-delay');
    const box = page.getByRole('alert');
    await expect(box).toContainText('This order was not found.');
    await expect(box.getByRole('button', { name: 'Go back' })).toBeVisible();
    await box.getByRole('button', { name: 'Call customer service' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['call', '0288523100']]);
  });
});
