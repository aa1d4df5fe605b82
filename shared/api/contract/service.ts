/** Customer service and marketing feedback (contract §2). */
import { post, reads, STATES } from './endpoint';
import { obj, text } from './declare';
import type { Infer } from './declare';

export interface ContactKfInfoRequest {
  /** Fixed by the spec: 30. */
  type: 30;
}

export const contactKfInfo = reads(
  post<ContactKfInfoRequest>(`${STATES}/v3/personal-center/contact-kf-info`),
  obj({
    email: text,
    /** The phone text shown and called (spec §3 "Customer-service info"). */
    smWa: text,
  }),
  { early: true },
);
export type ContactKfInfo = Infer<typeof contactKfInfo.data>;

export interface FeedbackRequest {
  name: string;
  telephone: string;
  suggestion: string;
}

/** Contract D5: the marketing feedback form is really sent. No session needed; the answer is not read. */
export const feedbackSave = post<FeedbackRequest>(`${STATES}/v3/feedback/save`);
