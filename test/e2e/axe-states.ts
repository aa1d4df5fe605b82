/**
 * Every state the e2e suite shows is checked by axe once (docs/ci.md, "axe once per state"): each
 * `expectAxeClean(page, '<entry>: <state>')` names the state it checks, and this reads the e2e files
 * before any run and lists the state each call checks, its loops expanded as far as they can be read:
 * - a `for … of` over a list written in the file, or exported by a module of the suite or of `shared/`
 *   (the dialect sweep's items, read from the registry), is expanded item by item, and an `if` around the
 *   call, or an `if (…) return;` / `continue;` before it, is read for each item;
 * - a loop over what only the run knows (the build's swappable entries) leaves its part of the label a
 *   blank that any text fills; a label that does not change with such a loop runs once per item, unless an
 *   `if (x === …)` on its variable picks one item.
 * A call outside a test (a helper several tests call) or in a loop of another kind is refused: the number
 * of times it runs cannot be read. `fixtures.ts` checks at run time what is only known then: the name
 * before the colon is an entry of the registry, and ` (fil)` ends the label exactly when the page is
 * Filipino.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** One label a call checks; `blanks` holds the parts only the run knows (undefined in `text`). */
export interface AxeState {
  /** The label, a blank written as `…`. */
  text: string;
  /** Literal parts around the blanks (`parts.length` is `blanks + 1`). */
  parts: string[];
  /** `file:line` of the call. */
  where: string;
}

export interface AxeReading {
  states: AxeState[];
  /** Calls whose label or count cannot be read, each with its reason. */
  refused: string[];
}

/** What a part of a label, a guard or a list evaluates to when it cannot be read before the run. */
const UNREADABLE = Symbol('unreadable');
type Value = unknown;

const GLOBALS: Record<string, unknown> = {
  undefined,
  String,
  Number,
  Boolean,
  Array,
  Object,
  JSON,
  Math,
  Set,
  Map,
  encodeURIComponent,
};

/** `test(…)` or one of its kinds, `test.step`, `test.describe`; `tests` holds `test` and its `.extend`s. */
const TEST_KINDS = /^(\w+)(\.(only|skip|fixme|fail|step|describe|describe\.(only|skip|serial|parallel)))?$/;
const RUNS_A_TEST = /^\w+(\.(only|skip|fixme|fail))?$/;
const testKind = (call: ts.CallExpression, tests: Set<string>): string | undefined => {
  const m = TEST_KINDS.exec(call.expression.getText());
  return m && tests.has(m[1]) ? call.expression.getText() : undefined;
};

interface Loop {
  names: string[];
  binding: ts.BindingName;
  /** The list it goes over, as written. */
  node: ts.Expression;
  text: string;
}

/** The identifiers an expression reads (not property names nor object keys). */
function identifiersOf(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isTypeNode(n)) return;
    if (ts.isIdentifier(n)) {
      const p = n.parent;
      const isProperty = p && ts.isPropertyAccessExpression(p) && p.name === n;
      const isKey = p && ts.isPropertyAssignment(p) && p.name === n;
      if (!isProperty && !isKey) names.add(n.text);
      if (p && ts.isShorthandPropertyAssignment(p)) names.add(n.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

const bindingNames = (name: ts.BindingName): string[] =>
  ts.isIdentifier(name)
    ? [name.text]
    : name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));

const transpiled = new Map<string, string>();
/** An expression of TypeScript as JavaScript (types dropped), in parentheses. */
const js = (text: string): string => {
  if (!transpiled.has(text))
    transpiled.set(
      text,
      ts
        .transpileModule(`(${text})`, { compilerOptions: { target: ts.ScriptTarget.ES2022 } })
        .outputText.trim()
        .replace(/;$/, ''),
    );
  return transpiled.get(text)!;
};

/** Reads the e2e files given (absolute paths) and lists the states their axe calls check. */
export async function readAxeStates(files: string[], root: string): Promise<AxeReading> {
  const states: AxeState[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('expectAxeClean(')) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const rel = file.slice(root.length + 1);
    const consts = new Map<string, ts.Expression>();
    const imports = new Map<string, { from: string; name: string }>();
    for (const st of sf.statements) {
      if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const)
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
      if (
        ts.isImportDeclaration(st) &&
        st.importClause?.namedBindings &&
        ts.isNamedImports(st.importClause.namedBindings)
      )
        for (const el of st.importClause.namedBindings.elements)
          imports.set(el.name.text, {
            from: (st.moduleSpecifier as ts.StringLiteral).text,
            name: (el.propertyName ?? el.name).text,
          });
    }
    const moduleValues = new Map<string, Promise<Value>>();
    // `test` and the tests made from it (`const withErrors = test.extend({…})`).
    const tests = new Set(['test']);
    for (const [name, init] of consts)
      if (ts.isCallExpression(init) && /^(test|base)\.extend$/.test(init.expression.getText())) tests.add(name);

    /** A module's export, for modules of the suite (not a spec, not the fixtures) and of `shared/`. */
    const imported = async (name: string): Promise<Value> => {
      const { from, name: exported } = imports.get(name)!;
      if (!from.startsWith('.')) return UNREADABLE;
      const path = resolve(dirname(file), from);
      const suite = path.startsWith(resolve(root, 'test/e2e')) && !/\.spec$|\/fixtures$/.test(path);
      if (!suite && !path.startsWith(resolve(root, 'shared'))) return UNREADABLE;
      try {
        const mod = (await import(/\.tsx?$/.test(path) ? path : `${path}.ts`)) as Record<string, Value>;
        return exported in mod ? mod[exported] : UNREADABLE;
      } catch {
        return UNREADABLE;
      }
    };

    const lookup = (name: string, scope: Map<string, Value>): Promise<Value> => {
      if (scope.has(name)) return Promise.resolve(scope.get(name));
      if (!moduleValues.has(name)) {
        if (consts.has(name)) moduleValues.set(name, evaluate(consts.get(name)!, new Map()));
        else if (imports.has(name)) moduleValues.set(name, imported(name));
        else if (name in GLOBALS) moduleValues.set(name, Promise.resolve(GLOBALS[name]));
        else moduleValues.set(name, Promise.resolve(UNREADABLE));
      }
      return moduleValues.get(name)!;
    };

    async function evaluate(node: ts.Node, scope: Map<string, Value>): Promise<Value> {
      const names = [...identifiersOf(node)];
      const values = await Promise.all(names.map((n) => lookup(n, scope)));
      if (values.includes(UNREADABLE)) return UNREADABLE;
      try {
        return new Function(...names, `return ${js(node.getText())};`)(...values) as Value;
      } catch {
        return UNREADABLE;
      }
    }

    const calls: ts.CallExpression[] = [];
    const find = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.getText() === 'expectAxeClean') calls.push(n);
      ts.forEachChild(n, find);
    };
    find(sf);

    for (const call of calls) {
      const where = `${rel}:${sf.getLineAndCharacterOfPosition(call.getStart()).line + 1}`;
      const label = call.arguments[1];
      if (
        !label ||
        !(ts.isStringLiteral(label) || ts.isNoSubstitutionTemplateLiteral(label) || ts.isTemplateExpression(label))
      ) {
        refused.push(`${where}: the state is written in the call, as '<entry>: <state>'`);
        continue;
      }

      // Walk out from the call: the loops around it, the guards, and whether a test runs it.
      const loops: Loop[] = [];
      const guards: { cond: ts.Expression; holds: boolean }[] = [];
      // `a && b` holding is both holding; `a || b` failing is both failing: each read on its own.
      const guard = (cond: ts.Expression, holds: boolean): void => {
        const op = holds ? ts.SyntaxKind.AmpersandAmpersandToken : ts.SyntaxKind.BarBarToken;
        if (ts.isParenthesizedExpression(cond)) guard(cond.expression, holds);
        else if (ts.isBinaryExpression(cond) && cond.operatorToken.kind === op) {
          guard(cond.left, holds);
          guard(cond.right, holds);
        } else guards.push({ cond, holds });
      };
      let inTest = false;
      let why = '';
      for (let child: ts.Node = call, n = call.parent; n && !why; child = n, n = n.parent) {
        if (ts.isForOfStatement(n) && child === n.statement) {
          const decl = n.initializer;
          if (!ts.isVariableDeclarationList(decl)) why = 'a loop whose variable is declared elsewhere';
          else {
            const binding = decl.declarations[0].name;
            loops.unshift({ names: bindingNames(binding), binding, node: n.expression, text: n.expression.getText() });
          }
        } else if (ts.isIterationStatement(n, false) && !ts.isForOfStatement(n)) {
          why = 'a loop other than for…of, whose turns cannot be read';
        } else if (ts.isIfStatement(n) && child !== n.expression) {
          guard(n.expression, child === n.thenStatement);
        }
        if (ts.isBlock(n) || ts.isSourceFile(n) || ts.isCaseClause(n)) {
          // An `if (…) return;` or `continue;` before the call stops it for the cases it names.
          for (const st of n.statements) {
            if (st === child) break;
            if (!ts.isIfStatement(st) || st.elseStatement) continue;
            const then =
              ts.isBlock(st.thenStatement) && st.thenStatement.statements.length === 1
                ? st.thenStatement.statements[0]
                : st.thenStatement;
            if (ts.isReturnStatement(then) || ts.isContinueStatement(then)) guard(st.expression, false);
          }
        }
        if (ts.isFunctionLike(n)) {
          const parent = n.parent;
          if (parent && ts.isCallExpression(parent) && parent.arguments.includes(n as unknown as ts.Expression)) {
            // A step runs inside its test; a describe body is no test.
            const kind = testKind(parent, tests);
            if (kind) inTest ||= RUNS_A_TEST.test(kind);
            else why = `a callback of ${parent.expression.getText()}, whose calls cannot be counted`;
          } else if (!(parent && ts.isVariableDeclaration(parent))) {
            why = 'a helper, which runs axe once for every caller';
          }
        }
      }
      if (!why && !inTest) why = 'a helper, which runs axe once for every caller';
      if (why) {
        refused.push(`${where}: axe in ${why}: call it in the test, naming the state`);
        continue;
      }

      // Expand the loops, outermost first, each item read with the ones around it.
      type Combo = Map<string, Value>;
      let combos: Combo[] = [new Map()];
      const blind = new Set<Loop>();
      for (const loop of loops) {
        const node = loop.node;
        const next: Combo[] = [];
        for (const scope of combos) {
          const list = await evaluate(node, scope);
          if (list === UNREADABLE || !list || typeof (list as Iterable<Value>)[Symbol.iterator] !== 'function') {
            blind.add(loop);
            next.push(new Map([...scope, ...loop.names.map((nm) => [nm, UNREADABLE] as const)]));
            continue;
          }
          for (const item of list as Iterable<Value>) {
            const names = loop.names;
            const values = ts.isIdentifier(loop.binding)
              ? [item]
              : (new Function(
                  '__v',
                  `const ${js(loop.binding.getText()).slice(1, -1)} = __v; return [${names.join(', ')}];`,
                )(item) as Value[]);
            next.push(new Map([...scope, ...names.map((nm, i) => [nm, values[i]] as const)]));
          }
        }
        combos = next;
      }
      const picked = new Set<Loop>();
      const found: AxeState[] = [];
      for (const scope of combos) {
        let runs = true;
        for (const { cond, holds } of guards) {
          const value = await evaluate(cond, scope);
          if (value === UNREADABLE) {
            // `x === …` on a variable of a loop only the run knows picks one of its items.
            const eq = ts.isBinaryExpression(cond) && cond.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken;
            for (const loop of blind)
              if (eq && holds && loop.names.some((nm) => identifiersOf(cond).has(nm))) picked.add(loop);
          } else if (Boolean(value) !== holds) runs = false;
        }
        if (!runs) continue;
        const parts = [''];
        if (ts.isTemplateExpression(label)) {
          parts[0] = label.head.text;
          for (const span of label.templateSpans) {
            const value = await evaluate(span.expression, scope);
            if (value === UNREADABLE) parts.push(span.literal.text);
            else parts[parts.length - 1] += String(value) + span.literal.text;
          }
        } else parts[0] = label.text;
        found.push({ text: parts.join('…'), parts, where });
      }
      // A loop only the run knows repeats a label that does not change with it.
      const used = new Set<string>();
      if (ts.isTemplateExpression(label))
        for (const span of label.templateSpans) for (const nm of identifiersOf(span.expression)) used.add(nm);
      const repeats = [...blind].filter((loop) => !picked.has(loop) && !loop.names.some((nm) => used.has(nm)));
      if (repeats.length) {
        refused.push(`${where}: its state is checked once for every item of ${repeats.map((l) => l.text).join(', ')}`);
        continue;
      }
      states.push(...found);
    }
  }
  return { states, refused };
}

const pattern = (s: AxeState) =>
  new RegExp(`^${s.parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^]+')}$`);
const sample = (s: AxeState) => s.parts.join('\u0001');

/** Pairs of calls that check the same state (a blank matches any text), as messages. */
export function sameStates(states: AxeState[]): string[] {
  const clashes: string[] = [];
  for (let i = 0; i < states.length; i++)
    for (let j = i + 1; j < states.length; j++) {
      const [a, b] = [states[i], states[j]];
      if (pattern(a).test(sample(b)) || pattern(b).test(sample(a)))
        clashes.push(`'${a.text}' (${a.where}) and '${b.text}' (${b.where})`);
    }
  return clashes;
}

/**
 * States whose page (before the colon) is neither an entry of the registry nor a page the reference
 * server serves itself (`/_field`, read from `server/dev/index.ts`); a blank in its place is checked at run time.
 */
export function strangePages(states: AxeState[], entries: string[], serverPages: string[]): string[] {
  return states
    .filter((s) => {
      const head = s.parts[0];
      const colon = head.indexOf(': ');
      if (colon < 0) return !(s.parts.length > 1 && head === '');
      const page = head.slice(0, colon);
      return !entries.includes(page) && !serverPages.includes(page);
    })
    .map((s) => `'${s.text}' (${s.where})`);
}
