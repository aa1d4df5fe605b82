/**
 * What every Filipino page must be (D27, ADR 0039), checked on a page the test has opened at
 * `fil/<entry>.html`: `<html lang="fil">`, the entry's Filipino title, no catalog placeholder left raw,
 * and no English text of the catalog on screen. Texts the server sent are shown as sent (the reference
 * server's are English), so a catalog text the page's calls brought is not counted against it.
 * The spec-dialect load of the dialect sweep (dialects.spec.ts) runs these on every entry in every
 * seeded scenario.
 */
import type { Page } from '@playwright/test';
import { loadEntries } from '../../shared/site/entries';
import { FIL } from './catalog';
import { expect } from './fixtures';

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

/**
 * Records every string in the page's JSON answers from now on, as the server sent them; the returned
 * function reads what has come so far.
 */
export function recordServerTexts(page: Page): () => Promise<string[]> {
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
 * The entry of ours a page opened under `fil/` shows now (a scenario whose server link leads to another
 * entry of ours lands on that entry's twin); fails when the page left `fil/`.
 */
export function landedTwin(page: Page): string {
  const landed = /^\/fil\/([\w-]+)\.html$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  expect(landed, `stays in fil/: ${page.url()}`).not.toBe('');
  return landed;
}

/** Checks the shown Filipino page (see the file's comment); `serverTexts` from `recordServerTexts`. */
export async function expectFilipino(page: Page, serverTexts: () => Promise<string[]>): Promise<void> {
  const landed = landedTwin(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle(titleOf(landed));
  const shown = await shownText(page);
  expect(shown.match(/\{\w+\}/g), 'a catalog placeholder left raw').toBeNull();
  const sent = await serverTexts();
  const english = ENGLISH.filter(
    ({ en, pattern }) => pattern.test(shown) && !sent.some((s) => s.includes(en) || pattern.test(s)),
  ).map(({ en }) => en);
  expect(english, 'English of the catalog').toEqual([]);
}
