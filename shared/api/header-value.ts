/**
 * Request header values the browser accepts (contract D19). `XMLHttpRequest.setRequestHeader` throws on
 * any character outside Latin-1 (and on CR, LF, NUL): one device name such as `Juan’s iPhone` in
 * `building` would make every call of the page fail as a network error. Such a value is sent
 * percent-encoded instead (UTF-8, as `encodeURIComponent`), so the backend can still read it.
 */

/** True when the browser would refuse `value` as a header value. */
export function needsHeaderEncoding(value: string): boolean {
  // Latin-1 printable range plus tab; everything else either throws or could split the header.
  return /[^\t\x20-\x7e\x80-\xff]/.test(value);
}

/**
 * @example headerValue('iPhone 15') // 'iPhone 15'
 * @example headerValue('Juan’s iPhone') // 'Juan%E2%80%99s%20iPhone'
 */
export function headerValue(value: string): string {
  if (!needsHeaderEncoding(value)) return value;
  if (import.meta.env?.DEV)
    console.warn(`[request] header value outside Latin-1 sent percent-encoded: ${JSON.stringify(value)}`);
  return encodeURIComponent(value);
}
