/**
 * Every entry of the registry: it is served flat and by its aliases, has its title, paints its
 * prerendered frame, loads and hydrates under the enforced CSP with zero violations (issue 12), and
 * passes the axe check with zero violations once its data has loaded.
 */
import { aliasPageName, loadEntries } from '../../shared/site/entries';
import { expect, expectAxeClean, test, watchCsp } from './fixtures';

for (const entry of loadEntries()) {
  test(`${entry.name}.html: title, prerendered frame, no CSP violation, axe clean`, async ({
    page,
    request,
    borrower,
  }) => {
    const html = await (await request.get(`/${entry.name}.html`)).text();
    expect(html).toContain(`<title>${entry.title}</title>`);
    expect(html).not.toContain('<!--app-html-->');
    const violations = await watchCsp(page);
    const scenario = Object.values(borrower.scenarios).find((s) => s.entry === entry.name);
    const qs = new URLSearchParams({ token: borrower.token, ...(scenario?.query ?? {}) });
    const res = await page.goto(`/${entry.name}.html?${qs}`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res?.headers()['content-security-policy-report-only']).toBeUndefined();
    await expect(page.locator('html[data-mounted="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
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
