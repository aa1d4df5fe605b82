import { expect, expectAxeClean, test } from './fixtures';

test.describe('customer-service.html', () => {
  test('shows the phone and e-mail from the server; the e-mail is a mailto link', async ({ page, open }) => {
    await open('customer-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    await expect(page.getByText('24-hour online service')).toBeVisible();
    await expect(page.getByText('Complaints are answered within 3 weekdays.')).toBeVisible();
    const email = page.getByRole('link', { name: /support@pesobridge\.ph/ });
    await expect(email).toHaveAttribute('href', 'mailto:support@pesobridge.ph');
    await expectAxeClean(page);
  });

  test('the phone row sends the bridge call command with the number', async ({ page, open, bridge }) => {
    await open('customer-service');
    await page.getByRole('button', { name: /Phone/ }).click();
    expect(await bridge.calls()).toEqual([['call', '0288523100']]);
  });

  test('a network failure shows a message and Try again, and the retry loads the data', async ({ page, open }) => {
    await page.route('**/states/v3/personal-center/contact-kf-info**', (route) => route.abort('internetdisconnected'));
    await open('customer-service');
    await expect(page.getByRole('alert')).toContainText('Network error');
    await expect(page.getByRole('status').filter({ hasText: 'loading...' })).toHaveCount(0);
    await page.unroute('**/states/v3/personal-center/contact-kf-info**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: /support@pesobridge\.ph/ })).toBeVisible();
  });

  test('without a session the bridge login command is sent (contract D9)', async ({ page, bridge }) => {
    await page.goto('/customer-service.html');
    await expect.poll(() => bridge.calls()).toEqual([['login', '']]);
  });
});
