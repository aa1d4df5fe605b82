// @vitest-environment node
/**
 * The hand-written contract page (docs/contract/README.md) says what the code holds: its entry table
 * names every entry of the registry with that entry's aliases, its bridge table every command of the
 * bridge, and every "contract §N" a comment cites is one of its numbered sections.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEntries } from '../../shared/site/entries';

const ROOT = resolve(import.meta.dirname, '../..');
const page = readFileSync(join(ROOT, 'docs/contract/README.md'), 'utf8');

/** The rows of the table under `heading` (its first line `| … |` after the heading), as cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const from = markdown.indexOf(heading);
  const lines = markdown.slice(from).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('the contract page', () => {
  it('lists every entry with its aliases', () => {
    const rows = tableUnder(page, '## 1. Entries');
    const listed = Object.fromEntries(rows.map((r) => [ticked(r[0])[0], ticked(r[2]).sort()]));
    const registry = Object.fromEntries(loadEntries().map((e) => [`${e.name}.html`, [...e.aliases].sort()]));
    expect(listed).toEqual(registry);
  });

  it('lists every bridge command', () => {
    const source = readFileSync(join(ROOT, 'shared/bridge/native.ts'), 'utf8');
    const type = /export type NativeCommand =([^;]+);/.exec(source)?.[1] ?? '';
    const commands = [...type.matchAll(/'(\w+)'/g)].map((m) => m[1]).sort();
    const listed = tableUnder(page, '## 3. The native bridge')
      .flatMap((r) => ticked(r[0]))
      .sort();
    expect(commands.length).toBeGreaterThan(0);
    expect(listed).toEqual(commands);
  });

  it('has a section for every "contract §N" the source cites', () => {
    const sections = new Set(
      [...page.matchAll(/^## (\d)(?:–(\d))?\./gm)].flatMap((m) => (m[2] ? [m[1], m[2]] : [m[1]])).map(Number),
    );
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.(ts|tsx|md)$/.test(name) ? [path] : [];
      });
    const missing: string[] = [];
    for (const file of ['pages', 'shared', 'server', 'scripts', 'test', 'docs'].flatMap((d) => files(join(ROOT, d))))
      for (const m of readFileSync(file, 'utf8').matchAll(/contract §(\d+)/g))
        if (!sections.has(Number(m[1]))) missing.push(`${relative(ROOT, file)}: §${m[1]}`);
    expect([...sections].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(missing).toEqual([]);
  });
});
