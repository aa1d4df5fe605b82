// @vitest-environment node
import { ESLint, RuleTester } from 'eslint';
import type { Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../scripts/i18n-check';

// A plain JS module (the ESLint config is `.js`, ADR 0039): typed here by what the test reads.
const { noUntranslatedText } = (await import('../../../scripts/eslint/no-untranslated-text.js' as string)) as {
  noUntranslatedText: Rule.RuleModule;
};

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const literal = { messageId: 'literal' };

tester.run('i18n/no-untranslated-text (D27, ADR 0039)', noUntranslatedText, {
  valid: [
    `const a = <p>{t('Loan amount')}</p>;`,
    `const a = <p aria-label={t('Close')} title={t('Due on {date}', { date })}>₱{amount} · {date}</p>;`,
    `const a = <img alt={t('Barcode')} src="/b.png" className="barcode" />;`,
    `const a = <Field label={t('Bank')} placeholder={t('Choose')} type="text" />;`,
    `toast(t('Copied'));`,
    `toast(message);`,
    `const a = <p>{' '}—{'·'}</p>;`,
    `const a = <input aria-label={label} />;`,
  ],
  invalid: [
    { code: `const a = <p>Loan amount</p>;`, errors: [literal] },
    { code: `const a = <p>{'Paid'}</p>;`, errors: [literal] },
    { code: `const a = <p>{ok ? 'Yes' : t('No')}</p>;`, errors: [literal] },
    { code: `const a = <button aria-label="Close" />;`, errors: [literal] },
    { code: `const a = <img alt={'Barcode'} />;`, errors: [literal] },
    { code: `const a = <PageLayout title="Order Details" />;`, errors: [literal] },
    { code: 'const a = <input placeholder={`Amount in ${unit}`} />;', errors: [literal] },
    { code: `const a = <Picker label={x || 'Choose'} />;`, errors: [literal] },
    { code: `toast('Copied');`, errors: [literal] },
    { code: `feedback.toast(error ? 'Failed' : 'Saved');`, errors: [literal, literal] },
  ],
});

describe('the project config', () => {
  it('holds every page and shared/ file to the rule: no folder is left out (every screen is translated)', async () => {
    const eslint = new ESLint();
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const exempt: string[] = [];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> } | undefined;
      const rule = config?.rules?.['i18n/no-untranslated-text'];
      if (!(Array.isArray(rule) ? rule[0] : rule)?.toString().match(/^(2|error)$/)) exempt.push(file);
    }
    expect(exempt).toEqual([]);
  }, 60_000);
});
