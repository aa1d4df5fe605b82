import { describe, expect, it } from 'vitest';
import { confirmSucceeded, payloadOf } from '../../../shared/features/loan-confirm';

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

describe('loan confirm payload', () => {
  const offer = { comProductName: 'Peso Flex' };
  const withRaw = (raw: unknown) => ({ code: '00', success: true, message: 'success', data: { comProductName: 'from data' }, raw });

  it('v2 reads the newer envelope: `attach`, never `data`', () => {
    expect(payloadOf('v2', withRaw({ code: '00', data: {}, attach: offer }))).toEqual(offer);
    expect(payloadOf('v2', withRaw({ code: '00', data: { comProductName: 'from data' } }))).toBeUndefined();
  });

  it('v2 treats an `attach` that is not an object as absent', () => {
    for (const attach of [null, '', 'x', 3, [offer]]) expect(payloadOf('v2', withRaw({ code: '00', attach }))).toBeUndefined();
    expect(payloadOf('v2', withRaw(null))).toBeUndefined();
    expect(payloadOf('v2', withRaw('<html>'))).toBeUndefined();
  });

  it('v1 reads `data`', () => {
    expect(payloadOf('v1', withRaw({ code: 0, attach: offer }))).toEqual({ comProductName: 'from data' });
  });
});
