// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOAN_CONFIRM_POLICY } from '../../../shared/features/loan-confirm';

const { v1, v2 } = LOAN_CONFIRM_POLICY;

const res = (code: string | number | null, success: boolean) => ({
  code,
  success,
  message: '',
  data: undefined,
  raw: null,
});

describe('loan confirm success rule', () => {
  it("v2 succeeds only on the code '00'", () => {
    expect(v2.succeeded(res('00', true))).toBe(true);
    expect(v2.succeeded(res('0', true))).toBe(false);
    expect(v2.succeeded(res(0, true))).toBe(false);
    expect(v2.succeeded(res(null, false))).toBe(false);
  });

  it('v1 follows the shared helper (code parses to 0)', () => {
    expect(v1.succeeded(res('00', true))).toBe(true);
    expect(v1.succeeded(res(0, true))).toBe(true);
    expect(v1.succeeded(res('10003', false))).toBe(false);
  });
});

describe('loan confirm payload', () => {
  const offer = { comProductName: 'Peso Flex' };
  // As the client reads them: `data` and `attach` each by the call's declaration (`reads(…, { attach: true })`).
  const answer = (attach: typeof offer | undefined) => ({
    code: '00',
    success: true,
    message: 'success',
    data: { comProductName: 'from data' },
    attach,
    raw: null,
  });

  it('v2 reads the newer envelope: `attach`, never `data`', () => {
    expect(v2.payload(answer(offer))).toEqual(offer);
    expect(v2.payload(answer(undefined))).toBeUndefined();
  });

  it('v1 reads `data`, never `attach`', () => {
    expect(v1.payload(answer(offer))).toEqual({ comProductName: 'from data' });
  });
});

describe('loan confirm failure toast', () => {
  const failed = (code: string | number | null, message: string) => ({
    code,
    success: false,
    message,
    data: undefined,
    raw: null,
  });

  it("v2 shows the server's message for any code but '00', else the fallback", () => {
    expect(v2.failureToast(failed('0', 'Not now'))).toBe('Not now');
    expect(v2.failureToast(failed('10003', ''), 'Try again')).toBe('Try again');
    expect(v2.failureToast(failed('10003', ''))).toBeNull();
  });

  it('v2 adds nothing when no envelope arrived (the request helper toasted the network failure)', () => {
    expect(v2.failureToast(failed(null, 'Network error'), 'Try again')).toBeNull();
  });

  it('v1 leaves every failure to the request helper, which is not quiet', () => {
    expect(v1.quietRequests).toBe(false);
    expect(v2.quietRequests).toBe(true);
    expect(v1.failureToast(failed('10003', 'Sold out'), 'Try again')).toBeNull();
  });
});
