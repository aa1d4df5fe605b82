/**
 * What every entry's page must be as served (ADR 0014, 0017): its HTML has the entry's title and its
 * prerendered frame (no placeholder left); the response carries the enforced CSP (never report-only),
 * `X-Robots-Tag: noindex` on a borrower's screen and a description on a public page; the start style
 * sheets came inline (none fetched again, not even by a lazy chunk that lists one). The dialect sweep (dialects.spec.ts) runs it on each entry's first scenario,
 * on the load that opens it in English in our dialect.
 */
import type { Page, Response } from '@playwright/test';
import type { EntryDef } from '../../shared/site/entries';
import { INDEXED_ENTRIES } from '../../shared/site/headers';
import { expect } from './fixtures';

/** The style sheets the page requests from now on, by path. */
export function watchStyleSheets(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') fetched.push(new URL(r.url()).pathname);
  });
  return fetched;
}

/** Checks the settled page against its entry (see the file's comment); `styleSheets` from `watchStyleSheets`. */
export async function expectServedEntry(
  page: Page,
  entry: EntryDef,
  res: Response | null,
  styleSheets: readonly string[],
): Promise<void> {
  const html = (await res?.text()) ?? '';
  expect(html).toContain(`<title>${entry.title}</title>`);
  expect(html).not.toContain('<!--app-html-->');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res?.headers()['content-security-policy-report-only']).toBeUndefined();
  // A public page has a description for search results; a borrower's screen says noindex, twice.
  const indexed = INDEXED_ENTRIES.includes(entry.name);
  expect(res?.headers()['x-robots-tag']).toBe(indexed ? undefined : 'noindex');
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(indexed ? 0 : 1);
  const description = page.locator('meta[name="description"]');
  if (indexed) await expect(description).toHaveAttribute('content', entry.description);
  else await expect(description).toHaveCount(0);
  // The start style sheets came inline with the HTML (ADR 0017); none is fetched again, not even by a
  // lazy chunk that lists one (the inert marker link tells Vite's preload helper it is there).
  const inlined = [...html.matchAll(/<link rel="stylesheet" type="text\/plain" href="([^"]+)">/g)].map((m) => m[1]);
  expect(inlined.length).toBeGreaterThan(0);
  expect(styleSheets.filter((s) => inlined.includes(s))).toEqual([]);
}
