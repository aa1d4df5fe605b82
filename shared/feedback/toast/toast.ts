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

/**
 * Shows a short message near the bottom of the screen; a new toast replaces the current one.
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
  timer = setTimeout(dismissToast, Math.max(MIN_DURATION_MS, durationMs || 0));
}

/** Removes the current toast, if any. */
export function dismissToast(): void {
  clearTimeout(timer);
  timer = undefined;
  if (region) region.textContent = '';
}
