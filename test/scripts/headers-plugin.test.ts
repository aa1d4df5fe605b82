// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildHeadersFile, headersPlugin, rewritesOf } from '../../scripts/vite/headers-plugin';
import { ruleOf } from '../../scripts/hosting';
import type { EntryDef } from '../../shared/site/entries';
import { loadEntries } from '../../shared/site/entries';
import {
  ASSET_HEADERS,
  CDN_HEADER_LIMITS,
  COMMON_HEADERS,
  entryHeaders,
  entryPaths,
  OTHER_HEADERS,
} from '../../shared/site/headers';

/** Reads a `_headers` file back into path → headers (later rules of a path would add to it). */
function parse(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.set(line, (current = rules.get(line) ?? {}));
    else {
      const at = line.indexOf(':');
      current![line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('dist/_headers', () => {
  it("gives every path of every entry the header module's headers, with the hashes of that entry's own inline scripts", async () => {
    const entries = loadEntries();
    dir = mkdtempSync(join(tmpdir(), 'headers-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'images'));
    mkdirSync(join(dir, '.vite'));
    const start = "window.__boot=fetch('/states/x')";
    for (const e of entries) {
      const inline = e.name === 'order' ? `<script>${start}</script>` : '';
      writeFileSync(
        join(dir, `${e.name}.html`),
        `<html><head>${inline}<script type="module" src="/assets/${e.name}.js"></script></head></html>`,
      );
    }
    const rules = parse(await buildHeadersFile(dir, entries));

    const orderHash = `'sha256-${createHash('sha256').update(start).digest('base64')}'`;
    for (const e of entries) {
      for (const path of entryPaths(e)) {
        expect(ruleOf(rules, path), path).toEqual(entryHeaders(e.name, e.name === 'order' ? [orderHash] : []));
      }
    }
    expect(rules.get('/order.html')?.['Content-Security-Policy']).toContain(orderHash);
    expect(rules.get('/about-us.html')?.['Content-Security-Policy']).not.toContain('sha256');
    // One rule per file, at the file's own path (ADR 0048): the CDN's Worker serves `/order` from it.
    expect(rules.has('/order')).toBe(false);
    expect(rules.get('/*')).toEqual(COMMON_HEADERS);
    expect(rules.get('/assets/*')).toEqual({ ...OTHER_HEADERS, ...ASSET_HEADERS });
    expect(rules.get('/images/*')).toEqual(OTHER_HEADERS);
    expect(rules.has('/.vite/*')).toBe(false);
  });

  // D27: dist/fil/ holds the Filipino twins, served like the root, each path with its own file's hashes.
  it('gives every path of every Filipino twin its own headers, and no blanket rule over fil/', async () => {
    const entries = loadEntries();
    dir = mkdtempSync(join(tmpdir(), 'headers-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'fil', 'images'), { recursive: true });
    const fil = "window.__boot=fetch('/states/x?lang=fil')";
    for (const e of entries) {
      writeFileSync(join(dir, `${e.name}.html`), '<html><head><script>en()</script></head></html>');
      writeFileSync(join(dir, 'fil', `${e.name}.html`), `<html><head><script>${fil}</script></head></html>`);
    }
    const rules = parse(await buildHeadersFile(dir, entries));
    const filHash = `'sha256-${createHash('sha256').update(fil).digest('base64')}'`;
    for (const e of entries)
      for (const path of entryPaths(e, '/fil'))
        expect(ruleOf(rules, path), path).toEqual(entryHeaders(e.name, [filHash]));
    expect(rules.get('/fil/index.html')).toEqual(entryHeaders('index', [filHash]));
    expect(rules.get('/fil/About.html')).toEqual(entryHeaders('index', [filHash]));
    expect(rules.get('/fil/complaint-details.html')).toEqual(entryHeaders('complaint-details', [filHash]));
    expect(rules.get('/order.html')?.['Content-Security-Policy']).not.toContain(filHash);
    // Both languages within what Cloudflare reads (100 rules): every rule is read, none dropped.
    expect([...rules.keys()].length).toBeLessThanOrEqual(CDN_HEADER_LIMITS.rules);
    // A `/fil/*` rule would add OTHER_CSP (no script at all) to every twin: the CDN joins matching rules.
    expect(rules.has('/fil/*')).toBe(false);
    expect(rules.get('/fil/images/*')).toEqual(OTHER_HEADERS);
  });

  it('fails the build on an inline event handler', async () => {
    const entries: EntryDef[] = [
      {
        name: 'x',
        title: 'X',
        aliases: [],
        aliasPages: {},
        description: '',
        aliasDescriptions: {},
        firstCalls: null,
        opens: [],
        prerender: 'frame',
        html: '',
        component: '',
        componentExport: '',
      },
    ];
    dir = mkdtempSync(join(tmpdir(), 'headers-'));
    writeFileSync(join(dir, 'x.html'), '<button onclick="pay()">Pay</button>');
    await expect(buildHeadersFile(dir, entries)).rejects.toThrow(/x\.html has inline code the CSP blocks: onclick/);
    writeFileSync(join(dir, 'x.html'), '<p>ok</p>');
    mkdirSync(join(dir, 'fil'));
    writeFileSync(join(dir, 'fil', 'x.html'), '<button onclick="pay()">Bayaran</button>');
    await expect(buildHeadersFile(dir, entries)).rejects.toThrow(/fil\/x\.html has inline code the CSP blocks/);
  });

  it('lets the pages reach the field reports’ collector named by the config they were built with, from a .env file too', async () => {
    const entries = loadEntries();
    dir = mkdtempSync(join(tmpdir(), 'headers-'));
    const outDir = join(dir, 'dist');
    mkdirSync(outDir);
    for (const e of entries) writeFileSync(join(outDir, `${e.name}.html`), '<html><head></head></html>');
    const appConfig = JSON.stringify({ fieldReports: { url: 'https://collect.example.ph/report' } });
    // Vite's resolved env holds the VITE_ keys of the environment and of the mode's .env files alike.
    const plugin = headersPlugin(entries) as unknown as {
      configResolved(config: unknown): void;
      writeBundle(): void;
      closeBundle: { handler(): Promise<void> };
    };
    plugin.configResolved({ root: dir, build: { outDir: 'dist' }, env: { VITE_APP_CONFIG: appConfig } });
    plugin.writeBundle();
    await plugin.closeBundle.handler();
    const csp = parse(readFileSync(join(outDir, '_headers'), 'utf8')).get('/order.html')?.['Content-Security-Policy'];
    expect(csp).toMatch(/connect-src [^;]*https:\/\/collect\.example\.ph/);
    expect(readFileSync(join(dir, 'deploy', 'nginx.conf'), 'utf8')).toContain('https://collect.example.ph');
    expect(
      parse(await buildHeadersFile(outDir, entries, undefined)).get('/order.html')?.['Content-Security-Policy'],
    ).not.toContain('collect.example.ph');
    // The CDN's Worker and its config beside dist/ (ADR 0048): every path of the contract that is no file,
    // onto its file; the `.html` files are served by Cloudflare itself, with HTML handling off.
    const worker = readFileSync(join(dir, 'deploy', 'worker.js'), 'utf8');
    const routes = JSON.parse(/const FILES = ([\s\S]*?);\n/.exec(worker)?.[1] ?? '{}') as Record<string, string>;
    expect(routes).toMatchObject({
      '/': '/index.html',
      '/order': '/order.html',
      '/complainDetails': '/complaint-details.html',
      '/fil/': '/fil/index.html',
      '/fil/About': '/fil/About.html',
    });
    expect(Object.keys(routes).filter((path) => path.endsWith('.html'))).toEqual([]);
    const wrangler = JSON.parse(readFileSync(join(dir, 'deploy', 'wrangler.json'), 'utf8'));
    expect(wrangler).toMatchObject({
      main: 'worker.js',
      assets: { directory: '../dist', binding: 'ASSETS', html_handling: 'none', not_found_handling: 'none' },
    });
  });
});

describe('the Filipino twins in the hosting files (D27, ADR 0039)', () => {
  it("gives every /fil path its entry's headers with the hashes of the twin's own inline scripts, not a static folder's", async () => {
    const entries = loadEntries();
    dir = mkdtempSync(join(tmpdir(), 'headers-fil-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'fil'));
    const start = "window.__boot='fil'";
    for (const e of entries) {
      writeFileSync(join(dir, `${e.name}.html`), '<html><head></head></html>');
      const inline = e.name === 'order' ? `<script>${start}</script>` : '';
      writeFileSync(join(dir, 'fil', `${e.name}.html`), `<html lang="fil"><head>${inline}</head></html>`);
    }
    const rules = parse(await buildHeadersFile(dir, entries));
    const hash = `'sha256-${createHash('sha256').update(start).digest('base64')}'`;
    expect(ruleOf(rules, '/fil/order.html')).toEqual(entryHeaders('order', [hash]));
    expect(rules.get('/fil/order.html')).toEqual(entryHeaders('order', [hash]));
    expect(ruleOf(rules, '/fil/order')).toEqual(entryHeaders('order', [hash]));
    expect(rules.get('/order.html')).toEqual(entryHeaders('order', []));
    expect(rules.get('/fil/index.html')).toEqual(entryHeaders('index', []));
    expect(ruleOf(rules, '/fil/')).toEqual(entryHeaders('index', []));
    expect(ruleOf(rules, '/fil/complainDetails')).toEqual(entryHeaders('complaint-details', []));
    // One rule per file (ADR 0048): the Worker serves the other paths with their file's headers.
    expect(rules.has('/fil/order')).toBe(false);
    expect(rules.has('/fil/complainDetails')).toBe(false);
    expect(rules.has('/fil/*')).toBe(false);
  });

  it('rewrites each alias path under /fil onto the twin, for the CDN and for nginx', () => {
    const entries = loadEntries();
    expect(rewritesOf(entries)).toMatchObject({
      '/fil/': '/fil/index.html',
      '/fil/About': '/fil/About.html',
      '/fil/complainDetails': '/fil/complaint-details.html',
      '/About': '/About.html',
    });
  });
});
