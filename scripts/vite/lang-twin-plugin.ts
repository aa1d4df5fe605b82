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
 * - The same bytes for every request: the CSP lists it by hash like every inline script
 *   (`scripts/vite/headers-plugin.ts`, the reference server's `sendFile`).
 *
 * The Filipino build (`VITE_LANG=fil`) gets no script: its pages are already the twins.
 */
import type { Plugin } from 'vite';

/**
 * The script's text: `URLSearchParams.get` reads the first `lang` as `readQuery` does. Syntax for every
 * supported engine (Safari 14).
 */
export const LANG_TWIN_SCRIPT =
  "(function(l){if(new URLSearchParams(l.search).get('lang')==='fil'&&l.pathname.indexOf('/fil/')!==0){" +
  "try{stop()}catch(e){}l.replace('/fil'+l.pathname+l.search+l.hash)}})(location)";

/** The entry's HTML with the twin script right after `<meta charset>` (else first in `<head>`). */
export function withLangTwinScript(html: string): string {
  const tag = `<script>${LANG_TWIN_SCRIPT}</script>`;
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  return charset.test(html)
    ? html.replace(charset, (m) => `${m}\n    ${tag}`)
    : html.replace('<head>', `<head>\n    ${tag}`);
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
      handler: (html) => (lang === 'fil' ? html : withLangTwinScript(html)),
    },
  };
}
