/**
 * The next screen starts when the finger lands (ADR 0048). A finger rests on the glass for about 90 ms
 * before the click fires, and nothing of the next screen started in that time; WebKit's web view has no
 * prefetch or speculation rules to do it for us. On `pointerdown` on a control that opens another entry
 * (a link of ours, or an `<ActionButton opens={url}>`), this starts:
 *
 * - its document, at the very URL the navigation will ask for: pages are fresh for five seconds (ADR 0051),
 *   so the click opens it from the HTTP cache with no round trip;
 * - its first read call (the entry's first declared call: only `reads(…, { early: true })`, never one that
 *   moves money or changes state; the build refuses any other), computed by the start script's own
 *   function (`earlyRequest`) for the page query the next page will read. Its answer, if it arrives while
 *   this page is still here, is handed over in this tab's `sessionStorage` (`HANDOFF_KEY`) with its whole
 *   identity; the next page's start script adopts it instead of sending the call (`startEarlyCalls`).
 *
 * Why `sessionStorage`: the reads are POSTs (the contract's), which no HTTP cache keeps; the tab's storage
 * survives the navigation in the same web view (`openInFlow`), is the tab's alone, and already holds the
 * session keys (`tab-session.ts`). What keeps it honest: one slot, one read per touch; a touch that becomes
 * a scroll (`pointercancel`) drops its answer, written or not; the answer goes after `HANDOFF_MS` whatever
 * happens; the next page adopts only its own call's identity (method, path, session, order) and removes
 * the slot whatever it finds. Nothing starts when the phone asks to save data.
 */
import FIRST_CALLS from 'virtual:first-calls';
import { earlyRequest, HANDOFF_KEY, HANDOFF_MS } from '../api/early-start';
import type { EarlyCallSpec, EarlyResponse, Handoff } from '../api/early-start';
import { FIL_PREFIX } from '../i18n/twin';
import { mergePageQuery } from '../session/page-query';
import { storedSession } from '../session/tab-session';

interface Connection {
  saveData?: boolean;
}

/** The touch's document request: a swap (D38) takes it rather than asking again while it is on its way. */
let touched: { path: string; doc: Promise<Response>; at: number } | null = null;

/**
 * The document the last touch asked for, when it was for `path` and within the page's five fresh seconds
 * (ADR 0051); taken once. A swap (D38) reads it instead of sending a second request for the same bytes.
 * @example const res = await (touchedDocument('/repay-period.html?orderId=4') ?? fetch(url));
 */
export function touchedDocument(path: string, now = Date.now()): Promise<Response> | null {
  const mine = touched;
  touched = null;
  return mine && mine.path === path && now - mine.at < HANDOFF_MS ? mine.doc : null;
}

/**
 * Whether the touch fetches the document at `url`: yes, unless the swap (D38) has it already (its build's
 * HTML, fetched while the screen was idle) and will not navigate; then the touch's read has the link to
 * itself.
 */
let wantsDocument: (url: URL) => boolean = () => true;

/** @example documentAhead((url) => !willSwap(url)); // swap.ts, once installed */
export function documentAhead(wants: (url: URL) => boolean): void {
  wantsDocument = wants;
}

/** The touch in flight: its call's identity, its answer on its way, and how to drop it. */
let current: { id: string; drop: () => void; response: Promise<EarlyResponse> } | null = null;

/**
 * The touch's read while it is on its way, taken once (its hand-off through storage is then dropped): a
 * swap (D38) mounts the next screen in this document, often before the answer has arrived, and adopts the
 * answer itself rather than asking again.
 * @example const read = touchedRead(); if (read?.id === req.id) adopt(read.response);
 */
export function touchedRead(): { id: string; response: Promise<EarlyResponse> } | null {
  const mine = current;
  if (!mine) return null;
  mine.drop();
  return { id: mine.id, response: mine.response };
}

function clearSlot(id: string): void {
  try {
    const text = sessionStorage.getItem(HANDOFF_KEY);
    if (text && (JSON.parse(text) as Handoff).id === id) sessionStorage.removeItem(HANDOFF_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}

/**
 * Starts what the entry at `href` needs (its document, its first read); nothing for another origin, a
 * path that is no entry of ours, or under Save-Data. A second touch on the same control reuses the first.
 * @example startNext('/repay-period.html?orderId=4&token=t')
 */
export function startNext(
  href: string,
  calls: Readonly<Record<string, readonly EarlyCallSpec[]>> = FIRST_CALLS,
  nav: { connection?: Connection } = navigator as { connection?: Connection },
): void {
  if (nav.connection?.saveData || typeof fetch !== 'function') return;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return;
  }
  const entry = url.origin === location.origin ? /^(?:\/fil)?\/([\w-]+)\.html$/.exec(url.pathname)?.[1] : undefined;
  if (!entry) return;
  // The next page's query as its start script will read it: its URL, the tab's stored session, its language.
  const page = mergePageQuery(url.search, storedSession());
  if (url.pathname.startsWith(`${FIL_PREFIX}/`) && !page.lang) page.lang = 'fil';
  const spec = calls[entry]?.[0];
  const req = spec && earlyRequest(spec, page);
  if (req && current?.id === req.id) return;
  cancelNext();
  const path = url.pathname + url.search;
  if (wantsDocument(url)) {
    const doc = fetch(path, { credentials: 'same-origin', priority: 'high' } as RequestInit);
    doc.catch(() => undefined);
    touched = { path, doc, at: Date.now() };
  } else touched = null;
  if (!req) return;
  const at = Date.now();
  let live = true;
  const drop = () => {
    live = false;
    clearTimeout(timer);
    clearSlot(req.id);
    if (current?.id === req.id) current = null;
  };
  const timer = setTimeout(drop, HANDOFF_MS);
  const response = fetch(req.url, { ...req.init, priority: 'high' } as RequestInit).then((res) =>
    res.text().then((text) => ({ status: res.status, text })),
  );
  current = { id: req.id, drop, response };
  response
    .then(({ status, text }) => {
      // A failed answer is not handed over: the next page asks again, as it would have.
      if (!live || status < 200 || status > 299) return;
      const handoff: Handoff = { id: req.id, at, status, text };
      sessionStorage.setItem(HANDOFF_KEY, JSON.stringify(handoff));
    })
    .catch(() => undefined);
}

/** The touch became a scroll or was cancelled: its answer is dropped, written or not. */
export function cancelNext(): void {
  current?.drop();
}

const watched = new WeakSet<object>();

/**
 * Watches this page's controls that open another entry: a finger (or a mouse button) landing on one
 * starts it; a cancelled touch drops it. Installed once a React page has mounted (`mount.tsx`).
 */
export function watchFingers(target: Pick<Window, 'addEventListener'> = window): void {
  // Once per document and target: a screen swapped in (D38) mounts again, and these serve every screen.
  if (watched.has(target)) return;
  watched.add(target);
  const options = { capture: true, passive: true };
  target.addEventListener(
    'pointerdown',
    (event: PointerEvent) => {
      if (!event.isPrimary || event.button > 0) return;
      const control = (event.target as Element | null)?.closest?.('a[href], [data-opens]');
      if (!control || control.matches(':disabled, [aria-busy="true"]')) return;
      const href = control.getAttribute('data-opens') ?? control.getAttribute('href');
      if (href) startNext(href);
    },
    options,
  );
  target.addEventListener('pointercancel', cancelNext, options);
  // What was decided, on the document (as `data-mounted`): what a test or a curious developer looks at.
  document.documentElement.dataset.fingers = 'watched';
}
