/**
 * The one way a borrower's text is written (D27): `t('English text')`, the English being the spec's exact
 * wording (the English entry shows it as written; tests find elements by it). The Filipino twin of every
 * entry reads the same call from the catalog, `shared/i18n/fil/*.json`. The argument is always a string
 * literal, so the catalog check can read every text and the build can put the language's text in place.
 *
 * Placeholders are `{name}`: `t('Due on {date}', { date })`. Text that holds an element (a link inside a
 * sentence) is `tNodes('Read the {terms} first.', { terms: <a …/> })`, so a translation can move the
 * element where its own word order puts it.
 */
import type { ReactNode } from 'react';
import { CATALOG } from './catalog';
import { fill, fillNodes } from './fill';
import type { Values } from './fill';
import { LANG } from './lang';

export { fill, fillNodes };
export type { Values };

/** The text in this build's language (English when the catalog lacks it: the catalog check fails then). */
export function translate(english: string): string {
  return LANG === 'en' ? english : (CATALOG[english] ?? english);
}

/**
 * At run time (dev server, unit tests, the build's prerender) the lookup happens here; in the built pages
 * each call is already its text (scripts/vite/i18n-plugin.ts, ADR 0039).
 * @example t('Loan amount') · t('Due on {date}', { date: '2026-12-01' })
 */
export function t(english: string, values?: Values): string {
  const text = translate(english);
  return values ? fill(text, values) : text;
}

/**
 * A text with elements in its placeholders, as a list React renders.
 * @example tNodes('Read the {terms} first.', { terms: <a href={url}>{t('loan terms')}</a> })
 */
export function tNodes(english: string, slots: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return fillNodes(translate(english), slots);
}
