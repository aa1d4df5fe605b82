// @vitest-environment node
/**
 * A fresh clone explains every decision it cites: each `Dnn` in the source, the tests and the docs is a
 * heading of docs/contract/decisions.md, every decision of the contract has one, in order, and each names
 * where it lives in code with paths that exist (or says plainly that it is not built yet).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DECISIONS = join(ROOT, 'docs/contract/decisions.md');
/** The contract's decisions, D1 to here, all have a heading; a new one adds its heading and moves this. */
const LAST_DECISION = 39;

const SCANNED = ['pages', 'shared', 'server', 'scripts', 'test', 'docs'];
const TEXT = /\.(ts|tsx|mts|js|mjs|css|html|json|md|txt|svg)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : textFiles(path);
    return TEXT.test(name) ? [path] : [];
  });
}

/** Every `Dnn` cited in a text, as `Dnn`. */
export function citations(text: string): string[] {
  return [...text.matchAll(/(?<![\w#-])D(\d{1,3})(?![\w-])/g)].map((m) => `D${Number(m[1])}`);
}

/** Each decision heading (`## D12. …`) with the text of its section. */
export function sections(markdown: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = markdown.split(/^(?=## )/m);
  for (const part of parts) {
    const m = /^## (D\d+)\b/.exec(part);
    if (m) out.set(m[1], part);
  }
  return out;
}

/** The repository paths a section names under `- Code:` (backticked, starting at a top folder). */
export function codePaths(section: string): string[] {
  const code = section.slice(section.indexOf('- Code:'));
  return [...code.matchAll(/`((?:pages|shared|server|scripts|static|test|docs|deploy)\/[^`\s]*)`/g)].map((m) => m[1]);
}

const markdown = readFileSync(DECISIONS, 'utf8');
const decided = sections(markdown);

describe('the decisions page', () => {
  it('has a heading for every decision of the contract, in order', () => {
    const numbers = [...decided.keys()].map((d) => Number(d.slice(1)));
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
    expect(numbers.slice(0, LAST_DECISION)).toEqual(Array.from({ length: LAST_DECISION }, (_, i) => i + 1));
  });

  it('names where each decision lives with paths that exist, or says it is not built', () => {
    const problems: string[] = [];
    for (const [d, section] of decided) {
      if (!section.includes('- Code:')) problems.push(`${d}: no "- Code:" line`);
      const paths = codePaths(section);
      if (!paths.length && !/not built at this revision/.test(section)) problems.push(`${d}: names no code`);
      for (const path of paths) if (!existsSync(join(ROOT, path))) problems.push(`${d}: ${path} does not exist`);
    }
    expect(problems).toEqual([]);
  });

  it('explains every decision cited in the source, the tests and the docs', () => {
    // This file's own examples are not citations.
    const files = [join(ROOT, 'README.md'), ...SCANNED.flatMap((dir) => textFiles(join(ROOT, dir)))].filter(
      (file) => file !== import.meta.filename,
    );
    const unknown: string[] = [];
    for (const file of files)
      for (const d of new Set(citations(readFileSync(file, 'utf8'))))
        if (!decided.has(d)) unknown.push(`${relative(ROOT, file)}: ${d}`);
    expect(unknown).toEqual([]);
  });
});

describe('reading the citations', () => {
  it('finds a decision however it is cited, and nothing that only looks like one', () => {
    expect(citations('contract D13, D20–D21 (D7) and D23: ids')).toEqual(['D13', 'D20', 'D21', 'D7', 'D23']);
    expect(citations('colour #D3D3D3, id D3x, ADR-D4-like, 3D1')).toEqual([]);
    expect(citations('a D99 nobody wrote')).toEqual(['D99']);
  });

  it('reads a section’s code paths only under its Code line', () => {
    const section = '## D1. X\n\nSee `shared/x.ts` in prose.\n\n- Code: `pages/a.ts` (`fn`), `server/b/`\n';
    expect(codePaths(section)).toEqual(['pages/a.ts', 'server/b/']);
  });
});
