/**
 * Every call of the contract with its request declaration (ADR 0029): the endpoint `name` and, beside it
 * in the same area file, `nameSends`. The reference server reads each call's input by it (`route`), and
 * the contract documents and the OpenAPI document are generated from it (`npm run docs:contract`). No page
 * imports this file, so no page carries a request declaration.
 */
import * as contract from './index';
import type { Endpoint, ReadEndpoint } from './endpoint';
import type { Fields } from './sends';

export interface Call {
  /** The endpoint's export name, e.g. `loanDetails`. */
  readonly name: string;
  readonly endpoint: Endpoint<unknown, unknown> | ReadEndpoint<unknown, unknown>;
  readonly sends: Fields;
}

const isEndpoint = (value: unknown): value is Endpoint<unknown, unknown> =>
  !!value && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string' && 'method' in value;

const isFields = (value: unknown): value is Fields =>
  !!value && typeof value === 'object' && (value as { k?: unknown }).k === 'fields';

const exported = contract as Record<string, unknown>;

/** Every endpoint the contract exports, by name, each with its declaration. */
export const CALLS: readonly Call[] = Object.entries(exported)
  .filter((entry): entry is [string, Endpoint<unknown, unknown>] => isEndpoint(entry[1]))
  .map(([name, endpoint]) => {
    const sends = exported[`${name}Sends`];
    if (!isFields(sends)) throw new Error(`shared/api/contract: ${name} has no ${name}Sends declaration`);
    return { name, endpoint, sends };
  })
  // By name: a module namespace's order is not the same under every loader.
  .sort((a, b) => (a.name < b.name ? -1 : 1));

const BY_ENDPOINT = new Map<object, Fields>(CALLS.map((call) => [call.endpoint, call.sends]));

/** The request declaration of an endpoint of the contract. @example sendsOf(loanDetails).shape.orderId */
export function sendsOf(endpoint: Endpoint<unknown, unknown, unknown>): Fields {
  const sends = BY_ENDPOINT.get(endpoint);
  if (!sends) throw new Error(`${endpoint.method} ${endpoint.path} is not an endpoint of the contract`);
  return sends;
}
