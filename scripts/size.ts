/**
 * `npm run size`: gzip bytes of what each built entry loads at start — JS (its module script and every
 * modulepreload), CSS and the HTML itself — as a table and as JSON in reports/size.json.
 * `--check` exits non-zero when an entry passes the JS budget (80 KB gz, the Foundation issue).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadEntries, ROOT } from './entries';

export const JS_BUDGET = 80 * 1024;
const DIST = join(ROOT, 'dist');

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

export interface EntrySize {
  entry: string;
  js: number;
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
  return { entry: name, js: sum(js), css: sum(css), html: gz(html), files: [...js, ...css] };
}

function kb(n: number): string {
  return (n / 1024).toFixed(1).padStart(6);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = loadEntries().map((e) => measure(e.name));
  console.log('entry                    JS KB gz  CSS KB gz  HTML KB gz');
  for (const r of rows) console.log(`${r.entry.padEnd(24)} ${kb(r.js)}    ${kb(r.css)}     ${kb(r.html)}${r.js > JS_BUDGET ? '  OVER BUDGET' : ''}`);
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports', 'size.json'), JSON.stringify({ budgetJs: JS_BUDGET, entries: rows }, null, 2));
  const over = rows.filter((r) => r.js > JS_BUDGET);
  if (process.argv.includes('--check') && over.length) {
    console.error(`Over the ${JS_BUDGET / 1024} KB gz JS budget: ${over.map((r) => r.entry).join(', ')}`);
    process.exit(1);
  }
}
