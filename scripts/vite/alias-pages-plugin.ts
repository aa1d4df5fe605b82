/**
 * One prerendered HTML per alias listed in an entry's `aliasPages` (ADR "public-pages-without-javascript"):
 * `/About` gets `dist/About.html`, the entry's built HTML with the page rendered for that alias
 * (`aliasPath` prop) and the alias's title, so a reader without JavaScript (or before it loads) gets the
 * section the address names. The hosting rules and the reference server map the alias onto it
 * (`aliasPageName` in the registry).
 *
 * It works on the finished HTML (scripts, styles and head tags already in place), replacing only the
 * content of `#root`, so every other plugin's work on the entry's HTML carries over unchanged.
 */
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { EntryDef } from '../../shared/site/entries.ts';
import { aliasPageName } from '../../shared/site/entries.ts';
import { descriptionTag } from './robots.ts';
import { prerender } from './prerender-plugin.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Where the root's content starts and ends in a built HTML: React's markup escapes `<` in text and
 * attributes, so counting `<div` and `</div>` tags finds the root's own closing tag, minified or not.
 */
export function rootContentRange(html: string): [number, number] {
  const open = /<div id=("?)root\1>/.exec(html);
  if (!open) throw new Error('no <div id="root"> in the built HTML');
  const start = open.index + open[0].length;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return [start, m.index];
  }
  throw new Error('the root <div> is not closed in the built HTML');
}

/**
 * The entry's built HTML with the root's content replaced by `markup`, the title by `title` and, when the
 * alias has one, the meta description by `description`.
 */
export function aliasPageHtml(html: string, markup: string, title: string, description = ''): string {
  const [start, end] = rootContentRange(html);
  const body = html.slice(0, start) + markup + html.slice(end);
  const titled = body.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return description
    ? titled.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => descriptionTag(description))
    : titled;
}

function entryHtml(bundle: OutputBundle, entry: EntryDef): OutputAsset | undefined {
  // Under its flat name: the HTML plugin (scripts/vite/html-plugin.ts) wrote it so before this runs.
  const file = bundle[`${entry.name}.html`];
  return file?.type === 'asset' ? file : undefined;
}

export function aliasPagesPlugin(entries: EntryDef[]): Plugin {
  return {
    name: 'loan:alias-pages',
    apply: 'build',
    // Last: Vite writes the HTML in its own generateBundle, and other plugins (minify, renames) may
    // rework it there; the alias pages copy the finished result.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const entry of entries) {
          const pages = Object.entries(entry.aliasPages);
          if (!pages.length) continue;
          const asset = entryHtml(bundle, entry);
          if (!asset) this.error(`alias pages: the built HTML of ${entry.name} is not in the bundle`);
          const html = String(asset.source);
          for (const [alias, title] of pages) {
            const markup = await prerender(entry, { aliasPath: alias });
            try {
              this.emitFile({
                type: 'asset',
                fileName: `${aliasPageName(entry, alias)}.html`,
                source: aliasPageHtml(html, markup, title, entry.aliasDescriptions[alias]),
              });
            } catch (e) {
              this.error(`alias pages: ${alias} of ${entry.name}: ${(e as Error).message}`);
            }
          }
        }
      },
    },
  };
}
