/**
 * Where the Filipino twins live (contract D27, ADR 0041): every entry is built once in English at the root
 * of `dist/` and once in Filipino under `dist/fil/`; the hosting rules (the reference server, `_headers`,
 * the CDN's Worker, nginx, the dev server) serve `/fil/<path>` exactly as they serve `/<path>`, from that
 * folder. The pages' own copy of the prefix is `FIL_PREFIX` in `shared/i18n/twin.ts` (a test keeps
 * them equal): the pages never import the hosting code.
 */

/** The twins' folder in `dist/`. */
export const FIL_DIR = 'fil';

/** The path prefix of each language's files: English at the root, Filipino under `/fil`. */
export const LANG_PREFIXES = ['', `/${FIL_DIR}`] as const;

export type LangPrefix = (typeof LANG_PREFIXES)[number];

/**
 * A request path as its language's prefix and the path the English root serves: `/fil/order.html` is the
 * Filipino `/order.html`, `/fil/` the Filipino `/`, `/fil/About` the Filipino `/About`.
 * @example langOfPath('/fil/About') // { prefix: '/fil', path: '/About' }
 * @example langOfPath('/filter.html') // { prefix: '', path: '/filter.html' }
 */
export function langOfPath(path: string): { prefix: LangPrefix; path: string } {
  const fil = `/${FIL_DIR}`;
  if (path === fil || path.startsWith(`${fil}/`)) return { prefix: fil, path: path.slice(fil.length) || '/' };
  return { prefix: '', path };
}
