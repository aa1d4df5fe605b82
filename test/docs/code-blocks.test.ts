// @vitest-environment node
/**
 * Every code block in README.md and docs/ that claims to be TypeScript (```ts, ```tsx) compiles against
 * the project, so the example a newcomer copies is one that works. A block whose first line is a comment
 * naming a repository file (`// pages/order/first-calls.ts`) is checked as if it sat beside that file, so
 * its relative imports are the ones that file would write; any other block sits at the repository root.
 * The check uses the classic compiler API (the `typescript` package), which the native `tsc` lacks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Block {
  /** The markdown file, relative to the repository. */
  file: string;
  /** The 1-based line of the block's first code line in that file. */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
}

/**
 * The TypeScript blocks of a markdown text.
 * @example tsBlocks('a\n```ts\nconst x = 1;\n```\n', 'x.md') // [{ file: 'x.md', line: 3, lang: 'ts', code: 'const x = 1;' }]
 */
export function tsBlocks(markdown: string, file: string): Block[] {
  const out: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,})(ts|tsx|typescript)\b/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end]!.trim().startsWith(fence)) end++;
    out.push({
      file,
      line: start + 1,
      lang: open[2] === 'tsx' ? 'tsx' : 'ts',
      code: lines.slice(start, end).join('\n'),
    });
    i = end;
  }
  return out;
}

/** Where a block is checked: beside the file its first-line comment names, else at the root. */
export function blockPath(block: Block, index: number): string {
  const named = /^\s*\/\/\s*((?:pages|shared|server|scripts|test)\/[\w./-]+\.tsx?)\b/.exec(block.code);
  const dir = named ? dirname(join(ROOT, named[1]!)) : ROOT;
  return join(dir, `__doc-block-${index}.${block.lang}`);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The project's compiler options for code that may touch any layer: the tests' (DOM and Node types). */
function options(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.test.json'), (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const app = ts.readConfigFile(join(ROOT, 'tsconfig.app.json'), (p) => ts.sys.readFile(p));
  const paths = ts.parseJsonConfigFileContent(app.config, ts.sys, ROOT).options.paths;
  // A block shows a use, not a module: an unused import or local in it is not a fault of the example.
  return { ...parsed.options, paths, noUnusedLocals: false, noUnusedParameters: false, noEmit: true };
}

/** Each block's compiler errors as `file:line: message`, an empty list when every block compiles. */
export function compileBlocks(blocks: Block[]): string[] {
  const virtual = new Map(blocks.map((b, i) => [blockPath(b, i), b]));
  const host = ts.createCompilerHost(options());
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (p) => virtual.get(resolve(p))?.code ?? readFile(p);
  host.fileExists = (p) => virtual.has(resolve(p)) || fileExists(p);
  const program = ts.createProgram([...virtual.keys()], options(), host);
  const errors: string[] = [];
  for (const [path, block] of virtual) {
    const source = program.getSourceFile(path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const d of diagnostics) {
      const at = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
      errors.push(
        `${block.file}:${block.line + at}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    }
  }
  return errors;
}

const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
const blocks = files.flatMap((f) => tsBlocks(readFileSync(f, 'utf8'), relative(ROOT, f)));

describe('the TypeScript blocks in README.md and docs/', () => {
  it('finds the README’s own examples', () => {
    expect(blocks.filter((b) => b.file === 'README.md').length).toBeGreaterThan(0);
  });

  it('compile against the project', { timeout: 60_000 }, () => {
    expect(compileBlocks(blocks)).toEqual([]);
  });

  it('a block that does not compile is reported at its line in its file', { timeout: 60_000 }, () => {
    const wrong: Block = {
      file: 'README.md',
      line: 40,
      lang: 'ts',
      code: [
        '// pages/order/first-calls.ts',
        "import { loanDetails } from '../../shared/api/contract/loan';",
        "import { firstCall, fromQuery } from '../../shared/api/first-call';",
        "export const orderCall = firstCall(loanDetails, { orderId: fromQuery('orderId', 'needed') });",
      ].join('\n'),
    };
    const errors = compileBlocks([wrong]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^README\.md:43: TS\d+ .*productId/);
  });
});
