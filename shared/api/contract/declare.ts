/**
 * The one declaration of a response (ADR 0022): what a screen reads of a call's `data`, field by field,
 * as plain data. Everything else follows from it:
 *
 * - the TypeScript type of the response (`Infer<typeof decl>`), so a field the screen reads exists in the
 *   declaration, and one missing there cannot be typed in by hand and dropped at run time;
 * - the reading of what arrived (`shared/api/schemas/read.ts` interprets a declaration, in a chunk that
 *   loads with the first call): numbers as numbers or numeric strings (D13), dates in any form (D20),
 *   a field on its own (D21), identifiers as opaque text (D23);
 * - how the reference server's dialects write the answer (`server/dialect.ts`): which fields a backend
 *   written only from the spec sends, which are dates, which are identifiers;
 * - the property test of the reading boundary, which generates payloads from the same declaration.
 *
 * A declaration holds no function and imports nothing, so the server and the build import it freely
 * and a page's start script carries only a few hundred bytes of it.
 *
 * Rules a declaration keeps (each held by a test whose failure says what to write):
 * - a field named like an id (`id`, `…Id`, `…_id`, `orderNo`, `productCode`, `channel_number`, `sid`,
 *   `position`) is `id('label')`, or `maybe(id('label'))` when a backend may leave it out (D23;
 *   test/shared/ids-are-text.test.ts); a request's is `send.id(kind, label)`;
 * - an amount of money is `money` (`send.money` in a request), whole centavos (D32);
 * - a new call or field changes the generated `docs/contract/` files: run `npm run docs:contract`.
 */

declare const idBrand: unique symbol;

/**
 * An identifier the backend chose (contract D23): opaque text, never a number. `"42"`, `"RR-20261125-0001"`
 * and `"1864209123456789012"` (a 64-bit id no JavaScript number holds) are all ids; one is sent back
 * exactly as it arrived, and never converted, compared as a number or computed with.
 */
export type Id = string & { readonly [idBrand]: 'Id' };

/**
 * Text from the page query (or a value the page chose) as an id: the page query is a boundary like a
 * response, and an id found there goes back as it is.
 * @example asId(readQuery().orderId ?? '')
 */
export function asId(text: string): Id {
  return text as Id;
}

/**
 * What a backend may send where a screen reads `T`: an identifier as text or as a JSON number (D23), a
 * number as a numeric string (D13), text as a number. The reference server answers in these types; the
 * pages only ever see `T`.
 */
export type Wire<T> = T extends string | number
  ? string | number
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** What a declared field reads as: the type it carries at compile time, nothing at run time. */
interface Carries<T> {
  readonly __out: T;
}

/** How one value of a payload is declared. */
export type Decl =
  /**
   * A number (status, flag, code, amount): a JSON number or a numeric string (D13); `or` when absent.
   * `unit: 'centavos'`: an amount of money in whole centavos, ₱1.00 = 100 (contract D32).
   */
  | {
      readonly k: 'num';
      readonly or?: number;
      readonly unit?: 'centavos';
      /**
       * `orderStatus`: an order's status, whose values the documents list with what the order screen
       * shows for each (derived from the order page's rules, contract D1).
       */
      readonly meaning?: 'orderStatus';
    }
  /** Text shown as is ('' when absent); `some`: required to be present and not blank. */
  | { readonly k: 'text'; readonly some?: true }
  /** An identifier (D23); `of` names what it identifies (the reference server's third dialect reads it). */
  | { readonly k: 'id'; readonly of: IdKind }
  /** A date or time in any form D20 allows; `time`: the screen shows its time too. */
  | { readonly k: 'date'; readonly time?: true }
  /** A 0/1 flag read as `'0'`/`'1'` (anything but 1 is '0'). */
  | { readonly k: 'flag01' }
  /** One of `values` (read by `of`), anything else `otherwise`. */
  | {
      readonly k: 'pick';
      readonly of: Decl;
      readonly values: readonly (string | number)[];
      readonly otherwise: string | number;
    }
  /** A list; `some`: at least one readable item; `lines`: a backend may send it as one text (spec's steps). */
  | { readonly k: 'list'; readonly of: Decl; readonly some?: true; readonly lines?: true }
  /** Groups keyed by any name, each value read by `of`; `{}` when absent. */
  | { readonly k: 'record'; readonly of: Decl }
  /**
   * An object read field by field; a field in `required` that cannot be read fails the object. When the
   * object itself is absent: `absent` says what it reads as (`fail`, `null`, or `fill`: read from `{}`).
   */
  | {
      readonly k: 'obj';
      readonly shape: Readonly<Record<string, Decl>>;
      readonly required: readonly string[];
      readonly absent: 'fail' | 'null' | 'fill';
    }
  /**
   * Absent (`undefined`) when missing, `null` or unreadable. `sent: 'null'` (an optional amount of money,
   * D37): only a field left out is absent; one sent as `null` or unreadable reads `null`, a figure the
   * backend did not give.
   */
  | { readonly k: 'maybe'; readonly of: Decl; readonly sent?: 'null' }
  /**
   * A field the spec does not name: used when present, never required (D21); a backend written only
   * from the spec does not send it.
   */
  | { readonly k: 'ours'; readonly of: Decl };

/** What an identifier identifies. */
export type IdKind =
  | 'order'
  | 'orderNo'
  | 'product'
  | 'productCode'
  | 'card'
  | 'record'
  | 'complaint'
  | 'agreement'
  | 'position'
  | 'template'
  | 'channel'
  | 'session';

/** A declaration with the type it reads as. */
export type Declared<T> = Decl & Carries<T>;

/** The type a declaration reads as. */
export type Infer<D> = D extends Carries<infer T> ? T : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Shape = Record<string, Declared<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

const declared = /*#__NO_SIDE_EFFECTS__*/ <T>(decl: Decl): Declared<T> => decl as unknown as Declared<T>;

/** A number; absent or unreadable, it fails its object unless given a default with `numOr`. */
export const num: Declared<number> = declared({ k: 'num' });

/** A number that falls back on `fallback` when absent or unreadable. */
export const numOr = /*#__NO_SIDE_EFFECTS__*/ (fallback: number): Declared<number> =>
  declared({ k: 'num', or: fallback });

/**
 * An amount of money in whole centavos (contract D32): ₱8,000.00 travels as `800000`, never as `8000`.
 * Read like `num` (a JSON number or a numeric string); the unit reaches the documents, the OpenAPI file
 * and `check:backend`, which prints the figure as the screen will show it.
 * @example obj({ repayAmount: money }, ['repayAmount'])
 */
export const money: Declared<number> = declared({ k: 'num', unit: 'centavos' });

/**
 * An order's status (spec §4, contract D1): read like `num`; the documents list each value with what the
 * order screen shows for it, and any other value is still read.
 * @example obj({ orderStatus: orderStatus }, ['orderStatus'])
 */
export const orderStatus: Declared<number> = declared({ k: 'num', meaning: 'orderStatus' });

/** Text shown as is; absent or `null` is ''. */
export const text: Declared<string> = declared({ k: 'text' });

/** Text the screen cannot do without (a URL to follow, a form field's code): present and not blank. */
export const someText: Declared<string> = declared({ k: 'text', some: true });

/**
 * An identifier (D23): a string kept exactly, a safe-integer JSON number as its decimal text; blank or
 * anything else unreadable. Required where its object names it so; elsewhere wrap it in `maybe`.
 * @example id('card')
 */
export const id = /*#__NO_SIDE_EFFECTS__*/ (of: IdKind): Declared<Id> => declared({ k: 'id', of });

/** A date or time (D20): epoch seconds or ms as a number or numeric string, or text; '' when absent. */
export const date: Declared<number | string> = declared({ k: 'date' });

/** The same, on a screen that shows its time too (how a backend writes it in the spec's dialect). */
export const dateTime: Declared<number | string> = declared({ k: 'date', time: true });

/** A 0/1 flag read as `'0'`/`'1'`. */
export const flag01: Declared<'0' | '1'> = declared({ k: 'flag01' });

/**
 * One of `values` as read by `of`; anything else, absent included, is `otherwise`.
 * @example pick(numOr(1), [1, 2] as const, 1) // 1 | 2
 */
export const pick = /*#__NO_SIDE_EFFECTS__*/ <V extends string | number>(
  of: Declared<string> | Declared<number>,
  values: readonly V[],
  otherwise: V,
): Declared<V> => declared({ k: 'pick', of, values, otherwise });

/** A list: absent or `null` is `[]`, one item alone a list of one, an unreadable item left out. */
export const list = /*#__NO_SIDE_EFFECTS__*/ <T>(of: Declared<T>): Declared<T[]> => declared({ k: 'list', of });

/** A list of texts a backend may also send as one text, a line each (the spec's pay-notice steps). */
export const lines: Declared<string[]> = declared({ k: 'list', of: text, lines: true });

/** A list the screen cannot work without: at least one readable item. */
export const someList = /*#__NO_SIDE_EFFECTS__*/ <T>(of: Declared<T>): Declared<T[]> =>
  declared({ k: 'list', of, some: true });

/** Groups keyed by name; `{}` when absent. */
export const record = /*#__NO_SIDE_EFFECTS__*/ <T>(of: Declared<T>): Declared<Record<string, T>> =>
  declared({ k: 'record', of });

/**
 * An object read field by field (D21): only `required` fields fail it; every other field that is
 * missing or unreadable falls back on its own default. Absent, the object itself fails its parent.
 * @example obj({ repayAmount: num, productName: text }, ['repayAmount'])
 */
export const obj = /*#__NO_SIDE_EFFECTS__*/ <S extends Shape>(
  shape: S,
  required: readonly (keyof S & string)[] = [],
): Declared<ObjectOf<S>> => declared({ k: 'obj', shape, required, absent: 'fail' });

/** The same object, read as `null` when absent. */
export const orNull = /*#__NO_SIDE_EFFECTS__*/ <T>(of: Declared<T>): Declared<T | null> =>
  declared({ ...(of as unknown as ObjDecl), absent: 'null' });

/** The same object, read from `{}` when absent (every field at its default). */
export const filled = /*#__NO_SIDE_EFFECTS__*/ <T>(of: Declared<T>): Declared<T> =>
  declared({ ...(of as unknown as ObjDecl), absent: 'fill' });

type ObjDecl = Extract<Decl, { k: 'obj' }>;

/** Absent (`undefined`) when missing, `null` or unreadable. */
export const maybe = /*#__NO_SIDE_EFFECTS__*/ <T>(of: Declared<T>): Declared<T | undefined> =>
  declared({ k: 'maybe', of });

/**
 * An amount of money a backend may leave out (contract D37): left out, it reads `undefined` (the figure is
 * not part of this answer, and the screen does what the contract says of its absence); sent as `null`, or
 * as something that is not a number, it reads `null`: the backend has the figure and did not give it, so
 * nothing that needs it (a total, a net amount, a rate) is worked out and the screen says which is missing.
 * @example obj({ netAmount: maybeMoney }) // {} → undefined; { netAmount: null } → null; { netAmount: 190000 } → 190000
 */
export const maybeMoney: Declared<number | null | undefined> = declared({
  k: 'maybe',
  of: { k: 'num', unit: 'centavos' },
  sent: 'null',
});

/** A field the spec does not name (D21): used when present, never required. */
export const ours = /*#__NO_SIDE_EFFECTS__*/ <T>(of: Declared<T>): Declared<T> => declared({ k: 'ours', of });
