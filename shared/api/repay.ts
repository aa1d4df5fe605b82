/** Repayment calls: instalment, extension, the pay link (idempotent) and the legacy card flow. */
import type { Id } from './contract/declare';
import {
  generateVcode,
  loanDelayDetail,
  loanPlayDetail,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from './contract/repay';
import type { GenerateVcodeRequest, OrderRef, RepaymentCommitRequest, RepaymentConfirmRequest } from './contract/repay';
import { request } from './request';
import type { PayloadOf } from './contract/endpoint';
import { requestParsed } from './parsed';
import type { RequestOptions } from './request';
import { LEGACY_NETWORK_MESSAGE } from '../feedback/messages';

export const fetchLoanPlayDetail = (ref: OrderRef, options?: RequestOptions) =>
  requestParsed(loanPlayDetail, ref, options);
export const fetchLoanDelayDetail = (ref: OrderRef, options?: RequestOptions) =>
  requestParsed(loanDelayDetail, ref, options);

/**
 * Asks for the pay link of one payment attempt. The same `idempotencyKey` (a retry of the same
 * attempt) gets the same link and never a second payment.
 * @example const res = await createPayLink({ productId, orderId, amount, channelNumber }, key);
 */
export const createPayLink = (payload: GenerateVcodeRequest, idempotencyKey: string, options: RequestOptions = {}) =>
  requestParsed(generateVcode, payload, {
    loading: true,
    ...options,
    headers: { ...options.headers, 'Idempotency-Key': idempotencyKey },
  });

export const fetchRepaymentWay = (req: PayloadOf<typeof repaymentWay>, options?: RequestOptions) =>
  requestParsed(repaymentWay, req, options);
export const commitRepayment = (payload: RepaymentCommitRequest, options?: RequestOptions) =>
  requestParsed(repaymentCommit, payload, { networkMessage: LEGACY_NETWORK_MESSAGE, ...options });
export const confirmRepayment = (payload: RepaymentConfirmRequest, options?: RequestOptions) =>
  request(repaymentConfirm, payload, { networkMessage: LEGACY_NETWORK_MESSAGE, ...options });
export const fetchHuichaoUrl = (orderId: Id, repayToken: string, options?: RequestOptions) =>
  requestParsed(
    repaymentHuichao,
    { orderId, repayToken },
    {
      networkMessage: LEGACY_NETWORK_MESSAGE,
      ...options,
    },
  );
