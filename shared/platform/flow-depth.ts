/**
 * Where this page stands in the web view's history (contract D16, ADR "back inside a flow"): how many
 * pages of ours lie behind it in the same web view. The header's back control and the shell's back
 * gesture go one page back when there is one, and close the web view on the first page.
 *
 * How a page learns it, in order:
 * 1. `history.state` of its own entry (written on first load): survives reloads and back/forward, and a
 *    page restored from the back-forward cache keeps its memory anyway;
 * 2. the hand-off our own navigations leave in `sessionStorage` (per web view) just before leaving:
 *    the target path and the depth the new page has (one more; the same for `location.replace`);
 * 3. otherwise a same-origin `document.referrer` with a history to go back to (a link tapped before the
 *    script ran, a navigation we did not mark): one page in;
 * 4. otherwise 0: the shell opened this page by URL (no referrer), or another site led here.
 */

const STATE_KEY = 'pbFlowDepth';
const HANDOFF_KEY = 'pb.flow';
/** A hand-off older than this is a navigation that never happened (cancelled, refused). */
const HANDOFF_TTL_MS = 60_000;

interface Handoff {
  path: string;
  depth: number;
  at: number;
}

let depth: number | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be off (private mode, blocked): the referrer rule still works.
    return null;
  }
}

function readHandoff(): Handoff | null {
  const store = storage();
  const raw = store?.getItem(HANDOFF_KEY);
  if (!raw) return null;
  store?.removeItem(HANDOFF_KEY);
  try {
    const h = JSON.parse(raw) as Handoff;
    const fresh = typeof h.at === 'number' && Date.now() - h.at < HANDOFF_TTL_MS && Date.now() >= h.at;
    return fresh && h.path === location.pathname && Number.isInteger(h.depth) && h.depth >= 0 ? h : null;
  } catch {
    return null;
  }
}

function sameOriginReferrer(): boolean {
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

function computeDepth(): number {
  const state = history.state as Record<string, unknown> | null;
  const saved = state && typeof state === 'object' ? state[STATE_KEY] : undefined;
  if (typeof saved === 'number' && saved >= 0) return saved;
  const handoff = readHandoff();
  if (handoff) return handoff.depth;
  return sameOriginReferrer() && history.length > 1 ? 1 : 0;
}

/**
 * The number of our pages behind this one in the web view; computed once, on the first call (in the
 * browser only: the prerender has no history).
 * @example if (flowDepth() > 0) history.back(); else native.close();
 */
export function flowDepth(): number {
  if (depth !== null) return depth;
  if (typeof window === 'undefined') return 0;
  depth = computeDepth();
  try {
    const state = history.state && typeof history.state === 'object' ? history.state : {};
    history.replaceState({ ...state, [STATE_KEY]: depth }, '');
  } catch {
    // A page that cannot write its state still knows its depth until it is reloaded.
  }
  return depth;
}

/** Leaves the hand-off for the page at `url`, when it is one of ours. */
function handOff(url: string, replace: boolean): void {
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return;
  }
  // Another origin is not ours; a link to this very page (an anchor, `#top`) is no navigation.
  if (target.origin !== location.origin || (target.pathname === location.pathname && target.search === location.search))
    return;
  const next: Handoff = { path: target.pathname, depth: flowDepth() + (replace ? 0 : 1), at: Date.now() };
  try {
    storage()?.setItem(HANDOFF_KEY, JSON.stringify(next));
  } catch {
    // Quota or blocked storage: the new page falls back to the referrer rule.
  }
}

/**
 * Leaves for `url` in this web view at once: one page deeper (back returns here), or in place of this
 * page (`replace`: back goes where this page's back went). Screens call `openInFlow`/`replaceInFlow`
 * (`shared/app/open-page.ts`), which keep a device that says it is offline on the page (ADR 0027).
 */
export function navigateInFlow(url: string, replace = false): void {
  if (!swap?.(url, replace)) leaveFor(url, replace);
}

/**
 * What moves between our entries inside this document (D38, `shared/app/swap.ts`): answers true when it
 * takes the opening over (it swaps the screen, or leaves by `leaveFor` where it cannot), false to leave now.
 */
export type Swap = (url: string, replace: boolean) => boolean;
let swap: Swap | null = null;

/** Installs (or, with null, removes) the swap every opening of ours asks first. */
export function swapWith(next: Swap | null): void {
  swap = next;
}

/** Leaves this document for `url`: a normal navigation, with the hand-off of the depth. */
export function leaveFor(url: string, replace = false): void {
  handOff(url, replace);
  if (replace) location.replace(url);
  else location.assign(url);
}

let watchingLinks = false;

/**
 * Links of ours tapped after the script ran leave the hand-off too. Listens on `window` in the bubble
 * phase, so a click a handler cancelled (an in-page tab, a guarded link) is left alone.
 */
export function watchFlowLinks(open?: (href: string, link: HTMLAnchorElement) => void): void {
  // Once per document: a screen swapped in (D38) mounts again, and one listener serves every screen.
  if (watchingLinks) return;
  watchingLinks = true;
  window.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (
      !(link instanceof HTMLAnchorElement) ||
      (link.target && link.target !== '_self') ||
      link.hasAttribute('download')
    )
      return;
    const target = new URL(link.href);
    // Another page of ours goes through `open` (the tap guard and the offline check, ADR 0027); a link to
    // this very page (an anchor) or to another origin is left to the browser.
    if (
      open &&
      target.origin === location.origin &&
      (target.pathname !== location.pathname || target.search !== location.search)
    ) {
      event.preventDefault();
      open(link.href, link);
      return;
    }
    handOff(link.href, false);
  });
}

/**
 * The address of a screen swapped in (D38): one page deeper (`push`), or in place (`replace`), as a
 * navigation by `leaveFor` would have made it; `state` rides along in the history entry.
 * @example enterInPlace('/repay-period.html?orderId=4', 'push', { pbScreen: 2 });
 */
export function enterInPlace(url: string, how: 'push' | 'replace', state: Record<string, unknown>): void {
  const next = flowDepth() + (how === 'push' ? 1 : 0);
  const entry = { ...state, [STATE_KEY]: next };
  if (how === 'push') history.pushState(entry, '', url);
  else history.replaceState(entry, '', url);
  depth = next;
}

/** Forget the computed depth: a new page load, or Back to a screen swapped in (D38) reads it again. */
export function resetFlowDepth(): void {
  depth = null;
}
