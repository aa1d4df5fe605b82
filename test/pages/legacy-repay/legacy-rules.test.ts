import { describe, expect, it } from 'vitest';
import { DEFAULT_FAILURE_MESSAGE, failureMessage, isCodeValid } from '../../../pages/legacy-repay/legacy-rules';

describe('legacy repayment rules', () => {
  it('the SMS code needs at least 6 characters', () => {
    expect(isCodeValid('12345')).toBe(false);
    expect(isCodeValid(' 12345 ')).toBe(false);
    expect(isCodeValid('123456')).toBe(true);
    expect(isCodeValid('1234567')).toBe(true);
  });

  it('maps 800006 and 800005 to their messages, number or string', () => {
    expect(failureMessage(800006, 'x')).toBe('wrong code');
    expect(failureMessage('800006', '')).toBe('wrong code');
    expect(failureMessage(800005, 'x')).toBe('do not submit payment twice');
  });

  it('other codes show the server message, or the default', () => {
    expect(failureMessage(800010, 'Bank declined')).toBe('Bank declined');
    expect(failureMessage(500, '  ')).toBe(DEFAULT_FAILURE_MESSAGE);
  });
});
