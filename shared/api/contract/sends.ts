/**
 * The one declaration of a request (ADR 0029): what a call sends, field by field, as plain data beside
 * the declaration of its response (`declare.ts`, ADR 0022). Everything else follows from it:
 *
 * - the TypeScript type of the payload a page passes (`Payload<typeof decl>`, through the endpoint's
 *   `post<typeof decl>` / `get<typeof decl>`), so no request interface is written by hand;
 * - the reference server's parsed input (`server/http.ts` reads the body and query by it, and hands the
 *   route handler typed values), so the server never parses a field again by its name;
 * - the generated documents (`docs/contract/calls.md`, `openapi.json`, `npm run docs:contract`).
 *
 * A page never needs a request declaration at run time: an endpoint names it only as a type, and the
 * declarations are separate exports (`…Sends`) that only the server and the scripts import, so the build
 * leaves them out of every page.
 * @example export const saveScoreSends = fields({ score: int({ min: 1, max: 5 }), problemId: id('complaint') });
 */
import type { Id, IdKind } from './declare';

/** What a declared field carries at compile time; nothing at run time. */
interface Carries<T> {
  readonly __in: T;
}

/** How one field of a payload is declared; `label` is the name a refusal uses ('Amount is required'). */
export type Field =
  /** An identifier the page received and sends back exactly (D23); `of` names what it identifies. */
  | { readonly k: 'id'; readonly of: IdKind; readonly label?: string }
  /** A whole number (a code, a score, an amount in cents), within `min`..`max` when given. */
  | {
      readonly k: 'int';
      readonly min?: number;
      readonly max?: number;
      readonly label?: string;
      /** An amount of money in whole centavos, ₱1.00 = 100 (contract D32). */
      readonly unit?: 'centavos';
    }
  /** Text; required means not blank. `max` characters, `pattern` (a regular expression's source). */
  | { readonly k: 'text'; readonly max?: number; readonly pattern?: string; readonly label?: string }
  /** One of `values` (a fixed value when there is one). */
  | { readonly k: 'one'; readonly values: readonly (string | number)[]; readonly label?: string }
  /** A file of a multipart body. */
  | { readonly k: 'file'; readonly label?: string }
  /** May be left out. */
  | { readonly k: 'opt'; readonly of: Field }
  /**
   * Read from the page query that rides on every call (spec §7 "Shared request helper"), not from the
   * payload the page passes: the shell's link carries it.
   */
  | { readonly k: 'query'; readonly of: Field };

/** A declared field with the type the page sends. */
export type Sent<T> = Field & Carries<T>;

/**
 * A call's payload: its named fields; `rest` for a form whose fields the server chose (bind card's
 * values, each under its item's `code`); `money` when the call moves money: the page sends it once per
 * tap and never again on its own, `key` with an `Idempotency-Key` header (one key per attempt, ADR 0008).
 */
export interface Fields {
  readonly k: 'fields';
  readonly shape: Readonly<Record<string, Field>>;
  readonly rest?: Field;
  readonly money?: 'key' | 'once';
  /** Sent without a borrower's session (the marketing feedback form, the registration landing). */
  readonly anonymous?: true;
}

type Shape = Record<string, Sent<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type SentOf<F> = F extends Carries<infer T> ? T : never;
type QueryKeys<S extends Shape> = { [K in keyof S]: S[K] extends { k: 'query' } ? K : never }[keyof S];
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { k: 'opt' } ? K : never }[keyof S];
type PayloadOfShape<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S> | QueryKeys<S>>]: SentOf<S[K]> } & {
    [K in Exclude<OptionalKeys<S>, QueryKeys<S>>]?: SentOf<S[K]>;
  }
>;

/** A declared payload: its shape's literal type, and what the page passes. */
export type Declared<S extends Shape, P, R = undefined> = Fields & {
  readonly shape: S;
  /** Phantom: the shape's and `rest`'s literal types, and the payload's; never set at run time. */
  readonly __shape: S;
  readonly __rest: R;
  readonly __payload: P;
};

/** The payload a page passes for a request declaration. */
export type Payload<D> = D extends { readonly __payload: infer R } ? R : never;

const sent = /*#__NO_SIDE_EFFECTS__*/ <T, F extends Field = Field>(field: F): F & Carries<T> => field as F & Carries<T>;

/** An identifier sent back exactly as it arrived (D23). @example id('order', 'Order') */
export const id = /*#__NO_SIDE_EFFECTS__*/ <K extends IdKind>(of: K, label?: string) =>
  sent<Id, { k: 'id'; of: K; label?: string }>({ k: 'id', of, label });

/**
 * A whole number. The page passes a number, or `number | string` (`T`) where it sends back a value it was
 * given as text (a complaint type from its link).
 * @example int({ min: 1, max: 5, label: 'Score' })
 */
export const int = /*#__NO_SIDE_EFFECTS__*/ <T extends number | string = number>(
  rule: { min?: number; max?: number; label?: string } = {},
) => sent<T, { k: 'int'; min?: number; max?: number; label?: string }>({ k: 'int', ...rule });

/**
 * An amount of money in whole centavos (contract D32): at least one centavo, never a fraction.
 * @example amount: send.money('Amount')
 */
export const money = /*#__NO_SIDE_EFFECTS__*/ (label?: string) =>
  sent<number, { k: 'int'; min: number; label?: string; unit: 'centavos' }>({
    k: 'int',
    min: 1,
    label,
    unit: 'centavos',
  });

/** Text, not blank when required. @example text({ max: 60, label: 'Name' }) */
export const text = /*#__NO_SIDE_EFFECTS__*/ (rule: { max?: number; pattern?: string; label?: string } = {}) =>
  sent<string, { k: 'text'; max?: number; pattern?: string; label?: string }>({ k: 'text', ...rule });

/** One of `values`; a single value is a fixed one. @example one([30] as const) */
export const one = /*#__NO_SIDE_EFFECTS__*/ <V extends string | number>(values: readonly V[], label?: string) =>
  sent<V, { k: 'one'; values: readonly V[]; label?: string }>({ k: 'one', values, label });

/** A file of a multipart body. */
export const file = /*#__NO_SIDE_EFFECTS__*/ (label?: string) =>
  sent<Blob, { k: 'file'; label?: string }>({ k: 'file', label });

/** A field the page may leave out. @example opt(id('product')) */
export const opt = /*#__NO_SIDE_EFFECTS__*/ <F extends Sent<unknown>>(of: F) =>
  sent<SentOf<F>, { k: 'opt'; of: F }>({ k: 'opt', of });

/**
 * A field the server reads from the page query every call carries (the shell's link), so it is not part
 * of the payload the page passes. @example query(opt(id('order')))
 */
export const query = /*#__NO_SIDE_EFFECTS__*/ <F extends Sent<unknown>>(of: F) =>
  sent<SentOf<F>, { k: 'query'; of: F }>({ k: 'query', of });

/**
 * A call's payload, field by field: a field is required unless wrapped in `opt` (or read from the page
 * query with `query`). `rest` declares the fields of a form the server chose (bind card); `money` marks a
 * call that moves money, `anonymous` one sent without a session (`Fields`).
 * @example fields({ productId: id('product'), orderId: id('order') })
 */
export const fields = /*#__NO_SIDE_EFFECTS__*/ <S extends Shape, R extends Sent<unknown> | undefined = undefined>(
  shape: S,
  options: { rest?: R; money?: 'key' | 'once'; anonymous?: true } = {},
): Declared<S, R extends Sent<infer T> ? Simplify<PayloadOfShape<S> & Record<string, T>> : PayloadOfShape<S>, R> =>
  ({ k: 'fields', shape, ...options }) as never;

/**
 * A declaration with more fields (and options) than `base`: calls that send what another sends and more.
 * Written as a call, not a spread, so that the build can leave every request declaration out of the pages.
 * @example also(getSmsSends, { smsCode: text({ max: 6 }) })
 */
export const also = /*#__NO_SIDE_EFFECTS__*/ <S0 extends Shape, P0, R, S extends Shape>(
  base: Declared<S0, P0, R>,
  shape: S,
  options: { money?: 'key' | 'once' } = {},
): Declared<
  S0 & S,
  R extends Sent<infer T> ? Simplify<PayloadOfShape<S0 & S> & Record<string, T>> : PayloadOfShape<S0 & S>,
  R
> => ({ ...base, shape: { ...base.shape, ...shape }, ...options }) as never;

/** A call that sends nothing of its own (the page query and session still ride on it). */
export const nothing = fields({});
