/**
 * Which screen of this document is shown (contract D38, ADR 0058): the swap counts one up as it unmounts
 * the old screen. A call remembers the count it was sent under; once the screen it belongs to has gone,
 * its messages and its answer are the old screen's and are dropped (`shared/api/request.ts`), the call
 * itself never cut short: a money call still reaches the server and is done there.
 */
export const screenEpoch = { n: 0 };
