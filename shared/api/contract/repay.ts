/**
 * Repayment (contract §2): instalment and extension detail, the pay-link call, and the legacy card
 * repayment store (spec §3 "Legacy repayment store"). Every amount is whole centavos (`money`, contract D32).
 */
import { post, reads, STATES } from './endpoint';
import { date, id, lines, list, maybe, money, num, numOr, obj, pick, record, someText, text } from './declare';
import type { Infer } from './declare';
import { detailRow } from './loan';
import * as send from './sends';
import type { Payload } from './sends';

/** The order a repayment screen shows, as its link names it. */
const orderId = send.id('order', 'Order');
const productId = send.id('product', 'Product');
/** The product of the order, when the page query names it (the legacy store's calls). */
const productInQuery = send.query(send.opt(productId));
export const loanPlayDetailSends = send.fields({ orderId, productId });
export const loanDelayDetailSends = loanPlayDetailSends;
export type OrderRef = Payload<typeof loanPlayDetailSends>;

/** A text/value row: the same shape the loan details use. */
export type { DetailRow } from './loan';

/**
 * D39: how a channel is paid. `cash`: a counter (7-Eleven, a pawnshop, a remittance centre) where the
 * borrower pays in cash with the order's reference number; `online`: an e-wallet or a bank app, paid
 * through the pay link (`generate-vcode`).
 */
export const CHANNEL_KINDS = ['cash', 'online'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * A repayment channel of the channel list (spec §3 "Instalment repay data"); without its number it cannot
 * make a payment link: it is left out. `kind` (D39) is optional: a channel without it (or with another
 * value) is online, as before the field existed.
 */
const repayChannel = obj(
  { logo: text, name: text, channel_number: id('channel'), kind: maybe(pick(text, CHANNEL_KINDS, 'online')) },
  ['channel_number'],
);
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
  /**
   * Days the instalment asked for (the oldest one the amount due pays, D36) is past its due date (ADR
   * 0045): above 0 the screen says it is overdue. Absent or 0: nothing is said (D21).
   */
  overdueDays: maybe(num),
  /**
   * The late charges said beside the days overdue: on `loan-play-detail` those the amount due includes
   * (every instalment it pays, D36), on `loan-delay-detail` the extended instalment's own; absent: not
   * said (D21).
   */
  lateCharges: maybe(money),
};

/**
 * One instalment the amount due pays (D36). Without its amount it is left out, never shown as ₱0.00.
 */
const dueInstalment = obj(
  {
    /** Its name, in the borrower's language: `Instalment 2 of 4`. */
    title: text,
    /** Its due date, after any extension. */
    dueDate: date,
    /** Days past that date; absent or 0: not overdue (the screen says it is due on that date). */
    overdueDays: maybe(num),
    /** What it asks without late charges. */
    amount: money,
    /** Its own late charges so far; absent: none said. */
    lateCharges: maybe(money),
  },
  ['amount'],
);
export type DueInstalment = Infer<typeof dueInstalment>;

/** The amount due of instalment is required: there is nothing to pay without it. */
export const loanPlayDetail = reads(
  post<typeof loanPlayDetailSends>(`${STATES}/v3/repay/loan-play-detail`),
  obj(
    {
      /** What is due now. */
      repayAmount: money,
      repayDate: date,
      /**
       * Sent only while the lender refuses this payment (its early-repayment rule, ADR 0045): the first day
       * it takes it. The screens then show no amount to pay and no way to pay, and say from when. Absent
       * or blank: it may be paid now (D21).
       */
      payableFrom: maybe(date),
      /**
       * D36: every instalment `repayAmount` pays, oldest first: each one whose date has passed, with its
       * own late charges, and the one now due. With two or more the screens list them, each with its
       * date and days overdue, under `repayAmount` as sent: the page never adds them up. Absent or one
       * row: the screens show `repayAmount` alone.
       */
      dueInstalments: list(dueInstalment),
      ...repayCommon,
    },
    ['repayAmount'],
  ),
  { early: true },
);
export type LoanPlayDetail = Infer<typeof loanPlayDetail.data>;

const delayPlanRow = obj({ remark: text, title: text, /** What this row asks. */ amount: money, time: date }, [
  'amount',
]);
export type DelayPlanRow = Infer<typeof delayPlanRow>;

export const loanDelayDetail = reads(
  post<typeof loanDelayDetailSends>(`${STATES}/v3/repay/loan-delay-detail`),
  obj({
    ...repayCommon,
    /** D11: the next payment date after the extension. */
    repayDate: date,
    /** Without its fee the extension cannot be paid: the page says so (ADR 0022), the rest is shown. */
    delayInfo: maybe(obj({ /** The extension fee. */ delayAmount: money, title: text }, ['delayAmount'])),
    repayPlan: list(delayPlanRow),
  }),
  { early: true },
);
export type LoanDelayDetail = Infer<typeof loanDelayDetail.data>;

/** The pay link of one payment attempt: it moves money, with one `Idempotency-Key` per attempt. */
export const generateVcodeSends = send.also(
  loanPlayDetailSends,
  {
    /** What the page showed; the backend refuses a stale amount. */
    amount: send.money('Amount'),
    channelNumber: send.id('channel', 'Payment method'),
    /** 1: the extension fee, not the instalment. */
    isDelay: send.opt(send.one([1] as const, 'isDelay')),
  },
  { money: 'key' },
);
export type GenerateVcodeRequest = Payload<typeof generateVcodeSends>;

/** Codes of `loan-play-detail` / `loan-delay-detail` when there is nothing to pay. */
export const REPAY_SETTLED_CODE = 3001;
export const REPAY_NOT_DUE_CODE = 3002;

/** Send an `Idempotency-Key` header: the same key gives the same `payUrl` and one payment. */
export const generateVcode = reads(
  post<typeof generateVcodeSends>(`${STATES}/v3/repay/generate-vcode`),
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
export const repaymentWaySends = send.fields({ orderId, productId: productInQuery });
export const repaymentWay = reads(
  post<typeof repaymentWaySends>(`${STATES}/api/repayment/repayment-way`),
  obj({
    /** '1' when online payment (the 'huichao' redirect) is offered. */
    alipay: text,
    repayToken: text,
    bankCards: list(bankCard),
    /** The amount due otherwise comes from `loan-play-detail`. */
    amount: maybe(money),
    orderNo: maybe(id('orderNo')),
    productId: maybe(id('product')),
  }),
  { early: true },
);
export type RepaymentWay = Infer<typeof repaymentWay.data>;

/** The legacy store's session of one order (`repayment-way` gives it). */
const repayToken = send.text({ max: 64, label: 'repayToken' });

/** The card payment: it moves money, once per tap (the legacy backend takes no key). */
export const repaymentCommitSends = send.fields(
  {
    amount: send.money('Amount'),
    bankName: send.opt(send.text()),
    cardId: send.id('card', 'Card'),
    cardNo: send.opt(send.text()),
    couponId: send.opt(send.text()),
    orderId,
    productId: productInQuery,
    repayToken,
    bankCode: send.opt(send.text()),
    /** 1: send the SMS code. */
    sendMsg: send.one([0, 1] as const, 'sendMsg'),
  },
  { money: 'once' },
);
export type RepaymentCommitRequest = Payload<typeof repaymentCommitSends>;

/**
 * A commit that answers success has reached the server (the record exists, the SMS code is on its way):
 * nothing of its answer is required, so a field that cannot be read never turns it into a failure. The
 * page offers the code entry when the record id is readable, else the order, which shows the payment.
 */
export const repaymentCommit = reads(
  post<typeof repaymentCommitSends>(`${STATES}/api/repayment/repayment-commit`),
  obj({
    repayRecordId: maybe(id('record')),
    /** 1: the payment needs the SMS code (`repayment-confirm`); absent when unreadable. */
    needValid: maybe(num),
  }),
);
export type RepaymentCommit = Infer<typeof repaymentCommit.data>;

/** The SMS code of a card payment: it completes the payment, once per tap. */
export const repaymentConfirmSends = send.fields(
  {
    orderId,
    productId: productInQuery,
    verifyCode: send.text({ max: 12, label: 'Code' }),
    repaymentRecordId: send.id('record', 'Repayment record'),
  },
  { money: 'once' },
);
export type RepaymentConfirmRequest = Payload<typeof repaymentConfirmSends>;

export const LEGACY_OK = '00';
/** A wrong SMS code; the message may say how many tries are left. */
export const WRONG_CODE = 800006;
export const SUBMITTED_TWICE = 800005;
/** The record took its last wrong code: this code is spent, a new commit sends a new one. */
export const CODE_EXHAUSTED = 800007;
/** The SMS code's minutes are over: a new commit sends a new one. */
export const CODE_EXPIRED = 800008;

export const repaymentHuichaoSends = send.fields({
  orderId,
  productId: productInQuery,
  repayToken,
});
export const repaymentHuichao = reads(
  post<typeof repaymentHuichaoSends>(`${STATES}/api/repayment/repayment-huichao`),
  obj({ url: text }),
);
export const repaymentConfirm = post<typeof repaymentConfirmSends, null>(`${STATES}/api/repayment/repayment-confirm`);
