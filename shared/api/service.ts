/** Customer-service calls. */
import { contactKfInfo, feedbackSave } from './contract/service';
import type { ContactKfInfoRequest, FeedbackRequest } from './contract/service';
import { request } from './request';
import { requestParsed } from './parsed';
import type { RequestOptions } from './request';

/** @example const res = await fetchContactInfo({ type: 30 }); res.data?.email */
export const fetchContactInfo = (req: ContactKfInfoRequest, options?: RequestOptions) =>
  requestParsed(contactKfInfo, req, options);

/** @example await sendFeedback({ name, telephone, suggestion }, { loading: true }); */
export const sendFeedback = (form: FeedbackRequest, options?: RequestOptions) => request(feedbackSave, form, options);
