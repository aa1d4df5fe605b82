// @vitest-environment node
/**
 * No import cycles anywhere in the app, the reference server or the scripts (the lint rule
 * keeps the layers, but eslint-plugin-boundaries does not look for cycles and eslint-plugin-import is not
 * installed). Every relative import counts, type-only ones included: a type cycle is still two modules
 * that cannot be understood apart. TypeScript's own pre-parser finds the imports (static, `export … from`,
 * `import type`, dynamic `import()`), so comments and strings cannot fool it.
 *
 * Areas too (ADR 0049): two folders that import each other, even through different files, are one room
 * drawn as two (`shared/site` gathering the pages that import it; a script and the Vite plugin it reads
 * back). An area is a page, a folder of `shared/` (each feature and the contract on its own), a folder of
 * `scripts/` (its top files are one more), and the reference server as a whole.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DIRS = ['pages', 'shared', 'server', 'scripts'];
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it (query suffixes such as `?raw` dropped). */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Module → the modules it imports (relative paths from the repository root). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of DIRS.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null);
    graph.set(relative(ROOT, file), [...new Set(targets.map((t) => relative(ROOT, t)))]);
  }
  return graph;
}

/** Every elementary cycle found by a depth-first walk, each as the path that closes it (a → b → a). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The area a module belongs to.
 * @example areaOf('shared/api/contract/loan.ts') // 'shared/api/contract'
 * @example areaOf('scripts/vite/i18n-plugin.ts') // 'scripts/vite'
 * @example areaOf('server/modules/repay/ledger.ts') // 'server'
 */
export function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'server') return 'server';
  if (parts[0] === 'shared' && ((parts[1] === 'api' && parts[2] === 'contract') || parts[1] === 'features'))
    return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Area → the other areas its modules import. */
export function areaGraph(files: Map<string, string[]>): Map<string, string[]> {
  const areas = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = areaOf(file);
    const to = areas.get(from) ?? new Set<string>();
    for (const target of targets) if (areaOf(target) !== from) to.add(areaOf(target));
    areas.set(from, to);
  }
  return new Map([...areas].map(([area, to]) => [area, [...to].sort()]));
}

// Built once: loading TypeScript and reading ~300 files takes a few seconds on a busy machine.
const graph = importGraph();

describe('import graph', () => {
  it('finds a cycle when there is one (the check itself works)', () => {
    const toy = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(toy)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('reads real imports: a page reaches its feature, type-only imports count', () => {
    expect(graph.get('pages/loan-confirm/loan-confirm-page.tsx')).toContain('shared/features/loan-confirm/index.ts');
    // `import type { … }` only: still an edge.
    expect(graph.get('shared/api/request.ts')).toContain('shared/api/schemas/read.ts');
    // A dynamic import is an edge too.
    expect(graph.get('shared/features/loan-confirm/loan-confirm-view.tsx')).toContain(
      'shared/features/loan-confirm/confirm-dialogs.tsx',
    );
  });

  it('groups modules into areas', () => {
    expect(areaOf('pages/order/order-page.tsx')).toBe('pages/order');
    expect(areaOf('shared/features/repay-info/index.ts')).toBe('shared/features/repay-info');
    expect(areaOf('shared/site/entries.ts')).toBe('shared/site');
    expect(areaOf('scripts/i18n-check.ts')).toBe('scripts');
    const toy = new Map([
      ['shared/site/screens.ts', ['pages/order/screen.ts']],
      ['pages/order/screen.ts', []],
      ['pages/order/order-page.tsx', ['shared/site/screen.ts']],
    ]);
    expect(findCycles(areaGraph(toy))).toEqual([['pages/order', 'shared/site', 'pages/order']]);
  });

  it('no area imports one that imports it back (move the shared part down, or copy data, ADR 0049)', () => {
    const cycles = findCycles(areaGraph(graph)).map((c) => c.join(' → '));
    expect(cycles, `area cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('pages/, shared/, server/ and scripts/ have no import cycle', () => {
    const cycles = findCycles(graph).map((c) => c.join(' → '));
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});
