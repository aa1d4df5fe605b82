/**
 * The root error boundary (contract D13): a render error keeps the page header with a working back and
 * shows the error box; 'Try again' renders the page afresh; the error is reported once, without personal data.
 */
import { expect, test } from './fixtures';

test.describe('root error boundary', () => {
  test('a render error shows the header, the error box and Try again; reported once through trackPoint', async ({
    page,
    openScenario,
    bridge,
    borrower,
  }) => {
    // Forces a render error from outside the app: money formatting (in render) throws, with a phone-like
    // number and the token in the message, as a careless error could carry them.
    await page.addInitScript((token: string) => {
      const w = window as unknown as { __padStart: typeof String.prototype.padStart; __broken: boolean };
      w.__padStart = String.prototype.padStart;
      w.__broken = true;
      String.prototype.padStart = function (this: string, ...args: Parameters<typeof String.prototype.padStart>) {
        if (w.__broken) throw new Error(`forced for 0917 123 4567 at /x.html?token=${token}`);
        return w.__padStart.apply(this, args);
      };
    }, borrower.token);
    // React logs the caught error on the console; that is the point of this test, not a failure.
    page.removeAllListeners('console');
    await openScenario('repay-period-170');
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
    const tracked = (await bridge.calls()).filter(([name]) => name === 'trackPoint');
    expect(tracked).toEqual([
      [
        'trackPoint',
        { event: 'renderError', entry: 'repay-period', message: expect.stringContaining('forced for # at /x.html?') },
      ],
    ]);
    expect(JSON.stringify(tracked)).not.toContain(borrower.token);

    await page.evaluate(() => ((window as unknown as { __broken: boolean }).__broken = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('₱3,230.00')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await bridge.calls()).filter(([n]) => n !== 'trackPoint')).toEqual([['close', '']]);
  });
});
