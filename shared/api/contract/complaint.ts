/** Complaints (contract §2, spec §3 "Complaint …"): init, image upload, save, list, detail, score. */
import { post, reads, STATES } from './endpoint';
import type { DateValue } from './endpoint';

/** A choice the server offers: a complaint type or a sub-type of the collection type (value 1). */
export interface ComplaintOption {
  title: string;
  value: number;
}

export interface ComplaintOrderRow {
  title: string;
  value: string;
}

export interface ComplaintOrder {
  /**
   * The loan order id (what `complaint.html?orderId=` names), when the backend sends one: the spec's
   * orders carry only `orderNo`, which keys them (D21).
   */
  orderId?: number;
  orderNo: string;
  productLogo: string;
  productName: string;
  status: number;
  /** 1 when the order accepts the collection complaint type (value 1), else 0 (contract §2). */
  isShow: number;
  list: ComplaintOrderRow[];
}

export interface ProblemInitRequest {
  /** The order to preselect; without it (or when not found) the newest order. */
  orderId?: number | string;
}

export interface ProblemInit {
  problemType: ComplaintOption[];
  /** Sub-types of the collection type (value 1). */
  problemSonType: ComplaintOption[];
  /** The selected order; null when the borrower has none. */
  orderDetail: ComplaintOrder | null;
  orderList: ComplaintOrder[];
}

/** Value of the collection complaint type, which has sub-types and needs an order that accepts it. */
export const COLLECTION_TYPE = 1;
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;
export const COMPLAINT_IMAGE_BYTES_MAX = 5 * 1024 * 1024;

export const problemInit = reads(
  post<ProblemInitRequest, ProblemInit>(`${STATES}/user-problem/problem-init`),
  'problemInit',
  { early: true },
);

/** Multipart body with the file field `problemImage`. */
export const uploadProblemImg = reads(
  post<FormData, { url: string }>(`${STATES}/user-problem/upload-problem-img`, 'multipart'),
  'uploadedImage',
);

export interface ProblemSaveRequest {
  problemType: number | string;
  /** '' (or 0) for a type without sub-types. */
  problemSonType: number | string;
  problemDetail: string;
  /** Comma-joined URLs from the upload call; '' when none. */
  problemImage: string;
  orderNo: string;
}

export const problemSave = reads(
  post<ProblemSaveRequest, { problemId: number }>(`${STATES}/user-problem/problem-save`),
  'problemSaved',
);

export interface ComplaintListItem {
  id: number;
  /** Unix seconds. */
  time: DateValue;
  /** The type's title, with the sub-type's after ' - ' when there is one. */
  type: string;
  content: string;
}

export interface ComplaintTab {
  title: string;
  items: ComplaintListItem[];
}

export const problemList = reads(
  post<Record<string, never>, { tabs: ComplaintTab[] }>(`${STATES}/user-problem/problem-list`),
  'problemList',
  { early: true },
);

export interface ComplaintDetail {
  problemId: number;
  /** Unix seconds. */
  time: DateValue;
  /** Titles of the type and sub-type ('' when none). */
  type: string;
  sonType: string;
  content: string;
  images: string[];
  /** Customer service's reply ('' while processing). */
  disposeDetail: string;
  disposeImages: string[];
  /** Non-zero: ask the borrower to rate the service (processed and not yet rated). */
  isNeedScore: number;
}

export const problemDetail = reads(
  post<{ problemId: number | string }, ComplaintDetail>(`${STATES}/user-problem/problem-detail`),
  'problemDetail',
  { early: true },
);

export const saveScore = post<{ score: number; problemId: number | string }, null>(`${STATES}/user-problem/save-score`);
