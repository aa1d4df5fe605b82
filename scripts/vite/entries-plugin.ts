/**
 * What vite-plugin-html (scripts/vite/html-plugin.ts, ADR 0002) does not do for the registry:
 * - entry chunks named after the entries;
 * - `_redirects` (Netlify / Cloudflare Pages format) with the alias paths, so a CDN serves them too;
 * - in dev, `/<name>.html` and the alias paths map onto the entry templates.
 */
import type { Plugin } from 'vite';
import type { EntryDef } from '../../shared/site/entries.ts';
import { aliasPageName, templateOf } from '../../shared/site/entries.ts';

/**
 * Hosting rules for the alias paths: `/complainDetails  /complaint-details  200` (a rewrite, not a
 * redirect), onto the extension-less path. Cloudflare Pages (and Netlify) serve `/x` from `x.html` and
 * redirect `/x.html` to `/x`: a rewrite onto `/x.html` came back as a 308 (and `/About  /About.html`
 * as a 308 to itself, a loop), as Cloudflare's own engine showed (ADR 0020). An alias with its own
 * prerendered page (`aliasPages`) is that file's own path: no rule; nor `/`.
 */
export function hostingRules(entries: EntryDef[]): string {
  const lines = ['# Alias paths of contract §1, served as rewrites onto the flat entries.'];
  for (const e of entries)
    for (const alias of e.aliases) {
      const page = aliasPageName(e, alias);
      const target = page === 'index' ? '/' : `/${page}`;
      if (alias !== target) lines.push(`${alias}  ${target}  200`);
    }
  // The Filipino twins (D27, ADR 0039): the same rewrites under /fil.
  lines.push(...lines.slice(1).map((line) => `/fil${line.replace(/ {2}\//, '  /fil/')}`));
  return lines.join('\n') + '\n';
}

export function entriesPlugin(entries: EntryDef[]): Plugin {
  return {
    name: 'loan:entries',
    // Before vite-plugin-html: its dev history fallback sends every HTML request that no template path
    // matches (`/order.html`, `/About`) to the `index` entry, so ours must rewrite them first.
    enforce: 'pre',
    config: {
      // After vite-plugin-html's own config hook, which keys the inputs after the template folder
      // (`pages-order`): keyed by entry name, the entry chunks keep their names (`assets/order-*.js`).
      // Replaced in place, not returned: a returned object would be merged, and each page built twice.
      order: 'post',
      handler(config) {
        // vite-plugin-html sets `rollupOptions`, which Vite's merge keeps as `rolldownOptions`.
        const options = config.build?.rolldownOptions;
        if (!options?.input || typeof options.input !== 'object') return;
        options.input = Object.fromEntries(entries.map((e) => [e.name, e.html]));
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_redirects', source: hostingRules(entries) });
    },
    configureServer(server) {
      const aliases = new Map(entries.flatMap((e) => e.aliases.map((a) => [a, e.name] as const)));
      const templates = new Map(entries.map((e) => [e.name, templateOf(e)]));
      server.middlewares.use((req, _res, next) => {
        const [path, query = ''] = (req.url ?? '/').split('?');
        const flat = /^\/([\w-]+)\.html$/.exec(path);
        const name = flat && templates.has(flat[1]) ? flat[1] : aliases.get(path);
        if (name) req.url = `/${templates.get(name)}${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}
