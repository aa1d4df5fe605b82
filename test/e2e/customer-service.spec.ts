import { expect, expectAxeClean, test } from './fixtures';
const CONTACT_STANDARD_NOTE = 'We could not load the latest contact details. These are our standard contacts.';
const CALL = '**/states/v3/personal-center/contact-kf-info**';

test.describe('customer-service.html', () => {
  test('shows the phone and e-mail from the server; the e-mail is a mailto link', async ({ page, open }) => {
    await open('customer-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    await expect(page.getByText('24-hour online service')).toBeVisible();
    await expect(page.getByText('Complaints are answered within 3 weekdays.')).toBeVisible();
    const email = page.getByRole('link', { name: /support@pesobridge\.ph/ });
    await expect(email).toHaveAttribute('href', 'mailto:support@pesobridge.ph');
    await expect(page.getByText(CONTACT_STANDARD_NOTE)).toHaveCount(0);
  });

  test('the phone row sends the bridge call command with the number', async ({ page, open, bridge }) => {
    await open('customer-service');
    await page.getByRole('button', { name: /Phone/ }).click();
    expect(await bridge.calls()).toEqual([['call', '0288523100']]);
  });

  test('without a session the bridge login command is sent (contract D9)', async ({ page, bridge }) => {
    await page.goto('/customer-service.html');
    await expect.poll(() => bridge.calls()).toEqual([['login', '']]);
  });
});

// Never empty (ADR 0028): whatever the backend, a borrower leaves with a number to call.
for (const dialect of ['ours', 'spec', 'ids'] as const) {
  test.describe(`customer-service.html when its call fails (${dialect})`, () => {
    test.use({ dialect });

    test("a dropped connection shows the standard contacts, the phone calling through the bridge, a quiet note and 'Try again'", async ({
      page,
      open,
      bridge,
    }) => {
      await page.route(CALL, (route) => route.abort('internetdisconnected'));
      await open('customer-service');
      const contacts = page.getByRole('list', { name: 'Contact us' });
      await expect(contacts.getByRole('button', { name: 'Phone (02) 8852 3100' })).toBeVisible();
      await expect(contacts.getByRole('link', { name: 'E-mail support@pesobridge.ph' })).toHaveAttribute(
        'href',
        'mailto:support@pesobridge.ph',
      );
      await expect(page.getByText(CONTACT_STANDARD_NOTE)).toBeVisible();
      // Quiet: a note, not an alert, and no spinner left.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      if (dialect === 'ours') await expectAxeClean(page, 'customer-service: loaded, its call failed');

      await contacts.getByRole('button', { name: /Phone/ }).click();
      expect(await bridge.calls()).toEqual([['call', '0288523100']]);

      // Back online, 'Try again' shows the server's own details, and the note goes.
      await page.unroute(CALL);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText(CONTACT_STANDARD_NOTE)).toHaveCount(0);
      await expect(page.getByRole('link', { name: /support@pesobridge\.ph/ })).toBeVisible();
    });

    test('an answer with neither field shows the standard contacts with the note', async ({ page, open }) => {
      await page.route(CALL, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, data: { email: '', smWa: null } } });
      });
      await open('customer-service');
      await expect(page.getByRole('button', { name: 'Phone (02) 8852 3100' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'E-mail support@pesobridge.ph' })).toBeVisible();
      await expect(page.getByText(CONTACT_STANDARD_NOTE)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });
}
