import { expect, test } from './fixtures';

test.describe('instalment repayment: two ways to pay, told as two', () => {
  test('the reference number and a channel’s Payment each say when to use them', async ({ page, openScenario }) => {
    await openScenario('repay-period-170');
    const ways = page.getByText('Two ways to pay the same amount: use one, not both.');
    const cash = page.getByText('Paying in cash? Use this reference number at 7-Eleven.');
    const online = page.getByText('Paying from an e-wallet or bank app? Choose it here and tap Payment.');
    await expect(ways).toBeVisible();
    await expect(cash).toBeVisible();
    await expect(online).toBeVisible();
    // In reading order: the two ways, the box with its sentence, then the channels' sentence before them.
    const box = page.getByRole('region', { name: /Pay with a reference number at 7-Eleven/ });
    await expect(box.getByText('Paying in cash?')).toBeVisible();
    const top = async (l: typeof ways) => (await l.boundingBox())!.y;
    const channel = page.getByRole('button', { name: /Payment Method/ });
    expect(await top(ways)).toBeLessThan(await top(box));
    expect(await top(box)).toBeLessThan(await top(online));
    expect(await top(online)).toBeLessThan(await top(channel));
    // The spec's texts stay.
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Payment Method/ })).toContainText('GCash');
  });

  test('without a reference number there is one way: nothing says two', async ({ page, openScenario }) => {
    await page.route('**/states/v3/repay/loan-play-detail**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { defDetail?: unknown } };
      delete body.data.defDetail;
      await route.fulfill({ response: res, json: body });
    });
    await openScenario('repay-period-170');
    await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
    await expect(page.getByText(/Two ways to pay/)).toHaveCount(0);
    await expect(page.getByText(/Paying from an e-wallet/)).toHaveCount(0);
  });
});
