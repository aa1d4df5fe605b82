/**
 * The one plugin that writes each entry's HTML from its template (ADR 0059, replacing vite-plugin-html of
 * ADR 0002), from the entry registry:
 * - every template `pages/<name>/<name>.html` is a build input keyed by the entry's name (its chunk is
 *   `assets/<name>-*.js`);
 * - `<%= title %>` (escaped) and `<%- head %>` (the shared head tags and the entry's robots tags) are
 *   filled in, in dev and build alike; any other `<%` tag stops the build;
 * - the built page is minified (whitespace only) and written flat as `dist/<name>.html`;
 * - in dev, `/<name>.html`, the alias paths and their `/fil/` twins are served from the templates.
 *
 * The other HTML plugins add to the built page only their own part, each saying so: the prerendered
 * markup, the static pages' script, the swap list, the start script, the language redirect, the inline
 * style sheets, the CSP hashes, the alias pages, the Filipino twin, the hreflang links.
 */
import { minify } from 'html-minifier-terser';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { config } from '../../shared/config/config.ts';
import type { EntryDef } from '../../shared/site/entries.ts';
import { templateOf } from '../../shared/site/entries.ts';
import { langOfPath } from '../../shared/site/twins.ts';
import { robotsTags } from './robots.ts';

/** Head tags every entry shares, given to the templates as `<%- head %>`. */
export const HEAD_TAGS = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
  `<meta name="theme-color" content="${config.theme.primaryStrong}" />`,
  // Session parameters ride in the page URL: never hand them to another origin in a Referer.
  '<meta name="referrer" content="same-origin" />',
  '<meta name="format-detection" content="telephone=no" />',
  '<link rel="icon" href="data:," />',
].join('');

/**
 * Whitespace only: the prerendered markup inside #root must reach the browser as React wrote it (checked
 * byte for byte against an unminified build when this was set up), so no attribute rewriting
 * (`removeRedundantAttributes` drops `type="text"`, case folding renames `maxLength`, `minifyCSS` rewrites
 * inline styles), and comments stay: React's `<!-- -->` text separators and Suspense markers are comments,
 * and so is the prerender's `<!--app-html-->` placeholder.
 */
export const MINIFY = {
  collapseWhitespace: true,
  conservativeCollapse: true,
  removeComments: false,
  caseSensitive: true,
  keepClosingSlash: true,
  useShortDoctype: true,
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };

/**
 * The entry's template with its title and head tags in place.
 * @example fillTemplate('<title><%= title %></title>', entry) // '<title>Order Details</title>'
 */
export function fillTemplate(html: string, entry: EntryDef): string {
  const filled = html
    .replaceAll('<%= title %>', () => entry.title.replace(/[&<>"']/g, (ch) => ESCAPES[ch]))
    .replaceAll('<%- head %>', () => HEAD_TAGS + robotsTags(entry));
  const left = /<%[\s\S]*?%>/.exec(filled);
  if (left) throw new Error(`${templateOf(entry)}: ${left[0]} is no slot of the template (title, head)`);
  return filled;
}

/** The template's path in the bundle → the entry's flat name: `pages/order/order.html` → `order.html`. */
export function flatNames(entries: readonly EntryDef[]): Map<string, string> {
  return new Map(entries.map((e) => [templateOf(e), `${e.name}.html`]));
}

/**
 * Every HTML page of the bundle minified (`MINIFY`), and each entry's taken out of the bundle to be
 * emitted again under its flat name (`emit`): in the bundle, so that the alias pages, the Filipino move
 * and the hreflang links (`generateBundle` 'post') read the finished page under its own name.
 */
export async function writeFlatPages(
  bundle: OutputBundle,
  flat: ReadonlyMap<string, string>,
  emit: (page: { fileName: string; source: string }) => void,
): Promise<void> {
  for (const [key, file] of Object.entries(bundle)) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.html') || typeof file.source !== 'string') continue;
    const source = await minify(file.source, MINIFY);
    const fileName = flat.get(file.fileName);
    if (!fileName) {
      file.source = source;
      continue;
    }
    delete bundle[key];
    emit({ fileName, source });
  }
}

export function htmlPlugin(entries: EntryDef[]): Plugin[] {
  const byTemplate = new Map(entries.map((e) => [e.html, e]));
  const aliases = new Map(entries.flatMap((e) => e.aliases.map((a) => [a, e.name] as const)));
  const templates = new Map(entries.map((e) => [e.name, templateOf(e)]));
  const flat = flatNames(entries);
  return [
    {
      name: 'loan:html',
      // First of the HTML transforms: the prerender and the others read a filled template.
      enforce: 'pre',
      config: () => ({
        build: { rolldownOptions: { input: Object.fromEntries(entries.map((e) => [e.name, e.html])) } },
      }),
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          // `/fil/<path>` is `<path>` here: the dev server speaks the language it was started with
          // (`VITE_LANG=fil npm run dev`), so links between entries keep working in both (D27).
          const [url, query = ''] = (req.url ?? '/').split('?');
          const { path } = langOfPath(url);
          const flatPath = /^\/([\w-]+)\.html$/.exec(path);
          const name = flatPath && templates.has(flatPath[1]) ? flatPath[1] : aliases.get(path);
          if (name) req.url = `/${templates.get(name)}${query ? `?${query}` : ''}`;
          next();
        });
      },
      transformIndexHtml: {
        order: 'pre',
        handler(html, ctx) {
          const entry = byTemplate.get(ctx.filename);
          if (entry) return fillTemplate(html, entry);
          // Another HTML file the dev server is asked for (a report under docs/) is served as it is.
          if (html.includes('<%')) throw new Error(`${ctx.filename} has template slots but is no entry's template`);
          return html;
        },
      },
    },
    {
      name: 'loan:html-flat',
      apply: 'build',
      // After Vite's own HTML plugin has written the pages into the bundle.
      enforce: 'post',
      async generateBundle(_options, bundle) {
        await writeFlatPages(bundle, flat, (page) => this.emitFile({ type: 'asset', ...page }));
      },
    },
  ];
}
