/**
 * Sets the browser page title (spec §2 "A helper sets the browser page title"); the iOS shell shows it
 * in its navigation bar. A no-op where there is no document (prerender).
 * @example setPageTitle('Order Details')
 */
export function setPageTitle(title: string): void {
  if (typeof document !== 'undefined') document.title = title;
}
