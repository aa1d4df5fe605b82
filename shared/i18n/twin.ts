/**
 * The two twins of a page (contract D27, ADR 0041): English at the root, Filipino under `/fil`; the page
 * query says `lang=fil` in Filipino. Alone in its module: every page's links read it (`entryUrl`).
 */

/** The path prefix of the Filipino twins (`/fil/order.html`); the hosting's copy is shared/site/twins.ts. */
export const FIL_PREFIX = '/fil';
