/**
 * The public pages' language switch (contract D27, ADR 0041): English and Filipino, each a plain link to
 * the page's twin (`/About` ⇄ `/fil/About?lang=fil`), so it works with JavaScript off. Each language's name
 * is written in that language (as language pickers do). At the tap, the page's own query and hash ride
 * along (the marketing site changes section with `history.pushState`): the page's inline switch script
 * does that (`LANG_SWITCH_SCRIPT`, scripts/vite/lang-twin-plugin.ts).
 *
 * The links never change once built, so the switch is markup the prerender writes and the browser keeps
 * (`dangerouslySetInnerHTML`, which React leaves alone while hydrating), and its page reads it back from the
 * document: no React and no script chunk for it, and the English pages start as light as before the
 * switch (ADR 0039's figures). Its style comes with each page's (`@import` of `language-switch.css`).
 *
 * @example
 * // `built`: document.getElementById('lang-switch')?.innerHTML, read when the page's module loads.
 * <div id="lang-switch" dangerouslySetInnerHTML={{ __html: import.meta.env.SSR || import.meta.env.DEV ? languageSwitchHtml('/') : built }} />
 * Without the condition at the call site the bundler keeps this module in the page's script.
 */
import { t } from '../../i18n/t';
import { LANG } from '../../i18n/lang';
import type { Lang } from '../../i18n/lang';
import { FIL_PREFIX } from '../../i18n/twin';

/** Each language named in itself, in both builds: not catalog text. */
const NAMES: Record<Lang, string> = { en: 'English', fil: 'Filipino' };

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The switch for the English path `path` (`/`, `/About`, `/landing.html`) in this build's language.
 * @example languageSwitchHtml('/About') // '<nav class="lang-switch" aria-label="Language"><ul><li><a href="/About" …'
 */
export function languageSwitchHtml(path: string): string {
  const link = (lang: Lang, href: string) =>
    `<li><a href="${escape(href)}" hreflang="${lang}" lang="${lang}"${lang === LANG ? ' aria-current="true"' : ''}>${NAMES[lang]}</a></li>`;
  return `<nav class="lang-switch" aria-label="${escape(t('Language'))}"><ul>${link('en', path)}${link('fil', `${FIL_PREFIX}${path}?lang=fil`)}</ul></nav>`;
}
