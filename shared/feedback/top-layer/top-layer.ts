/*
 * Keeps the imperative overlays (loading, toast) above any open modal <dialog>.
 *
 * Two browser rules force this: a modal dialog sits in the top layer, above every z-index, so an overlay
 * must be a popover shown after it; and a modal dialog makes everything outside its subtree inert, so a
 * popover appended to <body> would be painted on top yet let taps through and stay hidden from screen
 * readers (whatwg/html#9936). Hence overlays live inside the topmost open modal dialog when there is one.
 */

const modals: HTMLElement[] = [];
const layers: { el: HTMLElement; z: number }[] = [];

function supportsPopover(el: HTMLElement): boolean {
  return typeof el.showPopover === 'function';
}

/** Registers an overlay element; a higher `z` stays above a lower one. */
export function addLayer(el: HTMLElement, z: number): void {
  if (supportsPopover(el)) el.popover = 'manual';
  layers.push({ el, z });
  layers.sort((a, b) => a.z - b.z);
}

/** Puts every visible overlay, in z order, into the current host and at the top of the top layer. */
export function restack(): void {
  const host = modals[modals.length - 1] ?? document.body;
  for (const { el } of layers) {
    if (el.parentNode !== host) host.append(el);
    if (!supportsPopover(el)) continue;
    if (el.matches(':popover-open')) el.hidePopover();
    // Re-showing is what moves a popover above a dialog opened after it.
    if (!el.hidden) el.showPopover();
  }
}

/** Hides one overlay (the `hidden` attribute covers engines without the popover API). */
export function hideLayer(el: HTMLElement): void {
  if (supportsPopover(el) && el.matches(':popover-open')) el.hidePopover();
  el.hidden = true;
}

/** Called by Dialog right after `showModal()`. */
export function pushModal(dialog: HTMLElement): void {
  modals.push(dialog);
  restack();
}

/** Called by Dialog before it closes, so overlays hosted inside it move out first. */
export function popModal(dialog: HTMLElement): void {
  const i = modals.lastIndexOf(dialog);
  if (i < 0) return;
  modals.splice(i, 1);
  restack();
}

/**
 * Forgets every modal: what a screen leaves when another is swapped in (D38). Its dialogs went with its
 * React root; an overlay hosted in one of them comes back to the body (its owner empties or hides it).
 */
export function resetTopLayer(): void {
  modals.length = 0;
  for (const { el } of layers) if (el.parentNode && el.parentNode !== document.body) document.body.append(el);
}

/** The element new transient nodes (e.g. the copy fallback's textarea) must go into to stay usable. */
export function topHost(): HTMLElement {
  return modals[modals.length - 1] ?? document.body;
}

/*
 * Showing and closing a native `<dialog>` as a modal, with the stack above: the logic the React `Dialog`
 * and the static pages' zoomable pictures share (the static pages ship no React, so they take this, not
 * the component): `showModal()` where the engine has it, else the `open` attribute; the focus moved inside.
 */

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Shows `dialog` as a modal and puts the focus on its control marked `data-initial-focus`, else its first
 * control (or the dialog).
 * @example showModalDialog(dialog); // … later: closeModalDialog(dialog)
 */
export function showModalDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  pushModal(dialog);
  // showModal focuses the first control itself, but not every engine (nor the fallback) does; a control
  // marked `data-initial-focus` takes it instead (the safe answer of a question: D26's 'Stay').
  const initial = dialog.querySelector<HTMLElement>('[data-initial-focus]');
  if (initial) initial.focus();
  else if (!dialog.contains(document.activeElement)) (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
}

/**
 * Closes `dialog`; without the native `close()`, removes `open` and fires the `close` event the native
 * one would, so a listener cleans up the same way in every engine. Closing a closed dialog does nothing.
 */
export function closeModalDialog(dialog: HTMLDialogElement): void {
  popModal(dialog);
  if (typeof dialog.close === 'function') dialog.close();
  else if (dialog.hasAttribute('open')) {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}
