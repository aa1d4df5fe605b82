/** Readers of the repayment area's responses (contract §2, D11, D12, D13). */
import * as v from 'valibot';
import type {
  BankCard,
  DefDetail,
  GenerateVcode,
  LoanDelayDetail,
  LoanPlayDetail,
  PayNoticeItem,
  RepayChannel,
  RepaymentCommit,
  RepaymentWay,
} from '../contract/repay';
import type { DetailRow } from '../contract/loan';
import { list, maybe, num, numOr, reader, someText, text } from './read';

const row: v.GenericSchema<unknown, DetailRow> = v.object({ text, value: text });
const channel: v.GenericSchema<unknown, RepayChannel> = v.object({ logo: text, name: text, channel_number: someText });
const notice: v.GenericSchema<unknown, PayNoticeItem> = v.object({ name: text, steps: list(text) });

/** `type` 2 is QR, anything else the code; `codePage` 2 is the second code page, anything else the first (D12). */
const oneOrTwo = v.pipe(
  numOr(1),
  v.transform((n): 1 | 2 => (n === 2 ? 2 : 1)),
);

const defDetail: v.GenericSchema<unknown, DefDetail> = v.object({
  payCode: text,
  logo: text,
  title: text,
  payNotice: v.nullish(v.record(v.string(), list(notice)), () => ({})),
  type: oneOrTwo,
  qrUrl: text,
  codePage: oneOrTwo,
});

/** What instalment and extension share; the amount due of instalment is required (nothing to pay without it). */
const common = {
  productName: text,
  productLogo: text,
  orderNo: text,
  detail: list(row),
  repayList: list(channel),
  noticeMsg: text,
  isShowReyTop: numOr(0),
  defDetail: maybe(defDetail),
};

export const loanPlayDetail = /* @__PURE__ */ reader<LoanPlayDetail>(
  v.object({ ...common, repayAmount: num, repayDate: numOr(0) }),
);

export const loanDelayDetail = /* @__PURE__ */ reader<LoanDelayDetail>(
  v.object({
    ...common,
    repayDate: numOr(0),
    delayInfo: maybe(v.object({ delayAmount: num, title: text })),
    repayPlan: list(v.object({ remark: text, title: text, amount: num, time: numOr(0) })),
  }),
);

export const payLink = /* @__PURE__ */ reader<GenerateVcode>(v.object({ payUrl: someText }));

const card: v.GenericSchema<unknown, BankCard> = v.object({ id: num, bankName: text, cardNo: text, bankCode: text });

/** D12: `amount`, `orderNo`, `productId` are used only when present. */
export const repaymentWay = /* @__PURE__ */ reader<RepaymentWay>(
  v.object({
    alipay: text,
    repayToken: text,
    bankCards: list(card),
    amount: maybe(num),
    orderNo: maybe(someText),
    productId: maybe(num),
  }),
);

export const repaymentCommit = /* @__PURE__ */ reader<RepaymentCommit>(
  v.object({ repayRecordId: num, needValid: numOr(0) }),
);

export const huichaoUrl = /* @__PURE__ */ reader<{ url: string }>(v.object({ url: text }));
