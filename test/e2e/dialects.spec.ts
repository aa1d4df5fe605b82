/**
 * Every screen reads a backend written only from the spec as well as ours, whatever ids it chose. The
 * reference server speaks three dialects (server/dialect.ts): ours; `spec` (text dates, numbers as
 * numeric strings, only the fields the spec names, a pay notice's steps as one text); `ids` (the same,
 * with text and 64-bit ids, D23). Every entry in every seeded scenario is opened in each dialect on the
 * same borrower's data and must show the same key figures (amounts, dates, headings, list lengths) and
 * never the load error box, and in `ids` every id a page sends back must be one it received, exactly;
 * the two money loops run in each (ids.spec.ts walks the paths that send ids back one by one).
 */
import type { Page } from '@playwright/test';
import { loadEntries } from '../../shared/site/entries';
import { LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';
import { createServerApp } from '../../server/app';
import { expect, test } from './fixtures';
import { applyLoop, repayLoop } from './money-loops';
import { encodeQuery } from '../../server/dialect';
import { watchIds } from './ids';

type Dialect = 'ours' | 'spec' | 'ids';

/** What a borrower reads off a screen; the dialect must change none of it. */
interface KeyFigures {
  title: string;
  headings: string[];
  amounts: string[];
  dates: string[];
  /** Each list's length; an ordered list (steps) by its words, since one text of steps is a list of one. */
  lists: string[];
  errorBox: boolean;
}

/** Reads the key figures of the page as shown, outside dialogs and toasts (timers open those). */
async function keyFigures(page: Page): Promise<KeyFigures> {
  return page.evaluate((loadFailed) => {
    const skip = '[role="dialog"], [role="alertdialog"], dialog, [role="status"], .toast';
    const shown = (el: Element) => !el.closest(skip) && (el as HTMLElement).offsetParent !== null;
    const texts = (css: string) =>
      [...document.querySelectorAll(css)].filter(shown).map((el) => (el as HTMLElement).innerText.trim());
    const body = [...document.body.children]
      .filter((el) => !el.matches(skip) && el.tagName !== 'SCRIPT')
      .map((el) => (el as HTMLElement).innerText)
      .join('\n');
    const words = (s: string) => s.replace(/\s+/g, ' ').trim();
    return {
      title: document.title,
      headings: texts('h1, h2, h3'),
      amounts: body.match(/[₱₹]\s?[\d,]+(?:\.\d+)?/g) ?? [],
      dates: body.match(/\b\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?\b/g) ?? [],
      lists: [...document.querySelectorAll('ul, ol, dl, [role="list"], table')]
        .filter(shown)
        .map((el) =>
          el.tagName === 'OL'
            ? `ol: ${words((el as HTMLElement).innerText)}`
            : `${el.tagName.toLowerCase()}: ${el.querySelectorAll(':scope > li, :scope > dt, :scope > div > dt, :scope > [role="listitem"], tr').length}`,
        ),
      errorBox: body.includes(loadFailed),
    };
  }, LOAD_FAILED_MESSAGE);
}

/** Every JSON answer of the backend this page receives, by path, with its envelope code. */
function watchAnswers(page: Page): { path: string; code: unknown }[] {
  const seen: { path: string; code: unknown }[] = [];
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname;
    if (!/^\/(states|api)\//.test(path) || !(res.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
    if (body && 'code' in body) seen.push({ path, code: body.code });
  });
  return seen;
}

/** Every answer was written in the spec dialect: its envelope codes are text (ours answer most with 0). */
function expectSpec(answers: { path: string; code: unknown }[]): void {
  expect(answers.length, 'calls in the spec dialect').toBeGreaterThan(0);
  expect(answers.filter((a) => typeof a.code !== 'string')).toEqual([]);
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('html[data-mounted="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

async function setDialect(page: Page, token: string, dialect: Dialect): Promise<void> {
  const res = await page.request.post(`/_test/dialect?token=${token}&dialect=${dialect}`);
  expect(((await res.json()) as { code: unknown }).code).toBe(0);
}

/**
 * The seeded scenarios, read from a throwaway in-memory server when the tests are listed (every test
 * borrower gets the same keys); entries no scenario opens are swept bare.
 */
function sweep(): { name: string; entry: string; key?: string }[] {
  const server = createServerApp({ dbFile: ':memory:', distDir: 'dist' });
  const scenarios = server.demoScenarios;
  server.close();
  const opened = new Set<string>(scenarios.map((s) => s.entry));
  return [
    ...scenarios.map((s) => ({ name: `${s.entry}.html ${s.key}`, entry: s.entry, key: s.key })),
    ...loadEntries()
      .filter((e) => !opened.has(e.name))
      .map((e) => ({ name: `${e.name}.html`, entry: e.name })),
  ];
}

// One test per scenario, so the two workers share the sweep.
test.describe('every entry in every seeded scenario shows the same in every dialect', () => {
  for (const item of sweep()) {
    test(item.name, async ({ page, borrower, open, openScenario }) => {
      const answers = watchAnswers(page);
      const show = (ids = false) => {
        if (!item.key) return open(item.entry);
        // The ids dialect's scenario opens with the ids that backend gives it (the shell has them).
        return openScenario(item.key, ids ? encodeQuery(borrower.scenarios[item.key].query) : {});
      };
      await show();
      await settle(page);
      const ours = await keyFigures(page);
      expect(ours.errorBox, 'the error box in our dialect').toBe(false);
      // A screen that asks the backend nothing reads nothing a dialect could change.
      if (!answers.length) return;
      answers.length = 0;
      await setDialect(page, borrower.token, 'spec');
      await show();
      await settle(page);
      expectSpec(answers);
      expect(await keyFigures(page)).toEqual(ours);

      answers.length = 0;
      await setDialect(page, borrower.token, 'ids');
      const ids = watchIds(page);
      await show(true);
      await settle(page);
      expectSpec(answers);
      expect(await keyFigures(page), 'the same screen with ids the backend chose').toEqual(ours);
      ids.expectExact();
    });
  }
});

for (const dialect of ['ours', 'spec'] as const) {
  // The ids dialect's loops: ids.spec.ts.
  test.describe(`the money loops in ${dialect === 'ours' ? 'our dialect' : 'the spec dialect'}`, () => {
    test.use({ dialect });

    test('order → Repayment → Payment → provider Pay → Back to the app → Borrow Again', async ({
      page,
      openScenario,
    }) => {
      const answers = watchAnswers(page);
      await repayLoop(page, openScenario);
      if (dialect === 'spec') expectSpec(answers);
    });

    test('loan confirm → Apply now → the new order, under review', async ({ page, openScenario }) => {
      const answers = watchAnswers(page);
      await applyLoop(page, openScenario);
      if (dialect === 'spec') expectSpec(answers);
    });
  });
}
