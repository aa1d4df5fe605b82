/**
 * Contract D17: the prerendered form is on screen before its script runs, and a borrower on a slow
 * phone starts typing. Hydrating a controlled input sets it to its state (''), wiping what was typed.
 * `mount()` takes a snapshot of every text field just before hydrating, and once the page's effects
 * have run, types the snapshot back in as an `input` event: each field's own onChange takes it, with
 * its own cleaning (phone grouping, digit limits), and it wins over a draft restored meanwhile.
 */

import type { TextField, Typed } from './typed-snapshot';

export { snapshotTyped } from './typed-snapshot';

function setNativeValue(el: TextField, value: string): void {
  // The prototype's setter, not the element's: React watches the element's own `value` to tell its
  // writes from the user's, and this must read as the user's.
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
}

/** Types the snapshot back into the hydrated fields (the same node, else the one with its id or name). */
export function replayTyped(typed: Typed[], root: ParentNode = document): void {
  for (const t of typed) {
    const el =
      (t.el.isConnected ? t.el : null) ??
      (t.id ? (document.getElementById(t.id) as TextField | null) : null) ??
      (t.name ? root.querySelector<TextField>(`[name="${CSS.escape(t.name)}"]`) : null);
    if (!el) continue;
    // Hydration may not have reset the field yet (React resets it after effects, when it restores the
    // controlled state) and React's tracker may already hold the typed text, which would make the
    // event below look like no change. So: empty it through the element (the tracker sees ''), set the
    // text through the prototype (the tracker does not see it), and fire `input`: onChange runs, the
    // state holds the text, and any later restore writes that same text back.
    el.value = '';
    setNativeValue(el, t.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
