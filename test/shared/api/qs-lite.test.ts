// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from '../../../shared/api/qs-lite';

describe('qs-lite (stand-in for qs.stringify with indices: false, strictNullHandling: true)', () => {
  it.each([
    [{ a: 1, b: 'x y' }, 'a=1&b=x%20y'],
    [{ k: [1, 2] }, 'k=1&k=2'],
    [{ a: { b: 1 } }, 'a%5Bb%5D=1'],
    [{ a: null, b: undefined, c: '' }, 'a&c='],
    [{ s: 'ñ&=?' }, 's=%C3%B1%26%3D%3F'],
  ])('%j → %s', (input, out) => {
    expect(stringify(input)).toBe(out);
  });

  it('round-trips any flat record of strings through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1 }).filter((k) => !k.includes('[') && k !== '__proto__'),
          fc.string(),
        ),
        (record) => {
          expect(parse(stringify(record))).toEqual(record);
        },
      ),
    );
  });
});
