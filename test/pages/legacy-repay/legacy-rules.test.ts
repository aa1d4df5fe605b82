// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAILURE_MESSAGE,
  failureMessage,
  isCodeValid,
  codeRefusal,
  onlyDigits,
  paidMessage,
  legacyDue,
  afterCommit,
  submittedMessage,
} from '../../../pages/legacy-repay/legacy-rules';
import { asId } from '../../../shared/api/contract/declare';

describe('legacy repayment rules', () => {
  it('the SMS code needs at least 6 digits, and the box keeps digits only (D31)', () => {
    expect(isCodeValid('12345')).toBe(false);
    expect(isCodeValid(' 12345 ')).toBe(false);
    expect(isCodeValid('12345a')).toBe(false);
    expect(isCodeValid('123456')).toBe(true);
    expect(isCodeValid('1234567')).toBe(true);
    expect(onlyDigits('12a3 45-6')).toBe('123456');
    expect(onlyDigits('Code: 654321.')).toBe('654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('a wrong code says to enter it again, with the tries left when the backend says them', () => {
    const again = 'Wrong code. Check the SMS and enter the code again.';
    expect(codeRefusal(800006, 'You have 2 tries left.')).toEqual({
      message: `${again} You have 2 tries left.`,
      newCode: false,
    });
    expect(codeRefusal('800006', 'wrong code')).toEqual({ message: again, newCode: false });
    expect(codeRefusal(800006, '')).toEqual({ message: again, newCode: false });
  });

  it('an expired or spent code asks for a new one', () => {
    expect(codeRefusal(800008, 'whatever')).toEqual({
      message: 'This code has expired. Tap “Get code” for a new one.',
      newCode: true,
    });
    expect(codeRefusal('800007', '')).toEqual({
      message: 'Too many wrong codes. Tap “Get code” for a new one.',
      newCode: true,
    });
    expect(codeRefusal(800005, 'x')).toBeNull();
    expect(codeRefusal(null, '')).toBeNull();
  });

  it('a paid payment says so with its amount', () => {
    expect(paidMessage('₱3,230.00')).toBe('Your payment of ₱3,230.00 was successful. Your order shows it now.');
  });

  it('maps 800006 and 800005 to their messages, number or string', () => {
    expect(failureMessage(800006, 'x')).toBe('Wrong code. Check the SMS and enter the code again.');
    expect(failureMessage('800006', '')).toBe('Wrong code. Check the SMS and enter the code again.');
    expect(failureMessage(800005, 'x')).toBe('Do not submit payment twice');
  });

  it('other codes show the server message, or the default', () => {
    expect(failureMessage(800010, 'Bank declined')).toBe('Bank declined');
    expect(failureMessage(500, '  ')).toBe(DEFAULT_FAILURE_MESSAGE);
  });
});

describe('legacy amount due (D12)', () => {
  it('comes from loan-play-detail and the page query when repayment-way does not carry it', () => {
    expect(legacyDue({}, { repayAmount: 512000, orderNo: asId('PA1') }, asId('3'))).toEqual({
      amount: 512000,
      orderNo: 'PA1',
      productId: '3',
    });
  });

  it("uses repayment-way's own amount, orderNo and productId when present", () => {
    expect(
      legacyDue(
        { amount: 1000, orderNo: asId('W1'), productId: asId('P-9') },
        { repayAmount: 512000, orderNo: asId('PA1') },
        asId('3'),
      ),
    ).toEqual({ amount: 1000, orderNo: 'W1', productId: 'P-9' });
  });

  it('D36: lists the instalments the amount pays only beside the amount they make up', () => {
    const dueInstalments = [
      { title: 'Instalment 2 of 4', dueDate: '2027-01-07', amount: 132500, lateCharges: 900 },
      { title: 'Instalment 3 of 4', dueDate: '2027-02-06', amount: 132500 },
    ];
    const play = { repayAmount: 265900, dueInstalments };
    expect(legacyDue({}, play, asId('3')).dues).toEqual(dueInstalments);
    expect(legacyDue({ amount: 265900 }, play, asId('3')).dues).toEqual(dueInstalments);
    expect(legacyDue({ amount: 1000 }, play, asId('3')).dues).toBeUndefined();
  });

  it('keeps what the instalment detail says of the payment: the day it is taken from, its lateness (ADR 0045)', () => {
    const play = { repayAmount: 512000, payableFrom: '2026-12-31', overdueDays: 0, lateCharges: 0 };
    expect(legacyDue({}, play, asId('3'))).toMatchObject({ payableFrom: '2026-12-31', overdueDays: 0, lateCharges: 0 });
    expect(legacyDue({}, { repayAmount: 512000 }, asId('3'))).not.toHaveProperty('payableFrom');
  });

  it('has no amount when neither call sent one', () => {
    expect(legacyDue({}, undefined, asId(''))).toEqual({ amount: undefined, orderNo: '', productId: '' });
  });
});

describe('after a commit (ADR 0022: a commit that reached the server is never a failure)', () => {
  const ok = (data: object) => ({ success: true, data: data as never });
  it('the code entry for a readable record that needs the SMS code, or whose need cannot be read', () => {
    expect(afterCommit(ok({ repayRecordId: asId('RR-1'), needValid: 1 }))).toEqual({ kind: 'code', recordId: 'RR-1' });
    expect(afterCommit(ok({ repayRecordId: asId('RR-1') }))).toEqual({ kind: 'code', recordId: 'RR-1' });
  });

  it('the order when no code is needed', () => {
    expect(afterCommit(ok({ repayRecordId: asId('RR-1'), needValid: 0 }))).toEqual({ kind: 'done' });
    expect(afterCommit(ok({ needValid: 0 }))).toEqual({ kind: 'done' });
  });

  it('the notice with the way to the order when the record cannot be read, or the answer at all', () => {
    expect(afterCommit(ok({ needValid: 1 }))).toEqual({ kind: 'unread' });
    expect(afterCommit(ok({}))).toEqual({ kind: 'unread' });
    expect(afterCommit({ success: false, data: undefined, unreadable: true })).toEqual({ kind: 'unread' });
  });

  it('a refusal or no answer is a failure the borrower may try again', () => {
    expect(afterCommit({ success: false, data: undefined })).toEqual({ kind: 'failed' });
  });
});

describe('a commit that needed no SMS code says what was submitted', () => {
  it('names the amount and the last four digits of the card', () => {
    expect(submittedMessage('₱5,120.00', 'Metrobank', '**** **** 4321')).toBe(
      'Your payment of ₱5,120.00 from Metrobank card ending 4321 was submitted. Open your order to see when it shows.',
    );
  });
  it('a card number without digits is named as it came', () => {
    expect(submittedMessage('₱1.00', 'GCash', 'linked wallet')).toContain('from GCash card linked wallet was');
    expect(submittedMessage('₱1.00', 'BPI', '')).toContain('from BPI card was');
  });
});
