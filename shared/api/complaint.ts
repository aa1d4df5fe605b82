/** Complaint calls (contract §2). */
import type { Id } from './contract/declare';
import {
  problemDetail,
  problemInit,
  problemList,
  problemSave,
  saveScore,
  uploadProblemImg,
} from './contract/complaint';
import type { ProblemInitRequest, ProblemSaveRequest } from './contract/complaint';
import { request } from './request';
import type { PayloadOf } from './contract/endpoint';
import { requestParsed } from './parsed';
import type { RequestOptions } from './request';

/** @example const res = await fetchComplaintInit({ orderId }); res.data?.orderList */
export const fetchComplaintInit = (payload: ProblemInitRequest, options?: RequestOptions) =>
  requestParsed(problemInit, payload, options);

/**
 * Uploads one image as the multipart field `problemImage`.
 * @example const res = await uploadComplaintImage(blob, { onProgress: (f) => … }); res.data?.url
 */
export function uploadComplaintImage(image: Blob, options?: RequestOptions) {
  const body = new FormData();
  body.append('problemImage', image, image instanceof File ? image.name : 'evidence.jpg');
  return requestParsed(uploadProblemImg, body, options);
}

export const saveComplaint = (payload: ProblemSaveRequest, options?: RequestOptions) =>
  requestParsed(problemSave, payload, options);

export const fetchComplaintList = (req: PayloadOf<typeof problemList>, options?: RequestOptions) =>
  requestParsed(problemList, req, options);

export const fetchComplaintDetail = (req: PayloadOf<typeof problemDetail>, options?: RequestOptions) =>
  requestParsed(problemDetail, req, options);

export const sendComplaintScore = (problemId: Id, score: number, options?: RequestOptions) =>
  request(saveScore, { problemId, score }, options);
