/**
 * The address of a page's twin, for the public pages' language switch (ADR 0041). A module of its own, so
 * only the pages that show the switch load it.
 */
import type { Lang } from './lang';
import { FIL_PREFIX } from './twin';

/**
 * The address of this page in `lang`: the same path under that language's prefix, the same query and hash,
 * `lang=fil` for Filipino and no `lang` for English (an English page opened with `lang=fil` would go
 * straight back to its Filipino twin).
 * @example twinHref('fil', { pathname: '/About', search: '?x=1', hash: '' }) // '/fil/About?x=1&lang=fil'
 * @example twinHref('en', { pathname: '/fil/', search: '?lang=fil', hash: '#feedback' }) // '/#feedback'
 */
export function twinHref(lang: Lang, here: { pathname: string; search: string; hash: string }): string {
  const { pathname } = here;
  const base =
    pathname === FIL_PREFIX || pathname.startsWith(`${FIL_PREFIX}/`)
      ? pathname.slice(FIL_PREFIX.length) || '/'
      : pathname;
  const query = new URLSearchParams(here.search);
  query.delete('lang');
  if (lang === 'fil') query.set('lang', 'fil');
  const qs = query.toString();
  return `${lang === 'fil' ? FIL_PREFIX : ''}${base}${qs ? `?${qs}` : ''}${here.hash}`;
}
