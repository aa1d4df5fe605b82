// @vitest-environment node
/**
 * The docs stay navigable: every relative link in README.md and docs/**\/*.md names a file that exists
 * (and, for a link into a Markdown file with `#anchor`, a heading of that file), and the decision index
 * (docs/adr/README.md) has a row for every record in docs/adr/. A moved or renamed file fails here, not
 * in a reader's browser.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The text a reader sees as prose: fenced blocks and inline code hold examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets: `[text](target)`, `[text](target "title")`, and `src`/`href` attributes of inline HTML. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const html = [...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  return [...inline, ...html];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => anchorOf(line.replace(/^#+\s+/, '')));
  return new Set(headings);
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with one link of `file`, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (isExternal(target)) return null;
  const [path, anchor] = target.split('#', 2);
  const resolved = path === '' ? file : resolve(dirname(file), decodeURI(path));
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) return `${target}: no such heading`;
  return null;
}

const FILES = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];

describe('the docs', () => {
  it('finds links the way a reader sees them', () => {
    expect(linkTargets('See [a](b.md), [c](d.md#e "t") and <img src="f.png">; `[g](h.md)` is code.')).toEqual([
      'b.md',
      'd.md#e',
      'f.png',
    ]);
    expect(anchorOf('`npm run bench`')).toBe('npm-run-bench');
    expect(anchorOf("Where a warm money screen's head start goes")).toBe('where-a-warm-money-screens-head-start-goes');
  });

  it('every relative link in README.md and docs/ resolves', () => {
    const broken = FILES.flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8'))
        .map((target) => brokenLink(file, target))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${relative(ROOT, file)}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('the decision index links every record in docs/adr/', () => {
    const index = readFileSync(join(ROOT, 'docs/adr/README.md'), 'utf8');
    const linked = new Set(linkTargets(index));
    const records = readdirSync(join(ROOT, 'docs/adr')).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !linked.has(name))).toEqual([]);
  });

  it('the decision index is one list: a line per record, in order, once each', () => {
    const index = readFileSync(join(ROOT, 'docs/adr/README.md'), 'utf8');
    const list = index.split('\n').filter((line) => line.startsWith('- ['));
    const rows = list.map((line) => /^- \[(\d{4})\]\(\1-[^)]+\.md\)(?: \([^)]+\))? \S/.exec(line)?.[1] ?? line);
    const records = readdirSync(join(ROOT, 'docs/adr'))
      .filter((name) => /^\d{4}-.*\.md$/.test(name))
      .map((name) => name.slice(0, 4))
      .sort();
    expect(rows).toEqual(records);
    // No blank line inside the list, and no table beside it.
    const first = index.indexOf(list[0]!);
    const last = index.indexOf(list[list.length - 1]!);
    expect(index.slice(first, last)).not.toMatch(/\n\s*\n/);
    expect(index.split('\n').filter((line) => line.startsWith('|'))).toEqual([]);
  });
});
