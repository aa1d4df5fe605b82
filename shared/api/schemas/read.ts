/**
 * Reads what arrived by its declaration (`shared/api/contract/declare.ts`, ADR 0022). The production
 * backend sends numbers as numbers or numeric strings, dates as epoch numbers or as text, identifiers as
 * text or numbers, `null` or nothing where a list or an object was expected, and a single item where a
 * list was expected. This reads what the contract allows (D13, D20, D21, D23); a field that still cannot
 * be read falls back on its own default (noted for the field reports, `read-report.ts`), so one odd field
 * never hides the rest. Only a field an object names as required fails its object, and only a required
 * field of the payload fails the load. This module loads on demand with the first call: no page's start
 * script carries it.
 */
import type { Decl, Declared } from '../contract/declare';
import { noteRead, typeOfValue } from '../read-report';

/** The outcome of reading one value: the value, or why not. `pathed`: the issue already names its field. */
export type Read<T> = { ok: true; value: T } | { ok: false; issue: string; pathed?: boolean };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = (issue: string): Read<never> => ({ ok: false, issue });

/** A finite number, or a string that reads as one (`174` and `"174"` are the same status). */
function isNumeric(x: unknown): boolean {
  if (typeof x === 'number') return Number.isFinite(x);
  return typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x));
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return !!x && typeof x === 'object' && !Array.isArray(x);
}

/**
 * Where the reader is while a payload is read (reading is synchronous): the call, and the field path
 * inside `data`, so a field that fell back is noted by name.
 */
const at: { call: string; path: string[] } = { call: '', path: [] };

function within<T>(key: string, run: () => T): T {
  at.path.push(key);
  try {
    return run();
  } finally {
    at.path.pop();
  }
}

const pathOf = (key?: string): string => (key === undefined ? at.path : [...at.path, key]).join('.');

function fellBack(key: string, value: unknown): void {
  noteRead({ kind: 'fallback', call: at.call, field: pathOf(key), type: typeOfValue(value) });
}

/** A failed field's issue, naming the whole path once (a nested object's issue already does). */
function failedAt(key: string, read: { issue: string; pathed?: boolean }): Read<never> {
  return { ok: false, issue: read.pathed ? read.issue : `${pathOf(key)}: ${read.issue}`, pathed: true };
}

/**
 * An identifier (D23): a string exactly as it arrived (not trimmed, not parsed), a safe-integer JSON
 * number as its decimal text. A JSON number beyond 2^53 was already changed by `JSON.parse`: it is read
 * as its text, so the screen still works, and noted as a reading failure so the lender hears of it.
 * @example readId(42) // { ok: true, value: '42' }
 * @example readId('RR-20261125-0001') // { ok: true, value: 'RR-20261125-0001' }
 */
function readId(x: unknown): Read<string> {
  if (typeof x === 'string') return x.trim() === '' ? fail('expected an id') : ok(x);
  if (typeof x !== 'number' || !Number.isInteger(x)) return fail('expected an id');
  if (!Number.isSafeInteger(x)) noteRead({ kind: 'failure', call: at.call, field: pathOf(), type: 'unsafe integer' });
  // Decimal digits, never the exponent form `String(1e21)` gives.
  return ok(Math.abs(x) < 1e21 ? String(x) : BigInt(x).toString());
}

/**
 * A date or time (D20): epoch seconds or milliseconds as a number or a numeric string, or text written
 * as a date. Numbers come out as numbers, text as trimmed text (`formatDate` shows either); missing,
 * `null`, blank or not after 1970 (`0`, the old "no date") is '' and the screen leaves the row out.
 */
function readDate(x: unknown): Read<number | string> {
  if (x === undefined || x === null) return ok('');
  if (typeof x === 'string' && !isNumeric(x)) return ok(x.trim());
  if (!isNumeric(x)) return fail('expected a date');
  const n = Number(x);
  return ok(n > 0 ? n : '');
}

/** A string, or a finite number read as its digits; anything else (an object, a list) is refused. */
function readText(x: unknown, some?: true): Read<string> {
  if (x === undefined || x === null) return some ? fail('expected a value') : ok('');
  if (typeof x !== 'string' && !(typeof x === 'number' && Number.isFinite(x))) return fail('expected text');
  const s = String(x);
  return some && s.trim() === '' ? fail('expected a value') : ok(s);
}

/**
 * An amount of money (contract D32): whole centavos. A fraction (`5412.5`, most likely pesos sent where
 * centavos belong, or a rate) is read rounded to the centavo, so the screen still shows a figure, and
 * noted as a reading failure so that the lender hears of it.
 * @example readCentavos(541250) // { ok: true, value: 541250 }
 */
function readCentavos(n: number): Read<number> {
  if (Number.isInteger(n)) return ok(n);
  noteRead({ kind: 'failure', call: at.call, field: pathOf(), type: 'fraction of a centavo' });
  return ok(Math.round(n));
}

function readObject(decl: Extract<Decl, { k: 'obj' }>, input: unknown): Read<unknown> {
  if (input === undefined || input === null) {
    if (decl.absent === 'null') return ok(null);
    if (decl.absent === 'fill') input = {};
  }
  if (!isRecord(input))
    return {
      ok: false,
      issue: at.path.length ? `${pathOf()}: expected an object` : 'expected an object',
      pathed: true,
    };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(decl.shape)) {
    const value = input[key];
    const field = decl.shape[key];
    const read = within(key, () => readValue(field, value));
    if (read.ok) out[key] = read.value;
    else if (decl.required.includes(key)) return failedAt(key, read);
    else {
      fellBack(key, value);
      // Read again from nothing, so a default list or record is a fresh one for every payload.
      out[key] = (readValue(field, undefined) as { value: unknown }).value;
    }
  }
  return ok(out);
}

function readList(decl: Extract<Decl, { k: 'list' }>, value: unknown): Read<unknown[]> {
  const out: unknown[] = [];
  if (value !== undefined && value !== null)
    (Array.isArray(value) ? value : [value]).forEach((x: unknown, i) => {
      const read = within(String(i), () => readValue(decl.of, x));
      if (read.ok) out.push(read.value);
      else fellBack(String(i), x);
    });
  return decl.some && !out.length ? fail('expected at least one item') : ok(out);
}

function readRecord(decl: Extract<Decl, { k: 'record' }>, value: unknown): Read<Record<string, unknown>> {
  if (value === undefined || value === null) return ok({});
  if (!isRecord(value)) return fail('expected an object');
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const read = within(key, () => readValue(decl.of, value[key]));
    if (read.ok) out[key] = read.value;
    else fellBack(key, value[key]);
  }
  return ok(out);
}

/** One value read by its declaration. */
export function readValue(decl: Decl, x: unknown): Read<unknown> {
  switch (decl.k) {
    case 'num':
      if (isNumeric(x)) return decl.unit === 'centavos' ? readCentavos(Number(x)) : ok(Number(x));
      return decl.or !== undefined && (x === undefined || x === null) ? ok(decl.or) : fail('expected a number');
    case 'text':
      return readText(x, decl.some);
    case 'id':
      return x === undefined || x === null ? fail('expected an id') : readId(x);
    case 'date':
      return readDate(x);
    case 'flag01':
      return ok(isNumeric(x) && Number(x) === 1 ? '1' : '0');
    case 'pick': {
      const read = readValue(decl.of, x);
      return ok(read.ok && decl.values.includes(read.value as string | number) ? read.value : decl.otherwise);
    }
    case 'list':
      return readList(decl, x);
    case 'record':
      return readRecord(decl, x);
    case 'obj':
      return readObject(decl, x);
    case 'maybe': {
      if (x === undefined) return ok(undefined);
      // D37: an amount sent as null (or as no number) is a figure the backend did not give, not one left out.
      // Noted for the field reports: the lender hears of every figure its backend withheld.
      if (x === null && decl.sent !== 'null') return ok(undefined);
      const read = x === null ? fail('expected a number') : readValue(decl.of, x);
      if (read.ok || decl.sent !== 'null') return read;
      noteRead({ kind: 'fallback', call: at.call, field: pathOf(), type: typeOfValue(x) });
      return ok(null);
    }
    case 'ours':
      return readValue(decl.of, x);
  }
}

/**
 * Whether a declaration reads something from nothing: every field its object does not require must, or
 * it would have no default to fall back on. The contract's unit test checks every declaration with it.
 */
export function hasDefault(decl: Decl): boolean {
  if (decl.k === 'ours') return hasDefault(decl.of);
  if (decl.k === 'obj') return decl.absent !== 'fail';
  return readValue(decl, undefined).ok;
}

/** Reads a payload of the call `call` (its path, named in what is noted) by its declaration. */
export type Reader<T> = (data: unknown, call?: string) => Read<T>;

function valueAt(data: unknown, field: string): unknown {
  let value = data;
  for (const key of field ? field.split('.') : [])
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * Reads a whole payload by its declaration; a failure is noted for the field reports with the field
 * that caused it.
 * @example readPayload(loanPlayDetail.data, { repayAmount: '150000' }, loanPlayDetail.path)
 */
export function readPayload<T>(decl: Declared<T>, data: unknown, call = ''): Read<T> {
  const outer = { call: at.call, path: at.path };
  at.call = call;
  at.path = [];
  try {
    // A payload of which nothing is required reads `null` (a 'success' with no data) as every field at its
    // default: the call was done, and nothing the screen needs is missing.
    const top: Decl =
      decl.k === 'obj' && !decl.required.length && decl.absent === 'fail' ? { ...decl, absent: 'fill' } : decl;
    const out = readValue(top, data);
    if (out.ok) return out as Read<T>;
    const field = out.pathed && out.issue.includes(': ') ? out.issue.slice(0, out.issue.indexOf(': ')) : '';
    noteRead({ kind: 'failure', call, field, type: typeOfValue(valueAt(data, field)) });
    return { ok: false, issue: out.issue };
  } finally {
    at.call = outer.call;
    at.path = outer.path;
  }
}
