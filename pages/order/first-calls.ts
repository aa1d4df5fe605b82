/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { loanDetails } from '../../shared/api/contract/loan';
import { firstCall, fromQuery } from '../../shared/api/first-call';

export const orderCall = firstCall(loanDetails, {
  productId: fromQuery('productId'),
  orderId: fromQuery('orderId', 'needed'),
});

export default [orderCall];
