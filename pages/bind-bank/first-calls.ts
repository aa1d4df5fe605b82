/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { cardInit } from '../../shared/api/contract/bank';
import { firstCall, fromQuery } from '../../shared/api/first-call';

/** The form of the product the page was opened for, when it names one. */
export const formCall = firstCall(cardInit, { product_id: fromQuery('product_id', 'present') });

export default [formCall];
