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
import { contractDocs, FILES, openApi, OUT_DIR, statusShows } from '../../scripts/contract-docs';
import { lintOpenApi } from '../../scripts/openapi-lint';
import { LISTED_STATUSES } from '../../pages/order/order-logic';
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
      '| `orderStatus` | order status, a number or numeric string (D13): what the order screen shows for each value is in [Order statuses](#order-statuses) | required: without it the answer cannot be read',
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

  it("Redocly's linter finds nothing in openapi.json with its strictest rule set", async () => {
    expect(await lintOpenApi()).toEqual([]);
  }, 30_000);

  it('money is whole centavos in words, in the schema and in an example, sent and read (D32)', () => {
    const text = docs['openapi.json'];
    const spec = JSON.parse(text) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const loan = spec.paths['/states/v3/loan/loan-detail-confirm'].post as {
      responses: {
        '200': { content: { 'application/json': { schema: { then: { properties: Record<string, any> } } } } };
      };
    };
    const amount = loan.responses['200'].content['application/json'].schema.then.properties.data.anyOf[0].properties
      .amount as Record<string, unknown>;
    expect(amount).toMatchObject({ type: ['integer', 'string'], pattern: '^-?[0-9]+$', examples: [541250] });
    expect(amount.description).toContain('whole centavos');
    const push = spec.paths['/states/v3/loan/loan-detail-push'].post as any;
    expect(push.requestBody.content['application/x-www-form-urlencoded'].schema.properties.amount).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
    expect(flat('calls.md')).toContain('| `repayAmount` | money in whole centavos, ₱1.00 = 100 (D32)');
  });

  it('null money, ids past 2^53, payableFrom and the fields a backend must get right are written down (D37)', () => {
    const spec = JSON.parse(docs['openapi.json']) as { paths: Record<string, Record<string, any>> };
    const confirm = spec.paths['/states/v3/loan/loan-detail-confirm'].post.responses['200'].content['application/json']
      .schema.then.properties.data.anyOf[0].properties as Record<string, Record<string, unknown>>;
    // Money is never null in the schema: a validator refuses `netAmount: null`.
    expect(confirm.netAmount.type).toEqual(['integer', 'string']);
    expect(confirm.netAmount.description).toContain('never `null` (D37)');
    const detail = spec.paths['/states/user-problem/problem-detail'].post.responses['200'].content['application/json']
      .schema.then.properties.data.properties as Record<string, Record<string, unknown>>;
    expect(detail.problemId).toMatchObject({ maximum: 2 ** 53 - 1, minimum: -(2 ** 53 - 1) });
    // The notes reach the OpenAPI document too, for a reader of it alone.
    expect(confirm.netAmount.description).toContain('Sent as `null`');
    const calls = flat('calls.md');
    expect(calls).toContain('**never `null`** (D37)');
    // The success example of the instalment never refuses the payment it shows.
    const play = calls.slice(calls.indexOf('## `loanPlayDetail`'), calls.indexOf('## `problemDetail`'));
    expect(play).toContain('| `payableFrom` |');
    expect(play).toContain('send it only while the lender refuses this payment');
    expect(play.slice(play.indexOf('An answer that succeeds'))).not.toContain('payableFrom');
    for (const [field, words] of [
      ['netAmount', 'Sent as `null`'],
      ['loanDate', 'today in Manila'],
      ['isNeedScore', 'the rating opens'],
      ['payUrl', 'the extension fee'],
      ['isDelay', '“Rollover Repayment”'],
      ['userOrderDetail.detail[].value', '`₱1,325.00`'],
    ])
      expect(calls).toMatch(new RegExp(`\\| \`${escapeRe(field)}\` \\|[^\\n]*${escapeRe(words)}`));
  });

  it('constants travel as text, an empty body is not required, every call declares its refusals and the session end', () => {
    const spec = JSON.parse(docs['openapi.json']) as { paths: Record<string, Record<string, any>>; servers: unknown[] };
    expect(spec.servers.length).toBeGreaterThan(0);
    const scene = spec.paths['/states/v3/contract/contract-list'].get.parameters.find(
      (p: { name: string }) => p.name === 'scene',
    );
    expect(scene.schema).toEqual({ type: 'string', const: '3' });
    expect(spec.paths['/states/v3/union/union-error-info'].post.requestBody.required).toBe(false);
    expect(spec.paths['/states/v3/repay/loan-play-detail'].post.requestBody.required).toBe(true);
    for (const [path, methods] of Object.entries(spec.paths))
      for (const op of Object.values(methods)) {
        if (path.endsWith('/get-captcha')) continue;
        expect(Object.keys(op.responses).sort(), path).toEqual(['200', '401', '4XX', '5XX']);
        const envelope = op.responses['200'].content['application/json'];
        expect(envelope.schema.else, path).toEqual({ $ref: '#/components/schemas/Refusal' });
        expect(Object.keys(envelope.examples), path).toContain('refusal');
        expect(envelope.examples.refusal.value.data, path).toBeNull();
      }
  });

  it("lists every order status with what the order screen shows, from the order page's own rules", () => {
    for (const status of LISTED_STATUSES)
      expect(flat('calls.md')).toContain(`| \`${status}\` | ${statusShows(status)} |`);
    expect(statusShows(174)).toBe(
      'the due icon; “REPAY” and “Rollover Repayment” when `isDelay` is 1, else “Repayment”; a non-empty `playeduL` opens at once',
    );
    expect(statusShows(21)).toContain('the recommended products');
    expect(statusShows(21)).toContain('never opened at once');
    expect(flat('calls.md')).toContain("sends `90006` (the spec's default)");
    expect(flat('calls.md')).toContain('absent: the field must be filled');
  });

  it('declares the newer envelope and its code "00" beside the older one', () => {
    const spec = JSON.parse(docs['openapi.json']) as { paths: Record<string, Record<string, any>> };
    const confirm = spec.paths['/states/v3/loan/loan-detail-confirm'].post.responses['200'].content['application/json'];
    expect(confirm.schema.properties).toHaveProperty('attach');
    expect(confirm.examples.attach.value).toMatchObject({ code: '00' });
    expect(flat('calls.md')).toContain('`{ code: "00", message, attach }`');
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
