/** Complaints (contract §2, spec §3 "Complaint …"): init, image upload, save, list, detail, score. */
import { post, reads, STATES } from './endpoint';
import { dateTime, id, list, maybe, num, numOr, obj, orNull, ours, someText, text } from './declare';
import type { Infer } from './declare';
import * as send from './sends';
import type { Payload } from './sends';

/**
 * A choice the server offers: a complaint type or a sub-type of the collection type (value 1). The value
 * is compared with the collection type, so it is a number (D13), not an id.
 */
const option = obj({ title: text, value: num }, ['value']);
export type ComplaintOption = Infer<typeof option>;

/**
 * A row of an order in the picker. The title is the backend's words, in the borrower's language (D33), so a
 * screen never finds a row by it: `key` (named by the contract, D33) names the row a screen looks for
 * (`status`); a backend that sends no key shows the rows without the status under the product.
 */
const orderRow = obj({ title: text, value: text, key: maybe(text) });
export type ComplaintOrderRow = Infer<typeof orderRow>;

/**
 * D21: an order is keyed by `orderNo` (the form's query and `problem-save` send it); `orderId` is not
 * among the spec's fields and is used only when present. An order without its number cannot be chosen.
 */
const complaintOrder = obj(
  {
    /** The loan order id (what `complaint.html?orderId=` names), when the backend sends one. */
    orderId: ours(maybe(id('order'))),
    orderNo: id('orderNo'),
    productLogo: text,
    productName: text,
    status: numOr(0),
    /** 1 when the order accepts the collection complaint type (value 1), else 0 (contract §2). */
    isShow: numOr(0),
    list: list(orderRow),
  },
  ['orderNo'],
);
export type ComplaintOrder = Infer<typeof complaintOrder>;

export const problemInitSends = send.fields({
  /** The order to preselect; without it (or when not found) the newest order. */
  orderId: send.opt(send.id('order', 'orderId')),
});
export type ProblemInitRequest = Payload<typeof problemInitSends>;

/** Value of the collection complaint type, which has sub-types and needs an order that accepts it. */
export const COLLECTION_TYPE = 1;
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;
export const COMPLAINT_IMAGE_BYTES_MAX = 5 * 1024 * 1024;

export const problemInit = reads(
  post<typeof problemInitSends>(`${STATES}/user-problem/problem-init`),
  obj({
    problemType: list(option),
    /** Sub-types of the collection type (value 1). */
    problemSonType: list(option),
    /** The selected order; null when the borrower has none (or it cannot be read). */
    orderDetail: orNull(complaintOrder),
    orderList: list(complaintOrder),
  }),
  { early: true },
);
export type ProblemInit = Infer<typeof problemInit.data>;

/** Multipart body with the file field `problemImage`. */
export const uploadProblemImgSends = send.fields({ problemImage: send.file('The image') });
export const uploadProblemImg = reads(
  post<typeof uploadProblemImgSends>(`${STATES}/user-problem/upload-problem-img`, 'multipart'),
  obj({ url: someText }, ['url']),
);

export const problemSaveSends = send.fields({
  /** The type's `value`, sent back as the complaint link carries it. */
  problemType: send.int<number | string>({ min: 1, label: 'Complaint type' }),
  /** Absent, '' or 0 for a type without sub-types. */
  problemSonType: send.opt(send.int<number | string>({ min: 0, label: 'Complaint sub-type' })),
  /** At most `COMPLAINT_TEXT_MAX` characters; the server says what is missing in its own words. */
  problemDetail: send.opt(send.text()),
  /** Comma-joined URLs from the upload call; '' when none. */
  problemImage: send.opt(send.text()),
  /** The order complained about; '' for none (a type other than collection). */
  orderNo: send.opt(send.id('orderNo', 'orderNo')),
});
export type ProblemSaveRequest = Payload<typeof problemSaveSends>;

/**
 * "success" (spec). D39: `problemId` is the new complaint's reference, the id the list and the details
 * name it by; the success modal shows it to keep. Optional: without it the modal says where the complaint
 * is listed, and the list and the details show its id there.
 */
export const problemSave = reads(
  post<typeof problemSaveSends>(`${STATES}/user-problem/problem-save`),
  obj({ problemId: maybe(id('complaint')) }),
);

/** A complaint without its id cannot be opened: it is left out of the list. */
const listItem = obj(
  {
    id: id('complaint'),
    time: dateTime,
    /** The type's title, with the sub-type's after ' - ' when there is one. */
    type: text,
    content: text,
  },
  ['id'],
);
export type ComplaintListItem = Infer<typeof listItem>;

const tab = obj({ title: text, items: list(listItem) });
export type ComplaintTab = Infer<typeof tab>;

export const problemListSends = send.nothing;
export const problemList = reads(
  post<typeof problemListSends>(`${STATES}/user-problem/problem-list`),
  obj({ tabs: list(tab) }),
  { early: true },
);

/** Without its id the details cannot be rated or told apart: a load failure. */
const problemId = send.id('complaint', 'problemId');
export const problemDetailSends = send.fields({ problemId });
export const problemDetail = reads(
  post<typeof problemDetailSends>(`${STATES}/user-problem/problem-detail`),
  obj(
    {
      type: text,
      sonType: text,
      problemId: id('complaint'),
      time: dateTime,
      content: text,
      images: list(someText),
      /** Customer service's reply ('' while processing). */
      disposeDetail: text,
      disposeImages: list(someText),
      /** Non-zero: ask the borrower to rate the service (processed and not yet rated). */
      isNeedScore: numOr(0),
    },
    ['problemId'],
  ),
  { early: true },
);
export type ComplaintDetail = Infer<typeof problemDetail.data>;

export const saveScoreSends = send.fields({
  /** The stars chosen, 1 to 5. */
  score: send.int({ min: 1, max: 5, label: 'Score' }),
  problemId,
});
export const saveScore = post<typeof saveScoreSends, null>(`${STATES}/user-problem/save-score`);
