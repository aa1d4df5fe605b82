/** Readers of the loan area's responses (contract §2, D10, D13): order details, loan confirm, joint login. */
import type { ContractItem, DetailRow, LoanConfirm, LoanDetails, RecProduct, UnionErrorInfo } from '../contract/loan';
import { date, flag01, list, maybe, num, numOr, obj, orElse, reader, someText, text } from './read';
import type { Schema } from './read';

const row: Schema<DetailRow> = obj({ text, value: text });

const recProduct: Schema<RecProduct> = obj({
  logo: text,
  name: text,
  buttonText: text,
  range: text,
  rangeDesc: text,
  rate: text,
  desc: text,
  enabled: numOr(0),
  productCode: text,
});

/** Without `orderStatus` the page cannot tell what to offer: that is a load failure. */
export const loanDetails = /* @__PURE__ */ reader<LoanDetails>(
  obj(
    {
      orderStatus: num,
      noticeStatusText: text,
      noticeDesText: text,
      recProducts: list(recProduct),
      productName: text,
      productLogo: text,
      userOrderDetail: orElse(obj({ detail: list(row) }), () => ({ detail: [] })),
      inside: numOr(0),
      h5Url: text,
      isDelay: flag01,
      telephone: text,
      isScore: flag01,
      playeduL: text,
      reyMsg: text,
      KindTipsMsg: text,
      cardNeedPop: numOr(0),
      cardPopTitle: text,
      cardPopMsg: text,
    },
    ['orderStatus'],
  ),
);

/** The offer: amount, `periods` and `termUnit` are sent back with the application (D10), so all three are required. */
export const loanConfirm = /* @__PURE__ */ reader<LoanConfirm>(
  obj(
    {
      comProductLogo: text,
      comProductName: text,
      amount: num,
      periods: num,
      termUnit: num,
      details: list(row),
      // A plan row without its amount is left out, never shown as ₱0.00.
      repay_plans: list(obj({ title: text, amount: num, pay_time: date }, ['amount'])),
      firstPayTime: date,
      firstPeriodDay: numOr(0),
      pRateDsc: text,
      sendSms: numOr(0),
      isPopType: numOr(0),
      popTitle: text,
      popContent: text,
      popAgreementUrl: text,
      NewButtonMsg: text,
      NewPopMsg: text,
      netAmount: maybe(num),
      loanDate: date,
    },
    ['amount', 'periods', 'termUnit'],
  ),
);

export const contractList = /* @__PURE__ */ reader<{ data: ContractItem[] }>(
  obj({ data: list(obj({ id: num, title: text, position: num }, ['id', 'position'])) }),
);

export const contractJump = /* @__PURE__ */ reader<{ contract_url: string }>(obj({ contract_url: text }));

export const loanPush = /* @__PURE__ */ reader<{ lendDetailsUrl: string; orderId: number }>(
  obj({ lendDetailsUrl: someText, orderId: numOr(0) }, ['lendDetailsUrl']),
);

export const unionError = /* @__PURE__ */ reader<UnionErrorInfo>(
  obj({ noticeMessage: text, errMessage: text, family: list(recProduct) }),
);

export const goyaLink = /* @__PURE__ */ reader<{ link: string }>(obj({ link: text }));
