/**
 * The reference backend's words in the borrower's language (contract D33). A call carrying `lang=fil`
 * (the page query rides on every call, D27) gets its borrower-facing texts in Filipino where the server's
 * catalog has them, English otherwise. The texts are looked up where `route()` writes the answer, one
 * lookup for every module, so no module threads a language through its functions and a text stored in
 * the database (a complaint type, a product's description) is found like one written in code.
 *
 * The catalog is `server/i18n/fil.json`, shaped like the pages' (`{ fil, reviewed, note? }`, ADR 0040) and
 * held to the same glossary. A key is the English exactly as the server writes it; a text the server
 * builds from figures is a template whose `{placeholder}` matches by its name, so a template never takes a
 * name or a bank for a figure:
 * - `{n}`, `{total}`, `{days}`, `{seconds}`, `{count}`, `{max}`, `{status}`: a whole number;
 * - `{amount}`, `{fee}`, `{late}`: money as the server writes it (`₱1,234.56`);
 * - `{date}`, `{from}`, `{to}`: a date (`2026-12-22`);
 * - `{rate}`: a percentage (`0.05%`);
 * - `{name}`: any text (a product's or the app's name).
 */
import CATALOG from './fil.json' with { type: 'json' };

export interface ServerCatalogEntry {
  readonly fil: string;
  readonly reviewed: boolean;
  readonly note?: string;
}

export const SERVER_CATALOG: Readonly<Record<string, ServerCatalogEntry>> = CATALOG;

/** What each placeholder name matches (see the file's comment); a name not listed here is refused. */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  n: '\\d+',
  total: '\\d+',
  days: '\\d+',
  seconds: '\\d+',
  count: '\\d+',
  max: '\\d+',
  status: '\\d+',
  amount: '-?₱[\\d,]+\\.\\d{2}',
  fee: '-?₱[\\d,]+\\.\\d{2}',
  late: '-?₱[\\d,]+\\.\\d{2}',
  date: '\\d{4}-\\d{2}-\\d{2}',
  from: '\\d{4}-\\d{2}-\\d{2}',
  to: '\\d{4}-\\d{2}-\\d{2}',
  rate: '\\d+(?:\\.\\d+)?%',
  name: '.+?',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `{placeholder}` names of a text, in order. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

interface Template {
  pattern: RegExp;
  names: string[];
  fil: string;
}

/** A template's pattern over a whole text; throws on a placeholder the table does not know. */
export function templatePattern(english: string): RegExp {
  const parts = english.split(/\{(\w+)\}/);
  return new RegExp(
    `^${parts
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        const pattern = PLACEHOLDERS[part];
        if (!pattern)
          throw new Error(`server/i18n/fil.json: unknown placeholder {${part}} in ${JSON.stringify(english)}`);
        return `(${pattern})`;
      })
      .join('')}$`,
  );
}

const EXACT = new Map<string, string>();
const TEMPLATES: Template[] = [];
for (const [english, entry] of Object.entries(SERVER_CATALOG)) {
  const names = placeholdersOf(english);
  if (names.length === 0) EXACT.set(english, entry.fil);
  else TEMPLATES.push({ pattern: templatePattern(english), names, fil: entry.fil });
}
// The most specific template first: the one with the most words of its own.
TEMPLATES.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/**
 * One server text in Filipino: the catalog's entry, a template's filled, else the text as it is.
 * @example filipino('Loan amount') // 'Halaga ng loan'
 * @example filipino('Maria Santos') // 'Maria Santos'
 */
export function filipino(text: string): string {
  const exact = EXACT.get(text);
  if (exact !== undefined) return exact;
  for (const t of TEMPLATES) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(t.names.map((name, i) => [name, m[i + 1]]));
    return t.fil.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  // A complaint's type and sub-type are joined into one title ('Collection - Harassing calls or messages').
  const parts = text.split(' - ');
  if (parts.length > 1 && parts.every((p) => EXACT.has(p))) return parts.map((p) => EXACT.get(p)).join(' - ');
  return text;
}

/** Whether the catalog has `text` (as it is, or as a template's filling). */
export const knows = (text: string): boolean =>
  EXACT.has(text) || TEMPLATES.some((t) => t.pattern.test(text)) || text.split(' - ').every((p) => EXACT.has(p));

/** The language a call asks for (D27: `lang=fil` in its query), English otherwise. */
export const langOfCall = (lang: string | undefined): 'fil' | 'en' => (lang === 'fil' ? 'fil' : 'en');

/**
 * An answer's texts in `lang`: every string in it that the catalog knows, at any depth (ids, dates, links
 * and names are not in the catalog, so they stay as they are), and every key with a space in it (a group
 * named by its text, as the pay notice's are; a field's name has none).
 */
export function inLanguage<T>(value: T, lang: 'fil' | 'en'): T {
  if (lang === 'en') return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return filipino(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k.includes(' ') ? filipino(k) : k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
