/**
 * The lender's notice (SEC MC No. 19, 2019; ADR 0015) beside every advertised offer: corporate name,
 * SEC registration number, Certificate of Authority number and the Disclosure Statement advisory, in
 * readable body text (not grey fine print), axe clean.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Its tests only read: one borrower per worker.
test.use({ readsOnly: true });

const ADVISORY = 'Read the Disclosure Statement before you apply.';

function notice(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Lender information' });
}

async function expectIdentifiers(n: Locator) {
  await expect(n).toBeVisible();
  await expect(n).toContainText('PesoBridge Lending Corporation');
  await expect(n).toContainText('SEC Registration No. CS201912345');
  await expect(n).toContainText('Certificate of Authority CA No. 3045');
  // Readable: the body text colour at body size, not a muted small print.
  const style = await n
    .locator('p')
    .last()
    .evaluate((p) => {
      const s = getComputedStyle(p);
      return { color: s.color, size: parseFloat(s.fontSize) };
    });
  expect(style.color).toBe('rgb(31, 26, 46)');
  expect(style.size).toBeGreaterThanOrEqual(14);
}

test.describe('lender notice', () => {
  test('marketing home: right under the "Cash loans made simple" banner', async ({ page }) => {
    await page.goto('/');
    const n = notice(page);
    await expectIdentifiers(n);
    await expect(n).toContainText(ADVISORY);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('img', { name: /Cash loans made simple/ })).toBeAttached();
    expect(await carousel.evaluate((el) => el.nextElementSibling?.getAttribute('aria-label'))).toBe(
      'Lender information',
    );
  });

  test('registration landing: beside the form', async ({ page }) => {
    await page.goto('/landing.html?id=1#/agreementTemplate');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cash loans with a decision within 1 day' }),
    ).toBeVisible();
    const n = notice(page);
    await expectIdentifiers(n);
    await expect(n).toContainText(ADVISORY);
    expect(await n.evaluate((el) => el.nextElementSibling?.getAttribute('aria-label'))).toBe('Register');
  });

  test('registration landing: prerendered, so it shows before the script runs', async ({ request }) => {
    const html = await (await request.get('/landing.html')).text();
    for (const text of [
      'PesoBridge Lending Corporation',
      'SEC Registration No. CS201912345',
      'Certificate of Authority CA No. 3045',
      ADVISORY,
    ])
      expect(html).toContain(text);
  });

  test('download page', async ({ page }) => {
    await page.goto('/landing.html?id=1#/downloadTemplate');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    const n = notice(page);
    await expectIdentifiers(n);
    await expect(n).toContainText(ADVISORY);
  });

  test('loan confirm: the identifiers under its own Disclosure Statement advisory', async ({ page, openScenario }) => {
    await openScenario('loan-confirm');
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    const n = notice(page);
    await expectIdentifiers(n);
    // The page's own advisory is already there; the notice does not repeat it.
    await expect(n).not.toContainText('Disclosure Statement');
    await expect(page.getByText(/read the Disclosure Statement/)).toBeVisible();
  });

  test('loan confirm v2 as well', async ({ page, openScenario }) => {
    await openScenario('loan-confirm-v2-plain');
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    await expectIdentifiers(notice(page));
  });
});
