/**
 * Repayment (contract §2): instalment and extension detail, the pay-link call, and the legacy card
 * repayment store (spec §3 "Legacy repayment store"). Every amount is integer cents.
 */
import { post, reads, STATES } from './endpoint';
import type { DateValue } from './endpoint';
import type { DetailRow } from './loan';

export interface OrderRef {
  productId: string | number;
  orderId: string | number;
}

/** A repayment channel of the channel list (spec §3 "Instalment repay data"). */
export interface RepayChannel {
  logo: string;
  name: string;
  channel_number: string;
}

/** A text/value row: the same shape the loan details use. */
export type { DetailRow } from './loan';

/** One step note of a group: a name and its steps. */
export interface PayNoticeItem {
  name: string;
  steps: string[];
}

/** The default pay code (spec §3 `defDetail`). */
export interface DefDetail {
  /** The reference number to pay with; '' hides the pay-code box. */
  payCode: string;
  /** Picture of the channel the code is for. */
  logo: string;
  /** Name of that channel. */
  title: string;
  /** Step notes grouped by heading (shown by the second code page). */
  payNotice: Record<string, PayNoticeItem[]>;
  /** 1: pay with the code; 2: pay by scanning the QR image. */
  type: 1 | 2;
  /** The QR image (type 2), served by the backend. */
  qrUrl: string;
  /** Which code page the pay-code box opens: 1 `repay-code.html`, 2 `repay-code-2.html`. */
  codePage: 1 | 2;
}

export interface LoanPlayDetail {
  /** Cents. */
  repayAmount: number;
  productName: string;
  /** Epoch ms. */
  repayDate: DateValue;
  productLogo: string;
  orderNo: string;
  detail: DetailRow[];
  repayList: RepayChannel[];
  /** Instruction banner; shown when `isShowReyTop` is 1. */
  noticeMsg: string;
  isShowReyTop: number;
  /** Absent when the backend sends none (D13): no pay-code box then. */
  defDetail?: DefDetail;
}

export interface DelayPlanRow {
  remark: string;
  title: string;
  /** Cents. */
  amount: number;
  /** Epoch ms. */
  time: DateValue;
}

/** The same other fields as instalment (D11): `repayDate` is the next payment date after the extension. */
export interface LoanDelayDetail extends Omit<LoanPlayDetail, 'repayAmount'> {
  /** Absent when the backend sends none (D13): the page says the fee is not available. */
  delayInfo?: {
    /** Cents. */
    delayAmount: number;
    title: string;
  };
  repayPlan: DelayPlanRow[];
}

export interface GenerateVcodeRequest extends OrderRef {
  /** Cents: what the page showed; the backend refuses a stale amount. */
  amount: number;
  channelNumber: string;
  isDelay?: 1;
}

export interface GenerateVcode {
  payUrl: string;
}

/** Codes of `loan-play-detail` / `loan-delay-detail` when there is nothing to pay. */
export const REPAY_SETTLED_CODE = 3001;
export const REPAY_NOT_DUE_CODE = 3002;

export const loanPlayDetail = reads(
  post<OrderRef, LoanPlayDetail>(`${STATES}/v3/repay/loan-play-detail`),
  'loanPlayDetail',
  { early: true },
);
export const loanDelayDetail = reads(
  post<OrderRef, LoanDelayDetail>(`${STATES}/v3/repay/loan-delay-detail`),
  'loanDelayDetail',
  { early: true },
);
/** Send an `Idempotency-Key` header: the same key gives the same `payUrl` and one payment. */
export const generateVcode = reads(
  post<GenerateVcodeRequest, GenerateVcode>(`${STATES}/v3/repay/generate-vcode`),
  'payLink',
);

// Legacy card repayment (answers code '00' on success).

export interface BankCard {
  id: number;
  bankName: string;
  /** Masked card number. */
  cardNo: string;
  bankCode: string;
}

export interface RepaymentWay {
  /** '1' when online payment (the 'huichao' redirect) is offered. */
  alipay: string;
  repayToken: string;
  bankCards: BankCard[];
  /** D12: used when present; the amount due otherwise comes from `loan-play-detail`. */
  amount?: number;
  orderNo?: string;
  productId?: number;
}

export interface RepaymentCommitRequest {
  amount: number;
  bankName: string;
  cardId: number;
  cardNo: string;
  couponId: string;
  orderId: string | number;
  repayToken: string;
  bankCode: string;
  /** 1: send the SMS code. */
  sendMsg: 0 | 1;
}

export interface RepaymentCommit {
  repayRecordId: number;
  /** 1: the payment needs the SMS code (`repayment-confirm`). */
  needValid: number;
}

export interface RepaymentConfirmRequest {
  orderId: string | number;
  verifyCode: string;
  repaymentRecordId: number;
}

export const LEGACY_OK = '00';
export const WRONG_CODE = 800006;
export const SUBMITTED_TWICE = 800005;

export const repaymentWay = reads(
  post<{ orderId: string | number }, RepaymentWay>(`${STATES}/api/repayment/repayment-way`),
  'repaymentWay',
  { early: true },
);
export const repaymentCommit = reads(
  post<RepaymentCommitRequest, RepaymentCommit>(`${STATES}/api/repayment/repayment-commit`),
  'repaymentCommit',
);
export const repaymentHuichao = reads(
  post<{ orderId: string | number; repayToken: string }, { url: string }>(`${STATES}/api/repayment/repayment-huichao`),
  'huichaoUrl',
);
export const repaymentConfirm = post<RepaymentConfirmRequest, null>(`${STATES}/api/repayment/repayment-confirm`);
