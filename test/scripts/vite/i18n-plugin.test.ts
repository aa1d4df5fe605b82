// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findTextCalls, importsT, langOf, replaceTextCalls } from '../../../scripts/vite/i18n-plugin';

const FIL: Record<string, string> = {
  'Loan amount': 'Halaga ng utang',
  'Due on {date}': 'Due date: {date}',
  'Read the {terms} first.': 'Basahin muna ang {terms}.',
  '₱{amount} due': '₱{amount} ang dapat bayaran',
};
const lookup = (en: string) => FIL[en];

const PAGE = `import { money } from '../../shared/format/money';
import { t, tNodes } from '../../shared/i18n/t';
const amount = money('₱1,325.00');
export const Due = ({ date }: { date: string }) => (
  <p aria-label={t('Loan amount')} title={t('₱{amount} due', { amount })}>
    {t('Due on {date}', { date })} {tNodes('Read the {terms} first.', { terms: <a href="/t">{t('Loan amount')}</a> })}
  </p>
);
`;

describe('the build-time text replacement (ADR 0039)', () => {
  it('English: every call becomes its literal or its filled text written out; no lookup, no fill, no t() import', () => {
    const out = replaceTextCalls(PAGE, '/r/pages/a/a.tsx', 'en', lookup)!.code;
    expect(out).toContain(`aria-label={"Loan amount"}`);
    expect(out).toContain('title={`₱${amount} due`}');
    expect(out).toContain('{`Due on ${date}`}');
    expect(out).toContain(`{["Read the ", <a href="/t">{"Loan amount"}</a>, " first."]}`);
    expect(out).not.toMatch(/i18n\/t'|\bt\(|tNodes\(|__i18nFill|fill\.ts/);
    expect(out).toContain(`import { money } from '../../shared/format/money';`);
  });

  it('Filipino: the catalog text in place of each call; a text it lacks stays English and is reported', () => {
    const missing = new Set<string>();
    const source = PAGE.replace(`{t('Due on {date}', { date })}`, `{t('Due on {date}', { date })}{t('New text')}`);
    const out = replaceTextCalls(source, '/r/pages/a/a.tsx', 'fil', lookup, missing)!.code;
    expect(out).toContain(`aria-label={"Halaga ng utang"}`);
    expect(out).toContain('title={`₱${amount} ang dapat bayaran`}');
    expect(out).toContain(`{["Basahin muna ang ", <a href="/t">{"Halaga ng utang"}</a>, "."]}`);
    expect(out).toContain(`{"New text"}`);
    expect(missing).toEqual(new Set(['New text']));
  });

  it('fills in place only what behaves as fill() would; the rest becomes a fill of the text', () => {
    const fil: Record<string, string> = { '{a} then {b}': '{b} bago {a}' };
    const run = (call: string, lang: 'en' | 'fil' = 'fil') =>
      replaceTextCalls(
        `import { t, tNodes } from '../i18n/t';\nx(${call});`,
        '/r/shared/ui/a.tsx',
        lang,
        (e) => fil[e],
      )!.code;
    // A translation that moves a placeholder reads plain values in its own order…
    expect(run(`t('{a} then {b}', { a: x.y, 'b': 2 })`)).toBe('\nx(`${2} bago ${x.y}`);');
    // …but never reorders a call.
    expect(run(`t('{a} then {b}', { a: f(), b: 2 })`)).toContain('__i18nFill("{b} bago {a}", { a: f(), b: 2 })');
    // Values that are not an object literal of the text's names, each once: a fill, as written.
    for (const values of ['values', '{ a, b, c }', '{ a }', '{ ...v }', '{ [k]: 1, b }', '{ a, a: 1, b }'])
      expect(run(`t('{a} then {b}', ${values})`, 'en')).toContain(`__i18nFill("{a} then {b}", ${values})`);
    // A template's own syntax in the text stays text; a call inside a value is replaced in its place.
    const escaped = replaceTextCalls(
      "import { t } from '../i18n/t';\nglobalThis.out = t('`{a}` \\\\ ${ $', { a: t('{a} then {b}', { a: 1, b: 2 }) });",
      '/r/shared/ui/a.ts',
      'fil',
      (e) => fil[e],
    )!.code;
    expect(escaped).not.toContain('__i18nFill');
    new Function(escaped)();
    expect((globalThis as { out?: string }).out).toBe('`2 bago 1` \\ ${ $');
    expect(run(`tNodes('{a} then {b}', { a: <i key="a" />, b: 2 })`, 'en')).toBe('\nx([<i key="a" />, " then ", 2]);');
    expect(run(`t('{a} then {b}', {})`, 'en')).toContain('__i18nFill');
  });

  it('fails on a call whose text is not a string literal, naming the file and line', () => {
    const source = `import { t } from '../i18n/t';\nconst key = 'Paid';\nexport const a = t(key);\n`;
    expect(() => replaceTextCalls(source, '/r/shared/ui/a.ts', 'en', lookup)).toThrow(
      '/r/shared/ui/a.ts:3: t() takes its English text as a string literal (ADR 0039), found `t(key)`',
    );
    // A template without expressions is a literal.
    expect(replaceTextCalls("import { t } from '../i18n/t';\nt(`Paid`);", '/r/a.ts', 'en', lookup)!.code).toBe(
      '\n"Paid";',
    );
  });

  it('keeps the other names of the module imported, and follows a renamed import', () => {
    const source = `import { translate, t as say } from '../../shared/i18n/t';\nexport const a = [say('Loan amount'), translate(x)];\n`;
    const out = replaceTextCalls(source, '/r/pages/a/a.ts', 'fil', lookup)!.code;
    expect(out).toBe(
      `import { translate,  } from '../../shared/i18n/t';\nexport const a = ["Halaga ng utang", translate(x)];\n`,
    );
  });

  it('leaves a file alone that does not import t() from shared/i18n', () => {
    expect(replaceTextCalls(`const t = (s: string) => s;\nt('x');`, '/r/a.ts', 'fil', lookup)).toBeNull();
    expect(replaceTextCalls(`import { t } from './t';\nt('x');`, '/r/pages/a/a.ts', 'fil', lookup)).toBeNull();
    expect(importsT('./t', '/r/shared/i18n/other.ts')).toBe(true);
    expect(importsT('../../shared/i18n/t.ts', '/r/pages/a/a.tsx')).toBe(true);
    expect(findTextCalls(`import type { Values } from '../i18n/t';`, '/r/a.ts').imports).toEqual([]);
  });

  it('reads the language of the build from VITE_LANG', () => {
    expect(langOf('fil')).toBe('fil');
    expect(langOf(undefined)).toBe('en');
    expect(langOf('tl')).toBe('en');
  });
});
