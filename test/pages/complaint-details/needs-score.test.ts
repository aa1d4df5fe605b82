// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { needsScore } from '../../../pages/complaint-details/complaint-details-page';

describe('needsScore', () => {
  it('asks for a rating when isNeedScore is non-zero, as a number or a string', () => {
    expect([1, '1', 2, '2'].map(needsScore)).toEqual([true, true, true, true]);
    expect([0, '0', '00', '', null, undefined, 'x'].map(needsScore)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
