// @vitest-environment node
/**
 * The import rules README.md's "Layout" states are the rules `npm run lint` keeps (eslint.config.js,
 * ADR 0010, ADR 0049): each case lints one line as if written in a real file of the repository and
 * expects the boundaries rule to refuse it or let it pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The boundaries rule's messages for `code` written in `file` (a path from the repository root). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const REFUSED: [file: string, code: string, why: string][] = [
  ['server/modules/repay/ledger.ts', "import { money } from '../../../shared/format/money';", 'server → format'],
  ['server/app.ts', "import { mount } from '../shared/app/mount';", 'server → app'],
  ['shared/site/entries.ts', "import order from '../../pages/order/screen.ts';", 'site → a page'],
  ['shared/api/request.ts', "import { LoadView } from '../app/load-view';", 'api → app (up)'],
  ['shared/format/money.ts', "import { call } from '../api/request';", 'format → api (up)'],
  ['pages/order/order-page.tsx', "import { RepayCodePage } from '../repay-code/repay-code-page';", 'page → page'],
];

const ALLOWED: [file: string, code: string, why: string][] = [
  ['server/modules/repay/ledger.ts', "import { config } from '../../../shared/config/config';", 'server → config'],
  ['server/app.ts', "import { loadEntries } from '../shared/site/entries';", 'server → site'],
  ['server/app.ts', "import { loanDetails } from '../shared/api/contract/loan';", 'server → contract'],
  ['pages/order/screen.ts', "import type { Screen } from '../../shared/site/screen';", 'a page → site, a type'],
  ['shared/api/request.ts', "import { formatMoney } from '../format/money';", 'api → format (down)'],
];

describe('the layers lint keeps (README "Layout")', () => {
  it.each(REFUSED)('refuses in %s: %s (%s)', { timeout: 60_000 }, async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each(ALLOWED)('allows in %s: %s (%s)', { timeout: 60_000 }, async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});
