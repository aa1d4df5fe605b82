/**
 * The single-page peer of the bench (ADR 0017): `vite build --config scripts/spa/vite.config.ts`
 * writes one client-rendered bundle to `.bench/spa/`, with a copy of its HTML under every entry's
 * name so the reference server serves it at `/<entry>.html` (what an SPA host's rewrite does). Same CSS
 * pipeline and targets as the real build; no prerender, no early calls, no code splitting.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import type { Plugin } from 'vite';
import base from '../../vite.config.ts';
import { loadEntries, ROOT } from '../../shared/site/entries.ts';
import { i18nPlugin } from '../vite/i18n-plugin.ts';

export const SPA_OUT = join(ROOT, '.bench', 'spa');

function entryCopies(): Plugin {
  return {
    name: 'bench:spa-entry-copies',
    apply: 'build',
    closeBundle() {
      for (const e of loadEntries()) copyFileSync(join(SPA_OUT, 'index.html'), join(SPA_OUT, `${e.name}.html`));
    },
  };
}

const { plugins: _plugins, build: _build, test: _test, ...shared } = base as Record<string, unknown>;

export default defineConfig(
  mergeConfig(shared, {
    root: join(ROOT, 'scripts', 'spa'),
    publicDir: join(ROOT, 'static'),
    // Texts in place as in our build (ADR 0039): the peer ships no catalog either.
    plugins: [i18nPlugin(), entryCopies()],
    build: {
      outDir: SPA_OUT,
      emptyOutDir: true,
      target: ['es2020', 'safari14'],
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
