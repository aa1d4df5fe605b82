/**
 * Adopting a call the entry's start script already sent while the HTML was parsed (ADR 0017,
 * `shared/api/early-start.ts`): a page takes its first call by the declaration (method and path) together
 * with the payload the start script computed and sent, so the page never computes a second payload that
 * could disagree with the first (ADR 0048). The request helper reads the answer as it reads a transport's
 * (envelope, D4, D9/D19).
 */
import { payloadOf } from './first-call';
import type { FirstCall } from './first-call';
import type { EarlyResponse } from './early-start';

/** The payload of a page's first call and, when the start script sent it, its answer. */
export interface FirstPayload<Req> {
  payload: Req;
  early?: Promise<EarlyResponse>;
}

/**
 * The payload a first call is sent with: the start script's, taken once with its answer, or (nothing in
 * flight: a retry, a page without a start script) computed from the declaration. In development, a start
 * script's payload that differs from the declaration's says so loudly: it would mean the two ran
 * different code.
 * @example const { payload, early } = firstPayload(orderCall, readQuery()); call(loanDetails, payload, { early });
 */
export function firstPayload<Req>(first: FirstCall<Req, unknown>, query: Record<string, string>): FirstPayload<Req> {
  const taken = window.__earlyCalls?.take(first.endpoint.method, first.endpoint.path);
  if (!taken) return { payload: payloadOf(first, query) };
  if (import.meta.env?.DEV) {
    const own = JSON.stringify(payloadOf(first, query));
    if (JSON.stringify(taken.payload) !== own)
      console.error(
        `${first.endpoint.path}: the start script sent ${JSON.stringify(taken.payload)}, the page computes ${own}`,
      );
  }
  return { payload: taken.payload as Req, early: taken.response };
}
