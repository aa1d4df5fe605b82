/**
 * The entry's name from the address (`/repay-code.html` → `repay-code`; `/` → `index`): what a report names
 * a page by, never its address (which may carry the session).
 * @example entryName('/repay-code.html') // 'repay-code'
 */
export function entryName(pathname: string = location.pathname): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return last.replace(/\.html$/, '') || 'index';
}
