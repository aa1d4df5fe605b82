/**
 * The screens this document has shown by a swap (contract D38, ADR 0060), for the field reports: which
 * entry, the one it came from, when it went in, and how long from the input that opened it to the first
 * frame that shows its data. A soft navigation has no LCP of its own (the browser's LCP stops at the first
 * input), so this is the time the bench measures for a tap (scripts/bench: touchstart, else the click, to
 * the frame that first shows the next screen's data).
 *
 * Loaded with the swap (swap.ts calls `watchInputs` when it installs and `noteSwap` when a screen goes in);
 * the field reports read it (`window.__swappedScreens`) when they build a report, however late they
 * started: the screens, and each one's INP and CLS.
 */
import type { SwapInput } from '../api/contract/field';
import { entryName } from '../platform/entry-name';
import { screenEpoch } from '../platform/screen-epoch';

export interface ScreenView {
  /** The entry swapped in. */
  entry: string;
  /** The entry it came from. */
  from: string;
  input: SwapInput;
  /** When the old screen went (`performance.now()`): from then on what happens is this screen's. */
  at: number;
  /**
   * Its `screenEpoch`, counted as the old screen left: the reading failures and client errors noted under
   * it or a later one (until the next screen's) are this screen's.
   */
  epoch: number;
  /** From the input to the first frame that shows its data; absent until then (or if it never came). */
  ms?: number;
}

/** What the field reports read of this document's swapped screens (on `window`: they never import this). */
export interface SwappedScreens {
  /** Every screen swapped in, in order; the document's first entry is not among them. */
  views: ScreenView[];
  /** The INP and CLS of each screen, the document's first entry first (`splitVitals`). */
  vitals(): Partial<Record<'INP' | 'CLS', number>>[];
}

declare global {
  interface Window {
    /**
     * On `window` so that the field reports read it without importing this module, which a static page,
     * or a tab without the swap, would then load too (their scripts' budget, ADR 0021).
     */
    __swappedScreens?: SwappedScreens;
  }
}

/** Every screen swapped in, in order; the document's first entry is not among them. */
export const screenViews: ScreenView[] = [];

/** The document's inputs and layout shifts since it began (the browser's buffer, then as they come). */
const inputs: InputEntry[] = [];
const shifts: ShiftEntry[] = [];
const measures = { INP: false, CLS: false };

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

/**
 * Remembers the last touch, click and Back of the document (capture: before any handler opens a screen),
 * keeps its inputs and layout shifts, and hands what it notes to the field reports.
 */
export function watchInputs(): void {
  shown = entryName();
  const observe = (type: 'event' | 'layout-shift', into: PerformanceEntry[]) => {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes(type))
      return false;
    new PerformanceObserver((list) => into.push(...list.getEntries())).observe({
      type,
      buffered: true,
      ...(type === 'event' ? { durationThreshold: 40 } : {}),
    });
    return true;
  };
  measures.INP = observe('event', inputs as unknown as PerformanceEntry[]);
  measures.CLS = observe('layout-shift', shifts as unknown as PerformanceEntry[]);
  window.__swappedScreens = {
    views: screenViews,
    vitals: () => splitVitals(inputs, shifts, [0, ...screenViews.map((v) => v.at)], measures),
  };
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
 * Notes that `entry` goes in now (called as the old screen leaves, after `leaveScreen` counted the new
 * screen's epoch, before the new frame is put in `root`) and watches `root` for the first frame with its data: no loading placeholder left (`.skeleton`, which
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
  const view: ScreenView = { entry, from: shown, input, at: now, epoch: screenEpoch.n };
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

/** An input's Event Timing entry (`event`), as much of it as INP reads. */
export interface InputEntry {
  startTime: number;
  duration: number;
  interactionId?: number;
}
/** A Layout Instability entry (`layout-shift`), as much of it as CLS reads. */
export interface ShiftEntry {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

/**
 * The INP and CLS of each screen of the document, each entry given to the screen showing when it began:
 * `starts` are when each screen went in (the first 0). web-vitals cannot be restarted by the page (its
 * `reportSoftNavs` follows only the browser's own soft-navigation entries, which WebKit has none of), so
 * these are counted here as it counts them: INP the longest interaction (its value below 50 interactions,
 * which no screen of ours nears), CLS the largest session window of shifts without recent input (gaps
 * under 1 s, at most 5 s). A metric the browser does not measure (`measures`) is left out.
 * @example splitVitals([{ startTime: 50, duration: 120, interactionId: 1 }], [], [0, 1000]) // [{ INP: 120, CLS: 0 }, { CLS: 0 }]
 */
export function splitVitals(
  inputs: readonly InputEntry[],
  shifts: readonly ShiftEntry[],
  starts: readonly number[],
  measures: { INP: boolean; CLS: boolean } = { INP: true, CLS: true },
): Partial<Record<'INP' | 'CLS', number>>[] {
  const screenOf = (t: number) => {
    let i = 0;
    while (i + 1 < starts.length && t >= starts[i + 1]!) i++;
    return i;
  };
  const out = starts.map(() => ({}) as Partial<Record<'INP' | 'CLS', number>>);
  if (measures.INP)
    for (const e of inputs) {
      if (!e.interactionId) continue;
      const own = out[screenOf(e.startTime)]!;
      own.INP = Math.max(own.INP ?? 0, e.duration);
    }
  if (measures.CLS) {
    const windows = starts.map(() => ({ value: 0, first: -Infinity, last: -Infinity }));
    for (const own of out) own.CLS = 0;
    for (const s of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
      if (s.hadRecentInput) continue;
      const i = screenOf(s.startTime);
      const w = windows[i]!;
      if (s.startTime - w.last < 1000 && s.startTime - w.first < 5000) w.value += s.value;
      else Object.assign(w, { value: s.value, first: s.startTime });
      w.last = s.startTime;
      out[i]!.CLS = Math.max(out[i]!.CLS!, w.value);
    }
  }
  return out;
}
