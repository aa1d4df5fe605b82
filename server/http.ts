/**
 * Envelope, input parsing and route binding for the reference backend. Every response is
 * `{ code, message, data }` (plus `attach` where a call serves the newer envelope too) with HTTP 200
 * (contract §2); bad input is code 400 with a message that names the field. Two exceptions carry an
 * HTTP status too, for the proxies and clients in between: a database lock (503, retry) and a bug (500).
 */
import type { IncomingMessage } from 'node:http';
import type { Context, Hono } from 'hono';
import type { Endpoint } from '../shared/api/contract/endpoint';
import type { IdKind, Wire } from '../shared/api/contract/declare';
import type { Field, Fields } from '../shared/api/contract/sends';
import { sendsOf } from '../shared/api/contract/calls';
import { isBusyError } from './db';
import { decodeFields, decodeKind, speak } from './dialect';
import type { Dialect, Envelope } from './dialect';
import type { Db } from './db';
import { borrowerOf } from './session';
import type { Borrower } from './session';
import { inLanguage, langOfCall } from './i18n/say';
import { clientAddress } from './address';

export type { Borrower } from './session';

/**
 * `incoming` is set by @hono/node-server (absent under `app.request()` in tests unless passed);
 * `dialect`, how this call's answer is written (server/dialect.ts), by the app's middleware.
 */
export type Env = {
  Bindings: { incoming?: Pick<IncomingMessage, 'socket'> };
  Variables: { dialect?: Dialect; trustedProxies?: readonly string[] };
};
export type App = Hono<Env>;

/**
 * The caller's address: the socket's, or behind a proxy named in `TRUSTED_PROXIES` the address that proxy
 * saw (server/address.ts). Forwarded headers from anybody else are not read: the per-address caps would
 * count the caller's own choice.
 */
export function clientIp(c: Context<Env>): string {
  const remote = c.env?.incoming?.socket?.remoteAddress;
  if (!remote) return 'unknown';
  return clientAddress(remote, c.get('trustedProxies') ?? [], c.req.header('x-forwarded-for'));
}

/** A reply with an explicit code (0 by default; some calls of the contract answer '00'). */
export class Reply<T> {
  constructor(
    readonly code: number | string,
    readonly message: string,
    readonly data: T,
    /** The newer envelope's payload field (spec §7 "Loan confirm": the variant reads `attach`). */
    readonly attach?: unknown,
  ) {}

  /** The same reply with `attach` carrying `payload` too, for pages of the newer envelope. */
  withAttach(payload: unknown): Reply<T> {
    return new Reply(this.code, this.message, this.data, payload);
  }
}

/** @example return ok({ email }); */
export function ok<T>(data: T, message = 'success', code: number | string = 0): Reply<T> {
  return new Reply(code, message, data);
}

/** A failure the handler throws; becomes the envelope `{ code, message, data: null }`. */
export class ApiError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
  ) {
    super(message);
  }
}

export const SESSION_EXPIRED = new ApiError(401, 'Your session has expired. Please log in again.');

type Raw = Record<string, string | File>;

interface StrRule {
  label?: string;
  max?: number;
  pattern?: RegExp;
}

/** The call's fields: body first, then the query (the page query rides on every call); read by `parseInput`. */
export class Input {
  constructor(
    readonly body: Raw,
    readonly query: Record<string, string>,
  ) {}

  private value(name: string): string | File | undefined {
    return this.body[name] ?? this.query[name];
  }

  /** A trimmed string; '' when absent. */
  optional(name: string, rule: StrRule = {}): string {
    const v = this.value(name);
    if (v === undefined) return '';
    if (typeof v !== 'string') throw new ApiError(400, `${rule.label ?? name} must be text`);
    const s = v.trim();
    if (rule.max !== undefined && s.length > rule.max) {
      throw new ApiError(400, `${rule.label ?? name} must be at most ${rule.max} characters`);
    }
    if (s && rule.pattern && !rule.pattern.test(s)) throw new ApiError(400, `${rule.label ?? name} is not valid`);
    return s;
  }

  required(name: string, rule: StrRule = {}): string {
    const s = this.optional(name, rule);
    if (!s) throw new ApiError(400, `${rule.label ?? name} is required`);
    return s;
  }

  int(name: string, rule: { label?: string; min?: number; max?: number; optional?: boolean } = {}): number {
    const s = rule.optional ? this.optional(name, rule) : this.required(name, rule);
    if (rule.optional && s === '') return NaN;
    const n = Number(s);
    const label = rule.label ?? name;
    if (!Number.isInteger(n)) throw new ApiError(400, `${label} must be a whole number`);
    if (rule.min !== undefined && n < rule.min) throw new ApiError(400, `${label} must be at least ${rule.min}`);
    if (rule.max !== undefined && n > rule.max) throw new ApiError(400, `${label} must be at most ${rule.max}`);
    return n;
  }

  file(name: string, label = name): File {
    const v = this.body[name];
    if (!v || typeof v === 'string') throw new ApiError(400, `${label} must be a file`);
    return v;
  }
}

/**
 * The ids our database numbers: a page sends them back as text (D23), and this server reads them as its
 * row numbers (a whole number of at least 1). Every other kind stays text.
 */
const NUMBERED = ['order', 'complaint', 'product', 'card', 'record', 'position', 'template'] as const;
type Numbered = (typeof NUMBERED)[number];
const isNumbered = (kind: IdKind): kind is Numbered => (NUMBERED as readonly string[]).includes(kind);

/** What this server reads a declared field as (`opt` text is '' when absent, as the page may send ''). */
type ServerValue<F> = F extends { k: 'query'; of: infer G }
  ? ServerValue<G>
  : F extends { k: 'opt'; of: infer G }
    ? G extends { k: 'text' }
      ? string
      : ServerValue<G> | undefined
    : F extends { k: 'id'; of: infer K }
      ? K extends Numbered
        ? number
        : string
      : F extends { k: 'int' }
        ? number
        : F extends { k: 'text' }
          ? string
          : F extends { k: 'one'; values: readonly (infer V)[] }
            ? V
            : F extends { k: 'file' }
              ? File
              : never;

/** A call's input as the route handler gets it: every declared field, parsed (`rest`: the other fields as text). */
export type Parsed<S> = S extends { __shape: infer Shape; __rest: infer R }
  ? { readonly [K in keyof Shape]: ServerValue<Shape[K]> } & ([R] extends [Field]
      ? { readonly rest: Readonly<Record<string, string>> }
      : unknown)
  : Record<string, never>;

/**
 * Reads a call's fields by its request declaration (ADR 0029): the one place a field's name, kind and
 * limits are read, so a handler never parses a field again by its name. A refusal is a 400 naming the field.
 */
export function parseInput<S>(sends: Fields, input: Input): Parsed<S> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(sends.shape)) out[name] = parseField(input, name, field, false);
  if (sends.rest) {
    const rest: Record<string, string> = {};
    // The form's own fields are in the body; the page query riding on the call is not part of it.
    for (const [name, value] of Object.entries(input.body)) {
      if (!(name in sends.shape) && typeof value === 'string') rest[name] = value.trim();
    }
    out.rest = rest;
  }
  return out as Parsed<S>;
}

function parseField(input: Input, name: string, field: Field, optional: boolean): unknown {
  switch (field.k) {
    case 'query':
      return parseField(input, name, field.of, optional);
    case 'opt':
      return parseField(input, name, field.of, true);
    case 'file': {
      const v = input.body[name];
      if (v === undefined && optional) return undefined;
      return input.file(name, field.label);
    }
    case 'text': {
      const rule = {
        label: field.label,
        max: field.max,
        pattern: field.pattern ? new RegExp(field.pattern) : undefined,
      };
      return optional ? input.optional(name, rule) : input.required(name, rule);
    }
    case 'int': {
      const n = input.int(name, { ...field, optional });
      return Number.isNaN(n) ? undefined : n;
    }
    case 'id': {
      const text = optional
        ? input.optional(name, { label: field.label })
        : input.required(name, { label: field.label });
      if (text === '') return undefined;
      const ours = decodeKind(field.of, text);
      if (!isNumbered(field.of)) return ours;
      return new Input({ [name]: ours }, {}).int(name, { label: field.label, min: 1 });
    }
    case 'one': {
      const text = input.optional(name, { label: field.label });
      if (text === '' && optional) return undefined;
      const found = field.values.find((v) => String(v) === text);
      if (found !== undefined) return found;
      const label = field.label ?? name;
      if (text === '') throw new ApiError(400, `${label} is required`);
      throw new ApiError(
        400,
        field.values.length === 1 ? `${label} must be ${field.values[0]}` : `${label} is not valid`,
      );
    }
  }
}

export interface Handle<S = unknown> {
  /** The call's fields as its request declaration reads them (`parseInput`); nothing else of the call is read. */
  input: Parsed<S>;
  c: Context<Env>;
  db: Db;
  /** The signed-in borrower; routes with `auth: true` never see null. */
  borrower: Borrower;
}

export interface RouteOptions {
  /** Needs the borrower's session (`token` in the query). Default true. */
  auth?: boolean;
}

export const BODY_UNREADABLE_MESSAGE = 'The request body could not be read.';
export const BUSY_MESSAGE = 'The server is busy. Please try again.';

async function readInput(c: Context<Env>, method: 'GET' | 'POST'): Promise<Input> {
  const query = c.req.query();
  if (method === 'GET') return new Input({}, query);
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data'))
    return new Input({}, query);
  try {
    return new Input((await c.req.parseBody()) as Raw, query);
  } catch (error) {
    // A malformed multipart body (no boundary, a cut part) is the caller's mistake, not a server bug.
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, BODY_UNREADABLE_MESSAGE);
  }
}

/**
 * Serves one endpoint of the contract with its shared request/response types.
 * @example route(app, db, contactKfInfo, {}, ({ borrower }) => ok({ email, smWa }));
 */
export function route<Req, Res, S>(
  app: App,
  db: Db,
  endpoint: Endpoint<Req, Res, S>,
  options: RouteOptions,
  handler: (h: Handle<S>) => Reply<Wire<Res>> | Promise<Reply<Wire<Res>>>,
): void {
  const method = endpoint.method;
  const sends = sendsOf(endpoint);
  // Whether a call needs the session is the contract's (its declaration's `anonymous`); a route says so too.
  if ((options.auth === false) !== Boolean(sends.anonymous))
    throw new Error(`${endpoint.path}: the route's auth option and the declaration's \`anonymous\` disagree`);
  const register = method === 'GET' ? app.get.bind(app) : app.post.bind(app);
  register(endpoint.path, async (c) => {
    // Every answer of the contract is written here, so its dialect and its language (D33: the borrower's
    // texts in Filipino under `lang=fil`, server/i18n/say.ts) are applied here and only here.
    const lang = langOfCall(c.req.query('lang'));
    const json = (body: Envelope, status?: 500 | 503) =>
      c.json(speak(c.get('dialect') ?? 'ours', endpoint.path, inLanguage(body, lang)), status);
    try {
      // Looked up here, not in a middleware: static files and pages never wait on the database.
      const borrower = options.auth === false ? null : borrowerOf(db, c.req.query('token'));
      if (options.auth !== false && !borrower) throw SESSION_EXPIRED;
      const raw = await readInput(c, method);
      // The ids the page sends back, as our database numbers them (the `ids` dialect's forms undone).
      const input = c.get('dialect') === 'ids' ? new Input(decodeFields(raw.body), decodeFields(raw.query)) : raw;
      const parsed = parseInput<S>(sends, input);
      const reply = await handler({ input: parsed, c, db, borrower: borrower as Borrower });
      const body = { code: reply.code, message: reply.message, data: reply.data };
      return json(reply.attach === undefined ? body : { ...body, attach: reply.attach });
    } catch (error) {
      if (error instanceof ApiError) return json({ code: error.code, message: error.message, data: null });
      if (isBusyError(error)) {
        c.header('Retry-After', '1');
        return json({ code: 503, message: BUSY_MESSAGE, data: null }, 503);
      }
      console.error(error);
      return json({ code: 500, message: 'The server could not complete this request.', data: null }, 500);
    }
  });
}
