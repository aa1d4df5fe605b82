/**
 * Every entry of the registry: it is served flat and by its aliases, has its title, paints its
 * prerendered frame, and passes the axe check with zero violations once its data has loaded.
 */
import { aliasPageName, loadEntries } from '../../shared/site/entries';
import { expect, expectAxeClean, test } from './fixtures';

for (const entry of loadEntries()) {
  test(`${entry.name}.html: title, prerendered frame, axe clean`, async ({ page, request, borrower }) => {
    const html = await (await request.get(`/${entry.name}.html`)).text();
    expect(html).toContain(`<title>${entry.title}</title>`);
    expect(html).not.toContain('<!--app-html-->');
    const scenario = Object.values(borrower.scenarios).find((s) => s.entry === entry.name);
    const qs = new URLSearchParams({ token: borrower.token, ...(scenario?.query ?? {}) });
    await page.goto(`/${entry.name}.html?${qs}`);
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page);
  });

  for (const alias of entry.aliases) {
    // An alias with its own prerendered page (`aliasPages`) has that page's title.
    const title = entry.aliasPages[alias] ?? entry.title;
    test(`${alias} serves ${aliasPageName(entry, alias)}.html`, async ({ request }) => {
      const res = await request.get(alias);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain(`<title>${title}</title>`);
    });
  }
}
