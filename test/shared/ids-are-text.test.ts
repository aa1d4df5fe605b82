// @vitest-environment node
/**
 * Contract D23 as a checked rule: the lint configuration refuses a conversion of, or arithmetic on, an id
 * in the app's code (eslint.config.js), and every identifier of the contract is declared as one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../shared/api/contract';
import type { Decl } from '../../shared/api/contract/declare';

const ROOT = resolve(import.meta.dirname, '../..');

const PROBES = {
  'Number(card.id)': true,
  'parseInt(orderId, 10)': true,
  '+problemId': true,
  'Number(orderId) - 1': true,
  'orderId > last': true,
  'repayRecordId * 2': true,
  "`${orderId}` + ''": false,
  'Number(item.enabled)': false,
  'Number(res.code) === 101': false,
  'amount - fee': false,
};

/** The contract file that declares an export, for a failure to name. */
function fileOf(name: string): string {
  const dir = join(ROOT, 'shared/api/contract');
  const file = readdirSync(dir).find((f) =>
    new RegExp(`export const ${name}\\b`).test(readFileSync(join(dir, f), 'utf8')),
  );
  return file ? `shared/api/contract/${file}` : 'shared/api/contract/';
}

describe('no id is ever a number in the app (D23)', () => {
  const eslint = new ESLint();
  // The first run loads the parser and the plugins (seconds on a busy machine).
  beforeAll(() => eslint.lintText('', { filePath: 'shared/api/probe.ts' }), 60_000);
  it.each(Object.entries(PROBES))('%s is refused: %s', async (expression, refused) => {
    const source = `declare const card: { id: string }; declare const orderId: string; declare const problemId: string;
declare const repayRecordId: string; declare const last: string; declare const item: { enabled: string };
declare const res: { code: string }; declare const amount: number; declare const fee: number;
export const probe = ${expression};
`;
    const [result] = await eslint.lintText(source, { filePath: 'shared/api/probe.ts' });
    const d23 = result.messages.filter((m) => m.message.includes('D23'));
    expect(d23.length > 0).toBe(refused);
  });

  it('every field named as an id in a response is declared as an id (never a number)', () => {
    const named = /^(id|\w*Id|\w*_id|orderNo|productCode|channel_number|sid|position)$/;
    const wrong: string[] = [];
    const walk = (decl: Decl, path: string) => {
      const inner = decl.k === 'maybe' || decl.k === 'ours' ? decl.of : decl;
      if (inner.k === 'obj')
        for (const [key, field] of Object.entries(inner.shape)) {
          const kind = field.k === 'maybe' || field.k === 'ours' ? field.of : field;
          const leaf = kind.k === 'maybe' ? kind.of : kind;
          if (named.test(key) && leaf.k !== 'id')
            wrong.push(
              `${path}.${key} (${fileOf(path.split('.')[0]!)}): declare it \`${key}: id('${key}')\`, or \`${key}: maybe(id('${key}'))\` when a backend may leave it out (D23)`,
            );
          walk(field, `${path}.${key}`);
        }
      else if (inner.k === 'list' || inner.k === 'record') walk(inner.of, path);
    };
    for (const [name, value] of Object.entries(contract))
      if (value && typeof value === 'object' && 'data' in value && 'early' in value) walk(value.data as Decl, name);
    expect(wrong).toEqual([]);
  });
});
