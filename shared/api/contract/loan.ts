/** Order details, loan confirm and joint login (contract §2). Money fields are integer cents. */
import { get, post, reads, STATES } from './endpoint';
import { date, filled, flag01, id, list, maybe, num, numOr, obj, ours, text } from './declare';
import type { Id, Infer } from './declare';

/** A text/value row (spec §3 "detail (text, value)"): loan details, loan confirm and repayment. */
export const detailRow = obj({ text, value: text });
export type DetailRow = Infer<typeof detailRow>;

/** A recommended product (`recProducts[]` in the loan details, `family[]` in joint login; contract §2). */
const recProduct = obj({
  logo: text,
  name: text,
  buttonText: text,
  range: text,
  rangeDesc: text,
  rate: text,
  desc: text,
  /** 1 = enabled (contract D3); anything else: the click is ignored. */
  enabled: numOr(0),
  /** Sent back to `define`; a product without one cannot be opened. */
  productCode: maybe(id('productCode')),
});
export type RecProduct = Infer<typeof recProduct>;

export interface LoanDetailsRequest {
  productId: Id;
  orderId: Id;
}

/** The loan details response (spec §3); without `orderStatus` the page cannot tell what to offer. */
export const loanDetails = reads(
  post<LoanDetailsRequest>(`${STATES}/v3/loan-details/loan-details`),
  obj(
    {
      orderStatus: num,
      noticeStatusText: text,
      noticeDesText: text,
      recProducts: list(recProduct),
      productName: text,
      productLogo: text,
      userOrderDetail: filled(obj({ detail: list(detailRow) })),
      inside: numOr(0),
      /** Where Repay goes when non-empty (guarded). */
      h5Url: text,
      isDelay: flag01,
      /** Customer-service phone; the page falls back to the configured one. */
      telephone: text,
      isScore: flag01,
      /** The continue-withdrawal link. */
      playeduL: text,
      /** The withdrawal prompt's message. */
      reyMsg: text,
      KindTipsMsg: text,
      cardNeedPop: numOr(0),
      cardPopTitle: text,
      cardPopMsg: text,
    },
    ['orderStatus'],
  ),
  { early: true },
);
export type LoanDetails = Infer<typeof loanDetails.data>;

export interface GoogleScoreRequest {
  /** The stars chosen, 1 to 5 (contract D2). */
  score: number;
}
export const googleScore = post<GoogleScoreRequest, { score: number }>(`${STATES}/v3/loan-details/google-score`);

export interface EventSaveRequest {
  productId: Id;
  /** Our own tracking codes (spec §6), not the backend's ids. */
  moduleId: number;
  positionId: number;
}
/** A tracking event; the response is ignored. */
export const eventSave = post<EventSaveRequest>(`${STATES}/service/event/save`);

export interface GoyaDefineRequest {
  module: number;
  position: number;
  product_code: Id;
}
/** Opens a recommended product: code '00' and `data.link`. */
export const goyaDefine = reads(post<GoyaDefineRequest>(`${STATES}/gopia/goya/define`), obj({ link: text }));

/** A plan row without its amount is left out, never shown as ₱0.00. */
const repayPlan = obj({ title: text, /** Cents. */ amount: num, pay_time: date }, ['amount']);
export type RepayPlan = Infer<typeof repayPlan>;

/**
 * Loan confirm data (spec §3); the v2 page also reads `NewButtonMsg` and `NewPopMsg`. The amount,
 * `periods` and `termUnit` are sent back with the application (D10), so all three are required.
 */
export const loanDetailConfirm = reads(
  post<{ productId: Id }>(`${STATES}/v3/loan/loan-detail-confirm`),
  obj(
    {
      comProductLogo: text,
      comProductName: text,
      /** Cents. */
      amount: num,
      periods: num,
      /** Days in one period (1 when `periods` already counts days): the term is `periods × termUnit` days (D10). */
      termUnit: num,
      details: list(detailRow),
      repay_plans: list(repayPlan),
      firstPayTime: date,
      firstPeriodDay: numOr(0),
      pRateDsc: text,
      sendSms: numOr(0),
      /** 1: the shell's back opens the retention pop-up. */
      isPopType: numOr(0),
      popTitle: text,
      popContent: text,
      /** Non-empty: the agreement modal opens at load with this document. */
      popAgreementUrl: text,
      NewButtonMsg: text,
      NewPopMsg: text,
      /** Cents, when the backend sends it (D25): the net proceeds; otherwise the amount financed. */
      netAmount: maybe(num),
      /** The disbursement date (D25, D20 forms); '' when not sent: today in Manila then. */
      loanDate: date,
    },
    ['amount', 'periods', 'termUnit'],
  ),
  { early: true },
);
export type LoanConfirm = Infer<typeof loanDetailConfirm.data>;

/** An agreement of the list ("title plus identifiers"); without its id or position it cannot be opened. */
const contractItem = obj({ id: id('agreement'), title: text, position: id('position') }, ['id', 'position']);
export type ContractItem = Infer<typeof contractItem>;

export const contractList = reads(
  get<{ productId: Id; scene: number }>(`${STATES}/v3/contract/contract-list`),
  obj({ data: list(contractItem) }),
  { early: true },
);

export interface ContractJumpRequest {
  productId: Id;
  scene: number;
  position: Id;
  orderId: Id;
}
export const contractJump = reads(
  post<ContractJumpRequest>(`${STATES}/v3/contract/contract-jump`),
  obj({ contract_url: text }),
);

export interface LoanPushRequest {
  /** Cents. */
  amount: number;
  periods: number;
  termUnit: number;
  productId: Id;
}
/**
 * The application: once it answers success the loan is applied for. Nothing of its answer is required
 * (a field that cannot be read never reports a filed application as failed); without `lendDetailsUrl`
 * the page says the application was sent and where to see it.
 */
export const loanDetailPush = reads(
  post<LoanPushRequest>(`${STATES}/v3/loan/loan-detail-push`),
  obj({ lendDetailsUrl: text, orderId: ours(maybe(id('order'))) }),
);

export const unionErrorInfo = reads(
  post<Record<string, never>>(`${STATES}/v3/union/union-error-info`),
  obj({ noticeMessage: text, errMessage: text, family: list(recProduct) }),
  { early: true },
);
export type UnionErrorInfo = Infer<typeof unionErrorInfo.data>;
