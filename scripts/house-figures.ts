/**
 * `npm run house`: the figures of ADR 0038 ("The house, measured") that a script can take, so the same
 * numbers are taken before and after a change of the call path or of how a screen is declared:
 * - `shared/api/`: files and lines, the declarations (`contract/`) apart from the client around them;
 * - floors: the longest chain of `shared/api` modules (declarations left out) a read passes through, from
 *   the module a page imports to the one that imports the transport (superagent), printed as the chain;
 * - per-call wrappers: exported functions outside `contract/` whose whole body forwards a declaration to
 *   another function (`fetchLoanDetails = (req, o) => requestParsed(loanDetails, req, o)`);
 * - start JS per entry, gzip bytes, from `reports/size.json` (run `npm run build && npm run size` first).
 *
 * `--write <file>` saves the figures as JSON; `--against <file>` (such a JSON) prints each entry's start
 * JS beside it and exits non-zero when an entry grew. The figures a script cannot take (files touched to
 * add a screen, to show one more field) are walked by hand in the ADR.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const API = join(ROOT, 'shared/api');

/** The relative modules a source imports for their code (static and dynamic), never `import type`. */
export function importsOf(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s+'([^']+)'/gm))
    if (!m[1]) out.push(m[2]!);
  for (const m of source.matchAll(/^\s*import\s+'([^']+)'/gm)) out.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) out.push(m[1]!);
  return out;
}

/**
 * The longest chain from a start to a module that `isWire` accepts, following `graph` (module → the
 * modules it imports); [] when none reaches one.
 * @example longestChain(new Map([['a', ['b']], ['b', []]]), ['a'], (m) => m === 'b') // ['a', 'b']
 */
export function longestChain(graph: Map<string, string[]>, starts: string[], isWire: (m: string) => boolean): string[] {
  const memo = new Map<string, string[]>();
  const walk = (m: string, seen: Set<string>): string[] => {
    const known = memo.get(m);
    if (known) return known;
    let best: string[] = [];
    for (const next of graph.get(m) ?? []) {
      if (seen.has(next)) continue;
      const chain = walk(next, new Set([...seen, next]));
      if (chain.length > best.length) best = chain;
    }
    const chain = best.length ? [m, ...best] : isWire(m) ? [m] : [];
    memo.set(m, chain);
    return chain;
  };
  return starts.map((s) => walk(s, new Set([s]))).reduce((a, b) => (b.length > a.length ? b : a), []);
}

/**
 * The exported functions of a module whose whole body hands one of the declarations it imports from
 * `contract/` to another function, and nothing else.
 * @example forwardingWrappers("import { loanDetails } from './contract/loan';\nexport const fetchLoanDetails = (req: R) =>\n  requestParsed(loanDetails, req);") // ['fetchLoanDetails']
 */
export function forwardingWrappers(source: string): string[] {
  const declared = new Set<string>();
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*contract\/[^']*'/g))
    for (const name of m[1]!.split(','))
      if (name.trim())
        declared.add(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
  const out: string[] = [];
  const arrow = /export const (\w+) = \([^)]*\)(?:\s*:\s*[^=]+?)?\s*=>\s*(?:\{\s*return\s+)?\w+\(\s*(\w+)\s*,/g;
  const fn = /export (?:async )?function (\w+)\([^)]*\)[^{]*\{\s*return\s+(?:await\s+)?\w+\(\s*(\w+)\s*,[^;]*;\s*\}/g;
  for (const re of [arrow, fn]) for (const m of source.matchAll(re)) if (declared.has(m[2]!)) out.push(m[1]!);
  return out;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
const rel = (file: string) => relative(ROOT, file);

/** `./request` from `shared/api/loan.ts` → the file it names, when it is one of `files`. */
function resolveIn(from: string, spec: string, files: Set<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => files.has(f));
}

export interface HouseFigures {
  api: { files: number; lines: number; contractFiles: number; contractLines: number };
  /** The modules of the longest read path, from the one a page imports to the transport's importer. */
  floors: string[];
  wrappers: string[];
  /** Start JS per entry, gzip bytes (`reports/size.json`), when it is there. */
  startJs?: Record<string, { bytes: number; static: boolean }>;
}

export function measureHouse(): HouseFigures {
  const all = tsFiles(API);
  const contract = all.filter((f) => rel(f).startsWith('shared/api/contract/'));
  const client = all.filter((f) => !contract.includes(f));
  const clientSet = new Set(client);
  const graph = new Map<string, string[]>();
  for (const f of client)
    graph.set(
      f,
      importsOf(readFileSync(f, 'utf8'))
        .map((s) => resolveIn(f, s, clientSet))
        .filter((m): m is string => !!m),
    );
  // What the rest of the code imports from shared/api: where a page's call enters it.
  const outside = ['pages', 'shared'].flatMap((d) => tsFiles(join(ROOT, d))).filter((f) => !f.startsWith(API + '/'));
  const entered = new Set<string>();
  for (const f of outside)
    for (const s of importsOf(readFileSync(f, 'utf8'))) {
      const m = resolveIn(f, s, clientSet);
      if (m) entered.add(m);
    }
  const wire = (m: string) => /from 'superagent'|import\('superagent'\)/.test(readFileSync(m, 'utf8'));
  const size = join(ROOT, 'reports/size.json');
  const figures: HouseFigures = {
    api: {
      files: all.length,
      lines: all.reduce((n, f) => n + lines(f), 0),
      contractFiles: contract.length,
      contractLines: contract.reduce((n, f) => n + lines(f), 0),
    },
    floors: longestChain(graph, [...entered], wire).map(rel),
    wrappers: client.flatMap((f) => forwardingWrappers(readFileSync(f, 'utf8')).map((w) => `${rel(f)}: ${w}`)),
  };
  if (existsSync(size)) {
    const { entries } = JSON.parse(readFileSync(size, 'utf8')) as {
      entries: { entry: string; js: number; static: boolean }[];
    };
    figures.startJs = Object.fromEntries(entries.map((e) => [e.entry, { bytes: e.js, static: e.static }]));
  }
  return figures;
}

/** Entries whose start JS grew against `before` (an entry new since then is not a growth). */
export function grown(before: HouseFigures, after: HouseFigures): string[] {
  return Object.entries(after.startJs ?? {})
    .filter(([entry, { bytes }]) => before.startJs?.[entry] && bytes > before.startJs[entry]!.bytes)
    .map(([entry]) => entry);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const f = measureHouse();
  if (arg('--write')) writeFileSync(arg('--write')!, JSON.stringify(f, null, 2) + '\n');
  const n = (x: number) => x.toLocaleString('en');
  console.log(
    `shared/api: ${f.api.files} files, ${n(f.api.lines)} lines (contract/: ${f.api.contractFiles} files, ${n(f.api.contractLines)} lines; the rest: ${f.api.files - f.api.contractFiles} files, ${n(f.api.lines - f.api.contractLines)} lines)`,
  );
  console.log(`floors from a page's import to superagent: ${f.floors.length} (${f.floors.join(' → ')} → superagent)`);
  console.log(`per-call wrappers: ${f.wrappers.length}${f.wrappers.length ? ` (${f.wrappers.join(', ')})` : ''}`);
  const before = arg('--against') ? (JSON.parse(readFileSync(arg('--against')!, 'utf8')) as HouseFigures) : undefined;
  if (!f.startJs) console.log('start JS: no reports/size.json (run `npm run build && npm run size` first)');
  else {
    const react = Object.values(f.startJs)
      .filter((e) => !e.static)
      .map((e) => e.bytes);
    const stat = Object.values(f.startJs)
      .filter((e) => e.static)
      .map((e) => e.bytes);
    console.log(
      `start JS, gzip bytes: React entries ${n(Math.min(...react))}–${n(Math.max(...react))}, static entries ${n(Math.min(...stat))}–${n(Math.max(...stat))}`,
    );
    for (const [entry, { bytes }] of Object.entries(f.startJs)) {
      const was = before?.startJs?.[entry]?.bytes;
      const change = was === undefined ? '' : `  (was ${n(was)}, ${bytes - was >= 0 ? '+' : ''}${n(bytes - was)})`;
      console.log(`  ${entry.padEnd(20)} ${n(bytes).padStart(7)}${change}`);
    }
  }
  if (before) {
    const larger = grown(before, f);
    if (larger.length) {
      console.error(`Start JS larger than before: ${larger.join(', ')}`);
      process.exitCode = 1;
    }
  }
}
