/**
 * Text a borrower can read and type in without zooming (ADR 0019): no text field is
 * under 16 px at any phone width from 320 to 430 px (iOS zooms the page into any field under 16 px),
 * and text follows the reader's larger text setting while the layout keeps scaling with the screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Its tests only read: one borrower per worker.
test.use({ readsOnly: true });

/** The computed font size of every visible text field on the page. */
async function fieldSizes(page: Page): Promise<{ field: string; px: number }[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type=radio]):not([type=checkbox]):not([type=file]):not([type=hidden]), textarea, select',
      ),
    ]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({
        field: el.id || el.getAttribute('name') || el.className || el.tagName,
        px: parseFloat(getComputedStyle(el).fontSize),
      })),
  );
}

const FORMS = [
  { name: 'bind-bank', scenario: 'bind-bank' },
  { name: 'complaint-form', scenario: 'complaint-form' },
  { name: 'landing', scenario: 'landing-register' },
  { name: 'index (feedback)', url: '/index.html#feedback' },
];

// The two ends of the phones the issue names: type follows the screen in between.
for (const width of [320, 430]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    for (const form of FORMS) {
      test(`${form.name}: every text field is 16 px or more`, async ({ page, openScenario }) => {
        if (form.scenario) await openScenario(form.scenario);
        else await page.goto(form.url ?? '/');
        await expect(page.locator('html')).toHaveAttribute('data-mounted', 'true');
        // A form drawn from its data (bind bank's fields come with its form call) is there after the mount.
        await expect
          .poll(async () => (await fieldSizes(page)).length, { message: 'fields on the page' })
          .toBeGreaterThan(0);
        const sizes = await fieldSizes(page);
        for (const { field, px } of sizes) expect(px, field).toBeGreaterThanOrEqual(16);
      });
    }
  });
}

test.describe('a larger text setting', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('text grows with the root size; the layout still follows the screen', async ({ page, openScenario }) => {
    await openScenario('order-170');
    const repay = page.getByRole('button', { name: 'Repayment', exact: true });
    await expect(repay).toBeVisible();
    const measure = () =>
      page.evaluate(() => {
        const body = parseFloat(getComputedStyle(document.body).fontSize);
        const card = document.querySelector('.card');
        const pad = card ? parseFloat(getComputedStyle(card).paddingLeft) : NaN;
        return { body, pad };
      });
    const normal = await measure();
    // The web view's text zoom (and a browser's larger default) scale the root size. Through the CSSOM:
    // the page's CSP (rightly) refuses an injected <style>.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
    const large = await measure();
    expect(large.body).toBeGreaterThanOrEqual(2 * 15 - 0.5);
    expect(large.body).toBeGreaterThan(normal.body * 1.8);
    // Spacing is the screen's, not the text's: unchanged.
    expect(large.pad).toBeCloseTo(normal.pad, 1);
  });
});
