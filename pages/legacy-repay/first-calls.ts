/**
 * The calls this entry starts with while its HTML is parsed (ADR 0022): the card list, and the amount due
 * from the instalment detail (D12). The page sends the same payloads.
 */
import { repaymentWay } from '../../shared/api/contract/repay';
import { firstCall, fromQuery } from '../../shared/api/first-call';
import { playDetailCall } from '../../shared/features/repay-info/calls';

export const cardsCall = firstCall(repaymentWay, { orderId: fromQuery('orderId', 'needed') });

export default [cardsCall, playDetailCall];
