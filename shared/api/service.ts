/** Customer-service calls. */
import { contactKfInfo, feedbackSave } from './contract/service';
import type { FeedbackRequest } from './contract/service';
import { request } from './request';
import { requestParsed } from './parsed';
import type { RequestOptions } from './request';

/** @example const res = await fetchContactInfo(); res.data?.email */
export const fetchContactInfo = (options?: RequestOptions) => requestParsed(contactKfInfo, { type: 30 }, options);

/** @example await sendFeedback({ name, telephone, suggestion }, { loading: true }); */
export const sendFeedback = (form: FeedbackRequest, options?: RequestOptions) => request(feedbackSave, form, options);
