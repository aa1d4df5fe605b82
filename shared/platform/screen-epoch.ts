/**
 * Which screen of this document is shown (contract D38, ADR 0058): the swap counts one up as it unmounts
 * the old screen. A call remembers the count it was sent under; once the screen it belongs to has gone,
 * its messages and its answer are the old screen's and are dropped (`shared/api/request.ts`), the call
 * itself never cut short: a money call still reaches the server and is done there.
 */
export const screenEpoch = { n: 0 };

/**
 * Something this page view noted, with the screen it happened on (`screenEpoch`: 0 for the entry the
 * document was opened as, one more for each screen a swap put in), so that the field reports give it to
 * that screen's entry (ADR 0060), not to the document's first.
 */
export type OnScreen<T> = T & { epoch: number };
