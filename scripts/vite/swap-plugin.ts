/**
 * Which entries a screen may be swapped into, and which build they are of (D38, ADR 0058): a React entry
 * whose `main.tsx` is the generated one (it only calls `mount(Page)`) gets
 * `<meta name="pb-swap" content="<build>">`; the swap (`shared/app/swap.ts`) moves only between documents
 * that carry it with the same build. The build is a hash of every script file name of the pass: a release
 * that changes any script is another build, and its screens are opened by a normal navigation.
 *
 * Left out: the static pages (no React, `static-pages-plugin.ts`), an entry whose `main.tsx` starts
 * otherwise (the marketing site paints first, then mounts), and `NOT_SWAPPED`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { EntryDef } from '../../shared/site/entries.ts';
import { PAGES_DIR } from '../../shared/site/entries.ts';

/** The meta tag's name; its content is the build. */
export const SWAP_META = 'pb-swap';
const PLACEHOLDER = '__PB_SWAP_BUILD__';

/**
 * Entries never swapped into, whatever their `main.tsx`: the device check page (the web view as the shell
 * opens it), and the registration landing, whose page module reads its own document when it is evaluated
 * (the language switch the build wrote), which a swap evaluates in another.
 */
export const NOT_SWAPPED: readonly string[] = ['test-preview', 'landing'];

/**
 * A `main.tsx` as scripts/entry-names.ts generates it: it imports the page and calls `mount(Page)`, nothing
 * else, so evaluating it again elsewhere hands the page over and does nothing more.
 */
const GENERATED_MAIN =
  /^import \{ mount \} from '\.\.\/\.\.\/shared\/app\/mount';\nimport \{ (\w+) \} from '\.\/[\w-]+-page';\n\nmount\(\1\);\n$/;

/**
 * Whether the entry may be swapped into: its module script is still its `main.tsx` after the static pages
 * took theirs (`html`), and that file is the generated one.
 * @example swappable(entry, html, (name) => readFileSync(`pages/${name}/main.tsx`, 'utf8'))
 */
export function swappable(entry: EntryDef, html: string, readMain: (name: string) => string | null): boolean {
  if (NOT_SWAPPED.includes(entry.name)) return false;
  if (!html.includes(`src="/pages/${entry.name}/main.tsx"`)) return false;
  return GENERATED_MAIN.test(readMain(entry.name) ?? '');
}

/**
 * The build of a pass: a short hash of its script file names (content-hashed by Rolldown).
 * @example buildId(['assets/a-1.js', 'assets/b-2.js'])
 */
export function buildId(files: readonly string[]): string {
  const names = files.filter((f) => f.endsWith('.js')).sort();
  return createHash('sha256').update(names.join('\n')).digest('base64url').slice(0, 12);
}

function readMain(name: string): string | null {
  const file = join(PAGES_DIR, name, 'main.tsx');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export function swapPlugin(entries: EntryDef[]): Plugin {
  return {
    name: 'loan:swap',
    apply: 'build',
    transformIndexHtml: {
      // After the static pages' plugin (also 'pre', earlier in the list) has replaced their scripts.
      order: 'pre',
      handler(html, ctx) {
        const entry = entries.find((e) => e.html === ctx.filename);
        if (!entry || !swappable(entry, html, readMain)) return html;
        return html.replace('<head>', `<head><meta name="${SWAP_META}" content="${PLACEHOLDER}"/>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const id = buildId(Object.keys(bundle));
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string')
            file.source = file.source.replaceAll(PLACEHOLDER, id);
        }
      },
    },
  };
}
