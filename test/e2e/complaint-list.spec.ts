import { expect, openedUrl, test } from './fixtures';

test.describe('complaint-list.html', () => {
  test('tabs from the server; each lists time, type and content; tapping opens details by problemId', async ({
    page,
    openScenario,
    borrower,
  }) => {
    await openScenario('complaint-list');
    await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Processing', 'Processed', 'All']);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link')).toHaveCount(1);
    await expect(panel).toContainText('Repayment');
    await expect(panel).toContainText('I paid at a convenience store');
    await expect(panel.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await page.getByRole('tab', { name: 'All' }).click();
    await expect(panel.getByRole('link')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Processed' }).click();
    const item = panel.getByRole('link');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Collection - Contacting my family or friends');
    await item.click();
    await page.waitForURL(/complaint-details\.html/);
    const q = (await openedUrl(page)).searchParams;
    expect(q.get('problemId')).toBe(borrower.scenarios['complaint-details-processed'].query.problemId);
    expect(q.get('token')).toBe(borrower.token);
  });
});
