import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../../shared/config/config';
import { DEMO_PROMISES, promise } from '../../../shared/config/promises';
import { PaidNotShowingExplanation } from '../../../shared/features/paid-not-showing/explanation';
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

describe("sentences that commit the lender are the lender's configuration (D30)", () => {
  afterEach(() => {
    delete config.promises;
  });

  it('the demo lender says it only while the lender has not set its own', () => {
    expect(promise('paymentOnItsWay')).toBe(DEMO_PROMISES.paymentOnItsWay);
    config.promises = { paymentOnItsWay: 'We refund a double payment within 5 banking days.' };
    expect(promise('paymentOnItsWay')).toBe('We refund a double payment within 5 banking days.');
    expect(promise('homeLead')).toBe(DEMO_PROMISES.homeLead);
    config.promises = { paymentOnItsWay: '' };
    expect(promise('paymentOnItsWay')).toBe('');
  });

  it("'Paid but not showing?' says the lender's sentence, not ours", () => {
    config.promises = { paymentOnItsWay: 'We refund a double payment within 5 banking days.' };
    render(<PaidNotShowingExplanation open onClose={() => {}} />);
    expect(document.body.textContent).toContain('We refund a double payment within 5 banking days.');
    expect(document.body.textContent).not.toContain('not charged twice');
  });
});

describe('the marketing banners say nothing the lender did not promise (D30)', () => {
  it('no speed or amount claim in the demo pictures beyond the spec’s own', () => {
    const svg = ['banner-1.svg', 'banner-2.svg'].map((f) =>
      readFileSync(join(import.meta.dirname, '../../../static/images/marketing', f), 'utf8'),
    );
    expect(svg.join('\n')).not.toMatch(/minute|₱\d|instant/i);
    for (const banner of DEMO_PROMISES.banners) expect(existsSync(join('static', banner.src))).toBe(true);
  });
});
