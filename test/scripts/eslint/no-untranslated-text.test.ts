// @vitest-environment node
import { ESLint, RuleTester } from 'eslint';
import type { Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Plain JS modules (the ESLint config is `.js`, ADR 0039): typed here by what the test reads.
const { I18N_PENDING } = (await import('../../../eslint.config.js' as string)) as { I18N_PENDING: string[] };
const { noUntranslatedText, default: plugin } = (await import(
  '../../../scripts/eslint/no-untranslated-text.js' as string
)) as { noUntranslatedText: Rule.RuleModule; default: ESLint.Plugin };

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

describe('I18N_PENDING', () => {
  it('lists folders of pages/ and shared/ only, each once (whoever translates a folder removes its line)', () => {
    expect(I18N_PENDING.every((glob) => /^(pages|shared)\/[\w/-]+\/\*\*$/.test(glob))).toBe(true);
    expect(new Set(I18N_PENDING).size).toBe(I18N_PENDING.length);
  });

  it('lists only folders that still show literal text: a folder translated leaves the list', async () => {
    // The rule alone, without the pending list (the project's config skips those folders).
    const eslint = new ESLint({
      overrideConfigFile: true,
      // A folder moved or deleted is reported below as one to remove, not as an ESLint error.
      errorOnUnmatchedPattern: false,
      overrideConfig: [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
          plugins: { i18n: plugin },
          rules: { 'i18n/no-untranslated-text': 'error' },
        },
      ],
    });
    const results = await eslint.lintFiles(I18N_PENDING.map((glob) => `${glob.slice(0, -'**'.length)}**/*.{ts,tsx}`));
    const flagged = new Set(
      results.filter((r) => r.messages.some((m) => m.ruleId === 'i18n/no-untranslated-text')).map((r) => r.filePath),
    );
    const done = I18N_PENDING.filter(
      (glob) => ![...flagged].some((file) => file.includes(`/${glob.slice(0, -'/**'.length)}/`)),
    );
    expect(done, 'translated: remove from I18N_PENDING in eslint.config.js').toEqual([]);
  }, 60_000);
});
