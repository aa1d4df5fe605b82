// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { termDays } from '../../../shared/features/loan-confirm/loan-confirm-logic';
import { isNothingToPay } from '../../../shared/features/repay-info/repay-detail-logic';

describe('repay detail codes', () => {
  it('settled (3001) and not due (3002) mean nothing to pay, as numbers or strings (D13)', () => {
    expect([3001, '3001', 3002, ' 3002'].map(isNothingToPay)).toEqual([true, true, true, true]);
    expect([null, '', 0, '00', 500, '3003'].map(isNothingToPay)).toEqual([false, false, false, false, false, false]);
  });
});

describe('loan confirm term (D10)', () => {
  it('is periods × termUnit days', () => {
    expect(termDays({ periods: 4, termUnit: 30 })).toBe(120);
    expect(termDays({ periods: 91, termUnit: 1 })).toBe(91);
  });
});
