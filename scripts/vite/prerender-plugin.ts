/**
 * Build-time prerender (ADR 0004): each entry's page component is loaded through Vite's module runner
 * (`runnerImport`: TSX, CSS imports and `?raw` handled as in the app), rendered with `renderToString`,
 * and put in place of `<!--app-html-->`, so the frame (or the whole static text) paints before any
 * script runs; `shared/app/mount.tsx` then hydrates it.
 */
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import type { EntryDef } from '../../shared/site/entries.ts';
import { ROOT } from '../../shared/site/entries.ts';

export const PLACEHOLDER = '<!--app-html-->';

/** `props`: what an alias page is rendered with (`{ aliasPath }`, scripts/vite/alias-pages-plugin.ts). */
export async function prerender(entry: EntryDef, props: Record<string, unknown> = {}): Promise<string> {
  const { module } = await runnerImport<Record<string, ComponentType>>(entry.component, {
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    // Styles do not exist on the server; Vite's CSS pipeline inside a runner started mid-build also
    // fails (its per-config caches are not set up there), so CSS imports load as empty modules.
    plugins: [
      {
        name: 'loan:prerender-no-css',
        enforce: 'pre',
        resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0prerender-css' : null),
        load: (id) => (id === '\0prerender-css' ? 'export default ""' : null),
      },
    ],
  });
  const Page = module[entry.componentExport];
  if (!Page) throw new Error(`${entry.component} must export ${entry.componentExport}`);
  return renderToString(createElement(Page, props));
}

export function prerenderPlugin(entries: EntryDef[]): Plugin {
  return {
    name: 'loan:prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        const entry = entries.find((e) => e.html === ctx.filename);
        if (!entry || !html.includes(PLACEHOLDER)) return html;
        return html.replace(PLACEHOLDER, await prerender(entry));
      },
    },
  };
}
