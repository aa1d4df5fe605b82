// @vitest-environment node
/**
 * The hand-written contract page (docs/contract/README.md) says what the code holds: its entry table
 * names every entry of the registry with that entry's aliases (a failure names the row to add, change or
 * remove; the table stays by hand for what a screen is and the query it reads), its bridge table every command of the
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

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/**
 * What to change in the entry table (its rows as cells) for it to match the registry, each problem naming
 * the file, the table and the row: the table stays by hand for its descriptions and query keys.
 */
function entryTableProblems(
  rows: string[][],
  entries: readonly { name: string; title: string; aliases: readonly string[] }[],
): string[] {
  const at = 'docs/contract/README.md, "## 1. Entries"';
  const listed = new Map(rows.map((r) => [ticked(r[0] ?? '')[0] ?? r[0], ticked(r[2] ?? '').sort()]));
  const problems: string[] = [];
  for (const [file, aliases] of listed) {
    const entry = entries.find((e) => `${e.name}.html` === file);
    const want = [...(entry?.aliases ?? [])].sort();
    if (!entry)
      problems.push(`${at}: remove the row of \`${file}\` (no pages/${file!.replace(/\.html$/, '')}/screen.ts)`);
    else if (aliases.join() !== want.join())
      problems.push(
        `${at}: give \`${file}\` the aliases ${want.map((a) => `\`${a}\``).join(', ') || '—'} (pages/${entry.name}/screen.ts)`,
      );
  }
  for (const e of entries)
    if (!listed.has(`${e.name}.html`))
      problems.push(
        `${at}: add the row | \`${e.name}.html\` | ${e.title} | ${e.aliases.map((a) => `\`${a}\``).join(', ') || '—'} | <the query keys it reads, or —> |`,
      );
  return problems;
}

describe('the contract page', () => {
  it('lists every entry with its aliases', () => {
    const rows = tableUnder(page, '## 1. Entries');
    expect(entryTableProblems(rows, loadEntries())).toEqual([]);
  });

  it('says which row to add, change or remove when the table and the registry differ', () => {
    const rows = [
      ['`order.html`', 'Order Details', '—', '`orderId` (needed)'],
      ['`gone.html`', 'Removed', '—', '—'],
    ];
    const entries = [
      { name: 'order', title: 'Order Details', aliases: ['/orderDetail'] },
      { name: 'new-screen', title: 'New screen', aliases: [] },
    ];
    expect(entryTableProblems(rows, entries)).toEqual([
      'docs/contract/README.md, "## 1. Entries": give `order.html` the aliases `/orderDetail` (pages/order/screen.ts)',
      'docs/contract/README.md, "## 1. Entries": remove the row of `gone.html` (no pages/gone/screen.ts)',
      'docs/contract/README.md, "## 1. Entries": add the row | `new-screen.html` | New screen | — | <the query keys it reads, or —> |',
    ]);
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
