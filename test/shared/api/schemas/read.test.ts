import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { flag01, list, maybe, num, numOr, reader, someText, text } from '../../../../shared/api/schemas/read';

describe('D13 readers', () => {
  it('num reads numbers and numeric strings the same, and refuses anything else', () => {
    expect(v.parse(num, 174)).toBe(174);
    expect(v.parse(num, '174')).toBe(174);
    expect(v.parse(num, ' 21 ')).toBe(21);
    expect(v.parse(num, '-1')).toBe(-1);
    for (const bad of ['', '  ', 'abc', '1e', null, undefined, {}, [], NaN, Infinity, true]) {
      expect(v.safeParse(num, bad).success, String(bad)).toBe(false);
    }
  });

  it('numOr gives its default for a missing or null number, and still refuses junk', () => {
    expect(v.parse(numOr(0), undefined)).toBe(0);
    expect(v.parse(numOr(0), null)).toBe(0);
    expect(v.parse(numOr(0), '3')).toBe(3);
    expect(v.safeParse(numOr(0), 'x').success).toBe(false);
  });

  it('text reads strings and numbers as text, missing as empty, and never an object', () => {
    expect(v.parse(text, 'GCash')).toBe('GCash');
    expect(v.parse(text, 9876)).toBe('9876');
    expect(v.parse(text, null)).toBe('');
    expect(v.parse(text, undefined)).toBe('');
    expect(v.safeParse(text, { a: 1 }).success).toBe(false);
    expect(v.safeParse(text, ['a']).success).toBe(false);
  });

  it('someText needs a value', () => {
    expect(v.parse(someText, 7)).toBe('7');
    expect(v.safeParse(someText, '  ').success).toBe(false);
    expect(v.safeParse(someText, null).success).toBe(false);
  });

  it('flag01 reads 1 and "1" as "1", anything else (or nothing) as "0"', () => {
    expect(v.parse(flag01, 1)).toBe('1');
    expect(v.parse(flag01, '1')).toBe('1');
    expect(v.parse(flag01, '0')).toBe('0');
    expect(v.parse(flag01, 2)).toBe('0');
    expect(v.parse(flag01, null)).toBe('0');
  });

  it('list: missing or null is [], each item must read, a non-list is refused', () => {
    expect(v.parse(list(num), null)).toEqual([]);
    expect(v.parse(list(num), undefined)).toEqual([]);
    expect(v.parse(list(num), ['1', 2])).toEqual([1, 2]);
    expect(v.safeParse(list(num), {}).success).toBe(false);
    expect(v.safeParse(list(num), ['x']).success).toBe(false);
    // Each missing list is a fresh array: one screen's push never leaks into another's data.
    expect(v.parse(list(num), null)).not.toBe(v.parse(list(num), null));
  });

  it('maybe: a null or missing object is absent, never null', () => {
    const box = maybe(v.object({ a: num }));
    expect(v.parse(box, null)).toBeUndefined();
    expect(v.parse(box, undefined)).toBeUndefined();
    expect(v.parse(box, { a: '1' })).toEqual({ a: 1 });
    expect(v.safeParse(box, { a: 'x' }).success).toBe(false);
  });

  it('reader names the first field it could not read', () => {
    const read = reader<{ a: number }>(v.object({ a: num }));
    expect(read({ a: '5' })).toEqual({ ok: true, value: { a: 5 } });
    const bad = read({ a: {} });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issue).toMatch(/^a: /);
  });
});
