/**
 * Static entries without React in the browser (ADR 0017): an entry marked `prerender: "full"`
 * whose prerendered HTML has no form control is still written in React and rendered at build time
 * (`prerender-plugin.ts`, which runs first), but its page script is replaced by a per-entry virtual
 * module: the CSS its component imports plus `shared/app/static-page.ts` (the back control and the
 * picture zoom, a few KB, no React). The dev server keeps the React entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { EntryDef } from '../../shared/site/entries.ts';
import { ROOT } from '../../shared/site/entries.ts';

const PREFIX = '/@static-page/';
const FORM_CONTROL = /<(form|input|select|textarea)\b/i;
const IMPORT = /\b(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** A prerendered entry that only reads (no form control): it ships the static runtime, not React. */
export function isStaticEntry(entry: EntryDef, prerenderedHtml: string): boolean {
  return entry.prerender === 'full' && !FORM_CONTROL.test(prerenderedHtml);
}

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|css)$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * Every stylesheet the component's module graph imports, in import order (what Vite would have bundled
 * for the React entry). Relative imports only: the app's CSS lives in its own folders.
 */
export function cssOfComponent(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const out: string[] = [];
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (!spec.startsWith('.') || spec.includes('?')) continue;
    const target = resolveLocal(file, spec);
    if (!target) continue;
    if (target.endsWith('.css')) {
      if (!seen.has(target)) out.push(target);
      seen.add(target);
    } else out.push(...cssOfComponent(target, seen));
  }
  return out;
}

export function staticPagesPlugin(entries: EntryDef[]): Plugin {
  const byName = new Map(entries.map((e) => [e.name, e]));
  return {
    name: 'loan:static-pages',
    apply: 'build',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const entry = byName.get(id.slice(PREFIX.length + 1).replace(/\.ts$/, ''));
      if (!entry) return null;
      const runtime = join(ROOT, 'shared/app/static-page.ts');
      // The runtime first: its theme.css comes before the page's own rules, as `mount()` imports it first.
      const lines = [`import { startStaticPage } from ${JSON.stringify(runtime)};`];
      lines.push(
        ...cssOfComponent(entry.component).map((css) => `import ${JSON.stringify(css)};`),
        'startStaticPage();',
      );
      return lines.join('\n');
    },
    transformIndexHtml: {
      // After the prerender (also 'pre', earlier in the plugin list): the decision reads its output.
      order: 'pre',
      handler(html, ctx) {
        const entry = entries.find((e) => e.html === ctx.filename);
        if (!entry || !isStaticEntry(entry, html)) return html;
        const main = `src="/pages/${entry.name}/main.tsx"`;
        if (!html.includes(main))
          throw new Error(`pages/${entry.name}/${entry.name}.html: expected the module script ${main}`);
        return html.replace(main, `src="${PREFIX}${entry.name}.ts"`);
      },
    },
  };
}
