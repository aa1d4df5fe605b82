/**
 * Cookies (spec §9): the setter keeps a cookie "forever", i.e. until the end of year 9999.
 */

/** End of year 9999: the latest date every browser accepts in `expires`. */
export const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

export interface CookieOptions {
  path?: string;
}

/**
 * Sets a cookie until the end of year 9999. Name and value are URI-encoded; `SameSite=Lax`, and
 * `Secure` on https pages. A no-op where there is no document (prerender).
 * @example setCookie('lang', 'en') // lang=en; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax
 */
export function setCookie(name: string, value: string, { path = '/' }: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  // A ';' in the path would start a new attribute.
  const safePath = path.replace(/[;\r\n]/g, '');
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${COOKIE_EXPIRES}; path=${safePath}; SameSite=Lax${secure}`;
}

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    // A cookie written by someone else with a stray '%' must not break the page.
    return null;
  }
}

/**
 * Reads a cookie by name (decoded), or null when it is not set.
 * @example getCookie('lang') // 'en'
 */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (decode(key) === name) return decode(at < 0 ? '' : pair.slice(at + 1).trim());
  }
  return null;
}
