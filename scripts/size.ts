/**
 * `npm run size`: gzip bytes of what each built entry loads at start — JS (its module script and every
 * modulepreload), CSS and the HTML itself — and, apart, the JS it loads on demand right after (dynamic
 * imports: the HTTP transport, ADR 0003), as a table and as JSON in reports/size.json.
 * `--check` exits non-zero when an entry's start JS passes the budget (80 KB gz, the Foundation issue).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadEntries, ROOT } from '../shared/site/entries';
import { vendorChunkProblems } from './vendor-chunk';

export const JS_BUDGET = 80 * 1024;
const DIST = join(ROOT, 'dist');

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

export interface EntrySize {
  entry: string;
  /** Start JS: the entry script and its modulepreloads. */
  js: number;
  /** JS fetched on demand (dynamic imports reachable from the start JS), not counted in `js`. */
  lazyJs: number;
  css: number;
  html: number;
  files: string[];
}

export function measure(name: string): EntrySize {
  const html = readFileSync(join(DIST, `${name}.html`), 'utf8');
  const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  const js = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])];
  const css = [...new Set(refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))];
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(readFileSync(join(DIST, f))), 0);
  const lazy = lazyChunks(js);
  return { entry: name, js: sum(js), lazyJs: sum(lazy), css: sum(css), html: gz(html), files: [...js, ...css, ...lazy] };
}

/** Chunks reached only through dynamic imports, by following Vite's manifest from the start chunks. */
function lazyChunks(startFiles: string[]): string[] {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const byFile = new Map(Object.values(manifest).map((c) => [`/${c.file}`, c]));
  const start = new Set(startFiles);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`/${chunk.file}`) || start.has(`/${chunk.file}`)) return;
    seen.add(`/${chunk.file}`);
    for (const k of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(k);
  };
  for (const file of startFiles) for (const k of byFile.get(file)?.dynamicImports ?? []) visit(k);
  return [...seen];
}

function kb(n: number): string {
  return (n / 1024).toFixed(1).padStart(6);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = loadEntries().map((e) => measure(e.name));
  console.log('entry                    JS KB gz  (+lazy)  CSS KB gz  HTML KB gz');
  for (const r of rows) {
    console.log(`${r.entry.padEnd(24)} ${kb(r.js)}   ${kb(r.lazyJs)}    ${kb(r.css)}     ${kb(r.html)}${r.js > JS_BUDGET ? '  OVER BUDGET' : ''}`);
  }
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports', 'size.json'), JSON.stringify({ budgetJs: JS_BUDGET, entries: rows }, null, 2));
  const over = rows.filter((r) => r.js > JS_BUDGET);
  if (process.argv.includes('--check') && over.length) {
    console.error(`Over the ${JS_BUDGET / 1024} KB gz JS budget: ${over.map((r) => r.entry).join(', ')}`);
    process.exit(1);
  }
  // The React vendor chunk keeps its hash across app changes (scripts/vendor-chunk.ts).
  if (process.argv.includes('--check')) {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
    const js = Object.fromEntries(rows.map((r) => [r.entry, r.files.filter((f) => f.endsWith('.js'))]));
    const problems = vendorChunkProblems(manifest, js, (file) => readFileSync(join(DIST, file), 'utf8'));
    if (problems.length) {
      console.error(`React vendor chunk:\n${problems.join('\n')}`);
      process.exit(1);
    }
  }
}
