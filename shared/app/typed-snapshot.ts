/**
 * The snapshot half of D17 (see typed-before-hydration.ts): it runs in every start script, so it stays
 * this small; the replay loads only when something was typed.
 */

export type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface Typed {
  el: TextField;
  id: string;
  name: string;
  value: string;
}

const TEXT_TYPES = new Set(['text', 'tel', 'email', 'search', 'url', 'number', 'password']);

function isTextField(el: Element): el is TextField {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_TYPES.has(el.type));
}

/** The fields of `root` that hold something typed (a prerendered field starts empty). */
export function snapshotTyped(root: ParentNode): Typed[] {
  const typed: Typed[] = [];
  for (const el of root.querySelectorAll('input, textarea')) {
    if (isTextField(el) && el.value !== '' && el.value !== el.defaultValue) {
      typed.push({ el, id: el.id, name: el.getAttribute('name') ?? '', value: el.value });
    }
  }
  return typed;
}
