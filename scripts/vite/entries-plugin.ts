/**
 * Multi-page wiring from the entry registry (ADR 0002: why not vite-plugin-html):
 * - build inputs `pages/<name>/index.html`, written flat as `dist/<name>.html`;
 * - the entry's title and the shared head tags injected into every HTML;
 * - `_redirects` (Netlify / Cloudflare Pages format) with the alias paths, so a CDN serves them too;
 * - in dev, `/<name>.html` and the alias paths map onto the entry sources.
 */
import type { Plugin } from 'vite';
import { config } from '../../shared/config/config.ts';
import type { EntryDef } from '../../shared/site/entries.ts';
import { aliasPageName } from '../../shared/site/entries.ts';

const HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
  `<meta name="theme-color" content="${config.theme.primaryStrong}" />`,
  // Session parameters ride in the page URL: never hand them to another origin in a Referer.
  '<meta name="referrer" content="same-origin" />',
  '<meta name="format-detection" content="telephone=no" />',
  '<link rel="icon" href="data:," />',
].join('\n    ');

function entryOfHtml(entries: EntryDef[], file: string): EntryDef | undefined {
  return entries.find((e) => file === e.html || file.endsWith(`/pages/${e.name}/index.html`));
}

/** Hosting rules for the alias paths: `/About  /index.html  200` (a rewrite, not a redirect). */
export function hostingRules(entries: EntryDef[]): string {
  const lines = ['# Alias paths of contract §1, served as rewrites onto the flat entries.'];
  // An alias with its own prerendered page (`aliasPages`) is rewritten onto that page.
  for (const e of entries) for (const alias of e.aliases) lines.push(`${alias}  /${aliasPageName(e, alias)}.html  200`);
  return lines.join('\n') + '\n';
}

export function entriesPlugin(entries: EntryDef[]): Plugin {
  return {
    name: 'loan:entries',
    config() {
      return {
        build: {
          rollupOptions: { input: Object.fromEntries(entries.map((e) => [e.name, e.html])) },
        },
      };
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        const entry = entryOfHtml(entries, ctx.filename);
        if (!entry) return html;
        return html
          .replace('<head>', `<head>\n    ${HEAD}`)
          .replace('%ENTRY_TITLE%', `${entry.title}`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const entry of entries) {
          const from = `pages/${entry.name}/index.html`;
          const asset = bundle[from];
          if (!asset || asset.type !== 'asset') continue;
          delete bundle[from];
          this.emitFile({ type: 'asset', fileName: `${entry.name}.html`, source: asset.source });
        }
        this.emitFile({ type: 'asset', fileName: '_redirects', source: hostingRules(entries) });
      },
    },
    configureServer(server) {
      const aliases = new Map(entries.flatMap((e) => e.aliases.map((a) => [a, e.name] as const)));
      const names = new Set(entries.map((e) => e.name));
      server.middlewares.use((req, _res, next) => {
        const [path, query = ''] = (req.url ?? '/').split('?');
        const flat = /^\/([\w-]+)\.html$/.exec(path);
        const name = flat && names.has(flat[1]) ? flat[1] : aliases.get(path);
        if (name) req.url = `/pages/${name}/index.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}
