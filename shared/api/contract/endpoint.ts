/**
 * An endpoint descriptor: method, path and the request/response types, declared once in
 * `shared/api/contract/` and imported by both the pages (to call it) and the reference server (to
 * serve it), so the two cannot drift. No runtime dependencies: the server imports it too.
 */

import type { Decl, Declared, Infer } from './declare';
import type { Fields, Payload } from './sends';

export type BodyKind = 'form' | 'multipart' | 'query';

/**
 * `Sends`: the type of the call's request declaration (`sends.ts`, ADR 0029), which the endpoint names
 * only as a type so that no page carries it; the reference server and the scripts find the declaration
 * itself as the `…Sends` export beside the endpoint (`calls.ts`).
 */
export interface Endpoint<Req, Res, Sends = unknown> {
  readonly method: 'GET' | 'POST';
  /** Path from the origin, e.g. `/states/v3/personal-center/contact-kf-info`. */
  readonly path: string;
  readonly body: BodyKind;
  /** Phantom fields carrying the types; never set at run time. */
  readonly _req?: Req;
  readonly _res?: Res;
  readonly _sends?: Sends;
}

/** Base path of the app's backend (spec §9). */
export const STATES = '/states';
/** Base path of the registration landing's backend (spec §7). */
export const YOUMI = '/api/v2/youmi';

/**
 * A form-encoded POST whose payload is declared by `S` (the type of its `…Sends` declaration).
 * @example export const saveScore = post<typeof saveScoreSends, null>(`${STATES}/user-problem/save-score`);
 */
export function post<S extends Fields, Res = unknown>(path: string): Endpoint<Payload<S>, Res, S>;
/** A multipart POST: the page passes a `FormData` of the declared fields. */
export function post<S extends Fields, Res = unknown>(path: string, body: 'multipart'): Endpoint<FormData, Res, S>;
/*#__NO_SIDE_EFFECTS__*/
export function post(path: string, body: 'form' | 'multipart' = 'form'): Endpoint<unknown, unknown> {
  return { method: 'POST', path, body };
}

/** GET: the payload goes into the query string. */
/*#__NO_SIDE_EFFECTS__*/
export function get<S extends Fields, Res = unknown>(path: string): Endpoint<Payload<S>, Res, S> {
  return { method: 'GET', path, body: 'query' };
}

/**
 * The one record of a call whose answer a page reads (ADR 0022): its endpoint, the declaration of its
 * `data` (every answer is read by it: `call()` in `shared/api/request.ts`), and whether an entry's start script may send it
 * early (a read without side effects; a page's first calls may name only these, the build refuses any
 * other). The response type is the declaration's (`Infer`): written once.
 */
export interface ReadEndpoint<Req, Res, Sends = unknown> extends Endpoint<Req, Res, Sends> {
  readonly data: Declared<Res>;
  readonly early: boolean;
  /**
   * The answer may come in the newer envelope's `attach` instead of `data` (spec §7 "Loan confirm"): both
   * are read by `data`'s declaration, each absent when it cannot be, and the page picks the one it reads.
   */
  readonly attach?: true;
}

/**
 * @example export const contactKfInfo = reads(post<typeof contactKfInfoSends>(path), obj({ email: text, smWa: text }), { early: true });
 */
/*#__NO_SIDE_EFFECTS__*/
export function reads<Req, S, D extends Decl>(
  endpoint: Endpoint<Req, unknown, S>,
  data: D,
  options: { early?: boolean; attach?: true } = {},
): ReadEndpoint<Req, Infer<D>, S> {
  const read = { ...endpoint, data, early: options.early ?? false, ...(options.attach && { attach: true }) };
  return read as unknown as ReadEndpoint<Req, Infer<D>, S>;
}

/** The payload a page passes to an endpoint (inferred from its request declaration). */
export type PayloadOf<E> = E extends Endpoint<infer Req, unknown, unknown> ? Req : never;

/** The request declaration's type of an endpoint. */
export type SendsOf<E> = E extends Endpoint<unknown, unknown, infer S> ? S : never;

/** The response envelope of every call (contract §2). */
export interface Envelope<T> {
  code: number | string;
  message: string;
  data: T;
}

/** A call succeeds when `code` parses to the number 0 (`0`, `'0'`, `'00'`). */
export function isSuccessCode(code: unknown): boolean {
  if (typeof code === 'number') return code === 0;
  if (typeof code === 'string' && code.trim() !== '') return Number(code) === 0;
  return false;
}

/** Contract D9: a `code` of 401 (number or string) means the session is missing or expired. */
export function isSessionExpiredCode(code: unknown): boolean {
  return code === 401 || code === '401';
}
