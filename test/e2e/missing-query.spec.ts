/**
 * A page opened without what it needs (D21): it says what is missing in words a borrower
 * understands (never a field name), sends no call that cannot succeed, offers the way back instead of a
 * 'Try again' that can never help, and says it once (no toast repeating the box).
 */
import { expect, expectAxeClean, test } from './fixtures';

const CASES = [
  { entry: 'order', what: 'loan order', key: 'orderId' },
  { entry: 'loan-confirm', what: 'loan offer', key: 'productId' },
  { entry: 'loan-confirm-v2', what: 'loan offer', key: 'productId' },
  { entry: 'repay-period', what: 'loan order', key: 'orderId' },
  { entry: 'repay-delay', what: 'loan order', key: 'orderId' },
  { entry: 'legacy-repay', what: 'loan order', key: 'orderId' },
  { entry: 'complaint-details', what: 'complaint', key: 'problemId' },
];

for (const { entry, what, key } of CASES) {
  test(`${entry}.html without ${key} says the ${what} is missing and offers the way back`, async ({
    page,
    open,
    bridge,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/states\//.test(new URL(r.url()).pathname)) calls.push(new URL(r.url()).pathname);
    });
    await open(entry);
    const box = page.getByRole('alert');
    await expect(
      box.getByText(`This page was opened without its ${what}. Please go back and open it again.`),
    ).toBeVisible();
    await expect(box.getByRole('button', { name: 'Go back' })).toBeVisible();
    // A person is one tap away here too (ADR 0028).
    await expect(box.getByRole('button', { name: 'Call customer service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'opened without' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(key);
    // The calls that need the key are never sent (an early call of the start script included).
    expect(calls.filter((c) => !c.includes('/event-save'))).toEqual([]);
    await expectAxeClean(page, `${entry}: without ${key}`);
    // The first page of the web view: back closes it (D16).
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(() => bridge.calls()).toEqual([['close', '']]);
  });
}

test("a failure a retry can mend keeps 'Try again', and it loads the page", async ({ page, openScenario }) => {
  let fail = true;
  await page.route('**/loan-details**', (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }) : route.fallback(),
  );
  await openScenario('order-170');
  await expect(page.getByRole('alert')).toContainText('Network error');
  // Said once: the box, not a toast of the same text.
  await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
});
