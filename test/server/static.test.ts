// @vitest-environment node
/** The reference server sends the build's text files as a CDN would: Brotli where the browser takes it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';

let dist: string;
let server: ServerApp;
const script = `export const x = ${JSON.stringify('lorem ipsum '.repeat(200))};\n`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'a-1.js'), script);
  writeFileSync(join(dist, 'assets', 'p-1.png'), Buffer.alloc(4096, 7));
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
});
