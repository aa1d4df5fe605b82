/**
 * What vite-plugin-html (scripts/vite/html-plugin.ts, ADR 0002) does not do for the registry:
 * - entry chunks named after the entries;
 * - in dev, `/<name>.html` and the alias paths map onto the entry templates.
 */
import type { Plugin } from 'vite';
import type { EntryDef } from '../../shared/site/entries.ts';
import { templateOf } from '../../shared/site/entries.ts';
import { langOfPath } from '../../shared/site/twins.ts';

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
    configureServer(server) {
      const aliases = new Map(entries.flatMap((e) => e.aliases.map((a) => [a, e.name] as const)));
      const templates = new Map(entries.map((e) => [e.name, templateOf(e)]));
      server.middlewares.use((req, _res, next) => {
        // `/fil/<path>` is `<path>` here: the dev server speaks the language it was started with
        // (`VITE_LANG=fil npm run dev`), so links between entries keep working in both (D27).
        const [url, query = ''] = (req.url ?? '/').split('?');
        const { path } = langOfPath(url);
        const flat = /^\/([\w-]+)\.html$/.exec(path);
        const name = flat && templates.has(flat[1]) ? flat[1] : aliases.get(path);
        if (name) req.url = `/${templates.get(name)}${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}
