import { expect, test } from './fixtures';

test.use({ hasTouch: true, isMobile: true });

test('order → Repayment swaps', async ({ page, openScenario }) => {
  await page.addInitScript(() => sessionStorage.setItem('pb.swap', 'on'));
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await openScenario('order-170');
  await expect(page.locator('html[data-swap="on"]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { __doc: number }).__doc = 1));
  await page.getByRole('button', { name: 'Repayment', exact: true }).click();
  await page.waitForURL(/repay-period\.html/);
  await expect(page.getByText('₱3,230.00').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __doc?: number }).__doc)).toBe(1);
  await page.goBack();
  await page.waitForURL(/order\.html/);
  await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __doc?: number }).__doc)).toBe(1);
});
