// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILL_MODULE, findTextCalls, importsT, langOf, replaceTextCalls } from '../../../scripts/vite/i18n-plugin';

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
  it('English: every call becomes its literal or a fill of it; no lookup, no catalog, no t() import left', () => {
    const out = replaceTextCalls(PAGE, '/r/pages/a/a.tsx', 'en', lookup)!.code;
    expect(out).toContain(
      `import { fill as __i18nFill, fillNodes as __i18nFillNodes } from ${JSON.stringify(FILL_MODULE)};`,
    );
    expect(out).toContain(`aria-label={"Loan amount"}`);
    expect(out).toContain(`title={__i18nFill("₱{amount} due", { amount })}`);
    expect(out).toContain(`{__i18nFill("Due on {date}", { date })}`);
    expect(out).toContain(`__i18nFillNodes("Read the {terms} first.", { terms: <a href="/t">{"Loan amount"}</a> })`);
    expect(out).not.toMatch(/i18n\/t'|\bt\(|tNodes\(/);
    expect(out).toContain(`import { money } from '../../shared/format/money';`);
  });

  it('Filipino: the catalog text in place of each call; a text it lacks stays English and is reported', () => {
    const missing = new Set<string>();
    const source = PAGE.replace(`{t('Due on {date}', { date })}`, `{t('Due on {date}', { date })}{t('New text')}`);
    const out = replaceTextCalls(source, '/r/pages/a/a.tsx', 'fil', lookup, missing)!.code;
    expect(out).toContain(`aria-label={"Halaga ng utang"}`);
    expect(out).toContain(`title={__i18nFill("₱{amount} ang dapat bayaran", { amount })}`);
    expect(out).toContain(
      `__i18nFillNodes("Basahin muna ang {terms}.", { terms: <a href="/t">{"Halaga ng utang"}</a> })`,
    );
    expect(out).toContain(`{"New text"}`);
    expect(missing).toEqual(new Set(['New text']));
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
