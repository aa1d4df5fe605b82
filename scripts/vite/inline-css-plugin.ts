/**
 * Each built page carries its start style sheets inline (ADR 0017): a `<link rel="stylesheet">` is a
 * render-blocking request that, on a cold HTTP/1.1 load, waits for one of six connections behind the
 * page's scripts (measured under Slow 4G + 4× CPU: FCP 756 → 484 ms on bind-bank, 800 → 540 ms on
 * order). The same bytes arrive with the HTML instead; the next entry downloads them again (2–4 KB gz)
 * rather than reading a cached file, which is the price of painting without a round trip.
 *
 * - Runs on the written HTML files (entries and alias pages) once the bundle is closed; the headers
 *   plugin, after it, hashes each inline `<style>` into that page's `style-src-elem`.
 * - A lazy chunk whose dependencies list an inlined style sheet would add it as a `<link>`: Vite's
 *   preload helper looks for `link[rel=stylesheet]` with that `href`. So each inlined sheet leaves such a
 *   link behind with `type="text/plain"`, which no browser fetches or applies (HTML: a style sheet link
 *   whose type is not `text/css` is not obtained), and which the helper takes as already loaded.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * The page with every same-origin `/assets/*.css` link replaced by a `<style>` of that file's text and
 * an inert marker link (see the header).
 * @example inlineStyleSheets('<link rel="stylesheet" href="/assets/a.css">', () => 'b{}').inlined // ['/assets/a.css']
 */
export function inlineStyleSheets(html: string, read: (href: string) => string): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const out = html.replace(LINK, (tag) => {
    const href = /\bhref="(\/assets\/[^"]+\.css)"/.exec(tag)?.[1];
    if (!href || /\b(media|type)=/.test(tag)) return tag;
    const css = read(href).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} contains </style and cannot be inlined`);
    inlined.push(href);
    return `<style>${css}</style><link rel="stylesheet" type="text/plain" href="${href}">`;
  });
  return { html: out, inlined };
}

export function inlineCssPlugin(): Plugin {
  let outDir = 'dist';
  // Set once the bundle is on disk: a failed build never gets there, and its own error must be what is
  // reported, not this plugin's ENOENT on the HTML it never wrote.
  let written = false;
  return {
    name: 'loan:inline-css',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (!written) return;
      const cache = new Map<string, string>();
      const read = (href: string) => {
        let css = cache.get(href);
        if (css === undefined) cache.set(href, (css = readFileSync(join(outDir, href), 'utf8')));
        return css;
      };
      // The Filipino twin's pages are under fil/ (ADR 0039); an English page inlined already has no
      // stylesheet link left to inline, so the Filipino pass going over it changes nothing.
      const filDir = join(outDir, 'fil');
      const pages = [outDir, ...(existsSync(filDir) ? [filDir] : [])].flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => name.endsWith('.html'))
          .map((name) => join(dir, name)),
      );
      for (const file of pages) {
        const { html, inlined } = inlineStyleSheets(readFileSync(file, 'utf8'), read);
        if (inlined.length) writeFileSync(file, html);
      }
    },
  };
}
