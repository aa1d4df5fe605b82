/**
 * Every entry in Filipino (D27, ADR 0039): each entry, opened as the shell opens it for a phone set to
 * Filipino (`fil/<entry>.html`) in each of the borrower's seeded scenarios, or once with the session alone
 * when it has none, is Filipino: `<html lang="fil">`, the Filipino title, axe clean, no CSP violation, no
 * catalog placeholder left raw, and no English text of the catalog on screen. One page load per scenario,
 * every check on that load. Texts the server sent are shown as sent (the reference server's are English),
 * so a catalog text the page's calls brought is not counted against it.
 */
import type { Page } from '@playwright/test';
import { loadEntries } from '../../shared/site/entries';
import { FIL } from './catalog';
import { expect, expectAxeClean, test, watchCsp } from './fixtures';
import type { TestBorrower } from './fixtures';

const filipino = Object.values(FIL);

const words = (s: string) =>
  s
    .replace(/\{\w+\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalog's English texts that would betray an untranslated screen: two words or more (single words
 * are the ones Taglish keeps), whose Filipino differs, and which no Filipino text quotes. Each as a
 * pattern over the screen's text, a `{placeholder}` matching what fills it.
 */
const ENGLISH = Object.entries(FIL)
  .filter(([en, fil]) => fil !== en && words(en) >= 2 && !filipino.some((f) => f.includes(en)))
  .map(([en]) => ({
    en,
    pattern: new RegExp(
      escape(en.replace(/\s+/g, ' '))
        .split(/\\\{\w+\\\}/)
        .join('.+?'),
    ),
  }));

/** Every string in the page's JSON answers, as the server sent them. */
function recordServerTexts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if ((r.headers()['content-type'] ?? '').includes('json')) bodies.push(r.text().catch(() => ''));
  });
  const strings = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : v && typeof v === 'object'
        ? Object.values(v as Record<string, unknown>).flatMap(strings)
        : [];
  return async () =>
    (await Promise.all(bodies)).flatMap((body) => {
      try {
        return strings(JSON.parse(body));
      } catch {
        return [];
      }
    });
}

/**
 * What a reader meets on the page: its rendered text, and the names and hints of its rendered elements;
 * without the parts marked English (`lang="en"`: the legal documents, which stay English under D27).
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const english = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter((e) => /^en\b/.test(e.lang));
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')]
      .filter((e) => e.checkVisibility() && !english.some((x) => x.contains(e)))
      .flatMap((e) => ['aria-label', 'alt', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''));
    // Hidden for the one synchronous read (no frame is painted in between), then as they were.
    const displays = english.map((e) => e.style.display);
    for (const e of english) e.style.display = 'none';
    const text = document.body.innerText;
    english.forEach((e, i) => (e.style.display = displays[i]));
    return [document.title, text, ...attributes].join('\n').replace(/[^\S\n]+/g, ' ');
  });
}

const entries = loadEntries();
const titleOf = (name: string) => {
  const en = entries.find((e) => e.name === name)?.title ?? '';
  return FIL[en] ?? en;
};

/**
 * Opens `fil/<entry>.html` in each of the entry's scenarios (once with the session alone when it has
 * none), checks what every Filipino page must be, and hands each landed page to `check`.
 */
async function eachScenario(
  page: Page,
  borrower: TestBorrower,
  entry: string,
  check: (landed: string, serverTexts: () => Promise<string[]>) => Promise<void>,
): Promise<void> {
  const scenarios = Object.values(borrower.scenarios).filter((s) => s.entry === entry);
  // A load, its calls and axe each (order has 17 scenarios): time by the number of loads.
  test.setTimeout(20_000 + 8_000 * scenarios.length);
  const violations = await watchCsp(page);
  const serverTexts = recordServerTexts(page);
  for (const scenario of scenarios.length ? scenarios : [{ key: '(no scenario)', query: {} }]) {
    await test.step(scenario.key, async () => {
      await page.goto(`/fil/${entry}.html?${new URLSearchParams({ token: borrower.token, ...scenario.query })}`);
      await expect(page.locator('html[data-mounted="true"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // A scenario whose server link leads to another entry of ours lands on that entry's twin.
      const landed = /^\/fil\/([\w-]+)\.html$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
      expect(landed, `${scenario.key} stays in fil/: ${page.url()}`).not.toBe('');
      await check(landed, serverTexts);
    });
  }
  expect(await violations()).toEqual([]);
}

/** The catalog's English texts on the page that the page's calls did not bring. */
async function englishShown(page: Page, serverTexts: () => Promise<string[]>): Promise<string[]> {
  const shown = await shownText(page);
  const sent = await serverTexts();
  return ENGLISH.filter(
    ({ en, pattern }) => pattern.test(shown) && !sent.some((s) => s.includes(en) || pattern.test(s)),
  ).map(({ en }) => en);
}

for (const entry of entries) {
  test(`fil/${entry.name}.html in every scenario: lang, title, CSP, no raw key, no English; axe`, async ({
    page,
    borrower,
  }) => {
    // axe once per entry it lands on (as the English sweep does, entries.spec.ts): the markup a
    // translation can break (lang, names, labels) is the entry's; the texts are checked in every scenario.
    const axed = new Set<string>();
    await eachScenario(page, borrower, entry.name, async (landed, serverTexts) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
      await expect(page).toHaveTitle(titleOf(landed));
      expect((await shownText(page)).match(/\{\w+\}/g), 'a catalog placeholder left raw').toBeNull();
      expect(await englishShown(page, serverTexts), 'English of the catalog').toEqual([]);
      // axe cannot enter a frame whose scripts are sandboxed off (loan confirm's agreement); the framed
      // document is an entry of its own, checked here too.
      if (axed.has(landed)) return;
      axed.add(landed);
      await expectAxeClean(page, (await page.locator('iframe').count()) ? ['iframe'] : []);
    });
  });
}
