/**
 * The render errors the root boundary caught on this page view, as the field reports carry them (ADR 0021):
 * the error's name and its scrubbed message (`scrubMessage` in root-boundary.tsx), each distinct one once.
 * Out of the start script (the boundary hands an error over through the lazily loaded `afterMount`), and
 * free of React, so that the static pages' field reports read it too. Names and e-mail addresses leave
 * the message when the report is built (field-reports.ts: `withoutNames`).
 */
export interface CaughtError {
  name: string;
  message: string;
}

const caught: CaughtError[] = [];
const MAX_CAUGHT = 20;

/** Called through `afterMount` by the root boundary, which reports each distinct error once. */
export function noteRenderError(name: string, message: string): void {
  // `TypeError`, `RangeError`, a class's own name: a word, else `Error` (never free text).
  const word = /^[A-Za-z]\w{0,39}$/.test(name) ? name : 'Error';
  if (caught.length < MAX_CAUGHT && !caught.some((e) => e.name === word && e.message === message))
    caught.push({ name: word, message });
}

/** @example renderErrors() // [{ name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" }] */
export function renderErrors(): readonly CaughtError[] {
  return caught;
}

/** Test seam: a new page view. */
export function forgetRenderErrors(): void {
  caught.length = 0;
}
