/**
 * What every Filipino page must be (D27, D33, ADR 0039), checked on a page the test has opened at
 * `fil/<entry>.html`: `<html lang="fil">`, the entry's Filipino title, no catalog placeholder left raw,
 * no English text of the catalog on screen, and no English word at all outside names, numbers, the
 * glossary's kept English terms and the legal documents (`lang="en"`): the reference server answers its
 * own texts in Filipino under `lang=fil` (D33), so what it sent is read like the page's own.
 * An English word is one the English of a catalog (the pages' or the server's) says and no Filipino text
 * of either does: the kept English ("loan", "due date", "reference number") is in the Filipino texts.
 * The spec-dialect load of the dialect sweep (dialects.spec.ts) runs these on every entry in every
 * seeded scenario.
 */
import type { Page } from '@playwright/test';
import { config } from '../../shared/config/config';
import { loadEntries } from '../../shared/site/entries';
import { BORROWER_WORDS, NAMES } from '../server/names';
import { FIL, SERVER_FIL } from './catalog';
import { expect } from './fixtures';

const filipino = [...Object.values(FIL), ...Object.values(SERVER_FIL)];

const wordsOf = (s: string): string[] =>
  s
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/[a-z]+/g) ?? [];
const FILIPINO_WORDS = new Set(filipino.flatMap(wordsOf));
const ENGLISH_TEXT_WORDS = new Set([...Object.keys(FIL), ...Object.keys(SERVER_FIL)].flatMap(wordsOf));
/**
 * Words only the Filipino says ("ng", "sa", "bayad"): a line of two words or more with none of them is an
 * English line, however Taglish each of its words ("Due date", "Service fee", "Order number").
 */
const FILIPINO_ONLY: ReadonlySet<string> = new Set([...FILIPINO_WORDS].filter((w) => !ENGLISH_TEXT_WORDS.has(w)));
/**
 * Lines that are names in both languages: the legal documents' names (the documents stay English, D27) and
 * the regulator's names for the lender's identifiers, as the SEC writes them (SEC MC No. 19, 2019).
 */
const KEPT_LINES: readonly RegExp[] = [
  /^(?:Disclosure Statement|Loan Agreement|Privacy Policy|Privacy Agreement|Loan terms and conditions)$/i,
  /^SEC Registration No\.\s*·\s*Certificate of Authority$/,
];

/**
 * The lines of a shown text that say no Filipino word: two words or more, none of them only Filipino, and
 * no name (names, numbers and addresses are out of the text before). A label of one word ("Status",
 * "E-wallet") is the Taglish the glossary keeps.
 * @example englishLines('Due date 2026-12-22\nTakdang petsa') // ['Due date 2026-12-22']
 */
export function englishLines(shown: string): string[] {
  return shown
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => {
      // A word is letters, hyphens joining them ("E-mail", "i-tap"): a code with digits (PX00033008) is none.
      const words = line
        .split(' ')
        .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
        .filter((token) => /^\p{L}+(?:[-'’]\p{L}+)*$/u.test(token));
      const bare = line.replace(/[^\p{L}.·]+/gu, ' ').trim();
      return (
        words.length >= 2 &&
        !words.some((w) => wordsOf(w).some((part) => FILIPINO_ONLY.has(part))) &&
        !KEPT_LINES.some((k) => k.test(bare))
      );
    });
}
/** Words only the English says (see the file's comment). */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  [...Object.keys(FIL), ...Object.keys(SERVER_FIL)].flatMap(wordsOf).filter((w) => !FILIPINO_WORDS.has(w)),
);

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
export function recordServerTexts(page: Page): () => Promise<{ key: string; s: string }[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if ((r.headers()['content-type'] ?? '').includes('json')) bodies.push(r.text().catch(() => ''));
  });
  const strings = (v: unknown, key = ''): { key: string; s: string }[] =>
    typeof v === 'string'
      ? [{ key, s: v }]
      : Array.isArray(v)
        ? v.flatMap((x) => strings(x, key))
        : v && typeof v === 'object'
          ? Object.entries(v as Record<string, unknown>).flatMap(([k, x]) => strings(x, k))
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
 * without the parts marked English (`lang="en"`: the legal documents, which stay English under D27) and
 * code (`<code>`, `translate="no"`: identifiers such as a file name).
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Code (a file name, a bridge command) and what is marked not to be translated are no language's words.
    const english = [...document.body.querySelectorAll<HTMLElement>('[lang], code, [translate="no"]')].filter(
      (e) => /^en\b/.test(e.lang) || e.localName === 'code' || e.translate === false,
    );
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
export async function expectFilipino(
  page: Page,
  serverTexts: () => Promise<{ key: string; s: string }[]>,
): Promise<void> {
  const landed = landedTwin(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle(titleOf(landed));
  let shown = await shownText(page);
  expect(shown.match(/\{\w+\}/g), 'a catalog placeholder left raw').toBeNull();
  const english = ENGLISH.filter(({ pattern }) => pattern.test(shown)).map(({ en }) => en);
  expect(english, 'English of the catalog').toEqual([]);
  // Names and the borrower's own words are nobody's to translate: out of the text before its words are read.
  const names = (await serverTexts())
    .filter(({ key, s }) => NAMES.has(s.trim()) || BORROWER_WORDS.has(key))
    .map(({ s }) => s.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  // The lender's legal identity (its name, address, phone) is a name too.
  const lender = Object.values(config.legal).filter((v): v is string => typeof v === 'string' && v !== '');
  for (const name of [...names, ...lender, ...NAMES]) shown = shown.split(name).join(' ');
  // An address is no word of either language, nor is a code of letters and digits (an order number such as
  // `PABE1822BE361C` would otherwise read as the English "be").
  shown = shown
    .replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9-]+\b/g, ' ');
  expect(englishLines(shown), 'lines in English on a Filipino screen').toEqual([]);
  const words = [...new Set(wordsOf(shown).filter((w) => ENGLISH_WORDS.has(w)))];
  const where = words.map((w) =>
    shown
      .split('\n')
      .find((line) => wordsOf(line).includes(w))
      ?.trim(),
  );
  expect(
    words.map((w, i) => `${w}: ${where[i]}`),
    'English words on a Filipino screen',
  ).toEqual([]);
}
