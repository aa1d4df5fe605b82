/**
 * The Filipino catalog as the e2e tests read it (shared/i18n/fil/*.json, ADR 0039), and `tr()`: a text of
 * the screens in the language a test runs in, so one test body walks a screen in English and in Filipino.
 * (shared/i18n/catalog.ts loads the files through Vite, which the test runner is not.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../shared/site/entries';

export type Lang = 'en' | 'fil';

const DIR = join(ROOT, 'shared', 'i18n', 'fil');
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Record<string, { fil: string }>);

/** English text → Filipino text, over every area. */
export const FIL: Readonly<Record<string, string>> = Object.fromEntries(
  FILES.flatMap((file) => Object.entries(file).map(([en, entry]) => [en, entry.fil])),
);

/**
 * `english` as a `lang` screen shows it, placeholders filled from `values`; fails on a text the catalog
 * lacks (a Filipino run must not pass by finding the English).
 * @example tr('fil', 'Repayment') // 'Magbayad'
 */
export function tr(lang: Lang, english: string, values: Record<string, string> = {}): string {
  const text = lang === 'en' ? english : FIL[english];
  if (text === undefined) throw new Error(`not in the Filipino catalog: ${JSON.stringify(english)}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
