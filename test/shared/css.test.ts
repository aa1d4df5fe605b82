// @vitest-environment node
/**
 * The style sheets and the markup name the same things: a mistyped custom property (`var(--color-text-
 * secondary)` for `--color-text-2`) or class passes the typecheck, the lint, the build and every test that
 * reads text, and is seen only as a wrong colour on a phone. Here:
 * - every `var(--x)` in a style sheet, a component or a template names a property some style sheet or
 *   component defines (`--x: …`, or `'--x'` set from code);
 * - every class a component writes (`className="a b"`, the literal parts of `className={…}`) is named by a
 *   rule of some style sheet, or is the block of one that is (`order-money` of `.order-money__title`: the
 *   block names the part), or is a hook a test finds (`.x` in `test/`). An element or modifier
 *   (`__`, `--`) has a rule of its own;
 * - a screen's own sheet (`pages/<name>/*.css`) and a feature's (`shared/features/<name>/*.css`) reach only
 *   their own markup: each selector names a class only that folder writes. Such a sheet is in the
 *   document only after its screen was shown (a screen swapped in, D38, leaves it there), so a rule on a
 *   shared class (`.card h2`, `a.btn`) styles other screens or not by where the borrower came from.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const tracked = (...paths: string[]) =>
  execFileSync('git', ['ls-files', ...paths], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

const sheets = tracked('pages', 'shared', 'static').filter((f) => f.endsWith('.css'));
const code = tracked('pages', 'shared', 'scripts/vite').filter((f) => /\.(tsx?|html)$/.test(f));
const tests = tracked('test').filter((f) => /\.tsx?$/.test(f));

/** Every custom property a style sheet or a component defines. */
export function definedProperties(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/(--[\w-]+)\s*:/g)) out.add(m[1]!);
    for (const m of text.matchAll(/['"`](--[\w-]+)['"`]/g)) out.add(m[1]!);
  }
  return out;
}

/** Every `var(--x)` of a text. */
export const usedProperties = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

/** Every class a rule of the style sheets names. */
export const ruleClasses = (texts: string[]) =>
  new Set(
    texts.flatMap((text) =>
      [...text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!),
    ),
  );

/**
 * The classes a component writes: `className="…"`, and the literal words of `className={…}` (its quoted
 * texts, a template's text outside `${…}`). A word the template goes on (`cf-shot--${kind}`) is a prefix.
 */
export function writtenClasses(text: string): string[] {
  return [...text.matchAll(/className=(?:"([^"]*)"|\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\})/g)].flatMap((m) => {
    const expr = m[2] ?? '';
    const literals = [
      m[1] ?? '',
      ...[...expr.matchAll(/"([^"]*)"|'([^']*)'/g)].map((q) => q[1] ?? q[2] ?? ''),
      ...[...expr.matchAll(/`([^`]*)`/g)].map((q) => q[1]!.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '${}')),
    ];
    return literals
      .join(' ')
      .split(/\s+/)
      .map((word) => word.replace(/\$\{\}.*$/, '…'))
      .filter((word) => /^[a-z][\w-]*…?$/.test(word));
  });
}

/**
 * The selectors of a style sheet (comments and `@keyframes` steps left out), each with the classes it names.
 * @example selectorsOf('.a h2, .b:hover { }') // [['.a h2', ['a']], ['.b:hover', ['b']]]
 */
export function selectorsOf(text: string): [string, string[]][] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  return [...css.matchAll(/([^{}@;]+)\{/g)]
    .flatMap((m) => m[1]!.split(','))
    .map((selector) => selector.trim())
    .filter(Boolean)
    .map((selector) => [selector, [...selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((c) => c[1]!)]);
}

/** Whether a written class is accounted for (see the file's comment). */
export function accounted(name: string, rules: Set<string>, hooks: Set<string>): boolean {
  if (name.endsWith('…')) return [...rules].some((rule) => rule.startsWith(name.slice(0, -1)));
  if (rules.has(name) || hooks.has(name)) return true;
  if (/__|--/.test(name)) return false;
  return [...rules].some((rule) => rule.startsWith(`${name}__`) || rule.startsWith(`${name}--`));
}

describe('the style sheets and the markup', () => {
  const defined = definedProperties([...sheets, ...code].map(read));
  const rules = ruleClasses(sheets.map(read));
  const hooks = new Set(tests.flatMap((f) => [...read(f).matchAll(/['"`][^'"`]*\.([a-z][\w-]*)/g)].map((m) => m[1]!)));

  it('use only custom properties that are defined', () => {
    expect(sheets.length).toBeGreaterThan(10);
    const undefinedUses = [...sheets, ...code].flatMap((file) =>
      usedProperties(read(file))
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: var(${name})`),
    );
    expect(undefinedUses, 'a property no style sheet defines: mistyped, or define it where its family is').toEqual([]);
  });

  it('write only classes a style sheet names', () => {
    const written = code
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((file) => writtenClasses(read(file)).map((name) => ({ file, name })));
    expect(written.length).toBeGreaterThan(100);
    const unnamed = written
      .filter(({ name }) => !accounted(name, rules, hooks))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(unnamed, 'a class no rule names: mistyped, or drop it (a class that styles nothing is noise)').toEqual([]);
  });

  it("give each screen's and feature's own sheet only its own markup to style", () => {
    const screenOf = (file: string) => /^(?:pages|shared\/features)\/[\w-]+\//.exec(file)?.[0];
    // Who writes each class: the screen's name, or `shared` for the shared code. A class handed to a
    // shared part as text (a figure row's `'order-money__total'`) is written by the screen that names it.
    const writers = new Map<string, Set<string>>();
    const write = (name: string, by: string) => writers.set(name, (writers.get(name) ?? new Set()).add(by));
    for (const file of code) {
      const by = screenOf(file) ?? 'shared';
      if (file.endsWith('.tsx')) for (const name of writtenClasses(read(file))) write(name, by);
      for (const m of read(file).matchAll(/['"`]([a-z][\w-]*(?:__|--)[\w-]+)['"`]/g)) write(m[1]!, by);
    }
    const own = (screen: string, name: string) => writers.get(name)?.size === 1 && writers.get(name)!.has(screen);
    const pageSheets = sheets.filter(screenOf);
    expect(pageSheets.length).toBeGreaterThan(10);
    const reaching = pageSheets.flatMap((file) =>
      selectorsOf(read(file))
        .filter(([, classes]) => !classes.some((name) => own(screenOf(file)!, name)))
        .map(([selector]) => `${file}: ${selector}`),
    );
    expect(reaching, 'a rule another screen would get after a swap: name a class of this screen in it').toEqual([]);
    expect(
      selectorsOf('/* .x {} */ .a h2, .b:hover { } @keyframes k { from { opacity: 0 } to { opacity: 1 } }'),
    ).toEqual([
      ['.a h2', ['a']],
      ['.b:hover', ['b']],
    ]);
  });

  it('fail on a mistyped property or class (the reader itself)', () => {
    expect(definedProperties([':root { --color-text-2: #555; }']).has('--color-text-2')).toBe(true);
    expect(usedProperties('color: var(--color-text-secondary);')).toEqual(['--color-text-secondary']);
    expect(writtenClasses('<p className={`card ${open ? "card--open" : ""}`} /> <b className="x-y__z" />')).toEqual([
      'card--open',
      'card',
      'x-y__z',
    ]);
    expect(writtenClasses('<p className={`cf-shot--${kind}`} />')).toEqual(['cf-shot--…']);
    expect(accounted('btn--…', ruleClasses(['.btn--secondary {}']), new Set())).toBe(true);
    expect(accounted('btn--…', ruleClasses(['.btn {}']), new Set())).toBe(false);
    const styled = ruleClasses(['.order-money__title { color: red } /* .ghost */ .btn--secondary:hover {}']);
    expect(accounted('order-money', styled, new Set())).toBe(true);
    expect(accounted('order-money__titel', styled, new Set())).toBe(false);
    expect(accounted('btn--primary', styled, new Set())).toBe(false);
    expect(accounted('ghost', styled, new Set())).toBe(false);
    expect(accounted('ghost', styled, new Set(['ghost']))).toBe(true);
  });
});
