/**
 * The readers every response schema is made of (contract D13, D20, D21). The production backend sends
 * numbers as numbers or numeric strings, dates as epoch numbers or as text, `null` or nothing where a
 * list or an object was expected, and a single item where a list was expected. These read what the
 * contract allows; a field that still cannot be read falls back on its own default (noted for the field
 * reports, `read-report.ts`), so one odd field never hides the rest. Only a field an object names as
 * required fails its object, and only a required field of the payload fails the load (ADR 0012 lists
 * them per reader). A schema is a plain function from what arrived to a `Read`: no library (ADR 0012's
 * revision says why valibot went), and the schema modules load on demand with the first call.
 */
import type { DateValue } from '../contract/endpoint';
import { noteRead, typeOfValue } from '../read-report';

/** The outcome of reading one value: the value, or why not. `pathed`: the issue already names its field. */
export type Read<T> = { ok: true; value: T } | { ok: false; issue: string; pathed?: boolean };

/** Reads one value of what arrived. */
export type Schema<T> = (input: unknown) => Read<T>;

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = (issue: string): Read<never> => ({ ok: false, issue });

/** A finite number, or a string that reads as one (`174` and `"174"` are the same status). */
function isNumeric(x: unknown): boolean {
  if (typeof x === 'number') return Number.isFinite(x);
  return typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x));
}

/**
 * A number: status, flag, code, amount. Required where an object names it so; elsewhere use `numOr`.
 * @example num('174') // { ok: true, value: 174 }
 */
export const num: Schema<number> = (x) => (isNumeric(x) ? ok(Number(x)) : fail('expected a number'));

/** What `schema` reads, or `fallback()` when nothing (`null`, missing) arrived. */
export const orElse =
  <T, F>(schema: Schema<T>, fallback: () => F): Schema<T | F> =>
  (x) =>
    x === undefined || x === null ? ok(fallback()) : schema(x);

/** What `schema` reads, turned by `fn`. */
export const map =
  <T, U>(schema: Schema<T>, fn: (value: T) => U): Schema<U> =>
  (x) => {
    const read = schema(x);
    return read.ok ? ok(fn(read.value)) : read;
  };

/** A number that may be missing or `null`: the given default then. */
export const numOr = (fallback: number): Schema<number> => orElse(num, () => fallback);

/** A string, or a finite number read as its digits; anything else (an object, a list) is refused. */
const textOrNumber: Schema<string> = (x) =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) ? ok(String(x)) : fail('expected text');

/** Text shown as is; missing or `null` is ''. Never "[object Object]" on screen. */
export const text: Schema<string> = orElse(textOrNumber, () => '');

/** A text the screen cannot do without (an id, a code): present and not blank. */
export const someText: Schema<string> = (x) => {
  const read = textOrNumber(x);
  return read.ok && read.value.trim() === '' ? fail('expected a value') : read;
};

/** A 0/1 flag sent as `'0'`/`'1'` to the contract's string type; anything but 1 reads as '0'. */
export const flag01: Schema<'0' | '1'> = map(numOr(0), (n) => (n === 1 ? '1' : '0'));

/**
 * A date or time (D20): epoch seconds or milliseconds as a number or a numeric string, or text written
 * as a date. Numbers come out as numbers, text as trimmed text (`formatDate` shows either); missing,
 * `null`, blank or not after 1970 (`0`, the old "no date") is '' and the screen leaves the row out.
 * @example date('1766368800') // { ok: true, value: 1766368800 }
 * @example date('2026-12-22 10:00:00') // { ok: true, value: '2026-12-22 10:00:00' }
 */
export const date: Schema<DateValue> = (x) => {
  if (x === undefined || x === null) return ok('');
  if (typeof x === 'string' && !isNumeric(x)) return ok(x.trim());
  if (!isNumeric(x)) return fail('expected a date');
  const n = Number(x);
  return ok(n > 0 ? n : '');
};

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

function pathOf(key: string): string {
  return [...at.path, key].join('.');
}

function fellBack(key: string, value: unknown): void {
  noteRead({ kind: 'fallback', call: at.call, field: pathOf(key), type: typeOfValue(value) });
}

/** A failed field's issue, naming the whole path once (a nested object's issue already does). */
function failedAt(key: string, read: { issue: string; pathed?: boolean }): Read<never> {
  return { ok: false, issue: read.pathed ? read.issue : `${pathOf(key)}: ${read.issue}`, pathed: true };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return !!x && typeof x === 'object' && !Array.isArray(x);
}

type Shape = Record<string, Schema<unknown>>;
type OutputOf<S extends Shape> = { [K in keyof S]: S[K] extends Schema<infer T> ? T : never };

/**
 * An object read field by field (D21). A field named in `required` that cannot be read fails the
 * object (and, at the top, the load); any other field that is missing or unreadable takes its default
 * (what its schema reads from nothing: '' for text, [] for a list, the `numOr` default, absent for
 * `maybe`) and the rest is still read. Only the shape's fields come out; others are dropped.
 * @example obj({ repayAmount: num, productName: text }, ['repayAmount'])
 */
export function obj<S extends Shape>(shape: S, required: readonly (keyof S & string)[] = []): Schema<OutputOf<S>> {
  const keys = Object.keys(shape);
  for (const key of keys) {
    // An optional field must read something from nothing, or it would have no default to fall back on.
    if (!required.includes(key) && !shape[key](undefined).ok)
      throw new Error(`${key}: an optional field needs a default`);
  }
  return (input) => {
    if (!isRecord(input))
      return {
        ok: false,
        issue: at.path.length ? `${at.path.join('.')}: expected an object` : 'expected an object',
        pathed: true,
      };
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = input[key];
      const read = within(key, () => shape[key](value));
      if (read.ok) out[key] = read.value;
      else if (required.includes(key)) return failedAt(key, read);
      else {
        fellBack(key, value);
        // Read again from nothing, so a default list or record is a fresh one for every payload.
        out[key] = (shape[key](undefined) as { value: unknown }).value;
      }
    }
    return ok(out as OutputOf<S>);
  };
}

/**
 * A list (D13, D21): missing or `null` is `[]`; a single item where the list was expected is a list of
 * one (`steps: "Go to the counter"`); an item that cannot be read is left out (and noted), the others kept.
 * @example list(text)('Go to the counter') // { ok: true, value: ['Go to the counter'] }
 */
export const list =
  <T>(item: Schema<T>): Schema<T[]> =>
  (value) => {
    const out: T[] = [];
    if (value === undefined || value === null) return ok(out);
    (Array.isArray(value) ? value : [value]).forEach((x: unknown, i) => {
      const read = within(String(i), () => item(x));
      if (read.ok) out.push(read.value);
      else fellBack(String(i), x);
    });
    return ok(out);
  };

/** A list the screen cannot work without (bind bank's `items`): it must keep at least one readable item. */
export const someList =
  <T>(item: Schema<T>): Schema<T[]> =>
  (value) => {
    const read = list(item)(value);
    return read.ok && !read.value.length ? fail('expected at least one item') : read;
  };

/** Groups keyed by name (`payNotice`): each value read by `item`; one that cannot be read is left out. */
export const record =
  <T>(item: Schema<T>): Schema<Record<string, T>> =>
  (value) => {
    if (!isRecord(value)) return fail('expected an object');
    const out: Record<string, T> = {};
    for (const key of Object.keys(value)) {
      const read = within(key, () => item(value[key]));
      if (read.ok) out[key] = read.value;
      else fellBack(key, value[key]);
    }
    return ok(out);
  };

/** An object that may be missing or `null`: then absent (`undefined`), never a `null` to crash on. */
export const maybe = <T>(schema: Schema<T>): Schema<T | undefined> => orElse(schema, () => undefined);

/** Reads a payload of the call `call` (its path, named in what is noted) with a schema whose output fits `T`. */
export type Reader<T> = (data: unknown, call?: string) => Read<T>;

function valueAt(data: unknown, field: string): unknown {
  let value = data;
  for (const key of field ? field.split('.') : [])
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * @example export const contactKfInfo = reader<ContactKfInfo>(obj({ email: text, smWa: text }));
 */
export function reader<T>(schema: Schema<T>): Reader<T> {
  return (data, call = '') => {
    const outer = { call: at.call, path: at.path };
    at.call = call;
    at.path = [];
    try {
      const out = schema(data);
      if (out.ok) return out;
      const field = out.pathed && out.issue.includes(': ') ? out.issue.slice(0, out.issue.indexOf(': ')) : '';
      noteRead({ kind: 'failure', call, field, type: typeOfValue(valueAt(data, field)) });
      return { ok: false, issue: out.issue };
    } finally {
      at.call = outer.call;
      at.path = outer.path;
    }
  };
}
