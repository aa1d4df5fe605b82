/** Readers of the loan area's responses (contract §2, D10, D13): order details, loan confirm, joint login. */
import * as v from 'valibot';
import type { ContractItem, DetailRow, LoanConfirm, LoanDetails, RecProduct, UnionErrorInfo } from '../contract/loan';
import { flag01, list, num, numOr, reader, someText, text } from './read';

const row: v.GenericSchema<unknown, DetailRow> = v.object({ text, value: text });

const recProduct: v.GenericSchema<unknown, RecProduct> = v.object({
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
  v.object({
    orderStatus: num,
    noticeStatusText: text,
    noticeDesText: text,
    recProducts: list(recProduct),
    productName: text,
    productLogo: text,
    userOrderDetail: v.nullish(v.object({ detail: list(row) }), () => ({ detail: [] })),
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
  }),
);

/** The offer: amount, `periods` and `termUnit` are sent back with the application (D10), so all three are required. */
export const loanConfirm = /* @__PURE__ */ reader<LoanConfirm>(
  v.object({
    comProductLogo: text,
    comProductName: text,
    amount: num,
    periods: num,
    termUnit: num,
    details: list(row),
    repay_plans: list(v.object({ title: text, amount: num, pay_time: num })),
    firstPayTime: numOr(0),
    firstPeriodDay: numOr(0),
    pRateDsc: text,
    sendSms: numOr(0),
    isPopType: numOr(0),
    popTitle: text,
    popContent: text,
    popAgreementUrl: text,
    NewButtonMsg: text,
    NewPopMsg: text,
  }),
);

export const contractList = /* @__PURE__ */ reader<{ data: ContractItem[] }>(
  v.object({ data: list(v.object({ id: num, title: text, position: num })) }),
);

export const contractJump = /* @__PURE__ */ reader<{ contract_url: string }>(v.object({ contract_url: text }));

export const loanPush = /* @__PURE__ */ reader<{ lendDetailsUrl: string; orderId: number }>(
  v.object({ lendDetailsUrl: someText, orderId: numOr(0) }),
);

export const unionError = /* @__PURE__ */ reader<UnionErrorInfo>(
  v.object({ noticeMessage: text, errMessage: text, family: list(recProduct) }),
);

export const goyaLink = /* @__PURE__ */ reader<{ link: string }>(v.object({ link: text }));
