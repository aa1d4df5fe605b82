/** Readers of the complaint area's responses (contract §2, D13). */
import * as v from 'valibot';
import type {
  ComplaintDetail,
  ComplaintListItem,
  ComplaintOption,
  ComplaintOrder,
  ComplaintTab,
  ProblemInit,
} from '../contract/complaint';
import { list, num, numOr, reader, someText, text } from './read';

const option: v.GenericSchema<unknown, ComplaintOption> = v.object({ title: text, value: num });

const order: v.GenericSchema<unknown, ComplaintOrder> = v.object({
  orderId: num,
  orderNo: text,
  productLogo: text,
  productName: text,
  status: numOr(0),
  isShow: numOr(0),
  list: list(v.object({ title: text, value: text })),
});

/** A missing `orderDetail` reads as "no order selected" (`null`, the contract's own absent value). */
export const problemInit = /* @__PURE__ */ reader<ProblemInit>(
  v.object({
    problemType: list(option),
    problemSonType: list(option),
    orderDetail: v.nullish(order, null),
    orderList: list(order),
  }),
);

export const uploadedImage = /* @__PURE__ */ reader<{ url: string }>(v.object({ url: someText }));

export const problemSaved = /* @__PURE__ */ reader<{ problemId: number }>(v.object({ problemId: numOr(0) }));

const item: v.GenericSchema<unknown, ComplaintListItem> = v.object({
  id: num,
  time: numOr(0),
  type: text,
  content: text,
});
const tab: v.GenericSchema<unknown, ComplaintTab> = v.object({ title: text, items: list(item) });

export const problemList = /* @__PURE__ */ reader<{ tabs: ComplaintTab[] }>(v.object({ tabs: list(tab) }));

/** Without its id the details cannot be rated or told apart: a load failure. */
export const problemDetail = /* @__PURE__ */ reader<ComplaintDetail>(
  v.object({
    problemId: num,
    time: numOr(0),
    type: text,
    sonType: text,
    content: text,
    images: list(someText),
    disposeDetail: text,
    disposeImages: list(someText),
    isNeedScore: numOr(0),
  }),
);
