/** Readers of the repayment area's responses (contract §2, D11, D12, D13). */
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
import { date, list, map, maybe, num, numOr, obj, orElse, reader, record, someText, text } from './read';
import type { Schema } from './read';

const row: Schema<DetailRow> = obj({ text, value: text });
/** A channel without its number cannot make a payment link: it is left out of the list. */
const channel: Schema<RepayChannel> = obj({ logo: text, name: text, channel_number: someText }, ['channel_number']);
const notice: Schema<PayNoticeItem> = obj({ name: text, steps: list(text) });

/** `type` 2 is QR, anything else the code; `codePage` 2 is the second code page, anything else the first (D12). */
const oneOrTwo = map(numOr(1), (n): 1 | 2 => (n === 2 ? 2 : 1));

const defDetail: Schema<DefDetail> = obj({
  payCode: text,
  logo: text,
  title: text,
  payNotice: orElse(record(list(notice)), () => ({})),
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
  obj({ ...common, repayAmount: num, repayDate: date }, ['repayAmount']),
);

export const loanDelayDetail = /* @__PURE__ */ reader<LoanDelayDetail>(
  obj({
    ...common,
    repayDate: date,
    // Without its fee the extension cannot be paid: the page says so (ADR 0012), the rest is shown.
    delayInfo: maybe(obj({ delayAmount: num, title: text }, ['delayAmount'])),
    repayPlan: list(obj({ remark: text, title: text, amount: num, time: date }, ['amount'])),
  }),
);

export const payLink = /* @__PURE__ */ reader<GenerateVcode>(obj({ payUrl: someText }, ['payUrl']));

const card: Schema<BankCard> = obj({ id: num, bankName: text, cardNo: text, bankCode: text }, ['id']);

/** D12: `amount`, `orderNo`, `productId` are used only when present. */
export const repaymentWay = /* @__PURE__ */ reader<RepaymentWay>(
  obj({
    alipay: text,
    repayToken: text,
    bankCards: list(card),
    amount: maybe(num),
    orderNo: maybe(someText),
    productId: maybe(num),
  }),
);

export const repaymentCommit = /* @__PURE__ */ reader<RepaymentCommit>(
  obj({ repayRecordId: num, needValid: numOr(0) }, ['repayRecordId']),
);

export const huichaoUrl = /* @__PURE__ */ reader<{ url: string }>(obj({ url: text }));
