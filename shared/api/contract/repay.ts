/**
 * Repayment (contract §2): instalment and extension detail, the pay-link call, and the legacy card
 * repayment store (spec §3 "Legacy repayment store"). Every amount is integer cents.
 */
import { post, reads, STATES } from './endpoint';
import { date, id, lines, list, maybe, num, numOr, obj, pick, record, someText, text } from './declare';
import type { Id, Infer } from './declare';
import { detailRow } from './loan';

export type OrderRef = {
  productId: Id;
  orderId: Id;
};

/** A text/value row: the same shape the loan details use. */
export type { DetailRow } from './loan';

/** A repayment channel of the channel list (spec §3 "Instalment repay data"); without its number it cannot make a payment link: it is left out. */
const repayChannel = obj({ logo: text, name: text, channel_number: id('channel') }, ['channel_number']);
export type RepayChannel = Infer<typeof repayChannel>;

/** One step note of a group: a name and its steps (a backend may send the steps as one text). */
const payNoticeItem = obj({ name: text, steps: lines });
export type PayNoticeItem = Infer<typeof payNoticeItem>;

/** `type` 2 is QR, anything else the code; `codePage` 2 is the second code page, anything else the first (D12). */
const oneOrTwo = pick(numOr(1), [1, 2] as const, 1);

/** The default pay code (spec §3 `defDetail`, D12). */
const defDetail = obj({
  /** The reference number to pay with; '' hides the pay-code box. */
  payCode: text,
  /** Picture of the channel the code is for. */
  logo: text,
  /** Name of that channel. */
  title: text,
  /** Step notes grouped by heading (shown by the second code page). */
  payNotice: record(list(payNoticeItem)),
  /** 1: pay with the code; 2: pay by scanning the QR image. */
  type: oneOrTwo,
  /** The QR image (type 2), served by the backend. */
  qrUrl: text,
  /** Which code page the pay-code box opens: 1 `repay-code.html`, 2 `repay-code-2.html`. */
  codePage: oneOrTwo,
});
export type DefDetail = Infer<typeof defDetail>;

/** What instalment and extension share (D11: "the same other fields"). */
const repayCommon = {
  productName: text,
  productLogo: text,
  /** D12: the order's number, shown and sent to the complaint flow. */
  orderNo: maybe(id('orderNo')),
  detail: list(detailRow),
  repayList: list(repayChannel),
  /** Instruction banner; shown when `isShowReyTop` is 1. */
  noticeMsg: text,
  isShowReyTop: numOr(0),
  /** Absent when the backend sends none (D13): no pay-code box then. */
  defDetail: maybe(defDetail),
};

/** The amount due of instalment is required: there is nothing to pay without it. */
export const loanPlayDetail = reads(
  post<OrderRef>(`${STATES}/v3/repay/loan-play-detail`),
  obj(
    {
      /** Cents. */
      repayAmount: num,
      repayDate: date,
      ...repayCommon,
    },
    ['repayAmount'],
  ),
  { early: true },
);
export type LoanPlayDetail = Infer<typeof loanPlayDetail.data>;

const delayPlanRow = obj({ remark: text, title: text, /** Cents. */ amount: num, time: date }, ['amount']);
export type DelayPlanRow = Infer<typeof delayPlanRow>;

export const loanDelayDetail = reads(
  post<OrderRef>(`${STATES}/v3/repay/loan-delay-detail`),
  obj({
    ...repayCommon,
    /** D11: the next payment date after the extension. */
    repayDate: date,
    /** Without its fee the extension cannot be paid: the page says so (ADR 0022), the rest is shown. */
    delayInfo: maybe(obj({ /** Cents. */ delayAmount: num, title: text }, ['delayAmount'])),
    repayPlan: list(delayPlanRow),
  }),
  { early: true },
);
export type LoanDelayDetail = Infer<typeof loanDelayDetail.data>;

export interface GenerateVcodeRequest extends OrderRef {
  /** Cents: what the page showed; the backend refuses a stale amount. */
  amount: number;
  channelNumber: Id;
  isDelay?: 1;
}

/** Codes of `loan-play-detail` / `loan-delay-detail` when there is nothing to pay. */
export const REPAY_SETTLED_CODE = 3001;
export const REPAY_NOT_DUE_CODE = 3002;

/** Send an `Idempotency-Key` header: the same key gives the same `payUrl` and one payment. */
export const generateVcode = reads(
  post<GenerateVcodeRequest>(`${STATES}/v3/repay/generate-vcode`),
  obj({ payUrl: someText }, ['payUrl']),
);
export type GenerateVcode = Infer<typeof generateVcode.data>;

// Legacy card repayment (answers code '00' on success).

/** A card without its id cannot be paid with: it is left out of the list. */
const bankCard = obj({ id: id('card'), bankName: text, /** Masked card number. */ cardNo: text, bankCode: text }, [
  'id',
]);
export type BankCard = Infer<typeof bankCard>;

/** D12: `amount`, `orderNo`, `productId` are used only when present. */
export const repaymentWay = reads(
  post<{ orderId: Id }>(`${STATES}/api/repayment/repayment-way`),
  obj({
    /** '1' when online payment (the 'huichao' redirect) is offered. */
    alipay: text,
    repayToken: text,
    bankCards: list(bankCard),
    /** Cents; the amount due otherwise comes from `loan-play-detail`. */
    amount: maybe(num),
    orderNo: maybe(id('orderNo')),
    productId: maybe(id('product')),
  }),
  { early: true },
);
export type RepaymentWay = Infer<typeof repaymentWay.data>;

export interface RepaymentCommitRequest {
  amount: number;
  bankName: string;
  cardId: Id;
  cardNo: string;
  couponId: string;
  orderId: Id;
  repayToken: string;
  bankCode: string;
  /** 1: send the SMS code. */
  sendMsg: 0 | 1;
}

/**
 * A commit that answers success has reached the server (the record exists, the SMS code is on its way):
 * nothing of its answer is required, so a field that cannot be read never turns it into a failure. The
 * page offers the code entry when the record id is readable, else the order, which shows the payment.
 */
export const repaymentCommit = reads(
  post<RepaymentCommitRequest>(`${STATES}/api/repayment/repayment-commit`),
  obj({
    repayRecordId: maybe(id('record')),
    /** 1: the payment needs the SMS code (`repayment-confirm`); absent when unreadable. */
    needValid: maybe(num),
  }),
);
export type RepaymentCommit = Infer<typeof repaymentCommit.data>;

export interface RepaymentConfirmRequest {
  orderId: Id;
  verifyCode: string;
  repaymentRecordId: Id;
}

export const LEGACY_OK = '00';
export const WRONG_CODE = 800006;
export const SUBMITTED_TWICE = 800005;

export const repaymentHuichao = reads(
  post<{ orderId: Id; repayToken: string }>(`${STATES}/api/repayment/repayment-huichao`),
  obj({ url: text }),
);
export const repaymentConfirm = post<RepaymentConfirmRequest, null>(`${STATES}/api/repayment/repayment-confirm`);
