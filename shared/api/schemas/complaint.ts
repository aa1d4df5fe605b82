/** Readers of the complaint area's responses (contract §2, D13). */
import type {
  ComplaintDetail,
  ComplaintListItem,
  ComplaintOption,
  ComplaintOrder,
  ComplaintTab,
  ProblemInit,
} from '../contract/complaint';
import { date, list, maybe, num, numOr, obj, orElse, reader, someText, text } from './read';
import type { Schema } from './read';

const option: Schema<ComplaintOption> = obj({ title: text, value: num }, ['value']);

/**
 * D21: an order is keyed by `orderNo` (the form's query and `problem-save` send it); `orderId` is not
 * among the spec's fields and is used only when present. An order without its number cannot be chosen.
 */
const order: Schema<ComplaintOrder> = obj(
  {
    orderId: maybe(num),
    orderNo: someText,
    productLogo: text,
    productName: text,
    status: numOr(0),
    isShow: numOr(0),
    list: list(obj({ title: text, value: text })),
  },
  ['orderNo'],
);

/** A missing `orderDetail` reads as "no order selected" (`null`, the contract's own absent value). */
export const problemInit = /* @__PURE__ */ reader<ProblemInit>(
  obj({
    problemType: list(option),
    problemSonType: list(option),
    orderDetail: orElse(order, () => null),
    orderList: list(order),
  }),
);

export const uploadedImage = /* @__PURE__ */ reader<{ url: string }>(obj({ url: someText }, ['url']));

export const problemSaved = /* @__PURE__ */ reader<{ problemId: number }>(obj({ problemId: numOr(0) }));

/** A complaint without its id cannot be opened: it is left out of the list. */
const item: Schema<ComplaintListItem> = obj({ id: num, time: date, type: text, content: text }, ['id']);
const tab: Schema<ComplaintTab> = obj({ title: text, items: list(item) });

export const problemList = /* @__PURE__ */ reader<{ tabs: ComplaintTab[] }>(obj({ tabs: list(tab) }));

/** Without its id the details cannot be rated or told apart: a load failure. */
export const problemDetail = /* @__PURE__ */ reader<ComplaintDetail>(
  obj(
    {
      problemId: num,
      time: date,
      type: text,
      sonType: text,
      content: text,
      images: list(someText),
      disposeDetail: text,
      disposeImages: list(someText),
      isNeedScore: numOr(0),
    },
    ['problemId'],
  ),
);
