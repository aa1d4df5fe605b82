/**
 * The local ESLint rule `i18n/no-untranslated-text` (D27, ADR 0039): a text a borrower reads goes through
 * `t()` (`shared/i18n/t.ts`), so the catalog holds it and the Filipino twin shows it in Filipino. It reports
 * what an entry shows as a literal outside the catalog:
 * - JSX text with a letter in it (`<p>Loan amount</p>`), and a string literal as a JSX child (`{'Paid'}`,
 *   `{ok ? 'Yes' : 'No'}`);
 * - a literal string, or a template with letters in its fixed parts, given to a prop a borrower reads or
 *   hears: `aria-label`, `alt`, `title`, `placeholder`, `label` (on an element or a component alike);
 * - a literal string (or such a template) given to `toast(…)`.
 * Text without a letter (`₱`, `·`, `—`, `2026-12-01`) is not words and passes.
 * A plain JS module (the config is `.js`: ESLint 10 on Node 20 loads no TypeScript config).
 */

/** The props whose text a borrower reads or hears. */
export const TEXT_PROPS = ['aria-label', 'alt', 'title', 'placeholder', 'label'];

const LETTER = /\p{L}/u;

const MESSAGE = 'A borrower reads this: write it as t(…) so the Filipino catalog holds it (D27, ADR 0039).';

/** Whether an expression is literal text with a letter: a string or a template's fixed parts. */
function literalText(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && LETTER.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => LETTER.test(q.value.cooked ?? ''));
  return false;
}

/** The literal texts an expression can evaluate to directly (its branches: `a ? 'x' : 'y'`, `a || 'x'`). */
function literalBranches(node) {
  if (!node) return [];
  if (node.type === 'ConditionalExpression')
    return [...literalBranches(node.consequent), ...literalBranches(node.alternate)];
  if (node.type === 'LogicalExpression') return [...literalBranches(node.left), ...literalBranches(node.right)];
  return literalText(node) ? [node] : [];
}

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a borrower reads is written through t() (D27, ADR 0039).' },
    schema: [],
    messages: { literal: MESSAGE },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        // A child `{…}` (an attribute's value is checked below, by its name).
        if (node.parent?.type === 'JSXAttribute') return;
        for (const literal of literalBranches(node.expression)) report(literal);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_PROPS.includes(name) || !node.value) return;
        if (node.value.type === 'Literal') {
          if (literalText(node.value)) report(node.value);
        } else if (node.value.type === 'JSXExpressionContainer')
          for (const literal of literalBranches(node.value.expression)) report(literal);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        if (name !== 'toast') return;
        for (const arg of node.arguments) for (const literal of literalBranches(arg)) report(literal);
      },
    };
  },
};

export default { rules: { 'no-untranslated-text': noUntranslatedText } };
