/**
 * `npm run check:html`: every built page (`dist/**\/*.html`) through the Nu Html Checker (`vnu-jar`, pinned,
 * run on the machine's Java 11 or later), failing on any error but one kind: the checker's known false
 * report on modern CSS, a property whose value is `max()` (or `min()`, `clamp()`) around `var()` ("The types
 * are incompatible"), which every browser we support reads. What it finds is what a screen reader or a
 * browser may read otherwise than we meant (a name on an element that cannot carry one, `disabled` beside
 * `aria-disabled`, an autofill token the control cannot take). Run after the build (`npm run test:e2e`).
 *
 *   npm run check:html              # dist/
 *   npm run check:html -- other/    # another build
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../shared/site/entries';

export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  lastColumn?: number;
  extract?: string;
}

/** How far before the reported column a false report's `max(`…`var(` may start (one declaration). */
const CSS_LOOKBEHIND = 120;

/**
 * Whether `m` is the checker's false report on a CSS math function around `var()`: it types `var()` as
 * unknown and calls the sum incompatible. Only that message, and only where the declaration it points
 * into (in `source`, the page's text) holds such a function with a `var()`.
 * @example isCssMathFalseReport({ type: 'error', message: 'CSS: “font-size”: The types are incompatible.', lastLine: 1, lastColumn: 44 }, 'a{font-size:max(calc(4 * var(--vw)), 1rem)}')
 */
export function isCssMathFalseReport(m: VnuMessage, source: string): boolean {
  if (!/^CSS: “[\w-]+”: The types are incompatible\.$/.test(m.message)) return false;
  const lines = source.split('\n');
  const line = lines[(m.lastLine ?? 0) - 1];
  if (line === undefined || !m.lastColumn) return false;
  const before = line.slice(Math.max(0, m.lastColumn - CSS_LOOKBEHIND), m.lastColumn);
  // The declaration the column points into: from its property's colon to the reported place.
  const declaration = before.slice(before.lastIndexOf(':') + 1);
  return /\b(max|min|clamp)\(/.test(declaration) && declaration.includes('var(');
}

/** Every `.html` file under `dir`, sorted. */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(path));
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out.sort();
}

/** The errors in `messages` that are not the known false report, each with its file (relative to `dir`). */
export function realErrors(messages: VnuMessage[], dir: string): { file: string; message: VnuMessage }[] {
  const sources = new Map<string, string>();
  const out: { file: string; message: VnuMessage }[] = [];
  for (const m of messages) {
    if (m.type !== 'error' && m.type !== 'non-document-error') continue;
    const path = m.url ? fileURLToPath(m.url) : '';
    if (path && !sources.has(path)) sources.set(path, readFileSync(path, 'utf8'));
    if (path && isCssMathFalseReport(m, sources.get(path) ?? '')) continue;
    out.push({ file: path ? relative(dir, path) : '?', message: m });
  }
  return out;
}

function main(): void {
  const dir = resolve(process.argv[2] ?? join(ROOT, 'dist'));
  const files = htmlFiles(dir);
  if (!files.length) throw new Error(`${dir}: no HTML; build first (npm run build)`);
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`the Nu Html Checker needs Java 11 or later on PATH: ${run.error.message}`);
  let messages: VnuMessage[];
  try {
    // The checker writes its JSON report to stderr.
    messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`the Nu Html Checker did not report (exit ${run.status}): ${run.stderr.slice(0, 500)}`);
  }
  const errors = realErrors(messages, dir);
  const ignored = messages.filter((m) => m.type === 'error').length - errors.length;
  for (const { file, message: m } of errors)
    console.error(
      `${file}:${m.lastLine ?? '?'}.${m.lastColumn ?? '?'}: ${m.message}${m.extract ? `  «${m.extract}»` : ''}`,
    );
  console.log(
    `Nu Html Checker: ${files.length} pages, ${errors.length} error(s)` +
      (ignored ? `, ${ignored} known false report(s) on max()/min()/clamp() with var() left aside` : ''),
  );
  if (errors.length) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
