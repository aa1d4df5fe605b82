/**
 * Every entry of the registry is served by its aliases, each with its own page's title and description.
 * The entry's own page (its title, prerendered frame, CSP, robots, inline style sheets and axe, ADR 0014)
 * is checked on the dialect sweep's load of its first scenario (test/e2e/served.ts, dialects.spec.ts).
 */
import { aliasPageName, loadEntries } from '../../shared/site/entries';
import { expect, test } from './fixtures';
import { watchStyleSheets } from './served';

for (const entry of loadEntries()) {
  for (const alias of entry.aliases) {
    // An alias with its own prerendered page (`aliasPages`) has that page's title.
    const title = entry.aliasPages[alias] ?? entry.title;
    test(`${alias} serves ${aliasPageName(entry, alias)}.html`, async ({ request }) => {
      const res = await request.get(alias);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain(`<title>${title}</title>`);
      const description = entry.aliasDescriptions[alias] ?? entry.description;
      if (description) expect(await res.text()).toContain(`<meta name="description" content="${description}"`);
    });
  }
}

test('a lazy chunk that lists an inlined style sheet does not fetch it again', async ({ page, openScenario }) => {
  const styleSheets = watchStyleSheets(page);
  // The withdrawal prompt comes from the lazy confirm-dialog chunk, whose dependencies list core's sheet.
  await openScenario('order-withdraw');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Withdraw Now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(styleSheets.filter((s) => /\/assets\/core-/.test(s))).toEqual([]);
  // …and the inlined rules apply: the page header is laid out by core's sheet.
  expect(await page.locator('.page-header').evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
});
