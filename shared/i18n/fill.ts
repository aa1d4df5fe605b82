/**
 * Putting values into a text, without the catalog (ADR 0039): what a `t('…', values)` call becomes once
 * the build has put the language's text in its place (scripts/vite/i18n-plugin.ts), so a page that fills
 * a text ships these few lines and never the catalog or a lookup.
 */
import type { ReactNode } from 'react';

export type Values = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Puts values into a text's `{name}` placeholders; a missing value leaves the placeholder visible. */
export function fill(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A text with elements in its placeholders, as a list React renders (`tNodes` once translated). */
export function fillNodes(text: string, slots: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in slots ? slots[name] : part;
    });
}
