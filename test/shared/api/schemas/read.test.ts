import { describe, expect, it } from 'vitest';
import {
  date,
  flag01,
  list,
  maybe,
  num,
  numOr,
  obj,
  reader,
  someList,
  someText,
  text,
} from '../../../../shared/api/schemas/read';
import { onReadReport } from '../../../../shared/api/read-report';
import type { ReadReport } from '../../../../shared/api/read-report';
import type { Schema } from '../../../../shared/api/schemas/read';

/** What a schema reads, or a throw naming why not. */
function parse<T>(schema: Schema<T>, input: unknown): T {
  const read = schema(input);
  if (!read.ok) throw new Error(read.issue);
  return read.value;
}

/** Whether a schema reads the input. */
const accepts = (schema: Schema<unknown>, input: unknown) => schema(input).ok;

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
    expect(() => obj({ id: num })).toThrow(/needs a default/);
  });

  it('a field that fell back is noted by call and path, with its type and never its value', () => {
    const reports: ReadReport[] = [];
    const stop = onReadReport((r) => reports.push(r));
    const read = reader<{ id: number; plan: { at: string }[] }>(
      obj({ id: num, plan: list(obj({ at: text, amount: num }, ['amount'])) }, ['id']),
    );
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
    reader<{ a: string }>(obj({ a: text }))({}, '/x');
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

  it('reader names the first field it could not read', () => {
    const read = reader<{ a: number }>(obj({ a: num }, ['a']));
    expect(read({ a: '5' })).toEqual({ ok: true, value: { a: 5 } });
    const bad = read({ a: {} });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issue).toMatch(/^a: /);
  });
});
