/** Order details, loan confirm and joint login (contract §2). Money fields are integer cents. */
import { get, post, reads, STATES } from './endpoint';
import type { DateValue } from './endpoint';

/** A recommended product (`recProducts[]` in the loan details, `family[]` in joint login; contract §2). */
export interface RecProduct {
  logo: string;
  name: string;
  buttonText: string;
  range: string;
  rangeDesc: string;
  rate: string;
  desc: string;
  /** 1 = enabled (contract D3); anything else: the click is ignored. */
  enabled: number;
  productCode: string;
}

export interface DetailRow {
  text: string;
  value: string;
}

export interface LoanDetailsRequest {
  productId: string;
  orderId: string;
}

/** The loan details response (spec §3 "Loan details response"). */
export interface LoanDetails {
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  recProducts: RecProduct[];
  productName: string;
  productLogo: string;
  userOrderDetail: { detail: DetailRow[] };
  inside: number;
  /** Where Repay goes when non-empty (guarded). */
  h5Url: string;
  isDelay: '0' | '1';
  /** Customer-service phone; the page falls back to the configured one. */
  telephone: string;
  isScore: '0' | '1';
  /** The continue-withdrawal link. */
  playeduL: string;
  /** The withdrawal prompt's message. */
  reyMsg: string;
  KindTipsMsg: string;
  cardNeedPop: number;
  cardPopTitle: string;
  cardPopMsg: string;
}

export const loanDetails = reads(
  post<LoanDetailsRequest, LoanDetails>(`${STATES}/v3/loan-details/loan-details`),
  'loanDetails',
  { early: true },
);

export interface GoogleScoreRequest {
  /** The stars chosen, 1 to 5 (contract D2). */
  score: number;
}
export const googleScore = post<GoogleScoreRequest, { score: number }>(`${STATES}/v3/loan-details/google-score`);

export interface EventSaveRequest {
  productId: string;
  moduleId: number;
  positionId: number;
}
/** A tracking event; the response is ignored. */
export const eventSave = post<EventSaveRequest, unknown>(`${STATES}/service/event/save`);

export interface GoyaDefineRequest {
  module: number;
  position: number;
  product_code: string;
}
/** Opens a recommended product: code '00' and `data.link`. */
export const goyaDefine = reads(post<GoyaDefineRequest, { link: string }>(`${STATES}/gopia/goya/define`), 'goyaLink');

export interface RepayPlan {
  title: string;
  /** Cents. */
  amount: number;
  /** Epoch milliseconds. */
  pay_time: DateValue;
}

/** Loan confirm data (spec §3); the v2 page also reads `NewButtonMsg` and `NewPopMsg`. */
export interface LoanConfirm {
  comProductLogo: string;
  comProductName: string;
  /** Cents. */
  amount: number;
  periods: number;
  /** Days in one period (1 when `periods` already counts days): the term is `periods × termUnit` days (D10). */
  termUnit: number;
  details: DetailRow[];
  repay_plans: RepayPlan[];
  firstPayTime: DateValue;
  firstPeriodDay: number;
  pRateDsc: string;
  sendSms: number;
  /** 1: the shell's back opens the retention pop-up. */
  isPopType: number;
  popTitle: string;
  popContent: string;
  /** Non-empty: the agreement modal opens at load with this document. */
  popAgreementUrl: string;
  NewButtonMsg: string;
  NewPopMsg: string;
  /** Cents, when the backend sends it (D25): the net proceeds. */
  netAmount?: number;
  /** The disbursement date (D25, D20 forms); '' when not sent. */
  loanDate: DateValue;
}

export const loanDetailConfirm = reads(
  post<{ productId: string }, LoanConfirm>(`${STATES}/v3/loan/loan-detail-confirm`),
  'loanConfirm',
  { early: true },
);

export interface ContractItem {
  id: number;
  title: string;
  position: number;
}
export const contractList = reads(
  get<{ productId: string; scene: number }, { data: ContractItem[] }>(`${STATES}/v3/contract/contract-list`),
  'contractList',
  { early: true },
);

export interface ContractJumpRequest {
  productId: string;
  scene: number;
  position: number;
  orderId: string;
}
export const contractJump = reads(
  post<ContractJumpRequest, { contract_url: string }>(`${STATES}/v3/contract/contract-jump`),
  'contractJump',
);

export interface LoanPushRequest {
  /** Cents. */
  amount: number;
  periods: number;
  termUnit: number;
  productId: string;
}
export const loanDetailPush = reads(
  post<LoanPushRequest, { lendDetailsUrl: string; orderId: number }>(`${STATES}/v3/loan/loan-detail-push`),
  'loanPush',
);

export interface UnionErrorInfo {
  noticeMessage: string;
  errMessage: string;
  family: RecProduct[];
}
export const unionErrorInfo = reads(
  post<Record<string, never>, UnionErrorInfo>(`${STATES}/v3/union/union-error-info`),
  'unionError',
  { early: true },
);
