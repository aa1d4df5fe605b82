/** Customer service and marketing feedback (contract §2). */
import { post, reads, STATES } from './endpoint';
import { obj, text } from './declare';
import type { Infer } from './declare';
import * as send from './sends';
import type { Payload } from './sends';

export const contactKfInfoSends = send.fields({
  /** Fixed by the spec: 30. */
  type: send.one([30] as const, 'type'),
});
export type ContactKfInfoRequest = Payload<typeof contactKfInfoSends>;

export const contactKfInfo = reads(
  post<typeof contactKfInfoSends>(`${STATES}/v3/personal-center/contact-kf-info`),
  obj({
    email: text,
    /** The phone text shown and called (spec §3 "Customer-service info"). */
    smWa: text,
  }),
  { early: true },
);
export type ContactKfInfo = Infer<typeof contactKfInfo.data>;

export const feedbackSaveSends = send.fields(
  {
    name: send.text({ max: 60, label: 'Name' }),
    telephone: send.text({ max: 20, pattern: '^[\\d\\s+()-]{7,20}$', label: 'Telephone' }),
    suggestion: send.text({ max: 1000, label: 'Suggestion' }),
  },
  { anonymous: true },
);
export type FeedbackRequest = Payload<typeof feedbackSaveSends>;

/** Contract D5: the marketing feedback form is really sent. No session needed; the answer is not read. */
export const feedbackSave = post<typeof feedbackSaveSends>(`${STATES}/v3/feedback/save`);
