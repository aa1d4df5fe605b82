// @vitest-environment node
/**
 * The reference backend stands in for a production backend: it shares only the contract
 * (`shared/api/contract/`), the entry registry (`shared/site/`) and the config whose loan terms its ledger
 * charges by (`shared/config/config.ts`, ADR 0033) with the late-charge formula and the caps it is weighed
 * against (`late-charges.ts`, `loan-caps.ts`, ADR 0044) with the pages, and its own files
 * import each other without cycles (type-only imports count too).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SERVER = join(ROOT, 'server');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import (`import`, `import type`, `export … from`) of a file, resolved to a path. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => m[1]);
  return specs.map((spec) => {
    const base = resolve(dirname(file), spec);
    for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
      if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
    }
    throw new Error(`${relative(ROOT, file)}: cannot resolve ${spec}`);
  });
}

const files = filesUnder(SERVER);
const graph = new Map(files.map((f) => [f, importsOf(f)]));

describe('server imports', () => {
  it('reach into the app only for the contract, the entry registry and the loan terms of the config', () => {
    const outside = [...graph.entries()].flatMap(([file, deps]) =>
      deps.filter((d) => !d.startsWith(SERVER + '/')).map((d) => `${relative(ROOT, file)} -> ${relative(ROOT, d)}`),
    );
    expect(outside.length).toBeGreaterThan(0);
    expect(
      outside.filter(
        (edge) => !/ -> shared\/(api\/contract\/|site\/|config\/(config|late-charges|loan-caps)\.ts$)/.test(edge),
      ),
    ).toEqual([]);
  });

  it('form no cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(ROOT, f)).join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const dep of graph.get(file) ?? []) if (graph.has(dep)) visit(dep, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
