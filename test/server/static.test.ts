// @vitest-environment node
/** The reference server sends the build's text files as a CDN would: Brotli where the browser takes it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import { brotliOf, hostPath, matchesEtag, neverServed } from '../../server/static';
import type { ServerApp } from '../../server/app';

/** English and Filipino twins (D27), each with an inline script of its own (its CSP hash). */
const PAGES: Record<string, string> = {
  'order.html': '<html lang="en"><head><script>en()</script></head></html>',
  'fil/order.html': '<html lang="fil"><head><script>fil()</script></head></html>',
  'index.html': '<html lang="en">home</html>',
  'fil/index.html': '<html lang="fil">tahanan</html>',
  'About.html': '<html lang="en"><head><script>about()</script></head>about</html>',
  'fil/About.html': '<html lang="fil">tungkol</html>',
  'complaint-details.html': '<html lang="en">details</html>',
  'fil/complaint-details.html': '<html lang="fil">detalye</html>',
};

let dist: string;
let server: ServerApp;
const script = `export const x = ${JSON.stringify('lorem ipsum '.repeat(200))};\n`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'a-1.js'), script);
  writeFileSync(join(dist, 'assets', 'p-1.png'), Buffer.alloc(4096, 7));
  mkdirSync(join(dist, 'fil'));
  for (const [file, text] of Object.entries(PAGES)) writeFileSync(join(dist, file), text);
  // What the build writes beside the pages for hosts: never served as files (ADR 0047).
  writeFileSync(join(dist, '_headers'), '/*\n  X-A: 1\n');
  writeFileSync(join(dist, '_redirects'), '/About /About 200\n');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  server = createServerApp({ dbFile: ':memory:', distDir: dist });
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('Brotli when accepted, the same bytes once decoded, and Vary on every answer', async () => {
    const res = await server.app.request('/assets/a-1.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('gzip (or nothing) when Brotli is not accepted; pictures as they are', async () => {
    const gz = await server.app.request('/assets/a-1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).not.toBe('br');
    const png = await server.app.request('/assets/p-1.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('Content-Encoding')).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
  });

  // Quality 11 on a loaded 2-core machine: seconds.
  it(
    'compresses off the server thread, once per file version: requests meanwhile are answered',
    { timeout: 30_000 },
    async () => {
      const file = join(dist, 'assets', 'big-1.js');
      const big = Buffer.from(Array.from({ length: 8_000 }, (_, i) => `f${i * 7919}();`).join(''));
      writeFileSync(file, big);
      const order: string[] = [];
      const first = brotliOf(file, 'text/javascript', big, 'br').then((b) => (order.push('compressed'), b));
      const second = brotliOf(file, 'text/javascript', big, 'br');
      await new Promise((done) => setImmediate(done)).then(() => order.push('a turn of the loop'));
      const [a, b] = await Promise.all([first, second]);
      expect(order).toEqual(['a turn of the loop', 'compressed']);
      expect(a).toBe(b);
      expect(brotliDecompressSync(a!).equals(big)).toBe(true);
    },
  );
});

describe('the Filipino twins (D27)', () => {
  it.each([
    ['/fil/order.html', 'fil/order.html', 'order'],
    ['/fil/', 'fil/index.html', 'index'],
    ['/fil/About', 'fil/About.html', 'index'],
    ['/fil/complainDetails', 'fil/complaint-details.html', 'complaint-details'],
    ['/order.html', 'order.html', 'order'],
    ['/complainDetails', 'complaint-details.html', 'complaint-details'],
  ])('%s serves %s with the headers of the %s entry', async (path, file, entry) => {
    const res = await server.app.request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PAGES[file]);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    // An entry's CSP lets its own hashed scripts run (any other response gets `script-src 'none'`).
    expect(csp).not.toContain("script-src 'none'");
    expect(res.headers.get('Permissions-Policy')).toBeTruthy();
    expect(res.headers.get('X-Robots-Tag') === null).toBe(entry === 'index');
  });

  it('the twin carries the hash of its own inline script, not the English one', async () => {
    const csp = (await server.app.request('/fil/order.html')).headers.get('Content-Security-Policy') ?? '';
    const en = (await server.app.request('/order.html')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toBe(en);
    expect(csp).toMatch(/'sha256-[^']+'/);
  });

  it('nothing outside dist/ and no twin that was not built', async () => {
    expect((await server.app.request('/fil/../../etc/passwd')).status).toBe(404);
    expect((await server.app.request('/fil/pay-guide.html')).status).toBe(404);
  });
});

describe('every path as nginx reads it (ADR 0047)', () => {
  it.each([
    ['/order.html', '/order.html'],
    ['//evil.example/x%2F..%2F..%2F', '/'],
    ['//evil.example/..%2FAbout', '/About'],
    ['/fil//About', '/fil/About'],
    ['/fil/./x/../', '/fil/'],
    ['/%5Cevil.example/..%2Forder.html', '/order.html'],
    ['/a/b/', '/a/b/'],
    ['/', '/'],
  ])('%s is %s', (raw, path) => {
    expect(hostPath(raw)).toBe(path);
  });

  it.each(['/..', '/x/../..', '/%E0%A4%A', '/a%00b'])('%s is no path (400)', (raw) => {
    expect(hostPath(raw)).toBeNull();
  });

  it('an odd address gets the page and the headers nginx gives it; rule files and dot folders never', async () => {
    const odd = await server.app.request('//evil.example/..%2FAbout');
    expect(odd.status).toBe(200);
    expect(await odd.text()).toBe(PAGES['About.html']);
    expect(odd.headers.get('Content-Security-Policy')).not.toContain("script-src 'none'");
    for (const path of ['/_headers', '/_redirects', '/.vite/manifest.json', '//_headers', '/fil/..%2F_redirects']) {
      expect(neverServed(hostPath(path) ?? ''), path).toBe(true);
      expect((await server.app.request(path)).status, path).toBe(404);
    }
    expect((await server.app.request('/..%2F..%2Fetc/passwd')).status).toBe(400);
  });

  it('an alias page opened as its file (/About.html) carries its entry’s headers with its own hashes', async () => {
    const byFile = await server.app.request('/About.html');
    const byAlias = await server.app.request('/About');
    expect(await byFile.text()).toBe(PAGES['About.html']);
    const csp = byFile.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toBe(byAlias.headers.get('Content-Security-Policy'));
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(byFile.headers.get('Cache-Control')).toBe('private, max-age=5');
    expect(byFile.headers.get('Permissions-Policy')).toBe(byAlias.headers.get('Permissions-Policy'));
    const fil = await server.app.request('/fil/About.html');
    expect(fil.headers.get('Content-Security-Policy')).not.toContain("script-src 'none'");
    // The extension-less path nginx and the CDN serve: the same page here.
    expect(await (await server.app.request('/order')).text()).toBe(PAGES['order.html']);
  });

  it('a page answers 304 to the copy the browser holds, as nginx and the CDN do', async () => {
    // After its five fresh seconds (ADR 0051) a page is revalidated: its bytes are not sent again.
    const first = await server.app.request('/order.html', { headers: { 'Accept-Encoding': 'br' } });
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await server.app.request('/order.html', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Cache-Control')).toBe('private, max-age=5');
    expect(again.headers.get('Content-Security-Policy')).toBe(first.headers.get('Content-Security-Policy'));
    // Another file's tag, or none, gets the page.
    const fil = await server.app.request('/fil/order.html', { headers: { 'If-None-Match': tag } });
    expect(fil.status).toBe(200);
    expect(fil.headers.get('ETag')).not.toBe(tag);
    expect(await fil.text()).toBe(PAGES['fil/order.html']);
    // Hashed assets never change under their name: no validator needed.
    expect((await server.app.request('/assets/a-1.js')).headers.get('ETag')).toBeNull();
  });

  it.each([
    ['W/"a"', 'W/"a"', true],
    ['"a"', 'W/"a"', true],
    ['W/"b", W/"a"', 'W/"a"', true],
    ['*', 'W/"a"', true],
    ['W/"b"', 'W/"a"', false],
    [undefined, 'W/"a"', false],
  ])('If-None-Match %s against %s: %s (weak comparison, RFC 9110)', (header, tag, expected) => {
    expect(matchesEtag(header, tag)).toBe(expected);
  });
});
