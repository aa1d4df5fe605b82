/**
 * The money loops and the complaint path in both languages (D27): in English as the screens are written,
 * and in Filipino as the shell opens them for a phone set to Filipino (`fil/<entry>.html`), staying
 * Filipino on every page of ours they reach, the provider's link back to the order included.
 */
import type { Page } from '@playwright/test';
import type { Lang } from './catalog';
import { test } from './fixtures';
import type { TestBorrower } from './fixtures';
import { applyLoop, complaintLoop, legacyLoop, repayLoop } from './money-loops';

/** Opens a seeded scenario at its language's path, as the shell does. */
const opener = (page: Page, borrower: TestBorrower, lang: Lang) => async (key: string) => {
  const scenario = borrower.scenarios[key];
  const qs = new URLSearchParams({ token: borrower.token, ...scenario.query });
  await page.goto(`${lang === 'fil' ? '/fil' : ''}/${scenario.entry}.html?${qs}`);
  return scenario;
};

for (const lang of ['en', 'fil'] as const satisfies Lang[]) {
  test.describe(`in ${lang === 'en' ? 'English' : 'Filipino'}`, () => {
    test('instalment → pay code → Payment → the provider → back to the order', async ({ page, borrower }) => {
      await repayLoop(page, opener(page, borrower, lang), { lang, viaCode: true });
    });

    // In English the apply loop runs in every dialect (dialects.spec.ts, ids.spec.ts).
    if (lang === 'fil') {
      test('loan confirm → Apply now → the new order', async ({ page, borrower }) => {
        await applyLoop(page, opener(page, borrower, lang), lang);
      });
    }

    test('legacy card repayment → Repay now → the SMS code → Confirm → the order', async ({ page, borrower }) => {
      await legacyLoop(page, opener(page, borrower, lang), lang);
    });

    test('the complaint path: home → type → form → Send → my complaints → details, one number throughout', async ({
      page,
      borrower,
    }) => {
      // D39 at the narrowest phone: the number fits the modal, the list item and the details row.
      await page.setViewportSize({ width: 320, height: 640 });
      await complaintLoop(page, opener(page, borrower, lang), lang);
    });
  });
}
