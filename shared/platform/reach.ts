/**
 * Whether the device says it is offline (ADR 0027): the one question an opening of another page asks,
 * answered without a request. `navigator.onLine` is `false` only when the device has no network at all,
 * which is when a navigation would surely end on the browser's error page; `true` promises nothing, and
 * a page that fails to arrive while online is the shell's to handle (a WKWebView keeps the current page
 * when a navigation fails) and, in a plain browser, back returns into the app from the page cache.
 */

/**
 * True when the device reports no network (`navigator.onLine === false`); false when it reports one, or
 * cannot say (the prerender, an engine without it).
 * @example if (offline()) toast(NETWORK_ERROR_MESSAGE); else location.assign(url);
 */
export function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
