/** Order details, loan confirm and joint-login calls. */
import {
  contractJump,
  contractList,
  eventSave,
  googleScore,
  goyaDefine,
  loanDetailConfirm,
  loanDetailPush,
  loanDetails,
  unionErrorInfo,
} from './contract/loan';
import type {
  ContractJumpRequest,
  EventSaveRequest,
  GoyaDefineRequest,
  LoanDetailsRequest,
  LoanPushRequest,
} from './contract/loan';
import { request, sendAndForget } from './request';
import { readSoft, requestParsed } from './parsed';
import type { ApiResult, RequestOptions } from './request';
import type { PayloadOf, ReadEndpoint } from './contract/endpoint';

/** @example const res = await fetchLoanDetails({ productId, orderId }, { loading: 'loading...' }); */
export const fetchLoanDetails = (req: LoanDetailsRequest, options?: RequestOptions) =>
  requestParsed(loanDetails, req, options);

/** @example await submitScore(4, { loading: 'loading...' }); */
export const submitScore = (score: number, options?: RequestOptions) => request(googleScore, { score }, options);

/**
 * A tracking event (its outcome is ignored): sent so that it survives the page leaving, and nothing waits
 * for it, so the tap it belongs to goes on at once (ADR 0027).
 * @example trackEvent({ productId, moduleId: 30, positionId: 0 }); native.home();
 */
export const trackEvent = (req: EventSaveRequest): void => sendAndForget(eventSave, req);

/** @example const res = await openProduct({ module: 1, position: 1, product_code: 'PF01' }); */
export const openProduct = (req: GoyaDefineRequest, options?: RequestOptions) =>
  requestParsed(goyaDefine, req, options);

export const fetchLoanConfirm = (req: PayloadOf<typeof loanDetailConfirm>, options?: RequestOptions) =>
  readBoth(loanDetailConfirm, req, options);

/** Agreements of the loan confirm scene (3). */
export const fetchContracts = (req: PayloadOf<typeof contractList>, options?: RequestOptions) =>
  requestParsed(contractList, req, options);

export const fetchContractUrl = (req: ContractJumpRequest, options?: RequestOptions) =>
  requestParsed(contractJump, req, options);

/** Applies for the loan: one call per tap (the page guards it). */
export const applyLoan = (req: LoanPushRequest, options?: RequestOptions) => readBoth(loanDetailPush, req, options);

export const fetchUnionError = (req: PayloadOf<typeof unionErrorInfo>, options?: RequestOptions) =>
  requestParsed(unionErrorInfo, req, options);

/**
 * Loan confirm's two calls serve both page generations (spec §7): v1 reads `data`, v2 the newer
 * envelope's `attach`. Both are read by the same schema; what cannot be read is absent, and each
 * variant turns an absent payload into its own failure.
 */
async function readBoth<Req, T>(
  endpoint: ReadEndpoint<Req, T>,
  payload: Req,
  options?: RequestOptions,
): Promise<ApiResult<T>> {
  const res = await request(endpoint, payload, options);
  const { path, data: decl } = endpoint;
  if (!res.success) return res;
  const raw = res.raw && typeof res.raw === 'object' ? (res.raw as { attach?: unknown }) : {};
  const [data, attach] = await Promise.all([
    readSoft(decl, res.data, path),
    readSoft(decl, raw.attach, `${path} attach`),
  ]);
  return { ...res, data, raw: { ...raw, attach } };
}

/**
 * The newer envelope's payload: the second Loan confirm reads `code`, `message` and `attach`
 * (spec §7 "Loan confirm"), not `data`. Anything but an object reads as absent.
 * @example const offer = attachOf(await fetchLoanConfirm(productId));
 */
export function attachOf<T>(res: ApiResult<T>): T | undefined {
  const raw = res.raw as { attach?: unknown } | null | undefined;
  const attach = raw && typeof raw === 'object' ? raw.attach : undefined;
  return attach && typeof attach === 'object' && !Array.isArray(attach) ? (attach as T) : undefined;
}
