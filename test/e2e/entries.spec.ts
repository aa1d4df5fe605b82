/**
 * Every entry of the registry: it is served flat and by its aliases, has its title, paints its
 * prerendered frame, loads and hydrates under the enforced CSP with zero violations (ADR 0014), and
 * passes the axe check with zero violations once its data has loaded.
 */
import { aliasPageName, loadEntries } from '../../shared/site/entries';
import { INDEXED_ENTRIES } from '../../shared/site/headers';
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
    const styleSheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') styleSheets.push(new URL(r.url()).pathname);
    });
    const scenario = Object.values(borrower.scenarios).find((s) => s.entry === entry.name);
    const qs = new URLSearchParams({ token: borrower.token, ...(scenario?.query ?? {}) });
    const res = await page.goto(`/${entry.name}.html?${qs}`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res?.headers()['content-security-policy-report-only']).toBeUndefined();
    // A public page has a description for search results; a borrower's screen says noindex, twice.
    const indexed = INDEXED_ENTRIES.includes(entry.name);
    expect(res?.headers()['x-robots-tag']).toBe(indexed ? undefined : 'noindex');
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(indexed ? 0 : 1);
    const description = page.locator('meta[name="description"]');
    if (indexed) await expect(description).toHaveAttribute('content', entry.description);
    else await expect(description).toHaveCount(0);
    await expect(page.locator('html[data-mounted="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    // The start style sheets came inline with the HTML (ADR 0017); none is fetched again, not even by a
    // lazy chunk that lists one (the inert marker link tells Vite's preload helper it is there).
    const inlined = [...html.matchAll(/<link rel="stylesheet" type="text\/plain" href="([^"]+)">/g)].map((m) => m[1]);
    expect(inlined.length).toBeGreaterThan(0);
    expect(styleSheets.filter((s) => inlined.includes(s))).toEqual([]);
    await expectAxeClean(page);
  });

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
  const styleSheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') styleSheets.push(new URL(r.url()).pathname);
  });
  // The withdrawal prompt comes from the lazy confirm-dialog chunk, whose dependencies list core's sheet.
  await openScenario('order-withdraw');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Withdraw Now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(styleSheets.filter((s) => /\/assets\/core-/.test(s))).toEqual([]);
  // …and the inlined rules apply: the page header is laid out by core's sheet.
  expect(await page.locator('.page-header').evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
});
