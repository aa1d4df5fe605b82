/** Customer service and marketing feedback (contract §2). */
import { post, reads, STATES } from './endpoint';

export interface ContactKfInfoRequest {
  /** Fixed by the spec: 30. */
  type: 30;
}

export interface ContactKfInfo {
  email: string;
  /** The phone text shown and called (spec §3 "Customer-service info"). */
  smWa: string;
}

export const contactKfInfo = reads(
  post<ContactKfInfoRequest, ContactKfInfo>(`${STATES}/v3/personal-center/contact-kf-info`),
  'contactKfInfo',
  { early: true },
);

export interface FeedbackRequest {
  name: string;
  telephone: string;
  suggestion: string;
}

export interface FeedbackSaved {
  id: number;
}

/** Contract D5: the marketing feedback form is really sent. No session needed. */
export const feedbackSave = post<FeedbackRequest, FeedbackSaved>(`${STATES}/v3/feedback/save`);
