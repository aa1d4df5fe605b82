/**
 * Which page-query keys are the borrower's session (ADR 0014): the ones taken out of the address bar
 * (hide-session.ts) and put last on a link between entries (`entryUrl`), so a link reads the same before
 * and after they are hidden.
 */

/**
 * The spec's session keys (spec §3 "Shared request parameters"), and any other key that looks like a
 * credential or personal data the shell may add (`userToken`, `sign`, `phone`, …). Screen parameters
 * (`orderId`, `productId`, …) stay visible.
 */
const SESSION_KEY =
  /^(building|gather|swift|eyes)$|token|sign|secret|session|auth|passw|pwd|phone|mobile|otp|ticket|jwt|credential|cookie|api_?key/i;

/** @example isSessionKey('userToken') // true; isSessionKey('orderId') // false */
export function isSessionKey(key: string): boolean {
  return SESSION_KEY.test(key);
}
