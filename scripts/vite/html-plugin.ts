/**
 * Per-entry HTML through vite-plugin-html (ADR 0002), fed from the entry registry: every template
 * `pages/<name>/<name>.html` is an input, gets its title and the shared head tags as EJS data, is
 * minified, and ends up flat as `dist/<name>.html` (the plugin moves `dist/pages/<name>/<name>.html` up by
 * its file name, which is why a template is named after its entry and not `index.html`).
 */
import type { PluginOption } from 'vite';
import { config } from '../../shared/config/config.ts';
import type { EntryDef } from '../../shared/site/entries.ts';
import { templateOf } from '../../shared/site/entries.ts';
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
 * vite-plugin-html calls `consola.wrapConsole()` when it is imported: from then on console.log / warn /
 * error of the whole Vite process (Vite's own logger, our plugins, vitest's config loader) go through
 * consola, which drops console.debug and console.trace (its level 3), reformats warnings and folds
 * repeated lines. Importing it between a snapshot and a restore of the console keeps our output as is.
 */
async function importKeepingConsole(): Promise<typeof import('vite-plugin-html')> {
  const before = { ...console };
  try {
    return await import('vite-plugin-html');
  } finally {
    const wrapped = console as unknown as Record<string, unknown>;
    for (const key of Object.keys(wrapped)) if (!(key in before)) delete wrapped[key];
    Object.assign(console, before);
  }
}

const { createHtmlPlugin } = await importKeepingConsole();

export function htmlPlugin(entries: EntryDef[]): PluginOption {
  return createHtmlPlugin({
    // No `entry` option: it re-serialises the HTML with node-html-parser, which drops every comment,
    // the prerender's `<!--app-html-->` included. Each template names its own `main.tsx`.
    pages: entries.map((e) => ({
      template: templateOf(e),
      filename: `${e.name}.html`,
      injectOptions: { data: { title: e.title, head: HEAD_TAGS + robotsTags(e) } },
    })),
    minify: {
      // Whitespace only: the prerendered markup inside #root must reach the browser as React wrote it
      // (checked byte for byte against an unminified build when this was set up), so no attribute
      // rewriting (`removeRedundantAttributes` drops `type="text"`, case folding renames `maxLength`, `minifyCSS`
      // rewrites inline styles),
      // and comments stay: React's `<!-- -->` text separators and Suspense markers are comments, and so
      // is the prerender's `<!--app-html-->` placeholder.
      collapseWhitespace: true,
      conservativeCollapse: true,
      removeComments: false,
      caseSensitive: true,
      keepClosingSlash: true,
      useShortDoctype: true,
    },
  });
}
