/**
 * ESLint 10 flat config: the recommended JavaScript and TypeScript rules, React's hook rules, and the
 * layers of the house (README "Layout", ADR "Checked rules") as eslint-plugin-boundaries rules.
 * A `.js` file on purpose: ESLint 10 loads `eslint.config.ts` only through `jiti` or Node ≥ 22.6's type
 * stripping, and this project runs on Node 20 without `jiti`. typescript-eslint parses with the
 * `typescript` package (5.9), not with TypeScript 7 (`typescript-native`, which has no compiler API).
 * Import cycles are checked by test/shared/no-cycles.test.ts (the boundaries plugin does not look for them).
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import i18n from './scripts/eslint/no-untranslated-text.js';

/** The names of identifiers (contract D23), for the rule that keeps them text. */
const ID_NAME = '/^(id|[A-Za-z]*Id|[a-z_]*_id|orderNo|productCode|product_code|channel_number|sid)$/';

/** The bottom layer: anything above may import it; its members import only themselves. */
const BOTTOM = ['feedback', 'format', 'config', 'platform', 'i18n'];
/** The middle layer (primitives, calls, shell, session, guard) and what it may import from below. */
const MIDDLE = ['ui', 'api', 'contract', 'bridge', 'session', 'security'];

/**
 * Who may import whom. Arrows only go down; arrows inside a layer are listed one by one, exactly those
 * the code needs. Imports inside one element (one page, one feature, one folder of shared/) are free.
 */
const LAYER_RULES = [
  {
    from: { element: { type: 'page' } },
    allow: { to: { element: { type: ['feature', 'app', ...MIDDLE, ...BOTTOM] } } },
  },
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['app', ...MIDDLE, ...BOTTOM] } } } },
  // Inside the features layer: the repay code reads the repay detail that repay-info loads.
  {
    from: { element: { type: 'feature', captured: { name: 'pay-code' } } },
    allow: { to: { element: { type: 'feature', captured: { name: 'repay-info' } } } },
  },
  // The repay code screens' frame shows the 'nothing to pay', 'not yet' and 'cannot repay' boxes (due-notes),
  // and their code as a barcode (barcode).
  {
    from: { element: { type: 'feature', captured: { name: 'pay-code' } } },
    allow: { to: { element: { type: 'feature', captured: { name: ['due-notes', 'barcode'] } } } },
  },
  // 'Payment' offers the online channels only: the channels' kinds are repay-info's (D39).
  {
    from: { element: { type: 'feature', captured: { name: 'pay-channel' } } },
    allow: { to: { element: { type: 'feature', captured: { name: 'repay-info' } } } },
  },
  // The repay detail view shows the 'nothing to pay' box.
  {
    from: { element: { type: 'feature', captured: { name: 'repay-info' } } },
    allow: { to: { element: { type: 'feature', captured: { name: 'due-notes' } } } },
  },
  { from: { element: { type: 'app' } }, allow: { to: { element: { type: [...MIDDLE, ...BOTTOM] } } } },
  { from: { element: { type: 'ui' } }, allow: { to: { element: { type: BOTTOM } } } },
  // Inside the middle layer: the request helper reads the session and tells the shell about a 401;
  // the bridge guards the URLs it hands to the shell.
  {
    from: { element: { type: 'api' } },
    allow: { to: { element: { type: ['contract', 'bridge', 'session', ...BOTTOM] } } },
  },
  { from: { element: { type: 'bridge' } }, allow: { to: { element: { type: ['security', ...BOTTOM] } } } },
  { from: { element: { type: 'session' } }, allow: { to: { element: { type: BOTTOM } } } },
  { from: { element: { type: 'security' } }, allow: { to: { element: { type: BOTTOM } } } },
  // Inside the bottom layer: the messages every layer shows are written through t() (D27, ADR 0040).
  { from: { element: { type: 'feedback' } }, allow: { to: { element: { type: 'i18n' } } } },
  // The reference server shares only the contract, the entry registry and the config (the loan terms'
  // figures its ledger charges by, ADR 0033) with the app.
  { from: { element: { type: 'server' } }, allow: { to: { element: { type: ['contract', 'site', 'config'] } } } },
  // The scripts and the tests may import anything (so may the root config files, which are no element).
  { from: { element: { type: ['scripts', 'test'] } }, allow: { to: { element: { type: '*' } } } },
  // The registry hands on the type of its names, generated beside the app's lowest layer (ADR 0002).
  {
    from: { element: { type: 'site' } },
    allow: { to: { element: { type: 'platform', internalPath: 'entry-names.ts' } }, dependency: { kind: 'type' } },
  },
  // A screen's declaration takes its type from the registry (ADR 0035); the registry holds a generated copy
  // of the declarations and never imports a page, so shared/ does not depend on pages/ (ADR 0049).
  { from: { element: { type: 'page' } }, allow: { to: { element: { type: 'site' } } }, dependency: { kind: 'type' } },
];

const layers = (extraRules = []) => [
  'error',
  { default: 'disallow', checkInternals: false, policies: [...LAYER_RULES, ...extraRules] },
];

export default defineConfig([
  {
    ignores: [
      'dist/',
      'test-results/',
      'playwright-report/',
      'docs/screens/',
      'reports/',
      '.bench/',
      'data/',
      'deploy/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // One of the recommended rules models the React Compiler, which this project does not run (no Babel
      // step; ADR 0011): `refs` cannot tell a ref kept in a record (`refs.phone`), a callback-ref factory
      // or the latest-callback ref (`useLoad`, `useReloadOnReturn`) from a value read in render.
      'react-hooks/refs': 'off',
      // `_name` marks a parameter or binding kept on purpose (a signature to match, a rest to drop).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Contract D23: an identifier is opaque text, never a number: no conversion of, or arithmetic on, a
    // value named as an id (`id`, `…Id`, `…_id`, `orderNo`, `productCode`, `channel_number`, `sid`).
    files: ['pages/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `CallExpression[callee.name=/^(Number|parseInt|parseFloat|BigInt)$/][arguments.0.name=${ID_NAME}]`,
          `CallExpression[callee.name=/^(Number|parseInt|parseFloat|BigInt)$/][arguments.0.property.name=${ID_NAME}]`,
          `UnaryExpression[operator=/^[-+~]$/][argument.name=${ID_NAME}]`,
          `UnaryExpression[operator=/^[-+~]$/][argument.property.name=${ID_NAME}]`,
          `BinaryExpression[operator=/^[-*/%<>]|^<=|^>=$/][left.name=${ID_NAME}]`,
          `BinaryExpression[operator=/^[-*/%<>]|^<=|^>=$/][left.property.name=${ID_NAME}]`,
          `BinaryExpression[operator=/^[-*/%<>]|^<=|^>=$/][right.name=${ID_NAME}]`,
          `BinaryExpression[operator=/^[-*/%<>]|^<=|^>=$/][right.property.name=${ID_NAME}]`,
        ].map((selector) => ({
          selector,
          message: 'An id is opaque text (contract D23): never convert it to a number or compute with it.',
        })),
      ],
    },
  },
  {
    // D27, ADR 0039: a text a borrower reads is written through t(), never as a literal
    // (scripts/eslint/no-untranslated-text.js), in every page and shared folder (all translated).
    files: ['pages/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/i18n/**'],
    plugins: { i18n },
    rules: { 'i18n/no-untranslated-text': 'error' },
  },
  {
    files: ['test/**'],
    rules: {
      // Tests read untyped JSON answers of the reference server.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's `use`.
    files: ['test/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // Anchored at the root (`partialMatch: false`): test/shared/ui/… is a test, not `ui`.
      'boundaries/elements': [
        { type: 'test', pattern: 'test', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'page', pattern: 'pages/*', partialMatch: false, capture: ['name'] },
        { type: 'feature', pattern: 'shared/features/*', partialMatch: false, capture: ['name'] },
        { type: 'contract', pattern: 'shared/api/contract', partialMatch: false },
        ...['app', 'ui', 'api', 'bridge', 'session', 'security', ...BOTTOM, 'site'].map((type) => ({
          type,
          pattern: `shared/${type}`,
          partialMatch: false,
        })),
      ],
    },
    rules: { 'boundaries/dependencies': layers() },
  },
]);
