/**
 * The repayment screens' first calls (ADR 0022): the order named by the page query. The instalment, code
 * and legacy pages read `loan-play-detail`, the extension page `loan-delay-detail`; each entry's
 * `first-calls.ts` lists the one it starts with, and the page computes its payload from the same record.
 */
import { loanDelayDetail, loanPlayDetail } from '../../api/contract/repay';
import type { OrderRef } from '../../api/contract/repay';
import { firstCall, fromQuery } from '../../api/first-call';
import type { PayloadSpec } from '../../api/first-call';

const ORDER: PayloadSpec<OrderRef> = { orderId: fromQuery('orderId', 'needed'), productId: fromQuery('productId') };

export const playDetailCall = firstCall(loanPlayDetail, ORDER);
export const delayDetailCall = firstCall(loanDelayDetail, ORDER);
