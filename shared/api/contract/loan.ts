/** Order details, loan confirm and joint login (contract §2). Money fields are whole centavos (`money`, contract D32). */
import { get, post, reads, STATES } from './endpoint';
import {
  date,
  filled,
  flag01,
  id,
  list,
  maybe,
  maybeMoney,
  money,
  num,
  numOr,
  obj,
  orderStatus,
  ours,
  text,
} from './declare';
import type { Infer } from './declare';
import * as send from './sends';
import type { Payload } from './sends';

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
  /**
   * D39: 1 when the borrower has an application or a loan under review for this product, which would
   * refuse another: a list leaves it out. Absent: offered as before the field.
   */
  underReview: maybe(flag01),
});
export type RecProduct = Infer<typeof recProduct>;

export const loanDetailsSends = send.fields({
  productId: send.id('product', 'productId'),
  orderId: send.id('order', 'orderId'),
});
export type LoanDetailsRequest = Payload<typeof loanDetailsSends>;

/** The loan details response (spec §3); without `orderStatus` the page cannot tell what to offer. */
export const loanDetails = reads(
  post<typeof loanDetailsSends>(`${STATES}/v3/loan-details/loan-details`),
  obj(
    {
      orderStatus,
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
      /**
       * What is left to repay while the loan is repaying (170, 174, 180): the principal and the interest of
       * the unpaid instalments. Optional: a backend that sends none of the balance shows no balance; a part
       * sent as `null` is withheld, shown as not given, and no total is worked out (D37).
       */
      balancePrincipal: maybeMoney,
      balanceInterest: maybeMoney,
      /** What is left in charges: a service fee not deducted upfront and the late charges accrued so far. */
      balanceCharges: maybeMoney,
      /**
       * What was actually paid once the loan is settled (200): the total and its parts. Optional: without
       * `paidTotal` the page shows only the detail rows.
       */
      paidTotal: maybeMoney,
      /** The scheduled instalments paid (principal, interest and a fee not deducted upfront). */
      paidInstalments: maybeMoney,
      paidLateCharges: maybeMoney,
      paidExtensionFees: maybeMoney,
    },
    ['orderStatus'],
  ),
  { early: true },
);
export type LoanDetails = Infer<typeof loanDetails.data>;

export const googleScoreSends = send.fields({
  /** The stars chosen, 1 to 5 (contract D2). */
  score: send.int({ min: 1, max: 5, label: 'Score' }),
  /** The order rated, from the order page's query. */
  orderId: send.query(send.opt(send.id('order', 'orderId'))),
});
export const googleScore = post<typeof googleScoreSends, { score: number }>(`${STATES}/v3/loan-details/google-score`);

/** Our own tracking codes (spec §6), not the backend's ids. */
const trackingCode = send.int({ min: 0, max: 10_000 });

export const eventSaveSends = send.fields({
  productId: send.opt(send.id('product', 'productId')),
  moduleId: trackingCode,
  positionId: trackingCode,
});
export type EventSaveRequest = Payload<typeof eventSaveSends>;
/** A tracking event; the response is ignored. */
export const eventSave = post<typeof eventSaveSends>(`${STATES}/service/event/save`);

export const goyaDefineSends = send.fields({
  module: trackingCode,
  position: trackingCode,
  product_code: send.id('productCode', 'product_code'),
});
export type GoyaDefineRequest = Payload<typeof goyaDefineSends>;
/** Opens a recommended product: code '00' and `data.link`. */
export const goyaDefine = reads(post<typeof goyaDefineSends>(`${STATES}/gopia/goya/define`), obj({ link: text }));

/** A plan row without its amount is left out, never shown as ₱0.00. */
const repayPlan = obj({ title: text, /** What this instalment asks. */ amount: money, pay_time: date }, ['amount']);
export type RepayPlan = Infer<typeof repayPlan>;

/**
 * Loan confirm data (spec §3); the v2 page also reads `NewButtonMsg` and `NewPopMsg`. The amount,
 * `periods` and `termUnit` are sent back with the application (D10), so all three are required.
 */
export const loanDetailConfirmSends = send.fields({ productId: send.id('product', 'productId') });
export const loanDetailConfirm = reads(
  post<typeof loanDetailConfirmSends>(`${STATES}/v3/loan/loan-detail-confirm`),
  obj(
    {
      comProductLogo: text,
      comProductName: text,
      /** The amount financed. */
      amount: money,
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
      /**
       * The net proceeds (D25, D37): left out, nothing is deducted upfront (the amount financed); sent as
       * `null`, the statement works out no net proceeds, finance charge or rate, and Apply waits.
       */
      netAmount: maybeMoney,
      /**
       * The disbursement date (D25, D37; D20 forms); '' when not sent: then `firstPayTime` less
       * `firstPeriodDay`, and without those today in Manila.
       */
      loanDate: date,
      /**
       * D39: 1 when an application for this product is already under review, so another would be refused:
       * the page says so before the statement and Apply now is disabled. Absent: Apply as before.
       */
      underReview: maybe(flag01),
      /** D39: that application's order, where the page sends the borrower (alone, it also means under review). */
      underReviewOrderId: maybe(id('order')),
    },
    ['amount', 'periods', 'termUnit'],
  ),
  { early: true, attach: true },
);
export type LoanConfirm = Infer<typeof loanDetailConfirm.data>;

/** An agreement of the list ("title plus identifiers"); without its id or position it cannot be opened. */
const contractItem = obj({ id: id('agreement'), title: text, position: id('position') }, ['id', 'position']);
export type ContractItem = Infer<typeof contractItem>;

/** The agreements' scene: loan confirm's is 3. */
const scene = send.one([3] as const, 'scene');

export const contractListSends = send.fields({ productId: send.id('product', 'productId'), scene });
export const contractList = reads(
  get<typeof contractListSends>(`${STATES}/v3/contract/contract-list`),
  obj({ data: list(contractItem) }),
  { early: true },
);

export const contractJumpSends = send.fields({
  productId: send.id('product', 'productId'),
  scene,
  position: send.id('position', 'position'),
  orderId: send.opt(send.id('order', 'orderId')),
});
export type ContractJumpRequest = Payload<typeof contractJumpSends>;
export const contractJump = reads(
  post<typeof contractJumpSends>(`${STATES}/v3/contract/contract-jump`),
  obj({ contract_url: text }),
);

/**
 * The application sends back the offer's amount, `periods` and `termUnit` as they arrived (D10), with an
 * `Idempotency-Key` header: it moves money, one key per attempt.
 */
export const loanDetailPushSends = send.fields(
  {
    amount: send.money('Amount'),
    periods: send.int({ min: 1, label: 'Periods' }),
    termUnit: send.int({ min: 1, label: 'termUnit' }),
    productId: send.id('product', 'productId'),
  },
  { money: 'key' },
);
export type LoanPushRequest = Payload<typeof loanDetailPushSends>;
/**
 * The application: once it answers success the loan is applied for. Nothing of its answer is required
 * (a field that cannot be read never reports a filed application as failed); without `lendDetailsUrl`
 * the page says the application was sent and where to see it.
 */
export const loanDetailPush = reads(
  post<typeof loanDetailPushSends>(`${STATES}/v3/loan/loan-detail-push`),
  obj({ lendDetailsUrl: text, orderId: ours(maybe(id('order'))) }),
  { attach: true },
);

export const unionErrorInfoSends = send.nothing;
export const unionErrorInfo = reads(
  post<typeof unionErrorInfoSends>(`${STATES}/v3/union/union-error-info`),
  obj({ noticeMessage: text, errMessage: text, family: list(recProduct) }),
  { early: true },
);
export type UnionErrorInfo = Infer<typeof unionErrorInfo.data>;
