/**
 * The next screen ahead of time (ADR 0017): the shell opens entry after entry in web views that share one
 * HTTP cache, so once a screen is idle the scripts of the screens its controls can open next are fetched
 * into that cache; the tap then finds them there and only the new screen's HTML and data cross the network.
 *
 * - A page names what its visible controls open (`useNextScreens(['repay-period'])` in next-screens.ts,
 *   once its data says which buttons show), never more: a borrower on paid mobile data pays for every byte.
 * - This module is loaded only then, on demand: none of it is in a page's start JS.
 * - Only scripts (and the entry HTML that lists them) are fetched, never data: no call of the API, no
 *   session query on the speculative request (the entry's bare `/<name>.html`, which carries no session).
 * - Nothing at all when the browser asks to save data (`navigator.connection.saveData`) or on 2G.
 * - Low priority, after the page's `load` and an idle moment; scripts this page already has are skipped.
 */
import { LANG } from '../i18n/lang';
import { FIL_PREFIX } from '../i18n/twin';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether this connection may spend data on screens not opened yet: not when the user asked to save data,
 * not on 2G (`slow-2g`, `2g`). Browsers without the Network Information API (Safari) may.
 * @example mayPrefetch({ connection: { effectiveType: '2g' } }) // false
 */
export function mayPrefetch(nav: { connection?: Connection } = navigator as { connection?: Connection }): boolean {
  const c = nav.connection;
  if (!c) return true;
  return !c.saveData && c.effectiveType !== '2g' && c.effectiveType !== 'slow-2g';
}

const SCRIPT = /<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.js)"/g;

/**
 * The start scripts an entry's HTML lists: its module script and its `modulepreload` links.
 * @example scriptsOf('<script type="module" src="/assets/a.js"></script>') // ['/assets/a.js']
 */
export function scriptsOf(html: string): string[] {
  return [...new Set([...html.matchAll(SCRIPT)].map((m) => m[1]))];
}

/** Resolves after the page's `load` and then an idle moment (Safari has no `requestIdleCallback`). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    const soon = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 500);
    };
    if (document.readyState === 'complete') soon();
    else addEventListener('load', soon, { once: true });
  });
}

const LOW: RequestInit = { credentials: 'same-origin', priority: 'low' } as RequestInit;

/** The entries' HTML fetched here, by path: a swap (D38) reads the same build's frame from it. */
const fetchedHtml = new Map<string, string>();

/**
 * The HTML of the entry at `path` as fetched here once this page was idle, if it was: the same for every
 * page query (the prerender reads none, ADR 0004).
 * @example prefetchedHtml('/repay-period.html')
 */
export function prefetchedHtml(path: string): string | undefined {
  return fetchedHtml.get(path);
}

const fetchedListeners = new Set<(path: string, html: string) => void>();

/**
 * Calls `listener` with each entry's HTML this module has fetched and fetches from now on (the swap warms
 * its page, D38).
 * @example onPrefetchedHtml((path, html) => warm(path, html));
 */
export function onPrefetchedHtml(listener: (path: string, html: string) => void): void {
  fetchedListeners.add(listener);
  for (const [path, html] of fetchedHtml) listener(path, html);
}

/** Entries already prefetched by this page (a page that re-renders names them again). */
const done = new Set<string>();

/**
 * Fetches the start scripts of the named entries into the HTTP cache; resolves with the script URLs it
 * requested. A failure (offline, a 404) is dropped: this only ever saves time later.
 * @example await prefetchScreens(['repay-period', 'repay-delay']);
 */
export async function prefetchScreens(names: readonly string[]): Promise<string[]> {
  const todo = names.filter((name) => !done.has(name));
  if (!todo.length) return [];
  todo.forEach((name) => done.add(name));
  // What was decided, on the document (as `data-mounted`): what a test or a curious developer looks at.
  const root = document.documentElement;
  const mark = (state: string) => (root.dataset.nextScreens = state);
  if (!mayPrefetch()) {
    mark('skipped');
    return [];
  }
  await idle();
  const have = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name, location.href).pathname));
  const requested: string[] = [];
  for (const name of todo) {
    try {
      // The twin the tap opens (D27: links between entries keep the fil/ prefix).
      const path = `${LANG === 'fil' ? FIL_PREFIX : ''}/${name}.html`;
      const res = await fetch(path, LOW);
      if (!res.ok) continue;
      const html = await res.text();
      fetchedHtml.set(path, html);
      for (const listener of fetchedListeners) listener(path, html);
      for (const src of scriptsOf(html)) {
        if (have.has(src)) continue;
        have.add(src);
        requested.push(src);
        void fetch(src, LOW).catch(() => undefined);
      }
    } catch {
      // Offline or refused: the tap will fetch what it needs, as it would have without this.
    }
  }
  mark('requested');
  return requested;
}
