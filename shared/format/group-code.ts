/**
 * A pay code grouped in fours for reading aloud at a counter; only display, the copy and the barcode
 * use the raw code.
 * @example groupCode('700000000012') // '7000 0000 0012'
 */
export function groupCode(code: string): string {
  return code.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
