import { describe, expect, it } from 'vitest';
import { asId } from '../../../../shared/api/contract/declare';
import { loanDetailConfirm } from '../../../../shared/api/contract/loan';
import { readPayload } from '../../../../shared/api/schemas/read';
import { promoAtLoad, underReviewOf } from '../../../../shared/features/loan-confirm/loan-confirm-logic';

const offer = { amount: 500000, periods: 4, termUnit: 30 };

describe('D39: an application for the product already under review', () => {
  it('is the flag, or the order alone; the order is the way to it when named', () => {
    expect(underReviewOf({ underReview: '1', underReviewOrderId: asId('21') })).toEqual({ orderId: '21' });
    expect(underReviewOf({ underReview: '1', underReviewOrderId: undefined })).toEqual({ orderId: undefined });
    expect(underReviewOf({ underReview: undefined, underReviewOrderId: asId('9') })).toEqual({ orderId: '9' });
  });

  it('a backend that sends neither (or 0) keeps Apply as before', () => {
    expect(underReviewOf({ underReview: '0', underReviewOrderId: undefined })).toBeNull();
    expect(underReviewOf({ underReview: undefined, underReviewOrderId: undefined })).toBeNull();
  });

  it('reads from the wire as the contract declares it: 1 or "1", an id as text (D23)', () => {
    const read = (extra: object) => {
      const r = readPayload(loanDetailConfirm.data, { ...offer, ...extra });
      if (!r.ok) throw new Error(r.issue);
      return underReviewOf(r.value);
    };
    expect(read({ underReview: 1, underReviewOrderId: 1864209123456789012n.toString() })).toEqual({
      orderId: '1864209123456789012',
    });
    expect(read({ underReview: '1' })).toEqual({ orderId: undefined });
    expect(read({})).toBeNull();
    expect(read({ underReview: 0 })).toBeNull();
  });

  it('the v2 promo pop-up opens at load only when Apply is open', () => {
    expect(promoAtLoad({ NewPopMsg: '₱500 off', underReview: '0', underReviewOrderId: undefined })).toBe(true);
    expect(promoAtLoad({ NewPopMsg: '₱500 off', underReview: '1', underReviewOrderId: undefined })).toBe(false);
    expect(promoAtLoad({ NewPopMsg: '₱500 off', underReview: undefined, underReviewOrderId: asId('7') })).toBe(false);
    expect(promoAtLoad({ NewPopMsg: '', underReview: undefined, underReviewOrderId: undefined })).toBe(false);
  });
});
