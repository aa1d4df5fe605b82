/**
 * Loan confirm's first calls (ADR 0022), for both variants: the offer and the agreements of the product
 * named by the page query. Each variant's `first-calls.ts` lists them; the view computes its payloads
 * from the same records.
 */
import { contractList, loanDetailConfirm } from '../../api/contract/loan';
import { firstCall, fromQuery } from '../../api/first-call';

export const offerCall = firstCall(loanDetailConfirm, { productId: fromQuery('productId', 'needed') });
/** The agreements of the loan confirm scene (3). */
export const agreementsCall = firstCall(contractList, { productId: fromQuery('productId', 'needed'), scene: 3 });
