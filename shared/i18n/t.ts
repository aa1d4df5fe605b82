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
import { LANG } from './lang';

export type Values = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text in this build's language (English when the catalog lacks it: the check fails the build then). */
export function translate(english: string): string {
  return LANG === 'en' ? english : (CATALOG[english] ?? english);
}

/** Puts values into a text's `{name}` placeholders; a missing value leaves the placeholder visible. */
export function fill(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** @example t('Loan amount') · t('Due on {date}', { date: '2026-12-01' }) */
export function t(english: string, values?: Values): string {
  const text = translate(english);
  return values ? fill(text, values) : text;
}

/**
 * A text with elements in its placeholders, as a list React renders.
 * @example tNodes('Read the {terms} first.', { terms: <a href={url}>{t('loan terms')}</a> })
 */
export function tNodes(english: string, slots: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return translate(english)
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in slots ? slots[name] : part;
    });
}
