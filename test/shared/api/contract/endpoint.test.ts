// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSessionExpiredCode, isSuccessCode } from '../../../../shared/api/contract/endpoint';

describe('envelope codes', () => {
  it.each([0, '0', '00', ' 0 '])('%j is success', (code) => expect(isSuccessCode(code)).toBe(true));
  it.each([1, '01', '101', '', null, undefined, 'ok', -1, 401])('%j is not success', (code) =>
    expect(isSuccessCode(code)).toBe(false),
  );
  it('401 as number or string means the session expired (D9)', () => {
    expect(isSessionExpiredCode(401)).toBe(true);
    expect(isSessionExpiredCode('401')).toBe(true);
    expect(isSessionExpiredCode('4010')).toBe(false);
  });
});
