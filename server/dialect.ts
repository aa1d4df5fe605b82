/**
 * The reference backend's ways of speaking: a production backend is not ours, and every screen must read
 * each of these (README "The reference backend's dialects"). Our own dialect sends what the screens were
 * first built on (dates as epoch numbers, numbers as JSON numbers, ids as numbers, a few fields of our own).
 *
 * `spec`: a backend written only from the product specification and the contract (spec §3 and §9,
 * `docs/contract/`, D10–D23):
 * - every date as text in Philippine time: `2026-12-22`, or `2026-12-22 10:00:00` where the screen shows a
 *   time (D20);
 * - every number (ids, amounts in cents, statuses, flags, the envelope's `code`) as a numeric string (D13);
 * - only the fields the spec or the contract names: a field the declaration marks as ours is left out (D21);
 * - the `steps` of a pay notice ("a list of name and steps") as one text (D21).
 *
 * `ids`: the spec's way, with identifiers a backend chooses rather than ours (D23): text with a prefix
 * (`card_5`, `RR-20261125-0003`, `P-2`, `agr-1`, `CH-90006`, …) or 64-bit numbers as strings
 * (`1864209123456789005` for order and complaint ids), also inside the links it sends; what the page
 * sends back is read in the same forms (`decodeInput`), so a changed id finds nothing.
 *
 * Every shape comes from the contract's declarations (`shared/api/contract/declare.ts`): the fields of a
 * response, which are dates, which are ids and what they identify. It is one transform of the envelope,
 * applied where `route()` writes every response, so no module knows there is another dialect.
 */
import * as contract from '../shared/api/contract';
import type { Decl, IdKind } from '../shared/api/contract/declare';
import type { Endpoint } from '../shared/api/contract/endpoint';

export const DIALECTS = ['ours', 'spec', 'ids'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** @example dialectOf('spec') // 'spec'; dialectOf('SPEC') // undefined; dialectOf(undefined) // undefined */
export function dialectOf(value: string | undefined): Dialect | undefined {
  return DIALECTS.find((d) => d === value);
}

/**
 * How a value is spoken.
 * - `value`: kept; every number in it becomes a numeric string (in `ids`, a link's ids are rewritten);
 * - `date` / `datetime`: an epoch value (seconds up to 10^11, milliseconds above) becomes Manila text;
 * - `steps`: a list of texts becomes one text, a line each;
 * - `{ id }`: an identifier of that kind (in `ids`, as a backend of its own chooses it);
 * - `list(shape)`: each item by `shape`; `record(shape)`: each property (any name) by `shape`;
 * - `fields({...})`: an object keeping only the named fields, each by its shape.
 */
export type Shape =
  | 'value'
  | 'date'
  | 'datetime'
  | 'steps'
  | { readonly id: IdKind }
  | { readonly list: Shape }
  | { readonly record: Shape }
  | { readonly fields: Readonly<Record<string, Shape>> };

/** A payload the spec names nothing of ("reads success", "ignored", "not shown"): nothing is sent. */
const NOTHING: Shape = { fields: {} };

/** How a declared value is spoken: a field the declaration marks as ours is not sent at all. */
export function shapeOf(decl: Decl): Shape {
  switch (decl.k) {
    case 'id':
      return { id: decl.of };
    case 'date':
      return decl.time ? 'datetime' : 'date';
    case 'list':
      return decl.lines ? 'steps' : { list: shapeOf(decl.of) };
    case 'record':
      return { record: shapeOf(decl.of) };
    case 'obj':
      return {
        fields: Object.fromEntries(
          Object.entries(decl.shape)
            .filter(([, field]) => field.k !== 'ours')
            .map(([key, field]) => [key, shapeOf(field)]),
        ),
      };
    case 'maybe':
    case 'ours':
      return shapeOf(decl.of);
    default:
      return 'value';
  }
}

const endpoints = (Object.values(contract) as unknown[]).filter(
  (e): e is Endpoint<unknown, unknown> & { data?: Decl } =>
    !!e && typeof e === 'object' && typeof (e as { path?: unknown }).path === 'string' && 'method' in e,
);

/** The `data` (and `attach`) of every endpoint of the contract, by path: its declaration's, else nothing. */
const SHAPES = new Map<string, Shape>(endpoints.map((e) => [e.path, e.data ? shapeOf(e.data) : NOTHING]));

/** The paths the table speaks for (the unit test checks it covers every call the server routes). */
export function spokenPaths(): string[] {
  return [...SHAPES.keys()];
}

/** 64-bit ids start here: above 2^53, so a client that parses them as numbers changes them. */
const BIG_BASE = 1864209123456789000n;

/** How the `ids` dialect writes the id of each kind our database numbers; other kinds are text already. */
const ID_FORMS: Partial<Record<IdKind, { prefix: string } | 'big'>> = {
  order: 'big',
  complaint: 'big',
  product: { prefix: 'P-' },
  card: { prefix: 'card_' },
  record: { prefix: 'RR-20261125-' },
  agreement: { prefix: 'agr-' },
  position: { prefix: 'pos-' },
  template: { prefix: 'tpl_' },
  channel: { prefix: 'CH-' },
};

/** The ids a page sends back, by the name it sends them under (request fields and the page query). */
export const ID_PARAMS: Readonly<Record<string, IdKind>> = {
  orderId: 'order',
  problemId: 'complaint',
  productId: 'product',
  product_id: 'product',
  cardId: 'card',
  repaymentRecordId: 'record',
  position: 'position',
  templateId: 'template',
  channelNumber: 'channel',
};

/**
 * An id of ours as the `ids` dialect writes it; a value that is not one of our numbers goes as text.
 * @example encodeId('card', 5) // 'card_5'
 * @example encodeId('order', 5) // '1864209123456789005'
 */
export function encodeId(kind: IdKind, value: unknown): unknown {
  const form = ID_FORMS[kind];
  const digits = typeof value === 'number' ? String(value) : value;
  if (!form || typeof digits !== 'string' || !/^\d{1,15}$/.test(digits)) return numbersAsText(value);
  return form === 'big' ? String(BIG_BASE + BigInt(digits)) : form.prefix + digits;
}

/**
 * What a page sent back under `name`, as our database numbers it: the `ids` dialect's form undone, any
 * other value as it came (so a link written before the switch still works).
 * @example decodeId('orderId', '1864209123456789005') // '5'
 */
export function decodeId(name: string, value: string): string {
  return ID_PARAMS[name] ? decodeKind(ID_PARAMS[name], value) : value;
}

/**
 * An id of a kind a request declares, as our database numbers it (the `ids` dialect's form undone; any
 * other value as it came, so a value our own dialects sent is unchanged).
 * @example decodeKind('template', 'tpl_3') // '3'
 */
export function decodeKind(kind: IdKind, value: string): string {
  const form = ID_FORMS[kind];
  if (!form) return value;
  if (form === 'big') {
    if (!/^\d{19}$/.test(value)) return value;
    const n = BigInt(value) - BIG_BASE;
    return n >= 0n ? String(n) : value;
  }
  return value.startsWith(form.prefix) && /^\d+$/.test(value.slice(form.prefix.length))
    ? value.slice(form.prefix.length)
    : value;
}

/** Every id of a page query or form, in the `ids` dialect's form. */
export function encodeQuery(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, ID_PARAMS[k] ? String(encodeId(ID_PARAMS[k], v)) : v]),
  );
}

/** Every id a page sent back (a form body or a query), as our database numbers it. */
export function decodeFields<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? decodeId(k, v) : v]),
  ) as T;
}

/**
 * A link with its query's ids in the `ids` dialect's form (a link of ours, or a provider's that names an
 * order); any other text as it is.
 * @example speakUrl('/order.html?orderId=5&productId=2') // '/order.html?orderId=1864209123456789005&productId=P-2'
 */
export function speakUrl(text: string): string {
  const q = text.indexOf('?');
  if (q < 0 || !/^(\/|https?:\/\/)/.test(text)) return text;
  const hash = text.indexOf('#', q);
  const end = hash < 0 ? text.length : hash;
  const params = new URLSearchParams(text.slice(q + 1, end));
  let changed = false;
  for (const [k, v] of [...params]) {
    if (!ID_PARAMS[k]) continue;
    params.set(k, String(encodeId(ID_PARAMS[k], v)));
    changed = true;
  }
  return changed ? `${text.slice(0, q + 1)}${params}${text.slice(end)}` : text;
}

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Below this an epoch number is seconds (the complaint times), above it milliseconds (D20's rule). */
const SECONDS_LIMIT = 1e11;

/**
 * An epoch value as Manila text; anything else (already text, null) as it came.
 * @example manilaText(1766368800000, 'date') // '2025-12-22'
 * @example manilaText(1766368800, 'datetime') // '2025-12-22 10:00:00'
 */
export function manilaText(value: unknown, kind: 'date' | 'datetime'): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const ms = value <= SECONDS_LIMIT ? value * 1000 : value;
  const iso = new Date(ms + MANILA_OFFSET_MS).toISOString();
  return kind === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Every number inside `value` as a numeric string. */
function numbersAsText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsText);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsText(v)]));
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One value spoken by its shape in `dialect` (`spec` when not given). A value that does not have the
 * shape's form (null where an object is expected, a text where a list is) goes as it is, numbers as text:
 * the dialect changes how data is written, never what it says.
 */
export function speakValue(shape: Shape, value: unknown, dialect: Exclude<Dialect, 'ours'> = 'spec'): unknown {
  const ids = dialect === 'ids';
  if (shape === 'value') return ids ? linksSpoken(numbersAsText(value)) : numbersAsText(value);
  if (shape === 'date' || shape === 'datetime') return manilaText(value, shape);
  if (shape === 'steps')
    return Array.isArray(value) && value.every((s) => typeof s === 'string') ? value.join('\n') : numbersAsText(value);
  if ('id' in shape) return ids ? encodeId(shape.id, value) : numbersAsText(value);
  if ('list' in shape)
    return Array.isArray(value) ? value.map((v) => speakValue(shape.list, v, dialect)) : numbersAsText(value);
  if ('record' in shape)
    return isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, speakValue(shape.record, v, dialect)]))
      : numbersAsText(value);
  if (!isObject(value)) return numbersAsText(value);
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(shape.fields)) {
    if (name in value && value[name] !== undefined) out[name] = speakValue(inner, value[name], dialect);
  }
  return out;
}

/** Every link inside a value with its ids spoken (`ids` dialect). */
function linksSpoken(value: unknown): unknown {
  if (typeof value === 'string') return speakUrl(value);
  if (Array.isArray(value)) return value.map(linksSpoken);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, linksSpoken(v)]));
  return value;
}

export interface Envelope {
  code: number | string;
  message: string;
  data: unknown;
  attach?: unknown;
}

/**
 * The envelope as `dialect` writes it for `endpoint` (our own dialect: unchanged). A failure's
 * `data: null` stays null; its code is text too.
 * @example speak('spec', loanPlayDetail.path, { code: 0, message: 'success', data: { repayAmount: 150000 } })
 * // { code: '0', message: 'success', data: { repayAmount: '150000' } }
 */
export function speak(dialect: Dialect, path: string, body: Envelope): Envelope {
  if (dialect === 'ours') return body;
  const shape = SHAPES.get(path) ?? 'value';
  const out: Envelope = {
    code: String(body.code),
    message: body.message,
    data: body.data === null ? null : speakValue(shape, body.data, dialect),
  };
  if (body.attach !== undefined) out.attach = body.attach === null ? null : speakValue(shape, body.attach, dialect);
  return out;
}
