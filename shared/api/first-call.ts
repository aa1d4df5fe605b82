/**
 * A page's first read call, declared once in typed code (ADR 0022): the endpoint and where each field of
 * its payload comes from. The page computes its payload from this declaration (`payloadOf`), and the
 * build turns the same declaration into the entry's start script, which sends the call while the HTML is
 * parsed (`pages/<entry>/first-calls.ts`, `scripts/vite/early-calls-plugin.ts`); the request helper then
 * adopts the answer, which it can only do when both sides send the very same payload.
 */
import type { ReadEndpoint } from './contract/endpoint';
import { readQuery } from '../session/query';

/**
 * A payload field taken from the page query: its value, or '' when the query lacks it; `present`: left
 * out when absent; `needed`: the page cannot open without it, stated here only: the call is not sent,
 * early or later, when it is absent or blank, and the page says what is missing instead (`useLoad`).
 */
export interface FromQuery {
  readonly query: string;
  readonly when?: 'present' | 'needed';
}

/** @example fromQuery('orderId', 'needed') */
export const fromQuery = /*#__NO_SIDE_EFFECTS__*/ (key: string, when?: FromQuery['when']): FromQuery => ({
  query: key,
  when,
});

/** Each field of the request: a value the page chooses, or where in the page query it comes from. */
export type PayloadSpec<Req> = { readonly [K in keyof Req]: FromQuery | Req[K] };

export interface FirstCall<Req, Res> {
  readonly endpoint: ReadEndpoint<Req, Res>;
  readonly payload: PayloadSpec<Req>;
}

/**
 * @example export const orderDetails = firstCall(loanDetails, { productId: fromQuery('productId'), orderId: fromQuery('orderId', 'needed') });
 */
/*#__NO_SIDE_EFFECTS__*/
export function firstCall<Req, Res>(endpoint: ReadEndpoint<Req, Res>, payload: PayloadSpec<Req>): FirstCall<Req, Res> {
  return { endpoint, payload };
}

function isFromQuery(value: unknown): value is FromQuery {
  return !!value && typeof value === 'object' && typeof (value as FromQuery).query === 'string';
}

/**
 * The payload this page sends, from the page query: exactly what the start script sent for it (the start
 * script runs this very function, `shared/api/early-start.ts`).
 * @example call(loanDetails, payloadOf(orderCall), options)
 */
export function payloadOf<Req>(
  call: Pick<FirstCall<Req, unknown>, 'payload'>,
  query: Record<string, string> = readQuery(),
): Req {
  const out: Record<string, unknown> = {};
  for (const [field, source] of Object.entries(call.payload as Record<string, unknown>)) {
    if (!isFromQuery(source)) out[field] = source;
    else if (source.query in query) out[field] = query[source.query];
    else if (source.when !== 'present') out[field] = '';
  }
  // Ids from the page query are text and go back exactly (D23): the declaration types them.
  return out as Req;
}

/**
 * The first key the call declares `needed` that the page query lacks (or has blank), or undefined: then
 * the start script sends nothing, and `useLoad` says what is missing instead of calling.
 * @example lacksNeeded(orderCall, { token: 't' }) // 'orderId'
 */
export function lacksNeeded(
  call: Pick<FirstCall<unknown, unknown>, 'payload'>,
  query: Record<string, string>,
): string | undefined {
  for (const source of Object.values(call.payload as Record<string, unknown>))
    if (isFromQuery(source) && source.when === 'needed' && !query[source.query]?.trim()) return source.query;
  return undefined;
}
