/**
 * An English entry opened with `lang=fil` opens its Filipino twin instead (contract D27, ADR 0041): a link
 * the backend sent back to us (`lendDetailsUrl`, `playeduL`, `h5Url`) names the English path, but the
 * borrower reads Filipino. A tiny inline script, the first thing in the `<head>` of every English entry
 * (before the early-calls start script and any stylesheet), replaces the page with `/fil/<same path>`
 * keeping its query and hash, before anything paints or any call starts:
 *
 * - `stop()` first: the English document parses no further (no stylesheet, no start script, no call, no
 *   English text on screen), then `location.replace` (the English page leaves no history entry: back
 *   does not bounce through it).
 * - The session keys are still in the address bar (hide-session.ts takes them out only after the first
 *   render) or in this tab's sessionStorage (a reload): the twin, same origin, reads them either way; they
 *   never go anywhere else.
 * - A path already under `/fil/` is left alone, so a host that serves an English file there cannot loop.
 * - The target is the page's own URL with `/fil` put before its path (the URL API's `pathname`), never a
 *   string pasted from the path: a host may serve a page at `//evil.example/…` (nginx merges the slashes to
 *   pick the file), and that path pasted into a link names another host (ADR 0047).
 * - The same bytes for every request: the CSP lists it by hash like every inline script
 *   (`scripts/vite/headers-plugin.ts`, the reference server's `sendFile`).
 *
 * The Filipino build (`VITE_LANG=fil`) gets no script: its pages are already the twins.
 */
import type { Plugin } from 'vite';
import { FIL_PREFIX } from '../../shared/i18n/twin.ts';
import type { EntryDef } from '../../shared/site/entries.ts';
import { aliasPageName } from '../../shared/site/entries.ts';
import { INDEXED_ENTRIES } from '../../shared/site/headers.ts';
import { resolveConfig } from '../../shared/config/config.ts';
import { DEMO_SITE_ORIGIN, siteOriginOf } from '../../shared/config/release-check.ts';

/**
 * The script's text: `URLSearchParams.get` reads the first `lang` as `readQuery` does. Syntax for every
 * supported engine (Safari 14).
 */
export const LANG_TWIN_SCRIPT =
  "(function(l){var u=new URL(l.href);if(u.searchParams.get('lang')==='fil'&&u.pathname.indexOf('/fil/')!==0){" +
  "try{stop()}catch(e){}u.pathname='/fil'+u.pathname;l.replace(u.href)}})(location)";

/** The entry's HTML with the twin script right after `<meta charset>` (else first in `<head>`). */
export function withLangTwinScript(html: string): string {
  const tag = `<script>${LANG_TWIN_SCRIPT}</script>`;
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  return charset.test(html)
    ? html.replace(charset, (m) => `${m}\n    ${tag}`)
    : html.replace('<head>', `<head>\n    ${tag}`);
}

/**
 * The public pages' language switch carries the page's query and hash at the tap (D27, ADR 0041): its
 * prerendered links name only the twin's path (`/fil/About?lang=fil`, `/About`), which is where they go
 * with JavaScript off. A click on one of them rewrites its `href` first: the same path under the other
 * language's prefix, the page's query with `lang=fil` for Filipino and without `lang` for English (an
 * English page opened with `lang=fil` would send the reader straight back), then the hash. It edits the
 * page's own URL through the URL API, so the link stays on the page's origin whatever its path holds
 * (`//host/…`, `/fil//host/…`: ADR 0047). An inline
 * script in the HTML of the pages that show the switch, in both languages, so no page starts with a script
 * chunk for it. Syntax for every supported engine (Safari 14).
 */
export const LANG_SWITCH_SCRIPT =
  "addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('.lang-switch a[hreflang]');" +
  "if(!a)return;var u=new URL(location.href),f=a.hreflang==='fil',q=u.searchParams;q.delete('lang');" +
  "if(f)q.set('lang','fil');u.pathname=(f?'/fil':'')+u.pathname.replace(/^\\/fil(\\/|$)/,'/');a.href=u.href})";

/** The page's HTML with the switch script before `</body>`, when the page shows the switch. */
export function withLangSwitchScript(html: string): string {
  return html.includes('class="lang-switch"')
    ? html.replace('</body>', `  <script>${LANG_SWITCH_SCRIPT}</script>\n  </body>`)
    : html;
}

/**
 * Listed after the early-calls plugin: both put their script right after `<meta charset>`, so the one that
 * runs last is first in the page, and this one must run before any call starts.
 */
export function langTwinPlugin(): Plugin {
  let lang = 'en';
  return {
    name: 'loan:lang-twin',
    configResolved(config) {
      lang = (config.env as Record<string, string | undefined>).VITE_LANG ?? 'en';
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withLangSwitchScript(lang === 'fil' ? html : withLangTwinScript(html)),
    },
  };
}

/**
 * The public pages a search engine indexes, by their built file's name (without `.html`) → the English
 * path that serves it: `index` → `/`, an alias page `About` → `/About`, `landing` → `/landing.html`.
 */
export function indexedPagePaths(entries: readonly EntryDef[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of entries) {
    if (!INDEXED_ENTRIES.includes(e.name)) continue;
    out[e.name] = e.name === 'index' ? '/' : `/${e.name}.html`;
    for (const alias of Object.keys(e.aliasPages)) out[aliasPageName(e, alias)] = alias;
  }
  return out;
}

/**
 * Each twin of a public page names both (D27): `hreflang` en, fil, and x-default (English, the default), and
 * itself as canonical. Absolute URLs on the public site's origin (`siteOrigin`): search engines read
 * `hreflang` and canonical links only as fully qualified URLs.
 * @example alternateLinks('/About', 'https://www.lender.ph', 'fil')
 * // '<link rel="canonical" href="https://www.lender.ph/fil/About" /><link rel="alternate" hreflang="en" href="https://www.lender.ph/About" />…'
 */
export function alternateLinks(path: string, origin: string, lang: 'en' | 'fil'): string {
  const en = new URL(path, origin).href;
  const fil = new URL(FIL_PREFIX + path, origin).href;
  return [
    `<link rel="canonical" href="${lang === 'fil' ? fil : en}" />`,
    ...[
      ['en', en],
      ['fil', fil],
      ['x-default', en],
    ].map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`),
  ].join('');
}

/**
 * Puts `alternateLinks` into the head of every public page, English and Filipino, alias pages included:
 * last, once the alias pages are written and the Filipino pass has moved its pages under `fil/`.
 */
export function hreflangPlugin(entries: readonly EntryDef[]): Plugin {
  const paths = indexedPagePaths(entries);
  let origin = DEMO_SITE_ORIGIN;
  return {
    name: 'loan:hreflang',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      // The same config the pages and the release gate read (its checks stop a malformed origin).
      origin = siteOriginOf(resolveConfig((config.env as Record<string, string | undefined>).VITE_APP_CONFIG));
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          const path = paths[file.fileName.replace(/^.*\//, '').replace(/\.html$/, '')];
          const html = String(file.source);
          if (path === undefined || html.includes('<link rel="alternate" hreflang=')) continue;
          const lang = file.fileName.startsWith(FIL_PREFIX.slice(1) + '/') ? 'fil' : 'en';
          file.source = html.replace('</head>', () => `${alternateLinks(path, origin, lang)}</head>`);
        }
      },
    },
  };
}
