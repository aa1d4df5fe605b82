/**
 * The Filipino catalog as the e2e tests read it (shared/i18n/fil/*.json, ADR 0039), and `tr()`: a text of
 * the screens in the language a test runs in, so one test body walks a screen in English and in Filipino.
 * (shared/i18n/catalog.ts loads the files through Vite, which the test runner is not.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalog } from '../../scripts/vite/i18n-plugin';
import { ROOT } from '../../shared/site/entries';

export type { Lang } from '../../shared/i18n/lang';
import type { Lang } from '../../shared/i18n/lang';

/** English text → Filipino text, over every area, as the build reads it. */
export const FIL: Readonly<Record<string, string>> = Object.fromEntries(readCatalog());

/**
 * `english` as a `lang` screen shows it, placeholders filled from `values`; fails on a text the catalog
 * lacks (a Filipino run must not pass by finding the English).
 * @example tr('fil', 'Repayment') // 'Pagbabayad'
 */
export function tr(lang: Lang, english: string, values: Record<string, string> = {}): string {
  const text = lang === 'en' ? english : FIL[english];
  if (text === undefined) throw new Error(`not in the Filipino catalog: ${JSON.stringify(english)}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The reference server's Filipino (server/i18n/fil.json, contract D33): English text → Filipino text. */
export const SERVER_FIL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(join(ROOT, 'server/i18n/fil.json'), 'utf8')) as Record<string, { fil: string }>,
  ).map(([en, e]) => [en, e.fil]),
);

/**
 * A text of the reference server as a `lang` call gets it (D33), for a test that finds an element by what
 * the server sent; fails on a text the server catalog lacks.
 * @example said('fil', 'Under review') // 'Sinusuri'
 */
export function said(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  const text = SERVER_FIL[english];
  if (text === undefined) throw new Error(`not in the server catalog: ${JSON.stringify(english)}`);
  return text;
}
