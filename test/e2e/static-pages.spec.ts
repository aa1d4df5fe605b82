import { expect, test } from './fixtures';

const pages = [
  {
    entry: 'about-us',
    h1: 'About us',
    text: ['Our mission', 'Our advantages', 'Our team', 'Contact us', 'support@pesobridge.ph'],
  },
  {
    entry: 'privacy',
    h1: 'Privacy policy',
    text: [
      'Information we collect',
      'Why we use it',
      'Disclosure',
      'Cookies',
      'Device information',
      'Minors',
      'Password security',
      'Your rights and opting out',
      'Grievance officer',
      'under 18',
      'How long we keep it',
      'Complaints to the National Privacy Commission',
    ],
  },
  {
    entry: 'loan-agreement',
    h1: 'Loan agreement',
    text: [
      '91 to 365 calendar days',
      'within 1 day',
      '1 to 3 calendar days',
      'at least 7 days after disbursement', // The penalty figures are config.loanTerms' (compliant defaults, ADR 0015), not the spec's.
      '₱25 (new clients) or ₱20 (repeat clients)',
      '0.1% for days 1 to 30, 0.08% for days 31 to 90, and 0.05% from day 91',
      'never exceed 100% of the amount you borrowed',
      'within 3 days',
      '7 business days',
      'within 10 days',
    ],
  },
];

for (const p of pages) {
  test.describe(`${p.entry}.html`, () => {
    test.use({ javaScriptEnabled: false });

    test('is readable in full with JavaScript off (prerendered)', async ({ page }) => {
      await page.goto(`/${p.entry}.html`);
      await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
      for (const t of p.text) await expect(page.getByText(t, { exact: false }).first()).toBeVisible();
    });
  });

  test(`${p.entry}.html back button closes the web view`, async ({ page, bridge }) => {
    await page.goto(`/${p.entry}.html`);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await bridge.calls()).toEqual([['close', '']]);
  });
}

test('loan terms show no rupee amounts (contract D8)', async ({ page }) => {
  await page.goto('/loan-agreement.html');
  await expect(page.getByText('Rs.')).toHaveCount(0);
});
