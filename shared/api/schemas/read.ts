/**
 * The readers every response schema is made of (contract D13). The production backend sends numbers
 * as numbers or numeric strings, `null` or nothing where a list or an object was expected; these
 * coerce what D13 allows and reject what cannot be read, so a page gets typed, normalised data or a
 * load failure. Only valibot's pieces named here end up in the bundle (it is tree-shaken), and the
 * schema modules load on demand with the first call (ADR 0012), not with the page.
 */
import * as v from 'valibot';

/** A finite number, or a string that reads as one (`174` and `"174"` are the same status). */
function isNumeric(x: unknown): x is number | string {
  if (typeof x === 'number') return Number.isFinite(x);
  return typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x));
}

/**
 * A required number: status, flag, code, amount, epoch time.
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

/** A required text (an id, a code the page cannot do without): present and not blank. */
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
 * A list: missing or `null` is `[]`; each item must read.
 * @example v.parse(list(text), null) // []
 */
export const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), () => []);

/** An object that may be missing or `null`: then absent (`undefined`), never a `null` to crash on. */
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((x) => x ?? undefined),
  );

/** The outcome of reading one payload. */
export type Read<T> = { ok: true; value: T } | { ok: false; issue: string };

/** Reads a payload with a schema whose output must fit the contract type `T` (checked by TypeScript). */
export type Reader<T> = (data: unknown) => Read<T>;

/**
 * @example export const contactKfInfo = reader<ContactKfInfo>(v.object({ email: text, smWa: text }));
 */
export function reader<T>(schema: v.GenericSchema<unknown, T>): Reader<T> {
  return (data) => {
    const out = v.safeParse(schema, data);
    if (out.success) return { ok: true, value: out.output };
    const issue = out.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, issue: path ? `${path}: ${issue.message}` : issue.message };
  };
}
