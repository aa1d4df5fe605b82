/**
 * Session keys out of the address bar (OWASP ASVS 14.2.1, ADR 0014): once a page has rendered, the keys
 * that identify the borrower are taken out of the visible URL (hide-session.ts, loaded after the first
 * render) and kept in this tab's `sessionStorage`; `readQuery()` puts them back through this module, so
 * calls, links between entries and a reload keep the session while screenshots, shared links and the
 * shell's URL log never show it. This half runs in every start script: keep it tiny.
 */

/** The tab's store: JSON `{ key: value }` of the hidden keys of the last page that carried any. */
export const SESSION_STORE = 'pb.session';

/** The stored copy as written (JSON), or null outside a browser, without storage or when there is none. */
export function storedSession(): string | null {
  try {
    // Storage switched off (some private modes) throws on access.
    return sessionStorage.getItem(SESSION_STORE);
  } catch {
    return null;
  }
}
