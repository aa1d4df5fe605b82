// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  date,
  filled,
  flag01,
  id,
  lines,
  list,
  maybe,
  maybeMoney,
  money,
  num,
  numOr,
  obj,
  orNull,
  ours,
  pick,
  record,
  someList,
  someText,
  text,
} from '../../../../shared/api/contract/declare';
import type { Declared } from '../../../../shared/api/contract/declare';
import { hasDefault, readPayload, readValue } from '../../../../shared/api/schemas/read';
import { onReadReport } from '../../../../shared/api/read-report';
import type { ReadReport } from '../../../../shared/api/read-report';

/** What a declaration reads, or a throw naming why not. */
function parse<T>(decl: Declared<T>, input: unknown): T {
  const read = readValue(decl, input);
  if (!read.ok) throw new Error(read.issue);
  return read.value as T;
}

/** Whether a declaration reads the input. */
const accepts = (decl: Declared<unknown>, input: unknown) => readValue(decl, input).ok;

const reader =
  <T>(decl: Declared<T>) =>
  (data: unknown, call?: string) =>
    readPayload(decl, data, call);

describe('D13 readers', () => {
  it('num reads numbers and numeric strings the same, and refuses anything else', () => {
    expect(parse(num, 174)).toBe(174);
    expect(parse(num, '174')).toBe(174);
    expect(parse(num, ' 21 ')).toBe(21);
    expect(parse(num, '-1')).toBe(-1);
    for (const bad of ['', '  ', 'abc', '1e', null, undefined, {}, [], NaN, Infinity, true]) {
      expect(accepts(num, bad), String(bad)).toBe(false);
    }
  });

  it('numOr gives its default for a missing or null number, and still refuses junk', () => {
    expect(parse(numOr(0), undefined)).toBe(0);
    expect(parse(numOr(0), null)).toBe(0);
    expect(parse(numOr(0), '3')).toBe(3);
    expect(accepts(numOr(0), 'x')).toBe(false);
  });

  it('text reads strings and numbers as text, missing as empty, and never an object', () => {
    expect(parse(text, 'GCash')).toBe('GCash');
    expect(parse(text, 9876)).toBe('9876');
    expect(parse(text, null)).toBe('');
    expect(parse(text, undefined)).toBe('');
    expect(accepts(text, { a: 1 })).toBe(false);
    expect(accepts(text, ['a'])).toBe(false);
  });

  it('someText needs a value', () => {
    expect(parse(someText, 7)).toBe('7');
    expect(accepts(someText, '  ')).toBe(false);
    expect(accepts(someText, null)).toBe(false);
  });

  it('flag01 reads 1 and "1" as "1", anything else (or nothing) as "0"', () => {
    expect(parse(flag01, 1)).toBe('1');
    expect(parse(flag01, '1')).toBe('1');
    expect(parse(flag01, '0')).toBe('0');
    expect(parse(flag01, 2)).toBe('0');
    expect(parse(flag01, null)).toBe('0');
  });

  it('list: missing or null is [], a single item is a list of one, an unreadable item is left out (D21)', () => {
    expect(parse(list(num), null)).toEqual([]);
    expect(parse(list(num), undefined)).toEqual([]);
    expect(parse(list(num), ['1', 2])).toEqual([1, 2]);
    expect(parse(list(text), 'Go to the counter')).toEqual(['Go to the counter']);
    expect(parse(list(num), {})).toEqual([]);
    expect(parse(list(num), ['x', 3])).toEqual([3]);
    // Each missing list is a fresh array: one screen's push never leaks into another's data.
    expect(parse(list(num), null)).not.toBe(parse(list(num), null));
  });

  it('someList needs at least one readable item', () => {
    expect(parse(someList(num), '4')).toEqual([4]);
    for (const bad of [null, undefined, [], ['x'], {}]) expect(accepts(someList(num), bad)).toBe(false);
  });

  it('date reads epoch numbers and numeric strings as numbers, date text as text, and no date as "" (D20)', () => {
    expect(parse(date, 1766368800)).toBe(1766368800);
    expect(parse(date, ' 1766368800000 ')).toBe(1766368800000);
    expect(parse(date, ' 2026-12-22 10:00:00 ')).toBe('2026-12-22 10:00:00');
    expect(parse(date, 'end of month')).toBe('end of month');
    for (const none of [null, undefined, 0, '0', '', '  ', -5]) expect(parse(date, none), String(none)).toBe('');
    expect(accepts(date, {})).toBe(false);
  });

  it('obj: a required field fails the object; any other falls back on its default and the rest is read', () => {
    const s = obj({ id: num, name: text, n: numOr(7), rows: list(num), box: maybe(obj({ a: num }, ['a'])) }, ['id']);
    expect(parse(s, { id: '1', name: {}, n: 'x', rows: 'y', box: { a: 'z' }, extra: 1 })).toEqual({
      id: 1,
      name: '',
      n: 7,
      rows: [],
      box: undefined,
    });
    expect(accepts(s, { name: 'x' })).toBe(false);
    expect(accepts(s, [])).toBe(false);
  });

  it('hasDefault: what reads something from nothing (every optional field must)', () => {
    for (const d of [text, numOr(0), date, flag01, list(num), lines, record(num), maybe(num), filled(obj({ a: text }))])
      expect(hasDefault(d)).toBe(true);
    for (const d of [num, someText, id('card'), someList(num), obj({ a: text }), ours(id('order'))])
      expect(hasDefault(d)).toBe(false);
    expect(hasDefault(orNull(obj({ a: num }, ['a'])))).toBe(true);
  });

  it('pick: one of the values, anything else (absent included) the fallback', () => {
    const oneOrTwo = pick(numOr(1), [1, 2] as const, 1);
    expect(parse(oneOrTwo, '2')).toBe(2);
    expect(parse(oneOrTwo, 3)).toBe(1);
    expect(parse(oneOrTwo, undefined)).toBe(1);
    expect(parse(pick(text, ['phone', 'text'], 'number'), 'email')).toBe('number');
  });

  it('orNull and filled: what an absent object reads as', () => {
    expect(parse(orNull(obj({ a: num }, ['a'])), null)).toBeNull();
    expect(parse(filled(obj({ rows: list(num) })), undefined)).toEqual({ rows: [] });
    expect(accepts(obj({ a: text }), null)).toBe(false);
  });

  it('a payload that requires nothing reads null data (a bare "success") as its defaults', () => {
    expect(readPayload(obj({ problemId: ours(maybe(id('complaint'))) }), null)).toEqual({
      ok: true,
      value: { problemId: undefined },
    });
    expect(readPayload(obj({ a: num }, ['a']), null).ok).toBe(false);
  });

  it('a field that fell back is noted by call and path, with its type and never its value', () => {
    const reports: ReadReport[] = [];
    const stop = onReadReport((r) => reports.push(r));
    const read = reader(obj({ id: num, plan: list(obj({ at: text, amount: num }, ['amount'])) }, ['id']));
    read(
      {
        id: 1,
        plan: [
          { at: 'a', amount: 1 },
          { at: 'secret 0917', amount: 'x' },
        ],
        other: 1,
      },
      '/states/plan',
    );
    read({ plan: [] }, '/states/plan');
    stop();
    expect(reports).toEqual([
      { kind: 'fallback', call: '/states/plan', field: 'plan.1', type: 'object' },
      { kind: 'failure', call: '/states/plan', field: 'id', type: 'undefined' },
    ]);
    expect(JSON.stringify(reports)).not.toContain('secret');
  });

  it('a missing optional field is not news: nothing is noted', () => {
    const reports: ReadReport[] = [];
    const stop = onReadReport((r) => reports.push(r));
    reader(obj({ a: text }))({}, '/x');
    stop();
    expect(reports).toEqual([]);
  });

  it('maybe: a null or missing object is absent, never null', () => {
    const box = maybe(obj({ a: num }, ['a']));
    expect(parse(box, null)).toBeUndefined();
    expect(parse(box, undefined)).toBeUndefined();
    expect(parse(box, { a: '1' })).toEqual({ a: 1 });
    expect(accepts(box, { a: 'x' })).toBe(false);
  });

  it('maybeMoney: left out is absent; sent as null or as no number it is null, noted, never absent (D37)', () => {
    const offer = obj({ netAmount: maybeMoney });
    expect(parse(offer, {})).toEqual({ netAmount: undefined });
    expect(parse(offer, { netAmount: '190000' })).toEqual({ netAmount: 190000 });
    const reports: ReadReport[] = [];
    const stop = onReadReport((r) => reports.push(r));
    expect(readPayload(offer, { netAmount: null })).toEqual({ ok: true, value: { netAmount: null } });
    expect(readPayload(offer, { netAmount: '₱1,900.00' })).toEqual({ ok: true, value: { netAmount: null } });
    stop();
    expect(reports.map((r) => [r.kind, r.field, r.type])).toEqual([
      ['fallback', 'netAmount', 'null'],
      ['fallback', 'netAmount', 'string'],
    ]);
    // Every other optional value still reads null as absent.
    expect(parse(obj({ n: maybe(money) }), { n: null })).toEqual({ n: undefined });
  });

  it('reader names the first field it could not read', () => {
    const read = reader(obj({ a: num }, ['a']));
    expect(read({ a: '5' })).toEqual({ ok: true, value: { a: 5 } });
    const bad = read({ a: {} });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issue).toMatch(/^a: /);
  });
});

describe('D32 money', () => {
  it('an amount in whole centavos is read as it is, a number or numeric string (D13)', () => {
    expect(parse(money, 541250)).toBe(541250);
    expect(parse(money, '541250')).toBe(541250);
    expect(accepts(money, 'pesos')).toBe(false);
  });

  it('an amount that is not whole centavos is rounded to the centavo and reported as a reading failure', () => {
    const reports: ReadReport[] = [];
    const stop = onReadReport((r) => reports.push(r));
    const read = readPayload(
      obj({ repayAmount: money, plan: list(obj({ amount: money })) }),
      {
        repayAmount: '5412.5',
        plan: [{ amount: 100.4 }, { amount: 2000 }],
      },
      '/x',
    );
    stop();
    expect(read).toEqual({ ok: true, value: { repayAmount: 5413, plan: [{ amount: 100 }, { amount: 2000 }] } });
    expect(reports).toEqual([
      { kind: 'failure', call: '/x', field: 'repayAmount', type: 'fraction of a centavo' },
      { kind: 'failure', call: '/x', field: 'plan.0.amount', type: 'fraction of a centavo' },
    ]);
    // A number that is not money keeps its fraction, and nothing is noted.
    expect(parse(num, 1.5)).toBe(1.5);
  });
});

describe('D23 identifiers', () => {
  const card = id('card');

  it('a string is kept exactly as it arrived: text, dashes, 64-bit digits, spaces and leading zeros', () => {
    for (const value of ['card_5a', 'RR-20261125-0001', '1864209123456789012', '007', ' 42 ', 'P-77'])
      expect(parse(card, value)).toBe(value);
  });

  it('a safe-integer JSON number becomes its decimal text', () => {
    expect(parse(card, 42)).toBe('42');
    expect(parse(card, 0)).toBe('0');
    expect(parse(card, -7)).toBe('-7');
    expect(parse(card, Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
  });

  it('a JSON number beyond 2^53 is read as its text and reported as a reading failure', () => {
    const reports: ReadReport[] = [];
    const stop = onReadReport((r) => reports.push(r));
    const read = readPayload(
      obj({ items: list(obj({ id: card }, ['id'])) }),
      JSON.parse('{"items":[{"id":1864209123456789012}]}'),
      '/x',
    );
    stop();
    expect(read).toEqual({ ok: true, value: { items: [{ id: '1864209123456789000' }] } });
    expect(reports).toEqual([{ kind: 'failure', call: '/x', field: 'items.0.id', type: 'unsafe integer' }]);
    // Never the exponent form, however large.
    expect(parse(card, 1e21)).toBe('1000000000000000000000');
  });

  it('anything else is unreadable: blank, a fraction, a flag, an object, nothing', () => {
    for (const bad of ['', '   ', 1.5, NaN, Infinity, true, {}, [], null, undefined])
      expect(accepts(card, bad), String(bad)).toBe(false);
    // Optional, an unreadable id falls back to absent in its object (and is noted), never to ''.
    expect(parse(obj({ orderId: maybe(card) }), { orderId: '' })).toEqual({ orderId: undefined });
  });

  it('an item without a readable id is left out of its list and noted; one with a text id stays', () => {
    const reports: ReadReport[] = [];
    const stop = onReadReport((r) => reports.push(r));
    const read = readPayload(
      obj({ items: list(obj({ id: card, t: text }, ['id'])) }),
      { items: [{ id: 'a-1', t: 'x' }, { t: 'y' }] },
      '/l',
    );
    stop();
    expect(read).toEqual({ ok: true, value: { items: [{ id: 'a-1', t: 'x' }] } });
    expect(reports).toEqual([{ kind: 'fallback', call: '/l', field: 'items.1', type: 'object' }]);
  });
});
