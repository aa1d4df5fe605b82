import { describe, expect, it } from 'vitest';
import { config } from '../../../shared/config/config';
import { cutoffSentence, postingTimes } from '../../../shared/features/paid-not-showing/words';
import { aboutPayment } from '../../../shared/session/query';

describe("'Paid but not showing?' words (ADR 0028)", () => {
  it('every posting time comes from the config: one sentence per channel kind, and the cut-off', () => {
    expect(postingTimes()).toEqual(
      config.posting.kinds.map((k) => ({ kind: `${k.kind} (${k.channels})`, shows: `Shows ${k.shows}.` })),
    );
    expect(postingTimes()[0]).toEqual({ kind: 'E-wallet (GCash, Maya)', shows: 'Shows within 15 minutes.' });
    expect(cutoffSentence()).toBe(`A payment made after ${config.posting.cutoff} shows the next day.`);
  });

  it('the complaint pages know they were opened for a payment by about=payment only', () => {
    expect(aboutPayment({ about: 'payment', orderId: '7' })).toBe(true);
    expect(aboutPayment({ orderId: '7' })).toBe(false);
    expect(aboutPayment({ about: 'Payment' })).toBe(false);
  });
});
