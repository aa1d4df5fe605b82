// @vitest-environment node
/**
 * The generated contract documents (ADR 0029) are what the code says today: each is rendered again and
 * compared with the committed file, so a change of a declaration, an entry or the bridge without
 * `npm run docs:contract` fails here. The OpenAPI document is checked by a maintained validator of the
 * OpenAPI 3.1 schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { contractDocs, FILES, openApi, OUT_DIR } from '../../scripts/contract-docs';
import { FALLBACK_WORDS, WITHOUT_SHELL } from '../../shared/bridge/fallbacks';
import { CALLS } from '../../shared/api/contract/calls';
import { loadEntries } from '../../shared/site/entries';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const docs = await contractDocs();
/** A document with the padding of its table cells taken out (Prettier aligns the columns). */
const flat = (name: keyof typeof docs) => docs[name].replace(/ {2,}/g, ' ');

describe('docs/contract (generated)', () => {
  it.each(FILES)('%s is up to date: run `npm run docs:contract` and commit it', (name) => {
    expect(readFileSync(join(OUT_DIR, name), 'utf8')).toBe(docs[name]);
  });

  it('openapi.json is a valid OpenAPI 3.1 document with every call of the contract', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(docs['openapi.json']) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const paths = openApi().paths as Record<string, Record<string, { operationId: string }>>;
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operations.sort()).toEqual(CALLS.map((c) => c.name).sort());
  });

  it('the money calls ask for what keeps a payment single', () => {
    const paths = openApi().paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    const keyed = Object.entries(paths)
      .filter(([, m]) => Object.values(m).some((op) => op.parameters?.some((p) => p.name === 'Idempotency-Key')))
      .map(([path]) => path);
    expect(keyed.sort()).toEqual(['/states/v3/loan/loan-detail-push', '/states/v3/repay/generate-vcode']);
    expect(flat('calls.md')).toMatch(/## `repaymentConfirm`[^#]*Moves money: sent once per tap and never retried/);
  });

  it('calls.md says what each screen needs of an answer, and entries.md what each entry needs of its link', () => {
    expect(flat('calls.md')).toContain(
      '| `orderStatus` | number or numeric string (D13) | required: without it the answer cannot be read',
    );
    expect(flat('calls.md')).toContain('| `repayList[].channel_number` |');
    expect(flat('calls.md')).toMatch(
      /`orderId` \| identifier \(order\): text, sent back exactly as it arrived \(D23\)/,
    );
    for (const entry of loadEntries()) expect(flat('entries.md')).toContain(`## ${entry.name}\n`);
    expect(flat('entries.md')).toContain(
      '- `orderId`: needed: without it the page does not call and says what is missing',
    );
    const order = flat('entries.md')
      .split('\n## ')
      .find((section) => section.startsWith('order\n'));
    expect(order).toContain('**Opens**: [bind-bank](#bind-bank), [complaint](#complaint), [repay-delay](#repay-delay)');
  });

  it('bridge.md lists every command of the bridge with what a plain browser does instead', () => {
    const source = readFileSync(join(OUT_DIR, '../../shared/bridge/native.ts'), 'utf8');
    const commands = source.match(/export type NativeCommand =([^;]*);/)?.[1].match(/'(\w+)'/g) ?? [];
    expect(commands.length).toBe(11);
    for (const command of commands) expect(flat('bridge.md')).toContain(`| \`${command.slice(1, -1)}\` |`);
    expect(flat('bridge.md')).toContain(
      '| `login` | `""` | Shows “Your session has expired. Please log in again in the app.”',
    );
    // Each command's words are the shell check's (shared/bridge/fallbacks.ts), one per command.
    for (const [command, kind] of Object.entries(WITHOUT_SHELL))
      expect(flat('bridge.md')).toMatch(
        new RegExp(`\\| \`${command}\` \\|[^\\n]*\\| ${escapeRe(FALLBACK_WORDS[kind])} \\|`),
      );
  });

  it('bridge.md says how the iOS team runs the shell check', () => {
    expect(flat('bridge.md')).toContain('## Checking a shell: the test preview');
    expect(flat('bridge.md')).toContain('**Copy report**');
  });
});
