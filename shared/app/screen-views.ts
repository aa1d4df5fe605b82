/**
 * The screens this document has shown by a swap (contract D38, ADR 0060), for the field reports: which
 * entry, the one it came from, when it went in, and how long from the input that opened it to the first
 * frame that shows its data. A soft navigation has no LCP of its own (the browser's LCP stops at the first
 * input), so this is the time the bench measures for a tap (scripts/bench: touchstart, else the click, to
 * the frame that first shows the next screen's data).
 *
 * Loaded with the swap (swap.ts calls `watchInputs` when it installs and `noteSwap` when a screen goes in);
 * the field reports read the list (`window.__screenViews`) when they build a report, however late they
 * started.
 */
import type { SwapInput } from '../api/contract/field';
import { entryName } from '../platform/entry-name';

export interface ScreenView {
  /** The entry swapped in. */
  entry: string;
  /** The entry it came from. */
  from: string;
  input: SwapInput;
  /** When the old screen went (`performance.now()`): from then on what happens is this screen's. */
  at: number;
  /** From the input to the first frame that shows its data; absent until then (or if it never came). */
  ms?: number;
}

declare global {
  interface Window {
    /**
     * Every screen swapped in, in order (the document's first entry is not among them): on `window` so that
     * the field reports read it without importing this module, which a static page would then load too.
     */
    __screenViews?: ScreenView[];
  }
}

/** Every screen swapped in, in order; the document's first entry is not among them. */
export const screenViews: ScreenView[] = (window.__screenViews ??= []);

/**
 * A touch counts as the tap's start when its click follows within this; a click, when the opening follows
 * within this (longer: the tap sent a call first, and the opening is the page's code, `code`).
 */
export const TAP_MS = 1000;

let shown = '';
let touchAt = -Infinity;
let clickAt = -Infinity;
let backAt = -Infinity;
let watching: MutationObserver | null = null;

/** Remembers the last touch, click and Back of the document (capture: before any handler opens a screen). */
export function watchInputs(): void {
  shown = entryName();
  const at = (set: (t: number) => void) => (e: Event) => set(e.timeStamp);
  addEventListener(
    'touchstart',
    at((t) => (touchAt = t)),
    { capture: true, passive: true },
  );
  addEventListener(
    'click',
    at((t) => (clickAt = t)),
    true,
  );
  addEventListener(
    'popstate',
    at((t) => (backAt = t)),
    true,
  );
}

/**
 * Where a swapped screen's time starts, and which input that is: Back's event; else the touch whose click
 * opened it; else that click; else (the tap's click long before: it sent a call, then the page opened the
 * screen) the opening itself.
 * @example startOf('push', 1200, { touch: 900, click: 990, back: -Infinity }) // { input: 'touch', start: 900 }
 */
export function startOf(
  how: 'push' | 'replace' | 'pop',
  opened: number,
  last: { touch: number; click: number; back: number },
): { input: SwapInput; start: number } {
  if (how === 'pop') return { input: 'back', start: Math.min(last.back, opened) };
  if (!(opened - last.click <= TAP_MS)) return { input: 'code', start: opened };
  if (last.click - last.touch <= TAP_MS && last.touch <= last.click) return { input: 'touch', start: last.touch };
  return { input: 'click', start: last.click };
}

/**
 * Notes that `entry` goes in now (called as the old screen leaves, before the new frame is put in `root`)
 * and watches `root` for the first frame with its data: no loading placeholder left (`.skeleton`, which
 * every load shows until its answer) and no failed load's box (`.load-error`: then no time is reported).
 */
export function noteSwap(entry: string, how: 'push' | 'replace' | 'pop', root: HTMLElement): void {
  watching?.disconnect();
  const now = performance.now();
  const opened = performance.getEntriesByName('pb-swap:tap').pop()?.startTime ?? now;
  const { input, start } = startOf(how, how === 'pop' ? now : opened, {
    touch: touchAt,
    click: clickAt,
    back: backAt,
  });
  const view: ScreenView = { entry, from: shown, input, at: now };
  shown = entry;
  screenViews.push(view);
  const watch = new MutationObserver(() => {
    if (root.querySelector('.skeleton')) return;
    watch.disconnect();
    if (watching === watch) watching = null;
    if (root.querySelector('.load-error')) return;
    requestAnimationFrame((t) => {
      if (view.ms === undefined) view.ms = Math.max(0, Math.round(t - start));
    });
  });
  watching = watch;
  watch.observe(root, { childList: true, subtree: true });
}
