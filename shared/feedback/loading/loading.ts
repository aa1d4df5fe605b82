import { LOADING_MESSAGE } from '../messages';
import { addLayer, hideLayer, restack } from '../top-layer';
import './loading.css';

let overlay: HTMLElement | null = null;
let text: HTMLElement | null = null;
let count = 0;

function ensureOverlay(): HTMLElement {
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.className = 'loading';
    // No aria-busy="true" here: screen readers hold back a busy live region, so the message would
    // never be announced.
    overlay.setAttribute('role', 'status');
    overlay.hidden = true;
    const box = document.createElement('div');
    box.className = 'loading__box';
    const spinner = document.createElement('span');
    spinner.className = 'loading__spinner';
    spinner.setAttribute('aria-hidden', 'true');
    text = document.createElement('span');
    box.append(spinner, text);
    overlay.append(box);
    addLayer(overlay, 1);
  }
  return overlay;
}

/**
 * Shows the full-screen loading overlay. Calls nest: each needs its own hideLoading().
 * @example
 * showLoading('Loading...');
 * try { await work(); } finally { hideLoading(); }
 */
export function showLoading(message = LOADING_MESSAGE): void {
  const el = ensureOverlay();
  count += 1;
  text!.textContent = message;
  el.hidden = false;
  restack();
}

/** Undoes one showLoading(); the overlay goes away when every caller has hidden it. */
export function hideLoading(): void {
  if (count === 0) return;
  count -= 1;
  if (count === 0 && overlay) hideLayer(overlay);
}

/** Forces the overlay hidden whatever the count (e.g. on page leave, between tests). */
export function resetLoading(): void {
  count = 0;
  if (overlay) hideLayer(overlay);
}

export function isLoadingVisible(): boolean {
  return overlay !== null && !overlay.hidden;
}
