import { describe, expect, it } from 'vitest';
import { confirmSucceeded } from '../../../shared/ui/loan-confirm';

const res = (code: string | number | null, success: boolean) => ({ code, success, message: '', data: undefined, raw: null });

describe('loan confirm success rule', () => {
  it("v2 succeeds only on the code '00'", () => {
    expect(confirmSucceeded('v2', res('00', true))).toBe(true);
    expect(confirmSucceeded('v2', res('0', true))).toBe(false);
    expect(confirmSucceeded('v2', res(0, true))).toBe(false);
    expect(confirmSucceeded('v2', res(null, false))).toBe(false);
  });

  it('v1 follows the shared helper (code parses to 0)', () => {
    expect(confirmSucceeded('v1', res('00', true))).toBe(true);
    expect(confirmSucceeded('v1', res(0, true))).toBe(true);
    expect(confirmSucceeded('v1', res('10003', false))).toBe(false);
  });
});
