/**
 * Each call's examples, written from its declaration (ADR 0042): an answer that succeeds and one that
 * refuses. The documents show them (`calls.md`, the OpenAPI `examples`), and the tests that used to keep
 * tables by hand read them, so a new call needs no table edit: declaring it is enough.
 *
 * No page imports this file; the scripts and the tests do.
 */
import type { Decl } from './declare';
import type { Endpoint, ReadEndpoint } from './endpoint';

/**
 * Fields an answer that succeeds leaves out: sent, they change what the screen does, and an example copied
 * as it is would do that on every answer (`payableFrom`: the payment refused until that day, ADR 0045).
 */
const LEFT_OUT: ReadonlySet<string> = new Set(['payableFrom']);

/** A value the field's name suggests: a link is a link, a picture a picture, a label words. */
function textFor(key: string): string {
  if (/url$|link$|^playedul$/i.test(key)) return 'https://lender.example.ph/next';
  if (/logo|img|icon|image/i.test(key)) return '/images/logo.svg';
  if (/phone|telephone|tel$/i.test(key)) return '+63 2 8123 4567';
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An example of a value a backend sends for the declaration `decl` under the name `key`: the form the
 * contract names (a money field whole centavos, D32; an id as text, D23; a date as text, D20).
 * @example exampleOf(money, 'repayAmount') // 541250
 */
export function exampleOf(decl: Decl, key = ''): unknown {
  switch (decl.k) {
    case 'num':
      if (decl.unit === 'centavos') return 541250;
      if (decl.meaning === 'orderStatus') return 174;
      return decl.or ?? 1;
    case 'text':
      return textFor(key);
    case 'id':
      return decl.of === 'order' ? '1864209123456789012' : `${decl.of}-42`;
    case 'date':
      return decl.time ? '2026-11-25 10:30:00' : '2026-11-25';
    case 'flag01':
      return 1;
    case 'pick':
      return decl.values[decl.values.length - 1];
    case 'list':
      return [exampleOf(decl.of, key)];
    case 'record':
      return { [textFor(key)]: exampleOf(decl.of, key) };
    case 'obj':
      return Object.fromEntries(
        Object.entries(decl.shape)
          .filter(([name]) => !LEFT_OUT.has(name))
          .map(([name, field]) => [name, exampleOf(field, name)]),
      );
    case 'maybe':
    case 'ours':
      return exampleOf(decl.of, key);
  }
}

/** An answer's envelope (contract §2). */
export interface ExampleEnvelope {
  code: number | string;
  message: string;
  data?: unknown;
  attach?: unknown;
}

const isRead = (endpoint: Endpoint<unknown, unknown>): endpoint is ReadEndpoint<unknown, unknown> => 'data' in endpoint;

/**
 * The answer that succeeds: `code` 0 and `data` as the declaration reads it (a call whose answer nothing
 * reads: `data` null). A call that may answer in the newer envelope has `attach` in its examples too.
 * @example successExample(loanDetails).data.orderStatus // 174
 */
export function successExample(endpoint: Endpoint<unknown, unknown>): ExampleEnvelope {
  return { code: 0, message: 'success', data: isRead(endpoint) ? exampleOf(endpoint.data as unknown as Decl) : null };
}

/** The same answer in the newer envelope (spec §7 "Loan confirm"): `code` "00" and the payload in `attach`. */
export function attachExample(endpoint: ReadEndpoint<unknown, unknown>): ExampleEnvelope {
  return { code: '00', message: 'success', attach: exampleOf(endpoint.data as unknown as Decl) };
}

/**
 * An answer that refuses: a code that is not 0 and the message the page shows; `data` is null (or absent).
 * @example refusalExample() // { code: 1, message: 'This cannot be done right now.', data: null }
 */
export function refusalExample(code: number = 1, message = 'This cannot be done right now.'): ExampleEnvelope {
  return { code, message, data: null };
}
