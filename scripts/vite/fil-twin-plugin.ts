/**
 * The Filipino twin of every entry (D27, ADR 0039): `vite build` builds the English pages into `dist/`,
 * then builds the same config again with `VITE_LANG=fil` into the same `dist/`, its HTML under `fil/`
 * (`dist/fil/order.html`, the alias pages as `dist/fil/About.html`). The pages of both passes load their
 * scripts from `/assets/`: a chunk whose code has no text (React, the state package, most helpers) is the
 * same bytes, so the same hashed file, which a borrower's cache holds once for both languages.
 *
 * Every other plugin runs in both passes, each in its own language: the prerender renders through `t()`
 * with `VITE_LANG=fil` (shared/i18n/lang.ts), the text replacement (i18n-plugin.ts) writes the Filipino
 * texts, the CSS is inlined into `fil/*.html` and the headers hash their inline code. This plugin, in the
 * Filipino pass, moves the HTML under `fil/` and gives it `lang="fil"`, its title and its description from
 * the catalog (`shared/i18n/fil/titles.json`); the second pass neither empties `dist/` nor copies
 * `static/` again, and writes its own manifest (`.vite/manifest-fil.json`, read by scripts/size.ts).
 *
 * `VITE_LANG=fil vite build` runs the Filipino pass alone (over an English build already in `dist/`);
 * `FIL_TWIN=0` builds the English pages alone. `vite build --outDir X` builds both passes into `X`: the
 * second pass is handed the first pass's folder, never the config's default (ADR 0049).
 */
import { resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { build } from 'vite';
import type { Plugin } from 'vite';
import type { Lang } from '../../shared/i18n/lang.ts';
import { langOf, readCatalog } from './i18n-plugin.ts';

/** Where the Filipino pages are written and served (D27). */
export const FIL_DIR = 'fil';

/** The Filipino pass's manifest, beside the English one (`.vite/manifest.json`). */
export const FIL_MANIFEST = '.vite/manifest-fil.json';

const unescapeHtml = (s: string) =>
  s.replace(/&(#(\d+)|#x([\da-f]+)|amp|lt|gt|quot|apos);/gi, (whole, _e, dec?: string, hex?: string) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }[whole.toLowerCase()] ?? whole),
  );
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A built page in Filipino: `lang="fil"` and, through `translate`, its title and meta description
 * (the registry writes them in English; the catalog holds their Filipino). `missing` collects the English
 * of a title or description the catalog lacks (it stays English).
 */
export function filipinoHead(
  html: string,
  translate: (en: string) => string | undefined,
  missing: Set<string>,
): string {
  const swap = (escaped: string) => {
    const english = unescapeHtml(escaped);
    const fil = translate(english);
    if (fil === undefined) missing.add(english);
    return escapeHtml(fil ?? english);
  };
  return html
    .replace(/<html\b([^>]*?)\blang="[^"]*"/, `<html$1lang="fil"`)
    .replace(/<title>([\s\S]*?)<\/title>/, (_w, title: string) => `<title>${swap(title)}</title>`)
    .replace(
      /(<meta name="description" content=")([^"]*)(")/,
      (_w, open: string, text: string, close: string) => open + swap(text) + close,
    );
}

/** Moves every HTML page of the bundle under `fil/`, in Filipino (see `filipinoHead`). */
export function moveHtmlToFil(
  bundle: OutputBundle,
  translate: (en: string) => string | undefined,
  missing: Set<string>,
): { fileName: string; source: string }[] {
  const moved = [];
  for (const [key, file] of Object.entries(bundle)) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
    delete bundle[key];
    moved.push({
      fileName: `${FIL_DIR}/${file.fileName.replace(/^.*\//, '')}`,
      source: filipinoHead(String(file.source), translate, missing),
    });
  }
  return moved;
}

export function filTwinPlugin(): Plugin {
  let lang: Lang = 'en';
  let configFile: string | undefined;
  let mode = 'production';
  let outDir = 'dist';
  let written = false;
  return {
    name: 'loan:fil-twin',
    apply: 'build',
    enforce: 'post',
    config() {
      if (langOf(process.env.VITE_LANG) !== 'fil') return;
      // The English pass has written dist/ (and static/ into it): the Filipino pass adds to it.
      return { build: { emptyOutDir: false, copyPublicDir: false, manifest: FIL_MANIFEST } };
    },
    configResolved(config) {
      lang = langOf((config.env as Record<string, string | undefined>).VITE_LANG);
      configFile = config.configFile;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      // Last: after the HTML plugin's rename and minify and after the alias pages.
      order: 'post',
      handler(_options, bundle) {
        if (lang !== 'fil') return;
        const catalog = readCatalog();
        const missing = new Set<string>();
        for (const page of moveHtmlToFil(bundle, (en) => catalog.get(en), missing))
          this.emitFile({ type: 'asset', ...page });
        if (missing.size)
          this.warn(
            `${missing.size} page title(s) or description(s) have no Filipino in shared/i18n/fil/titles.json: ${[...missing].join(' · ')}`,
          );
      },
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      // After the headers plugin (also 'post', earlier in the list): the Filipino pass's own run of it
      // rewrites `_headers` with both languages' pages.
      order: 'post',
      async handler() {
        if (!written || lang !== 'en' || process.env.FIL_TWIN === '0') return;
        const before = process.env.VITE_LANG;
        process.env.VITE_LANG = 'fil';
        try {
          // The command line's `--outDir` reaches the first pass only: the second is told where it wrote.
          await build({ configFile, mode, build: { outDir } });
        } finally {
          if (before === undefined) delete process.env.VITE_LANG;
          else process.env.VITE_LANG = before;
        }
      },
    },
  };
}
