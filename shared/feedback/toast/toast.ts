import { addLayer, restack } from '../top-layer';
import './toast.css';

const MIN_DURATION_MS = 300;

let region: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

// One live region, created once and never hidden: screen readers announce text changes only in a
// region that is already in the accessibility tree. It is invisible while empty.
function liveRegion(): HTMLElement {
  if (!region) {
    region = document.createElement('div');
    region.className = 'toast';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    addLayer(region, 2);
  }
  return region;
}

const CONTROLS = 'a,button,input,select,textarea,label,[role=button],[tabindex]';

/**
 * Where the toast sits: near the bottom, above a bar fixed there (`data-bottom-bar`,
 * bind bank's Next); where that covers a control (the pay-code box's links, loan confirm's checkbox),
 * just under the page header instead. Every layer under the toast counts (it takes no taps itself, and a
 * loading overlay still up when a failed call's message comes must not hide the button it uncovers).
 */
function place(el: HTMLElement): void {
  const style = el.style;
  const bar = document.querySelector('[data-bottom-bar]:not([hidden])');
  style.top = '';
  style.bottom = bar ? `${innerHeight - bar.getBoundingClientRect().top + 12}px` : '';
  const box = el.getBoundingClientRect();
  // Its edges too: a control under the toast's top or bottom edge is covered as much as one under its middle.
  const covers = [box.top + 4, (box.top + box.bottom) / 2, box.bottom - 4].some((y) =>
    [box.left + 4, (box.left + box.right) / 2, box.right - 4].some((x) =>
      document.elementsFromPoint?.(x, y).some((under) => under.closest(CONTROLS)),
    ),
  );
  if (!box.height || !covers) return;
  style.top = `${(document.querySelector('.page-header')?.getBoundingClientRect().bottom ?? 0) + 12}px`;
  style.bottom = 'auto';
}

/**
 * Shows a short message near the bottom of the screen (or under the header, where the bottom would cover
 * a control); a new toast replaces the current one.
 * Callable from non-React code (after an await, from the request helper).
 * @example
 * toast('Please choose');
 */
export function toast(message: string, durationMs = 3000): void {
  const el = liveRegion();
  clearTimeout(timer);
  restack();
  // textContent, never innerHTML: messages often come straight from the server.
  el.textContent = message;
  place(el);
  timer = setTimeout(dismissToast, Math.max(MIN_DURATION_MS, durationMs || 0));
}

/** Removes the current toast, if any. */
export function dismissToast(): void {
  clearTimeout(timer);
  timer = undefined;
  if (region) region.textContent = '';
}
