/**
 * The render errors the root boundary caught on this page view, as the field reports carry them (issue 23):
 * the error's name and its scrubbed message (`scrubMessage` in root-boundary.tsx), each distinct one once.
 * Out of the start script (the boundary hands an error over through the lazily loaded `afterMount`), and
 * free of React, so that the static pages' field reports read it too.
 */
export interface CaughtError {
  name: string;
  message: string;
}

/** Capitalised words of JavaScript's, the DOM's and React's own messages: kept by `withoutNames`. */
const KEEP_WORDS =
  /^(?:\w*Error|React|Symbol|Object|Array|Promise|JSON|Element|Node|Text|Date|Number|String|Boolean|Function|Map|Set|Minified|Maximum|Rendered|Hydration|Invalid|Cannot|Failed|Unexpected)$/;

/**
 * A message (already through the root boundary's `scrubMessage`: no query, number or token) without what
 * could still name a person: an e-mail address, and a capitalised word anywhere but at the start unless it
 * names a part of the language (`TypeError`, `React`, `Symbol`). Engines write their messages in lower
 * case after the first word; a borrower's name ('Maria', 'Juan Dela Cruz') goes.
 * @example withoutNames("Cannot read Juan Dela Cruz's loan") // "Cannot read #'s loan"
 */
export function withoutNames(message: string): string {
  return (
    message
      .replace(/\S+@\S+/g, '#')
      // No lookbehind: Safari before 16.4 cannot parse one.
      .replace(
        /(\S\s+|['"`(])([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)/g,
        (_, before: string, words: string) => before + (KEEP_WORDS.test(words) ? words : '#'),
      )
  );
}

const caught: CaughtError[] = [];
const MAX_CAUGHT = 20;

/** Called through `afterMount` by the root boundary, which reports each distinct error once. */
export function noteRenderError(name: string, message: string): void {
  // `TypeError`, `RangeError`, a class's own name: a word, else `Error` (never free text).
  const word = /^[A-Za-z]\w{0,39}$/.test(name) ? name : 'Error';
  const text = withoutNames(message);
  if (caught.length < MAX_CAUGHT && !caught.some((e) => e.name === word && e.message === text))
    caught.push({ name: word, message: text });
}

/** @example renderErrors() // [{ name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" }] */
export function renderErrors(): readonly CaughtError[] {
  return caught;
}

/** Test seam: a new page view. */
export function forgetRenderErrors(): void {
  caught.length = 0;
}
