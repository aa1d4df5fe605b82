/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { problemInit } from '../../shared/api/contract/complaint';
import { firstCall, fromQuery } from '../../shared/api/first-call';

/** The order to preselect, when the page was opened for one. */
export const initCall = firstCall(problemInit, { orderId: fromQuery('orderId', 'present') });

export default [initCall];
