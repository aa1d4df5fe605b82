import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followServerUrl } from '../../../shared/app/follow-server-url';
import { config } from '../../../shared/config/config';
import { guardUrl } from '../../../shared/security/safe-url';

const BASE = 'https://app.example.ph/order.html?token=t';
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

describe('guardUrl: accepted', () => {
  it.each([
    ['an https URL', 'https://pay.example.com/checkout?id=1', 'https://pay.example.com/checkout?id=1'],
    ['an http URL', 'http://pay.example.com/', 'http://pay.example.com/'],
    ['an upper-case scheme and host', 'HTTPS://PAY.EXAMPLE.COM/x', 'https://pay.example.com/x'],
    ['surrounding spaces', '  https://pay.example.com/x  ', 'https://pay.example.com/x'],
    ['surrounding C0 controls', '\u0000\u001fhttps://pay.example.com/x\u0007', 'https://pay.example.com/x'],
    ['tabs and newlines inside', 'https://pay.exa\tmple.com/\nx\r', 'https://pay.example.com/x'],
    [
      'a scheme split by a tab (judged as the browser reads it)',
      'ht\ttps://pay.example.com/x',
      'https://pay.example.com/x',
    ],
    [
      'a same-origin absolute URL',
      'https://app.example.ph/repay-period.html',
      'https://app.example.ph/repay-period.html',
    ],
    ['a root-relative path', '/order.html?orderId=1', 'https://app.example.ph/order.html?orderId=1'],
    ['a plain relative path', 'order.html?x=1', 'https://app.example.ph/order.html?x=1'],
    ['a dot-relative path', './repay-code.html', 'https://app.example.ph/repay-code.html'],
    ['a query only', '?orderId=2', 'https://app.example.ph/order.html?orderId=2'],
    ['a fragment only', '#top', 'https://app.example.ph/order.html?token=t#top'],
    ['a path with a space', 'pay/step 2.html', 'https://app.example.ph/pay/step%202.html'],
    ['a single leading backslash (a same-origin path)', '\\evil.example', 'https://app.example.ph/evil.example'],
    [
      'a path that looks like a scheme after a slash',
      '/javascript:alert(1)',
      'https://app.example.ph/javascript:alert(1)',
    ],
    [
      'an encoded javascript (a harmless path)',
      '%6Aavascript:alert(1)',
      'https://app.example.ph/%6Aavascript:alert(1)',
    ],
  ])('accepts %s', (_label, raw, expected) => {
    expect(guardUrl(raw, { base: BASE })).toBe(expected);
  });
});

describe('guardUrl: refused', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['javascript: after a C0 control', '\u0001javascript:alert(1)'],
    ['javascript: after NUL and unit separator', '\u0000\u001fjavascript:alert(1)'],
    ['javascript: with a trailing control', 'javascript:alert(1)\u0000'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['javascript: split by a carriage return', 'java\rscript:alert(1)'],
    ['javascript: with a tab before the colon', 'javascript\t:alert(1)'],
    ['javascript: that looks like a URL', 'javascript://%0aalert(1)'],
    ['javascript: with an http comment', 'javascript:/*https://ok.example*/alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['upper-case data: in base64', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['blob:', 'blob:https://app.example.ph/0b7a1c2e'],
    ['protocol-relative //host', '//evil.example/x'],
    ['protocol-relative after a space', ' //evil.example/x'],
    ['protocol-relative even to the page origin', '//app.example.ph/order.html'],
    ['/\\ even to the page origin', '/\\app.example.ph/order.html'],
    ['protocol-relative \\\\host', '\\\\evil.example'],
    ['/\\host', '/\\evil.example'],
    ['\\/host', '\\/evil.example'],
    ['// hidden by a tab', '/\t/evil.example'],
    ['// hidden by a newline', '/\n/evil.example'],
    ['a username', 'https://a@b.example'],
    ['a trusted name before @', 'https://app.example.ph@evil.example/'],
    ['a username and password', 'https://user:pass@pay.example.com/'],
    ['a password only', 'https://:pass@pay.example.com/'],
    ['the app scheme without allowAppScheme', 'pesobridge://order?id=1'],
    ['mailto:', 'mailto:a@b.example'],
    ['tel:', 'tel:09171234567'],
    ['ftp:', 'ftp://files.example/x'],
    ['about:', 'about:blank'],
    ['intent:', 'intent://scan#Intent;scheme=zxing;end'],
    ['an empty string', ''],
    ['spaces only', '   '],
    ['controls only', '\u0000\t\n'],
    ['an unparsable URL', 'https://'],
    ['an unparsable host', 'http://[::1'],
  ])('refuses %s', (_label, raw) => {
    expect(guardUrl(raw, { base: BASE })).toBeNull();
  });

  it.each([[null], [undefined], [42], [{ href: 'https://ok.example' }], [['https://ok.example']]])(
    'refuses the non-string %j',
    (raw) => {
      expect(guardUrl(raw, { base: BASE })).toBeNull();
    },
  );

  it('refuses relative paths when the base is not http(s)', () => {
    expect(guardUrl('/order.html', { base: 'file:///app/index.html' })).toBeNull();
    expect(guardUrl('order.html', { base: 'about:blank' })).toBeNull();
  });
});

describe('guardUrl: app scheme', () => {
  const scheme = config.appScheme;
  afterEach(() => {
    config.appScheme = scheme;
  });

  it('accepts the configured scheme only with allowAppScheme', () => {
    expect(guardUrl('pesobridge://order?id=1', { base: BASE, allowAppScheme: true })).toBe('pesobridge://order?id=1');
    expect(guardUrl(' PESOBRIDGE://order', { base: BASE, allowAppScheme: true })).toBe('pesobridge://order');
    expect(guardUrl('pesobridge://order', { base: BASE, allowAppScheme: false })).toBeNull();
  });

  it('still refuses other schemes and still accepts http(s) with allowAppScheme', () => {
    expect(guardUrl('otherapp://order', { base: BASE, allowAppScheme: true })).toBeNull();
    expect(guardUrl('javascript:alert(1)', { base: BASE, allowAppScheme: true })).toBeNull();
    expect(guardUrl('//evil.example', { base: BASE, allowAppScheme: true })).toBeNull();
    expect(guardUrl('https://a@b.example', { base: BASE, allowAppScheme: true })).toBeNull();
    expect(guardUrl('https://ok.example/', { base: BASE, allowAppScheme: true })).toBe('https://ok.example/');
  });

  it('follows config.appScheme, with or without its colon', () => {
    config.appScheme = 'Loanapp';
    expect(guardUrl('loanapp://x', { base: BASE, allowAppScheme: true })).toBe('loanapp://x');
    expect(guardUrl('pesobridge://x', { base: BASE, allowAppScheme: true })).toBeNull();
  });

  it('never lets a scriptable scheme through, even if configured as the app scheme', () => {
    for (const bad of ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']) {
      config.appScheme = bad;
      expect(guardUrl(`${bad}alert(1)`, { base: BASE, allowAppScheme: true })).toBeNull();
    }
  });
});

describe('guardUrl: properties', () => {
  /** 'javascript' (or another scriptable scheme) in random case with tabs/newlines, behind C0 controls and spaces. */
  const hostile = fc
    .tuple(
      fc.array(
        fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c)),
        { maxLength: 4 },
      ),
      fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob'),
      fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
      fc.array(fc.constantFrom('', '', '\t', '\n', '\r'), { minLength: 10, maxLength: 10 }),
      fc.string(),
    )
    .map(([lead, scheme, upper, breaks, rest]) => {
      const body = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c) + breaks[i]).join('');
      return `${lead.join('')}${body}:${rest}`;
    });

  it('refuses every disguised scriptable scheme', () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), (raw, allowAppScheme) => {
        expect(guardUrl(raw, { base: BASE, allowAppScheme })).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('returns null or an absolute http(s) URL without credentials, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webUrl().map((u) => u.replace(/^https?:/, '')),
        ),
        (raw) => {
          const out = guardUrl(raw, { base: BASE });
          if (out === null) return;
          const url = new URL(out);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.username + url.password).toBe('');
          expect(out).toBe(url.href);
        },
      ),
      { numRuns: 500 },
    );
    // 500 generated URLs take ~0.3 s on a quiet machine and over 15 s on a saturated one.
  }, 30_000);

  it('keeps relative input on the page origin', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        if (/^[a-z][a-z\d+.-]*:/i.test(raw.trim())) return;
        const out = guardUrl(raw, { base: BASE });
        if (out !== null) expect(new URL(out).origin).toBe('https://app.example.ph');
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: a guarded URL passes unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (raw) => {
        const out = guardUrl(raw, { base: BASE });
        if (out !== null) expect(guardUrl(out, { base: BASE })).toBe(out);
      }),
    );
  });
});

describe('guardUrl: default base', () => {
  afterEach(() => happyDOM.setURL('http://localhost:3000/'));

  it('resolves relative URLs against the page URL', () => {
    happyDOM.setURL(BASE);
    expect(guardUrl('repay-code.html?type=1')).toBe('https://app.example.ph/repay-code.html?type=1');
    expect(guardUrl('//evil.example')).toBeNull();
  });
});

describe('guardUrl: money redirects (contract D18)', () => {
  const base = 'https://app.example.ph/order.html';
  afterEach(() => vi.unstubAllEnvs());

  it('follows https only, outside development', () => {
    vi.stubEnv('DEV', false);
    expect(guardUrl('https://pay.example.ph/p/1', { base, money: true })).toBe('https://pay.example.ph/p/1');
    expect(guardUrl('http://pay.example.ph/p/1', { base, money: true })).toBeNull();
    expect(guardUrl('http://pay.example.ph/p/1', { base })).toBe('http://pay.example.ph/p/1');
  });

  it('accepts our own origin and, in development, plain http', () => {
    vi.stubEnv('DEV', false);
    expect(guardUrl('/order.html?x=1', { base: 'http://127.0.0.1:5173/a.html', money: true })).toBe(
      'http://127.0.0.1:5173/order.html?x=1',
    );
    expect(
      guardUrl('http://127.0.0.1:5173/provider/pay/x', { base: 'http://127.0.0.1:5173/a.html', money: true }),
    ).toBe('http://127.0.0.1:5173/provider/pay/x');
    vi.stubEnv('DEV', true);
    expect(guardUrl('http://pay.example.ph/p/1', { base, money: true })).toBe('http://pay.example.ph/p/1');
  });

  it('followServerUrl passes the flag on', async () => {
    vi.stubEnv('DEV', false);
    expect(await followServerUrl('http://pay.example.ph/p/1', { money: true })).toBe(false);
  });
});
