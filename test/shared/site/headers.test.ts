// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEntries } from '../../../shared/site/entries';
import {
  blockedInlineCode,
  contentSecurityPolicy,
  ENTRY_PERMISSIONS,
  entryHeaders,
  entryPaths,
  FRAMED_ENTRIES,
  cdnLimitProblems,
  cdnRules,
  CDN_HEADER_LIMITS,
  headerRules,
  inlineScriptHashes,
  inlineStyleHashes,
  permissionsPolicy,
  servedFile,
  workerRoutes,
} from '../../../shared/site/headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('security headers', () => {
  it('never lets an inline script run unless it is hashed', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"] })).get('script-src')).toEqual([
      "'self'",
      "'sha256-x'",
    ]);
  });

  it('hashes every inline script as the browser does (UTF-8 text between the tags), not external ones', async () => {
    const start = "window.__start = fetch('/x?é');";
    const html = `<head><script type="module" crossorigin src="/assets/a.js"></script><script>${start}</script>
      <script type="module">\n  import('/b.js')\n</script><script>${start}</script></head>`;
    expect(await inlineScriptHashes(html)).toEqual([sha(start), sha("\n  import('/b.js')\n")]);
    expect(await inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('allows the style sheets the build inlined by hash, and no other style element', async () => {
    const html =
      '<head><style>a{color:red}</style><link rel="stylesheet" type="text/plain" href="/assets/a.css"></head>';
    const hashes = await inlineStyleHashes(html);
    expect(hashes).toEqual([sha('a{color:red}')]);
    expect(directives(contentSecurityPolicy({ styleHashes: hashes })).get('style-src-elem')).toEqual([
      "'self'",
      sha('a{color:red}'),
    ]);
    expect(directives(entryHeaders('order', [], hashes)['Content-Security-Policy']).get('style-src-elem')).toContain(
      sha('a{color:red}'),
    );
  });

  it('finds inline handlers and javascript: URLs, which no hash can allow', () => {
    expect(
      blockedInlineCode('<button type="button" onclick="go()">x</button><a href="javascript:void 0">y</a>'),
    ).toEqual(['onclick', 'href="javascript:']);
    expect(blockedInlineCode('<p>call onclick=handlers only in text</p><a href="/x?on=1">z</a>')).toEqual([]);
  });

  it('lets only our framed documents be framed, and only by us', () => {
    for (const entry of loadEntries()) {
      const ancestors = directives(entryHeaders(entry.name)['Content-Security-Policy']).get('frame-ancestors');
      expect(ancestors, entry.name).toEqual([FRAMED_ENTRIES.includes(entry.name) ? "'self'" : "'none'"]);
    }
    expect(FRAMED_ENTRIES).toEqual(['privacy', 'loan-agreement']);
  });

  it('names only entries that exist, and allows a feature only where a page uses it', () => {
    const names = loadEntries().map((e) => e.name);
    for (const name of [...FRAMED_ENTRIES, ...Object.keys(ENTRY_PERMISSIONS)]) expect(names).toContain(name);
    expect(permissionsPolicy('order')).not.toContain('(self)');
    expect(permissionsPolicy('complaint-form')).toContain('camera=(self)');
    expect(permissionsPolicy('complaint-form')).toContain('geolocation=()');
    expect(permissionsPolicy('test-preview')).toContain('geolocation=(self)');
  });

  it('keeps HTML five seconds (the tap’s, ADR 0051) and hashed assets for a year', () => {
    const rules = headerRules([{ name: 'index', aliases: ['/About'], scriptHashes: [] }], ['images']);
    const byPath = new Map(rules.map((r) => [r.path, r.headers]));
    expect(byPath.get('/assets/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/index', '/', '/About'])
      expect(byPath.get(path)?.['Cache-Control'], path).toBe('private, max-age=5');
    expect(byPath.get('/*')).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' });
    expect(byPath.get('/*')?.['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    // Every CDN joins the headers of all matching rules: the catch-all must not carry a second CSP.
    expect(Object.keys(byPath.get('/*') ?? {})).not.toContain('Content-Security-Policy');
    expect(entryPaths({ name: 'order', aliases: [] })).toEqual(['/order.html', '/order']);
  });

  it('an alias page’s own file (/About.html) has a rule, with the hashes of that file (ADR 0047)', () => {
    const entry = { name: 'index', aliases: ['/', '/About'], aliasPages: { '/About': 'About us' } };
    expect(entryPaths(entry, '/fil')).toEqual([
      '/fil/index.html',
      '/fil/index',
      '/fil/',
      '/fil/About',
      '/fil/About.html',
    ]);
    const rules = headerRules([
      { ...entry, scriptHashes: ["'sha256-home='"], aliasPages: { '/About': { scriptHashes: ["'sha256-about='"] } } },
    ]);
    const byPath = new Map(rules.map((r) => [r.path, r.headers]));
    for (const path of ['/About', '/About.html']) {
      expect(byPath.get(path)?.['Content-Security-Policy'], path).toContain("'sha256-about='");
      expect(byPath.get(path)?.['Content-Security-Policy'], path).toContain("frame-ancestors 'none'");
    }
    expect(byPath.get('/')?.['Content-Security-Policy']).toContain("'sha256-home='");
    expect(byPath.get('/')?.['Content-Security-Policy']).not.toContain("'sha256-about='");
  });

  it('gives the CDN one rule per file, at its own path, which Cloudflare serves without a redirect', () => {
    const rules = headerRules(
      [
        { name: 'index', aliases: ['/About'], scriptHashes: [] },
        { name: 'order', aliases: ['/orderDetails'], scriptHashes: ["'sha256-a'"] },
      ],
      ['images'],
    );
    const rewrites = { '/': '/index.html', '/About': '/About.html', '/orderDetails': '/order.html' };
    const paths = cdnRules(rules, rewrites).map((r) => r.path);
    expect(paths).toEqual(['/*', '/assets/*', '/images/*', '/index.html', '/About.html', '/order.html']);
    // Two paths of one file cannot have different headers: the CDN sends the file's to both.
    const odd = [
      { path: '/x.html', headers: { A: '1' } },
      { path: '/x', headers: { A: '2' } },
    ];
    expect(() => cdnRules(odd, {})).toThrow('/x and another path of /x.html have different headers');
    // The Worker maps every path that is no file onto its file, and nothing else.
    expect(workerRoutes(['/order.html', '/order', '/', '/orderDetails'], rewrites)).toEqual({
      '/order': '/order.html',
      '/': '/index.html',
      '/orderDetails': '/order.html',
    });
    expect(servedFile('/fil/order', {})).toBe('/fil/order.html');
  });
});

describe('what Cloudflare reads of _headers (100 rules, 2,000 characters a line)', () => {
  const file = (rules: number, line = 10) =>
    Array.from({ length: rules }, (_, i) => `/p${i}\n  X-A: ${'a'.repeat(line)}`).join('\n');

  it('nothing to say within the limits', () => {
    expect(cdnLimitProblems(file(CDN_HEADER_LIMITS.rules, CDN_HEADER_LIMITS.lineChars - 9))).toEqual([]);
  });

  it('names a rule past the hundredth and a line too long', () => {
    expect(cdnLimitProblems(file(101))).toEqual(['101 rules: Cloudflare reads the first 100 only']);
    expect(cdnLimitProblems(file(1, 2000))).toEqual(['line 2 has 2007 characters: Cloudflare reads 2000']);
  });
});
