/**
 * A small stand-in for the `qs` package, which superagent imports only to form-encode request bodies
 * (`qs.stringify(obj, { indices: false, strictNullHandling: true })`). Our payloads are flat records, so
 * 18 KB gz of `qs` and its helpers buy nothing; vite.config.ts aliases `qs` to this file for the browser
 * build (ADR 0003 has the measurement).
 *
 * Same output as qs for what we send: `a=1&b=x%20y`, arrays repeated without indices (`k=1&k=2`),
 * nested objects in brackets (`a%5Bb%5D=1`), `null` as a bare key, `undefined` skipped.
 */
type Value = unknown;

function encode(value: string): string {
  return encodeURIComponent(value);
}

function walk(prefix: string, value: Value, out: string[]): void {
  if (value === undefined || typeof value === 'function') return;
  if (value === null) {
    out.push(encode(prefix));
  } else if (Array.isArray(value)) {
    for (const item of value) walk(prefix, item, out);
  } else if (value instanceof Date) {
    out.push(`${encode(prefix)}=${encode(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, Value>)) walk(`${prefix}[${key}]`, inner, out);
  } else {
    out.push(`${encode(prefix)}=${encode(String(value))}`);
  }
}

/** @example stringify({ a: 1, b: [2, 3] }) // 'a=1&b=2&b=3' */
export function stringify(object: unknown): string {
  if (!object || typeof object !== 'object') return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(object as Record<string, Value>)) walk(key, value, out);
  return out.join('&');
}

/** Flat parse, for completeness of the `qs` surface superagent could reach. */
export function parse(input: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(input)) {
    if (key !== '__proto__') out[key] = value;
  }
  return out;
}

export default { stringify, parse };
