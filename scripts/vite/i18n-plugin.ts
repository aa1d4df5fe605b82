/**
 * The borrower's text put in place at build time (D27, ADR 0039): every `t('English')` call becomes the
 * text in the build's language, `t('English', values)` becomes the filled text written out (a template
 * literal) and `tNodes('English', slots)` the list of its parts (`fillInPlace`); a call whose values the
 * build cannot place becomes `fill('text', values)` / `fillNodes('text', slots)` (`shared/i18n/fill.ts`).
 * The English pages then ship no catalog and no lookup, the Filipino pages only their own texts.
 *
 * - The source is parsed (Rolldown's oxc parser, TSX), never matched by a pattern: only calls of the names
 *   a file imports from `shared/i18n/t` are replaced, and their import is removed.
 * - A call whose first argument is not a string literal fails the build: the catalog check could not read
 *   it, and no text could be put in its place.
 * - A text the catalog lacks stays English in the Filipino build; the build says how many (the catalog
 *   check in the unit tests fails on each).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import type { CatalogFile } from '../../shared/i18n/catalog.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { ROOT } from '../../shared/site/entries.ts';

export const CATALOG_DIR = join(ROOT, 'shared/i18n/fil');
export const FILL_MODULE = join(ROOT, 'shared/i18n/fill.ts');

/** The catalog files as Node reads them: area name → entries (what `shared/i18n/catalog.ts` merges). */
export function readCatalogFiles(dir = CATALOG_DIR): Record<string, CatalogFile> {
  const files: Record<string, CatalogFile> = {};
  for (const name of readdirSync(dir).sort())
    if (name.endsWith('.json'))
      files[name.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CatalogFile;
  return files;
}

/** The reference backend's catalog (contract D33): shaped like the pages' files, reviewed the same way. */
export const SERVER_CATALOG_FILE = join(ROOT, 'server/i18n/fil.json');

/** The server catalog as a file of the review (read here, not imported: the build does not ship it). */
export function readServerCatalog(file = SERVER_CATALOG_FILE): CatalogFile {
  return JSON.parse(readFileSync(file, 'utf8')) as CatalogFile;
}

const countOf = (files: Record<string, CatalogFile>) => {
  const entries = Object.values(files).flatMap((file) => Object.values(file));
  return { all: entries.length, unreviewed: entries.filter((e) => e.reviewed !== true).length };
};

/**
 * How many catalog entries no native speaker has reviewed, the pages' and the backend's: what every
 * build and `build:release` say. The review's counts live here, where the release gate and
 * `scripts/i18n-check.ts` both read them, so that neither imports the other.
 */
export function reviewLine(files: Record<string, CatalogFile>, server?: CatalogFile): string {
  const pages = countOf(files);
  const line = `Filipino catalog: ${pages.unreviewed} of ${pages.all} texts not yet reviewed by a native speaker (shared/i18n/fil/, "reviewed")`;
  if (!server) return line;
  const backend = countOf({ server });
  return `${line}; the reference backend's: ${backend.unreviewed} of ${backend.all} (server/i18n/fil.json)`;
}

/** The share of the pages' entries a native speaker has reviewed, from 0 to 1 (1 for no entries). */
export function reviewedShare(files: Record<string, CatalogFile>): number {
  const { all, unreviewed } = countOf(files);
  return all ? (all - unreviewed) / all : 1;
}

/**
 * The floor `FIL_REVIEWED_MIN` sets for a release (a share from 0 to 1, e.g. `0.95`; unset: none), or why
 * it cannot be read.
 * @example reviewedFloor('0.9') // 0.9
 * @example reviewedFloor('90%') // 'FIL_REVIEWED_MIN must be a share from 0 to 1, not "90%"'
 */
export function reviewedFloor(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : `FIL_REVIEWED_MIN must be a share from 0 to 1, not "${value}"`;
}

/** Why a release may not ship this Filipino: a reviewed share under the floor; null when it may. */
export function reviewRefusal(files: Record<string, CatalogFile>, floor: number): string | null {
  const share = reviewedShare(files);
  if (share >= floor) return null;
  const percent = (x: number) => `${Math.floor(x * 1000) / 10}%`;
  return `Release build refused: ${percent(share)} of the Filipino texts are reviewed by a native speaker, under the ${percent(floor)} FIL_REVIEWED_MIN asks (docs/i18n/README.md, "Review").`;
}

/** English → Filipino over every catalog file. */
export function readCatalog(dir = CATALOG_DIR): Map<string, string> {
  return new Map(
    Object.values(readCatalogFiles(dir)).flatMap((file) => Object.entries(file).map(([en, e]) => [en, e.fil])),
  );
}

/** The language of a build: `VITE_LANG=fil` (environment or the mode's `.env`), English otherwise. */
export const langOf = (value: string | undefined): Lang => (value === 'fil' ? 'fil' : 'en');

/** A module the t() surface is imported from: `shared/i18n/t` however the importer spells its path. */
const T_MODULE = /(^|[\\/])(i18n[\\/])?t(\.tsx?)?$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function walk(node: AstNode, visit: (node: AstNode) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

/** One `t()` / `tNodes()` call of a source file. */
export interface TextCall {
  kind: 't' | 'tNodes';
  /** The English literal; `undefined` when the first argument is not a string literal. */
  english: string | undefined;
  /** Where the call is (offsets into the source) and its arguments. */
  node: AstNode;
  args: AstNode[];
  line: number;
}

/** Whether an import source names the t() module from `importer`. */
export function importsT(source: string, importer: string): boolean {
  if (!T_MODULE.test(source)) return false;
  // `./t` is ours only from inside shared/i18n; elsewhere the path must go through `i18n/`.
  return /[\\/]i18n[\\/]t(\.tsx?)?$/.test(source) || /[\\/]shared[\\/]i18n[\\/][^\\/]+$/.test(importer);
}

/**
 * The t() import declarations and calls of a source file (TS or TSX). Reads only files that import from
 * `shared/i18n/t`: a local function that happens to be called `t` elsewhere is not ours.
 */
export function findTextCalls(
  code: string,
  file: string,
): { calls: TextCall[]; imports: { node: AstNode; locals: Map<string, 't' | 'tNodes'>; other: number }[] } {
  const calls: TextCall[] = [];
  const imports: { node: AstNode; locals: Map<string, 't' | 'tNodes'>; other: number }[] = [];
  if (!/\bt(Nodes)?\b/.test(code) || !/i18n[\\/]t|from '\.\/t'/.test(code)) return { calls, imports };
  const program = parseAst(code, { lang: /\.[cm]?tsx$/.test(file) ? 'tsx' : 'ts' }, file) as unknown as AstNode;
  const locals = new Map<string, 't' | 'tNodes'>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value: string }).value;
    if (!importsT(source, file) || statement.importKind === 'type') continue;
    const mine = new Map<string, 't' | 'tNodes'>();
    let other = 0;
    for (const spec of statement.specifiers as AstNode[]) {
      const imported = spec.type === 'ImportSpecifier' ? (spec.imported as { name?: string }).name : undefined;
      const local = (spec.local as { name: string }).name;
      if ((imported === 't' || imported === 'tNodes') && spec.importKind !== 'type') mine.set(local, imported);
      else other++;
    }
    if (mine.size) {
      imports.push({ node: statement, locals: mine, other });
      for (const [local, kind] of mine) locals.set(local, kind);
    }
  }
  if (!locals.size) return { calls, imports };
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= offset) line++;
    return line + 1;
  };
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as AstNode;
    const kind = callee.type === 'Identifier' ? locals.get(callee.name as string) : undefined;
    if (!kind) return;
    const args = node.arguments as AstNode[];
    const first = args[0];
    let english: string | undefined;
    if (first?.type === 'Literal' && typeof first.value === 'string') english = first.value;
    else if (first?.type === 'TemplateLiteral' && !(first.expressions as unknown[]).length)
      english = (first.quasis as { value: { cooked: string } }[])[0].value.cooked;
    calls.push({ kind, english, node, args, line: lineOf(node.start) });
  });
  return { calls, imports };
}

/** The translation of one text: the catalog's in Filipino, the English itself otherwise. */
export type Lookup = (english: string) => string | undefined;

/** A value whose reading has no effect, so it may be read in the translation's order of placeholders. */
function isPlain(node: AstNode): boolean {
  if (node.type === 'Identifier' || node.type === 'Literal') return true;
  if (node.type === 'TemplateLiteral') return !(node.expressions as unknown[]).length;
  return node.type === 'MemberExpression' && !node.computed && isPlain(node.object as AstNode);
}

/**
 * Writes the filled text out in place of the call, so the page ships no `fill`/`fillNodes` (ADR 0039):
 * `t('Due on {date}', { date })` → `` `Due on ${date}` `` (a template converts each value with String(),
 * as `fill` does); `tNodes('Read the {terms} first.', { terms: <a/> })` → `["Read the ", <a/>, " first."]`
 * (the non-empty parts, as `fillNodes` gives them). Only when the values are an object literal of plain
 * `name: value` pairs, each placeholder of the text names one of them exactly once and each is used. The
 * values stay where they are written (a t() call inside one is replaced on its own); when the text reads
 * them in another order (a translation that moves a placeholder), every value must be one whose reading has
 * no effect, and is copied. Returns false, having changed nothing, otherwise: the call becomes a `fill` of
 * the text, which behaves the same at run time.
 */
export function fillInPlace(out: MagicString, call: TextCall, text: string, code: string): boolean {
  const values = call.args[1];
  if (call.args.length !== 2 || values?.type !== 'ObjectExpression') return false;
  const byName = new Map<string, AstNode>();
  for (const prop of values.properties as AstNode[]) {
    if (prop.type !== 'Property' || prop.kind !== 'init' || prop.computed || prop.method) return false;
    const key = prop.key as AstNode;
    const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
    if (name === null || byName.has(name)) return false;
    byName.set(name, prop.value as AstNode);
  }
  const parts = text.split(/\{(\w+)\}/);
  const used = parts.filter((_, i) => i % 2);
  if (used.length !== byName.size || new Set(used).size !== used.length || !used.every((n) => byName.has(n)))
    return false;
  const inOrder = [...byName.keys()].every((n, i) => n === used[i]);
  if (!inOrder && ![...byName.values()].every(isPlain)) return false;
  const texts = parts.filter((_, i) => !(i % 2));
  if (!used.length) {
    out.overwrite(
      call.node.start,
      call.node.end,
      call.kind === 't' ? JSON.stringify(text) : `[${JSON.stringify(text)}]`,
    );
    return true;
  }
  // The target's syntax: a template literal for t(), an array of the non-empty parts for tNodes().
  const nodes = call.kind === 'tNodes';
  const lead = (s: string, first: boolean) =>
    nodes
      ? `${first ? '[' : ', '}${s ? `${JSON.stringify(s)}, ` : ''}`
      : `${first ? '`' : '}'}${s.replace(/[`\\]|\$(?=\{)/g, '\\$&')}\${`;
  const tail = (s: string) =>
    nodes ? `${s ? `, ${JSON.stringify(s)}` : ''}]` : `}${s.replace(/[`\\]|\$(?=\{)/g, '\\$&')}\``;
  if (!inOrder) {
    const slice = (n: string) => code.slice(byName.get(n)!.start, byName.get(n)!.end);
    const body = used.map((n, i) => `${lead(texts[i]!, i === 0)}${slice(n)}`).join('');
    out.overwrite(call.node.start, call.node.end, `${body}${tail(texts.at(-1)!)}`);
    return true;
  }
  let from = call.node.start;
  used.forEach((n, i) => {
    const value = byName.get(n)!;
    out.overwrite(from, value.start, lead(texts[i]!, i === 0));
    from = value.end;
  });
  out.overwrite(from, call.node.end, tail(texts.at(-1)!));
  return true;
}

/**
 * The source with every t() call replaced by its text (see the header); `null` when the file has none.
 * Throws on a call whose first argument is not a string literal; `missing` collects texts the catalog lacks.
 */
export function replaceTextCalls(
  code: string,
  file: string,
  lang: Lang,
  lookup: Lookup,
  missing: Set<string> = new Set(),
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const { calls, imports } = findTextCalls(code, file);
  if (!imports.length) return null;
  const out = new MagicString(code);
  let fills = false;
  let fillNodes = false;
  for (const call of calls) {
    if (call.english === undefined)
      throw new Error(
        `${file}:${call.line}: ${call.kind}() takes its English text as a string literal (ADR 0039), found \`${code.slice(call.node.start, call.node.end).slice(0, 80)}\``,
      );
    let text = call.english;
    if (lang === 'fil') {
      const fil = lookup(call.english);
      if (fil === undefined) missing.add(call.english);
      else text = fil;
    }
    const literal = JSON.stringify(text);
    const [first, second] = call.args;
    if (call.kind === 't' && !second) out.overwrite(call.node.start, call.node.end, literal);
    else if (fillInPlace(out, call, text, code)) continue;
    else {
      // The values (or slots) argument stays as written; only the callee and the text change.
      out.overwrite(call.node.start, first.end, `${call.kind === 't' ? '__i18nFill' : '__i18nFillNodes'}(${literal}`);
      if (call.kind === 't') fills = true;
      else fillNodes = true;
    }
  }
  for (const { node, locals, other } of imports) {
    if (!other) {
      out.remove(node.start, node.end);
      continue;
    }
    // Other names of the module (translate, fill) stay imported; t and tNodes go.
    for (const spec of node.specifiers as AstNode[]) {
      if (!locals.has((spec.local as { name: string }).name)) continue;
      const after = /^\s*,/.exec(code.slice(spec.end));
      out.remove(spec.start, after ? spec.end + after[0].length : spec.end);
    }
  }
  const names = [fills && 'fill as __i18nFill', fillNodes && 'fillNodes as __i18nFillNodes'].filter(Boolean);
  if (names.length) out.prepend(`import { ${names.join(', ')} } from ${JSON.stringify(FILL_MODULE)};\n`);
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: file }) };
}

export function i18nPlugin(): Plugin {
  let lang: Lang = 'en';
  let catalog = new Map<string, string>();
  const missing = new Set<string>();
  return {
    name: 'loan:i18n',
    apply: 'build',
    // Before the TSX is compiled: the parser reads the source as written.
    enforce: 'pre',
    configResolved(config) {
      lang = langOf((config.env as Record<string, string | undefined>).VITE_LANG);
    },
    buildStart() {
      catalog = readCatalog();
      missing.clear();
    },
    transform: {
      filter: { id: { include: /\.[cm]?tsx?$/, exclude: /node_modules|[\\/]shared[\\/]i18n[\\/]/ } },
      handler(code, id) {
        try {
          return replaceTextCalls(code, id.replace(/\?.*$/, ''), lang, (en) => catalog.get(en), missing);
        } catch (e) {
          this.error((e as Error).message);
        }
      },
    },
    buildEnd() {
      if (missing.size)
        this.warn(
          `${missing.size} text(s) have no Filipino in shared/i18n/fil/ and stay English in fil/ (the catalog check fails on them): ${[...missing].slice(0, 5).join(' · ')}`,
        );
    },
  };
}
