import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_EXPIRES, getCookie, setCookie } from '../../../shared/format/cookie';

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

function recordCookieWrites(): string[] {
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    writes.push(v);
  });
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  happyDOM.setURL('http://localhost:3000/');
});

describe('setCookie', () => {
  it('expires at the end of year 9999', () => {
    expect(COOKIE_EXPIRES).toBe('Fri, 31 Dec 9999 23:59:59 GMT');
    expect(new Date(COOKIE_EXPIRES).toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });

  it('writes the encoded pair, expiry, path / and SameSite=Lax, without Secure on http', () => {
    const writes = recordCookieWrites();
    setCookie('a b', 'c;d=é');
    expect(writes).toEqual(['a%20b=c%3Bd%3D%C3%A9; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax']);
  });

  it('adds Secure on https pages', () => {
    happyDOM.setURL('https://app.example.ph/order.html');
    const writes = recordCookieWrites();
    setCookie('lang', 'en');
    expect(writes).toEqual(['lang=en; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax; Secure']);
  });

  it('uses the given path and keeps a ; in it from adding attributes', () => {
    const writes = recordCookieWrites();
    setCookie('k', 'v', { path: '/pages' });
    setCookie('k', 'v', { path: '/x; domain=evil.example' });
    expect(writes[0]).toContain('; path=/pages;');
    expect(writes[1]).toContain('; path=/x domain=evil.example;');
    expect(writes[1]!.split(';')).toHaveLength(4);
  });

  it('does nothing without a document', () => {
    vi.stubGlobal('document', undefined);
    expect(() => setCookie('k', 'v')).not.toThrow();
    expect(getCookie('k')).toBeNull();
  });
});

describe('getCookie', () => {
  it('reads back what setCookie wrote, decoded', () => {
    setCookie('user name', 'Juan dela Cruz; ₱');
    expect(getCookie('user name')).toBe('Juan dela Cruz; ₱');
  });

  it('returns null for a cookie that is not set', () => {
    expect(getCookie('never-set')).toBeNull();
  });

  it('matches the whole name, not a prefix', () => {
    setCookie('tok', 'short');
    setCookie('token', 'long');
    expect(getCookie('tok')).toBe('short');
    expect(getCookie('token')).toBe('long');
    expect(getCookie('to')).toBeNull();
  });

  it('keeps an = inside the value and reads an empty value', () => {
    document.cookie = 'raw=a=b';
    document.cookie = 'empty=';
    expect(getCookie('raw')).toBe('a=b');
    expect(getCookie('empty')).toBe('');
  });

  it('gives null instead of throwing for a value that is not valid URI encoding', () => {
    document.cookie = 'broken=%E0%A4%A';
    expect(getCookie('broken')).toBeNull();
  });

  it('round-trips any name and value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'grapheme' }), (name, value) => {
        setCookie(name, value);
        expect(getCookie(name)).toBe(value);
      }),
      { numRuns: 50 },
    );
  });
});
