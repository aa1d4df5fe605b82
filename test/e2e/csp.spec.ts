/**
 * The security headers with the CSP enforced: the framed documents load with zero CSP violations (every
 * entry's own load is checked in the dialect sweep, on the load that also runs axe); the reference server
 * sends exactly what `dist/_headers` gives the CDN; and the policy really blocks what it should (so a
 * silent listener cannot pass). The Filipino twins' own loads are watched in the dialect sweep.
 */
import { readFileSync } from 'node:fs';
import { loadEntries } from '../../shared/site/entries';
import { COMMON_HEADERS, entryPaths } from '../../shared/site/headers';
import { LANG_PREFIXES } from '../../shared/site/twins';
import { parseHeadersFile, ruleOf } from '../../scripts/hosting';
import { expect, test, watchCsp } from './fixtures';

test('the framed documents load inside our pages with no violation', async ({ page, openScenario }) => {
  const violations = await watchCsp(page);
  // The Policy section shows the privacy text itself (ADR 0025): nothing framed there.
  await page.goto('/Policy');
  await expect(page.locator('#policy').getByText('Grievance officer')).toBeVisible();
  await openScenario('loan-confirm-agreement');
  const doc = page.getByRole('dialog', { name: 'Loan Agreement' });
  await expect(
    page.frameLocator('iframe[title="Loan Agreement"]').getByRole('heading', { name: 'Loan terms and conditions' }),
  ).toBeVisible();
  await doc.getByRole('button', { name: 'Agree' }).click();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the reference server sends each entry, in each language, what dist/_headers gives the CDN for it', async ({
  request,
}) => {
  const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
  const common = Object.fromEntries(Object.entries(COMMON_HEADERS).map(([k, v]) => [k.toLowerCase(), v]));
  expect(rules.get('/*')).toEqual(common);
  // The Filipino twin (D27) has rules of its own: its inline scripts and styles hash differently.
  for (const prefix of LANG_PREFIXES) {
    for (const entry of loadEntries()) {
      const expected = ruleOf(rules, `${prefix}/${entry.name}.html`);
      expect(expected, `${prefix}/${entry.name}`).toBeDefined();
      for (const path of entryPaths(entry)
        .filter((p) => p.endsWith('.html') || entry.aliases.includes(p) || p === '/')
        .map((p) => `${prefix}${p}`)) {
        expect(ruleOf(rules, path), path).toEqual(expected);
        const headers = (await request.get(path)).headers();
        for (const [name, value] of Object.entries({ ...common, ...expected }))
          expect(headers[name], `${path} ${name}`).toBe(value);
      }
    }
  }
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync('dist/order.html', 'utf8'))?.[1] ?? '';
  expect((await request.get(asset)).headers()['cache-control']).toBe(rules.get('/assets/*')?.['cache-control']);
});

test('the policy is enforced: an injected script does not run, and a page of ours cannot be framed by another', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/index.html');
  await expect(page.locator('html[data-mounted="true"]')).toHaveCount(1);
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.append(s);
    await new Promise((r) => requestAnimationFrame(r));
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((v) => v.startsWith('enforce script-src-elem inline'))).toBe(true);
  // The registration landing inside a frame of our own origin: refused (frame-ancestors 'none').
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.src = '/landing.html';
    f.title = 'framed';
    document.body.append(f);
  });
  await expect.poll(async () => (await violations()).some((v) => /frame-ancestors/.test(v))).toBe(true);
  await expect(page.frameLocator('iframe[title="framed"]').getByRole('textbox')).toHaveCount(0);
});
