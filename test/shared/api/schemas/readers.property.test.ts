// @vitest-environment node
/**
 * The reading boundary as a property (contract D13, D20, D21, D23; ADR 0022): every read call of the
 * contract reads every payload generated from its own declaration, with each field in each form the
 * contract allows — a number or a numeric string, a date as epoch seconds, milliseconds or text, an id
 * as a safe number, a numeric string, a 64-bit string or text with dashes and underscores, `null`,
 * missing, a single item where a list is expected — and reports a load failure, never a throw, exactly
 * when a required field is unreadable. Every id comes out exactly as it went in.
 *
 * What the declarations require is read from them, and checked against the one list written from the spec
 * (docs/history/0022-required.md, D21): a declaration that requires a field the list does not name fails
 * here, saying what to add to which row (or to make the field optional); a row the declaration no longer
 * requires fails too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as contract from '../../../../shared/api/contract';
import type { Decl } from '../../../../shared/api/contract/declare';
import type { ReadEndpoint } from '../../../../shared/api/contract/endpoint';
import { readPayload } from '../../../../shared/api/schemas/read';
import { ROOT } from '../../../../shared/site/entries';
import { formatDate } from '../../../../shared/format/date';

const readers = Object.entries(contract).filter(
  ([, e]) => e && typeof e === 'object' && 'data' in e && 'early' in e,
) as [string, ReadEndpoint<unknown, unknown>][];

/** The spec's list of what each call may require (D21): one row per call in this table, with the spec's words. */
const SPEC_LIST = 'docs/history/0022-required.md';

/**
 * The rows of the spec's list: call name → its required paths, a list item's field as `list.field`.
 * A row this cannot read fails here, so a mistyped row never passes as "requires nothing".
 */
function specRequired(markdown: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*(call\b|-)/.test(line)) continue;
    const [call, required] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const name = /^`(\w+)`$/.exec(call)?.[1];
    const paths = [...required.matchAll(/`([\w.]+)`/g)].map((m) => m[1]);
    if (!name || paths.length === 0)
      throw new Error(`${SPEC_LIST}: a row is one call and its required fields, each in backticks: ${line}`);
    if (rows.has(name)) throw new Error(`${SPEC_LIST}: ${name} has two rows; make them one`);
    rows.set(name, paths);
  }
  return rows;
}

const SPEC = specRequired(readFileSync(join(ROOT, SPEC_LIST), 'utf8'));

/** Every required path of a declaration, as the spec's list writes them. */
function requiredPaths(decl: Decl, at = ''): string[] {
  const join = (key: string) => (at ? `${at}.${key}` : key);
  switch (decl.k) {
    case 'obj':
      return Object.entries(decl.shape).flatMap(([key, field]) => [
        ...(decl.required.includes(key) ? [join(key)] : []),
        ...requiredPaths(field, join(key)),
      ]);
    case 'list':
    case 'maybe':
    case 'ours':
    case 'record':
      return requiredPaths(decl.of, at);
    default:
      return [];
  }
}

/** Every form D20 allows for a date: epoch seconds or ms, as a number or a numeric string, or text. */
const anyDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .chain((d) => {
    const ms = d.getTime();
    const s = Math.floor(ms / 1000);
    // `2026-12-22T10:00:00.000Z` → the date and the time as a backend writes them.
    const [day, time] = d.toISOString().slice(0, 19).split('T');
    return fc.constantFrom<unknown>(
      s,
      ms,
      String(s),
      String(ms),
      day,
      `${day} ${time}`,
      `${day.replace(/-/g, '/')} ${time.slice(0, 5)}`,
    );
  });

const someNumber = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }).map(String));
const someText = fc.oneof(
  fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  fc.integer({ min: 0, max: 1e9 }),
);
/** D23: every form an id arrives in (a JSON number only while it is a safe integer). */
const someId = fc.oneof(
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: 0, max: 1e9 }).map(String),
  fc.bigInt({ min: 2n ** 53n, max: 2n ** 63n - 1n }).map(String),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,6}([-_][A-Za-z0-9]{1,8}){1,3}$/),
  fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
);

/** A readable value of a declaration, in any form the contract allows; `null` too where that reads. */
function readable(decl: Decl, required: boolean): fc.Arbitrary<unknown> {
  const orNull = <T>(arb: fc.Arbitrary<T>) => (required ? arb : fc.oneof(arb, fc.constant(null)));
  switch (decl.k) {
    case 'num':
      return orNull(someNumber);
    case 'text':
      return decl.some ? someText : orNull(fc.oneof(fc.string(), fc.integer()));
    case 'id':
      return someId;
    case 'date':
      return fc.oneof(anyDate, fc.constant(null));
    case 'flag01':
      return orNull(someNumber);
    case 'pick':
      return readable(decl.of, false);
    case 'list': {
      if (decl.lines) return fc.oneof(fc.array(fc.string(), { maxLength: 3 }), fc.string(), fc.constant(null));
      const item = readable(decl.of, true);
      // A required list keeps at least one item; an optional one may be empty, null or a single item.
      return decl.some
        ? fc.array(item, { minLength: 1, maxLength: 3 })
        : fc.oneof(fc.array(item, { maxLength: 3 }), item, fc.constant(null));
    }
    case 'record':
      return fc.oneof(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), readable(decl.of, true), { maxKeys: 3 }),
        fc.constant(null),
      );
    case 'obj': {
      const model = Object.fromEntries(
        Object.entries(decl.shape).map(([key, field]) => [key, readable(field, decl.required.includes(key))]),
      );
      const record = fc.record(model, { requiredKeys: [...decl.required] });
      return decl.absent === 'fail' || required ? record : fc.oneof(record, fc.constant(null));
    }
    case 'maybe':
      // An optional id may also come empty: unreadable, it is left out and the rest is read.
      return decl.of.k === 'id'
        ? fc.oneof(readable(decl.of, true), fc.constant(null), fc.constant(''))
        : fc.oneof(readable(decl.of, true), fc.constant(null));
    case 'ours':
      return readable(decl.of, required);
  }
}

/** Values no reading of that kind can read: what makes a required field a load failure. */
function unreadable(decl: Decl): fc.Arbitrary<unknown> {
  const gone = fc.constantFrom<unknown>(undefined, null, {}, [[]]);
  if (decl.k === 'num') return fc.oneof(gone, fc.constantFrom('', '  ', 'abc', '1,000', [], true));
  if (decl.k === 'text') return fc.oneof(gone, fc.constantFrom('', '   ', [], true));
  if (decl.k === 'id') return fc.oneof(gone, fc.constantFrom('', '   ', 1.5, -0.5, true, []));
  if (decl.k === 'obj') return fc.oneof(gone, fc.constantFrom('abc', [], 7));
  // A required list: nothing, or nothing readable in it.
  return fc.oneof(fc.constantFrom<unknown>(undefined, null, [], 'abc', {}), fc.constant([{}]));
}

/** Every id read is the input exactly: its text, or a safe number's decimal text (D23). */
function expectIdsKept(decl: Decl, input: unknown, output: unknown): void {
  if (input === undefined || input === null || input === '' || output === undefined || output === null) return;
  switch (decl.k) {
    case 'id':
      expect(output).toBe(typeof input === 'number' ? String(input) : input);
      return;
    case 'maybe':
    case 'ours':
      return expectIdsKept(decl.of, input, output);
    case 'list':
      if (Array.isArray(input) && Array.isArray(output) && input.length === output.length)
        input.forEach((x, i) => expectIdsKept(decl.of, x, output[i]));
      return;
    case 'obj':
      if (typeof input === 'object' && typeof output === 'object')
        for (const key of Object.keys(decl.shape))
          expectIdsKept(
            decl.shape[key],
            (input as Record<string, unknown>)[key],
            (output as Record<string, unknown>)[key],
          );
      return;
    default:
      return;
  }
}

const RUNS = { numRuns: 150 };

// Each fallback is a development warning (read-report.ts); thousands of them would bury the output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it("every row of the spec's list of required fields names a read call of the contract", () => {
  const named = new Set(readers.map(([name]) => name));
  const stale = [...SPEC.keys()].filter((name) => !named.has(name));
  expect(stale, `${SPEC_LIST} has rows for calls that read nothing: remove them`).toEqual([]);
});

describe.each(readers)('read call %s', (name, endpoint) => {
  const decl = endpoint.data as Decl;
  const top = decl.k === 'obj' ? decl : undefined;
  const requiredTop = top ? top.required.map((key) => [key, top.shape[key]] as const) : [];

  it("requires what the spec's list names for it, no more and no less (D21, ADR 0022)", () => {
    const declared = new Set(requiredPaths(decl));
    const listed = new Set(SPEC.get(name) ?? []);
    const problems = [
      ...[...declared]
        .filter((path) => !listed.has(path))
        .map(
          (path) =>
            `${name} requires \`${path}\`, which ${SPEC_LIST} does not name: add \`${path}\` to the row of \`${name}\` ` +
            `with the spec's words behind it, or declare the field maybe(…) or leave it out of \`required\``,
        ),
      ...[...listed]
        .filter((path) => !declared.has(path))
        .map(
          (path) =>
            `${SPEC_LIST} names \`${path}\` for \`${name}\`, which its declaration does not require: ` +
            `remove it from the row, or require it in the declaration`,
        ),
    ];
    expect(problems).toEqual([]);
  });

  it('reads every payload whose fields take any form the contract allows, and keeps every id exactly', () => {
    fc.assert(
      fc.property(readable(decl, true), (data) => {
        const out = readPayload(endpoint.data, data);
        expect(out.ok && undefined, !out.ok ? out.issue : undefined).toBeUndefined();
        if (!out.ok) return;
        expectIdsKept(decl, data, out.value);
        // Every date read shows as something, never throws.
        for (const value of Object.values(out.value ?? {})) {
          if (typeof value === 'number' || typeof value === 'string')
            expect(() => formatDate(value, true)).not.toThrow();
        }
      }),
      RUNS,
    );
  });

  it.runIf(top && Object.keys(top.shape).some((k) => !top.required.includes(k)))(
    'an optional field of any shape at all falls back on its own: still read',
    () => {
      const optional = Object.keys(top!.shape).filter((k) => !top!.required.includes(k));
      fc.assert(
        fc.property(readable(decl, true), fc.constantFrom(...optional), fc.anything(), (data, key, junk) => {
          expect(readPayload(endpoint.data, { ...(data as object), [key]: junk }).ok).toBe(true);
        }),
        RUNS,
      );
    },
  );

  it.runIf(requiredTop.length > 0)(
    'a required field that cannot be read is a load failure that names it, never a throw',
    () => {
      fc.assert(
        fc.property(readable(decl, true), fc.constantFrom(...requiredTop), (data, [key, field]) =>
          fc.assert(
            fc.property(unreadable(field), (bad) => {
              const copy: Record<string, unknown> = { ...(data as object), [key]: bad };
              if (bad === undefined) delete copy[key];
              const out = readPayload(endpoint.data, copy);
              expect(out.ok).toBe(false);
              expect(!out.ok && out.issue).toMatch(new RegExp(`^${key}`));
            }),
            { numRuns: 10 },
          ),
        ),
        { numRuns: 30 },
      );
    },
  );

  it('anything at all as the payload reads or fails, never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(() => readPayload(endpoint.data, data)).not.toThrow();
      }),
      RUNS,
    );
  });
});
