/**
 * The readers every response schema is made of (contract D13, D20, D21). The production backend sends
 * numbers as numbers or numeric strings, dates as epoch numbers or as text, `null` or nothing where a
 * list or an object was expected, and a single item where a list was expected. These read what the
 * contract allows; a field that still cannot be read falls back on its own default (noted for the field
 * reports, `read-report.ts`), so one odd field never hides the rest. Only a field an object names as
 * required fails its object, and only a required field of the payload fails the load (ADR 0012 lists
 * them per reader). Only valibot's pieces named here end up in the bundle (it is tree-shaken), and the
 * schema modules load on demand with the first call (ADR 0012), not with the page.
 */
import * as v from 'valibot';
import type { DateValue } from '../contract/endpoint';
import { noteRead, typeOfValue } from '../read-report';

/** A finite number, or a string that reads as one (`174` and `"174"` are the same status). */
function isNumeric(x: unknown): x is number | string {
  if (typeof x === 'number') return Number.isFinite(x);
  return typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x));
}

/**
 * A number: status, flag, code, amount. Required where an object names it so; elsewhere use `numOr`.
 * @example v.parse(num, '174') // 174
 */
export const num = v.pipe(v.custom<number | string>(isNumeric, 'expected a number'), v.transform(Number));

/** A number that may be missing or `null`: the given default then. */
export const numOr = (fallback: number) => v.nullish(num, fallback);

/**
 * Text shown as is: a string, or a number read as its digits; missing or `null` is ''. An object or
 * a list is refused (never "[object Object]" on screen).
 */
export const text = v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');

/** A text the screen cannot do without (an id, a code): present and not blank. */
export const someText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.check((s) => s.trim() !== '', 'expected a value'),
);

/** A 0/1 flag sent as `'0'`/`'1'` to the contract's string type; anything but 1 reads as '0'. */
export const flag01 = v.pipe(
  numOr(0),
  v.transform((n): '0' | '1' => (n === 1 ? '1' : '0')),
);

/**
 * A date or time (D20): epoch seconds or milliseconds as a number or a numeric string, or text written
 * as a date. Numbers come out as numbers, text as trimmed text (`formatDate` shows either); missing,
 * `null`, blank or not after 1970 (`0`, the old "no date") is '' and the screen leaves the row out.
 * @example v.parse(date, '1766368800') // 1766368800
 * @example v.parse(date, '2026-12-22 10:00:00') // '2026-12-22 10:00:00'
 */
export const date = v.pipe(
  v.nullish(v.union([v.number(), v.string()]), ''),
  v.transform((x): DateValue => {
    if (typeof x === 'string' && !Number.isFinite(Number(x.trim() || 'x'))) return x.trim();
    const n = Number(x);
    return Number.isFinite(n) && n > 0 ? n : '';
  }),
);

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

/** An issue of a nested `obj`/`list` already names its whole path; a leaf's is named here. */
function issueAt(key: string, issue: v.BaseIssue<unknown>): string {
  return issue.type === 'raw_transform' ? issue.message : `${pathOf(key)}: ${issue.message}`;
}

type Shape = Record<string, v.GenericSchema>;
type OutputOf<S extends Shape> = { [K in keyof S]: v.InferOutput<S[K]> };

/**
 * An object read field by field (D21). A field named in `required` that cannot be read fails the
 * object (and, at the top, the load); any other field that is missing or unreadable takes its default
 * (what its schema reads from nothing: '' for text, [] for a list, the `numOr` default, absent for
 * `maybe`) and the rest is still read. Only the shape's fields come out; others are dropped.
 * @example obj({ repayAmount: num, productName: text }, ['repayAmount'])
 */
export function obj<S extends Shape>(
  shape: S,
  required: readonly (keyof S & string)[] = [],
): v.GenericSchema<unknown, OutputOf<S>> {
  const keys = Object.keys(shape);
  for (const key of keys) {
    // An optional field must read something from nothing, or it would have no default to fall back on.
    if (!required.includes(key) && !v.safeParse(shape[key], undefined).success) {
      throw new Error(`${key}: a field that is not required needs a default (numOr, text, list, maybe, date)`);
    }
  }
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      if (!input || typeof input !== 'object' || Array.isArray(input)) {
        addIssue({ message: at.path.length ? `${at.path.join('.')}: expected an object` : 'expected an object' });
        return NEVER;
      }
      const out: Record<string, unknown> = {};
      let failed = false;
      for (const key of keys) {
        const value = (input as Record<string, unknown>)[key];
        const read = within(key, () => v.safeParse(shape[key], value));
        if (read.success) {
          out[key] = read.output;
        } else if (required.includes(key)) {
          failed = true;
          addIssue({ message: issueAt(key, read.issues[0]) });
        } else {
          fellBack(key, value);
          // Parsed again, so a default list or record is a fresh one for every payload.
          out[key] = v.parse(shape[key], undefined);
        }
      }
      return failed ? NEVER : (out as OutputOf<S>);
    }),
  );
}

/**
 * A list (D13, D21): missing or `null` is `[]`; a single item where the list was expected is a list of
 * one (`steps: "Go to the counter"`); an item that cannot be read is left out (and noted), the others kept.
 * @example v.parse(list(text), 'Go to the counter') // ['Go to the counter']
 */
export function list<S extends v.GenericSchema>(item: S): v.GenericSchema<unknown, v.InferOutput<S>[]> {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset }) => {
      const value = dataset.value;
      if (value === undefined || value === null) return [];
      const out: v.InferOutput<S>[] = [];
      (Array.isArray(value) ? value : [value]).forEach((x: unknown, i) => {
        const read = within(String(i), () => v.safeParse(item, x));
        if (read.success) out.push(read.output);
        else fellBack(String(i), x);
      });
      return out;
    }),
  );
}

/** A list the screen cannot work without (bind bank's `items`): it must hold at least one readable item. */
export const someList = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    list(item),
    v.check((items) => items.length > 0, 'expected at least one item'),
  );

/** An object that may be missing or `null`: then absent (`undefined`), never a `null` to crash on. */
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((x) => x ?? undefined),
  );

function valueAt(data: unknown, field: string): unknown {
  let value = data;
  for (const key of field ? field.split('.') : []) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** The outcome of reading one payload. */
export type Read<T> = { ok: true; value: T } | { ok: false; issue: string };

/** Reads a payload of the call `call` (its path, named in what is noted) with a schema whose output fits `T`. */
export type Reader<T> = (data: unknown, call?: string) => Read<T>;

/**
 * @example export const contactKfInfo = reader<ContactKfInfo>(obj({ email: text, smWa: text }));
 */
export function reader<T>(schema: v.GenericSchema<unknown, T>): Reader<T> {
  return (data, call = '') => {
    const outer = { call: at.call, path: at.path };
    at.call = call;
    at.path = [];
    try {
      const out = v.safeParse(schema, data);
      if (out.success) return { ok: true, value: out.output };
      const issue = out.issues[0];
      const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      const message = path ? `${path}: ${issue.message}` : issue.message;
      const field = message.includes(': ') ? message.slice(0, message.indexOf(': ')) : '';
      noteRead({ kind: 'failure', call, field, type: typeOfValue(valueAt(data, field)) });
      return { ok: false, issue: message };
    } finally {
      at.call = outer.call;
      at.path = outer.path;
    }
  };
}
