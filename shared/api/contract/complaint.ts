/** Complaints (contract §2, spec §3 "Complaint …"): init, image upload, save, list, detail, score. */
import { post, reads, STATES } from './endpoint';
import { dateTime, id, list, maybe, num, numOr, obj, orNull, ours, someText, text } from './declare';
import type { Id, Infer } from './declare';

/**
 * A choice the server offers: a complaint type or a sub-type of the collection type (value 1). The value
 * is compared with the collection type, so it is a number (D13), not an id.
 */
const option = obj({ title: text, value: num }, ['value']);
export type ComplaintOption = Infer<typeof option>;

const orderRow = obj({ title: text, value: text });
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

export interface ProblemInitRequest {
  /** The order to preselect; without it (or when not found) the newest order. */
  orderId?: Id;
}

/** Value of the collection complaint type, which has sub-types and needs an order that accepts it. */
export const COLLECTION_TYPE = 1;
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;
export const COMPLAINT_IMAGE_BYTES_MAX = 5 * 1024 * 1024;

export const problemInit = reads(
  post<ProblemInitRequest>(`${STATES}/user-problem/problem-init`),
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
export const uploadProblemImg = reads(
  post<FormData>(`${STATES}/user-problem/upload-problem-img`, 'multipart'),
  obj({ url: someText }, ['url']),
);

export interface ProblemSaveRequest {
  problemType: number | string;
  /** '' (or 0) for a type without sub-types. */
  problemSonType: number | string;
  problemDetail: string;
  /** Comma-joined URLs from the upload call; '' when none. */
  problemImage: string;
  orderNo: Id;
}

/** "success" (spec): the new complaint's id is ours, used when present. */
export const problemSave = reads(
  post<ProblemSaveRequest>(`${STATES}/user-problem/problem-save`),
  obj({ problemId: ours(maybe(id('complaint'))) }),
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

export const problemList = reads(
  post<Record<string, never>>(`${STATES}/user-problem/problem-list`),
  obj({ tabs: list(tab) }),
  { early: true },
);

/** Without its id the details cannot be rated or told apart: a load failure. */
export const problemDetail = reads(
  post<{ problemId: Id }>(`${STATES}/user-problem/problem-detail`),
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

export const saveScore = post<{ score: number; problemId: Id }, null>(`${STATES}/user-problem/save-score`);
