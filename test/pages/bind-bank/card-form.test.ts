// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildPayload,
  caretAfterDigits,
  maxDigits,
  cardTypeTabs,
  editDigits,
  formatField,
  initialValues,
  isPicker,
  optionsOf,
  quantityText,
  sentValue,
  takesWholeNumber,
  formProblems,
  wholePart,
  visibleFields,
} from '../../../pages/bind-bank/card-form';
import { formItem } from './form-item';

/** The first problem Next shows (the one it focuses); null when the form can be sent. */
const validateForm = (...args: Parameters<typeof formProblems>) => formProblems(...args)[0] ?? null;

const cardType = formItem({
  code: 'cardType',
  cate: 'enum',
  title: 'Account type',
  note: [
    { name: 'Bank account', type: 1 },
    { name: 'E-wallet', type: 2 },
  ],
});
const channel = formItem({ code: 'channelNumber', value: '' });
const bank = formItem({
  code: 'bankCode',
  cate: 'enum',
  title: 'Bank',
  note: [
    { name: 'BDO Unibank', type: 'BDO' },
    { name: 'BPI', type: 'BPI' },
  ],
  cardTypeMi: 1,
});
const name = formItem({ code: 'accountName', title: 'Account name', inputType: 'text', cardTypeMi: 1 });
const account = formItem({ code: 'accountNumber', title: 'Account number', inputType: 'bankCard', cardTypeMi: 1 });
const phone = formItem({ code: 'bankPhone', title: 'Mobile number', inputType: 'phone', cardTypeMi: 1 });
const wallet = formItem({
  code: 'walletCode',
  cate: 'enum',
  title: 'E-wallet',
  note: [{ name: 'GCash', type: 'GCASH' }],
  cardTypeMi: 2,
});
const walletPhone = formItem({ code: 'walletPhone', title: 'Wallet mobile number', inputType: 'phone', cardTypeMi: 2 });
const day = formItem({ code: 'salaryDay', cate: 'day', title: 'Salary day' });
const income = formItem({ code: 'monthlyIncome', title: 'Monthly income', inputType: 'number', required: 0 });
const items = [cardType, channel, bank, name, account, phone, wallet, walletPhone, day, income];

const filledBank = {
  cardType: '1',
  channelNumber: '90006',
  bankCode: 'BDO',
  accountName: 'Ana Cruz',
  accountNumber: '1234567890',
  bankPhone: '09171234567',
  salaryDay: '15',
};

describe('bind-bank form: fields per card type', () => {
  it('tabs come from the cardType options', () => {
    expect(cardTypeTabs(items)).toEqual([
      { key: '1', label: 'Bank account' },
      { key: '2', label: 'E-wallet' },
    ]);
    expect(cardTypeTabs([bank])).toEqual([]);
  });

  it('shows cardTypeMi 0 and the chosen type, never the special codes', () => {
    expect(visibleFields(items, '1').map((i) => i.code)).toEqual([
      'bankCode',
      'accountName',
      'accountNumber',
      'bankPhone',
      'salaryDay',
      'monthlyIncome',
    ]);
    expect(visibleFields(items, '2').map((i) => i.code)).toEqual([
      'walletCode',
      'walletPhone',
      'salaryDay',
      'monthlyIncome',
    ]);
  });

  it('defaults cardType 1 and channelNumber 90006, and keeps prefilled values exactly as received (D14)', () => {
    const values = initialValues([
      cardType,
      channel,
      { ...phone, value: '+63 917 123 4567' },
      { ...account, value: '1234-5678' },
    ]);
    expect(values).toMatchObject({
      cardType: '1',
      channelNumber: '90006',
      bankPhone: '+63 917 123 4567',
      accountNumber: '1234-5678',
    });
    expect(initialValues([{ ...cardType, value: '2' }]).cardType).toBe('2');
    // A type the tabs do not offer falls back to the first tab.
    expect(initialValues([{ ...cardType, value: '9' }]).cardType).toBe('1');
  });

  it('a day without options offers days 1-31; other pickers use note', () => {
    const days = optionsOf(day);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ label: '1', value: '1' });
    expect(days[30]).toEqual({ label: '31', value: '31' });
    expect(optionsOf(bank)).toEqual([
      { label: 'BDO Unibank', value: 'BDO' },
      { label: 'BPI', value: 'BPI' },
    ]);
  });
});

describe('bind-bank form: formatting as typed (spec §5, D6)', () => {
  it('digits only, phone 4-3-4 capped at 11, bank card in fours capped at 19, text as typed', () => {
    expect(formatField(income, '12a34')).toEqual({ display: '1234', value: '1234' });
    expect(formatField(phone, '0917x1234567 89')).toEqual({ display: '0917 123 4567', value: '09171234567' });
    expect(formatField(account, '12345678901234567890123')).toEqual({
      display: '1234 5678 9012 3456 789',
      value: '1234567890123456789',
    });
    expect(formatField(name, 'Ana Cruz')).toEqual({ display: 'Ana Cruz', value: 'Ana Cruz' });
  });

  it('caret goes after the same count of digits', () => {
    expect(caretAfterDigits('0917 123 4567', 0)).toBe(0);
    expect(caretAfterDigits('0917 123 4567', 4)).toBe(4);
    expect(caretAfterDigits('0917 123 4567', 5)).toBe(6);
    expect(caretAfterDigits('0917 12', 9)).toBe(7);
  });

  it('typing at the end groups and leaves the caret at the end', () => {
    expect(editDigits(phone, '0917', '09171', 5, false)).toEqual({ display: '0917 1', value: '09171', caret: 6 });
    expect(editDigits(account, '1234', '12345', 5, false)).toEqual({ display: '1234 5', value: '12345', caret: 6 });
  });

  it('typing in the middle keeps the caret after the typed digit', () => {
    // '0917 123' with '8' typed after '0917 1'.
    expect(editDigits(phone, '0917123', '0917 1823', 7, false)).toEqual({
      display: '0917 182 3',
      value: '09171823',
      caret: 7,
    });
  });

  it('backspace just after a space deletes the digit before it', () => {
    // '1234 5678' with the caret after the space (index 5); Backspace removes the space.
    expect(editDigits(account, '12345678', '12345678', 4, true)).toEqual({
      display: '1235 678',
      value: '1235678',
      caret: 3,
    });
  });

  it('a digit typed into a full phone number is refused, not pushing the last digit out', () => {
    expect(editDigits(phone, '09171234567', '09171 1234567'.replace(' ', '8 '), 6, false)).toEqual({
      display: '0917 123 4567',
      value: '09171234567',
      caret: 4,
    });
  });

  it('a +63 number pasted over a full phone number replaces it', () => {
    expect(editDigits(phone, '09171234567', '+63 918 765 4321', 16, false)).toMatchObject({
      value: '09187654321',
      display: '0918 765 4321',
    });
  });

  it('non-digits are dropped and the caret stays', () => {
    expect(editDigits(account, '1234', '12a34', 3, false)).toEqual({ display: '1234', value: '1234', caret: 2 });
  });
});

describe('bind-bank form: validation names the field', () => {
  it('passes a complete bank account; the optional field may stay empty', () => {
    expect(validateForm(items, filledBank, '1')).toBeNull();
  });

  it('an empty required text field: Please enter …', () => {
    expect(validateForm(items, { ...filledBank, accountNumber: '' }, '1')).toEqual({
      code: 'accountNumber',
      message: 'Please enter Account number',
    });
    expect(validateForm(items, { ...filledBank, accountName: '   ' }, '1')).toEqual({
      code: 'accountName',
      message: 'Please enter Account name',
    });
  });

  it('an unchosen picker: Please select …', () => {
    expect(validateForm(items, { ...filledBank, bankCode: '' }, '1')).toEqual({
      code: 'bankCode',
      message: 'Please select Bank',
    });
    expect(validateForm(items, { ...filledBank, salaryDay: '' }, '1')).toEqual({
      code: 'salaryDay',
      message: 'Please select Salary day',
    });
  });

  it('a picker that takes a typed value (ADR 0028) passes with a place the list lacks; others do not', () => {
    const city = formItem({
      code: 'city',
      cate: 'citySelect',
      title: 'City / Province',
      note: [{ name: 'Cebu City, Central Visayas', type: '0730600000' }],
      freeText: '1',
    });
    const withCity = [...items, city];
    expect(validateForm(withCity, { ...filledBank, city: 'Poblacion, Pateros' }, '1')).toBeNull();
    expect(validateForm(withCity, { ...filledBank, city: '0730600000' }, '1')).toBeNull();
    expect(validateForm(withCity, { ...filledBank, city: '  ' }, '1')).toEqual({
      code: 'city',
      message: 'Please select City / Province',
    });
    expect(buildPayload(withCity, { ...filledBank, city: ' Poblacion, Pateros ' }, '1', '').city).toBe(
      'Poblacion, Pateros',
    );
    expect(validateForm(items, { ...filledBank, bankCode: 'Other bank' }, '1')).toEqual({
      code: 'bankCode',
      message: 'Please select Bank',
    });
  });

  it('a phone that is not 09 + 9 digits, and a short account number, are named', () => {
    expect(validateForm(items, { ...filledBank, bankPhone: '0917123' }, '1')?.message).toBe(
      'Please enter a valid Mobile number (09XX XXX XXXX)',
    );
    expect(validateForm(items, { ...filledBank, accountNumber: '123456' }, '1')?.message).toBe(
      'Please enter a valid Account number (at least 10 digits)',
    );
  });

  it('every field’s problem at once, in the form’s order, each in its own words; none once filled', () => {
    expect(formProblems(items, { cardType: '1', accountNumber: '123', bankPhone: '0917' }, '1')).toEqual([
      { code: 'bankCode', message: 'Please select Bank' },
      { code: 'accountName', message: 'Please enter Account name' },
      { code: 'accountNumber', message: 'Please enter a valid Account number (at least 10 digits)' },
      { code: 'bankPhone', message: 'Please enter a valid Mobile number (09XX XXX XXXX)' },
      { code: 'salaryDay', message: 'Please select Salary day' },
    ]);
    expect(formProblems(items, filledBank, '1')).toEqual([]);
  });

  it('only the chosen type is checked', () => {
    expect(validateForm(items, { ...filledBank }, '2')).toEqual({
      code: 'walletCode',
      message: 'Please select E-wallet',
    });
    expect(validateForm(items, { salaryDay: '1', walletCode: 'GCASH', walletPhone: '09181234567' }, '2')).toBeNull();
  });
});

describe('bind-bank form: payload', () => {
  it('sends the chosen type fields by code with cardType, channelNumber and product_id', () => {
    const values = { ...filledBank, walletPhone: '09181234567', monthlyIncome: '' };
    expect(buildPayload(items, values, '1', '7')).toEqual({
      cardType: '1',
      channelNumber: '90006',
      bankCode: 'BDO',
      accountName: 'Ana Cruz',
      accountNumber: '1234567890',
      bankPhone: '09171234567',
      salaryDay: '15',
      product_id: '7',
    });
    expect(buildPayload(items, { walletCode: 'GCASH', walletPhone: '09181234567', salaryDay: '2' }, '2', '')).toEqual({
      cardType: '2',
      channelNumber: '90006',
      walletCode: 'GCASH',
      walletPhone: '09181234567',
      salaryDay: '2',
    });
  });
});

describe('bind-bank form: digits never shortened behind the borrower (D14)', () => {
  const number = formItem({ code: 'accountNo', title: 'Account number', inputType: 'number', cardTypeMi: 1 });
  const unknown = formItem({ code: 'refNo', title: 'Reference', inputType: 'iban', cardTypeMi: 1 });

  it('a number input (and an unknown inputType) takes every digit typed; the server may cap it with maxLength', () => {
    const long = '123456789012345678901234';
    expect(formatField(number, long)).toEqual({ display: long, value: long });
    expect(formatField(unknown, `${long}x`)).toEqual({ display: long, value: long });
    expect(maxDigits(number)).toBe(Number.POSITIVE_INFINITY);
    expect(formatField({ ...number, maxLength: 12 }, long).value).toBe('123456789012');
    expect(formatField({ ...number, maxLength: 10 }, long).value).toBe('1234567890');
    expect(formatField({ ...number, maxLength: 0 }, long).value).toBe(long);
    expect(formatField({ ...number, maxLength: 2.5 }, long).value).toBe(long);
    expect(editDigits(number, '123456789', '1234567890', 10, false)).toMatchObject({ value: '1234567890' });
  });

  it('bank cards group in fours, at most 19 digits; phones follow D6', () => {
    expect(formatField(account, '12345678901234567890').display).toBe('1234 5678 9012 3456 789');
    expect(formatField(phone, '+63 917 123 4567')).toEqual({ display: '0917 123 4567', value: '09171234567' });
  });

  it('a prefilled account number is sent back exactly as received, however long', () => {
    const prefilled = { ...number, value: '123456789012345' };
    const form = [cardType, channel, prefilled];
    const values = initialValues(form);
    expect(values.accountNo).toBe('123456789012345');
    expect(buildPayload(form, values, '1', '')).toMatchObject({ accountNo: '123456789012345' });
  });

  it('a masked prefill unedited passes validation and goes back as received (keep the stored one)', () => {
    const masked = { ...account, value: '**** **** **** 9876' };
    const maskedPhone = { ...phone, value: '0917 *** 4567' };
    const form = [cardType, channel, masked, maskedPhone];
    const values = initialValues(form);
    expect(validateForm(form, values, '1')).toBeNull();
    expect(buildPayload(form, values, '1', '')).toMatchObject({
      accountNumber: '**** **** **** 9876',
      bankPhone: '0917 *** 4567',
    });
  });

  it('editing a masked prefill starts a new number from what was typed; a deletion empties it', () => {
    const masked = { ...account, value: '**** **** **** 9876' };
    expect(editDigits(masked, masked.value, '**** **** **** 98765', 20, false).value).toBe('5');
    expect(editDigits(masked, masked.value, '**** **** **** 987', 18, true)).toMatchObject({ value: '', display: '' });
    expect(editDigits(masked, masked.value, '4', 1, false)).toMatchObject({ value: '4', display: '4' });
    // Once edited, the field is checked and sent as digits like any other.
    const form = [cardType, channel, masked];
    expect(validateForm(form, { accountNumber: '4' }, '1')?.message).toBe(
      'Please enter a valid Account number (at least 10 digits)',
    );
  });
});

describe('bind-bank form: a field kind as backends spell it (D28)', () => {
  const cities = [
    { name: 'Cebu City', type: 'CEB' },
    { name: 'Davao City', type: 'DVO' },
  ];
  it.each(['citySelect', 'city select', 'city_select', 'CITY-SELECT', 'City Select', ' cityselect '])(
    '%j with its towns is the city picker',
    (cate) => {
      const city = formItem({ code: 'city', cate, note: cities });
      expect(isPicker(city)).toBe(true);
      expect(optionsOf(city).map((o) => o.value)).toEqual(['CEB', 'DVO']);
      expect(validateForm([city], { city: 'Manila' }, '1')).toEqual({ code: 'city', message: 'Please select city' });
      expect(validateForm([city], { city: 'DVO' }, '1')).toBeNull();
    },
  );
  it.each(['enum', 'ENUM', 'Enum', ' e-num'])('%j is a picker even before its options come', (cate) => {
    expect(isPicker(formItem({ code: 'x', cate }))).toBe(true);
  });
  it.each(['day', 'DAY', 'Day '])('%j without options offers days 1-31', (cate) => {
    expect(optionsOf(formItem({ code: 'd', cate }))).toHaveLength(31);
  });
  it.each(['text', 'TEXT', 'Text', 'date', 'radio', ''])('%j without options is a text input', (cate) => {
    expect(isPicker(formItem({ code: 'x', cate }))).toBe(false);
  });
  it.each(['text', 'radio', 'select', 'province'])('%j with options is a picker: the list is never lost', (cate) => {
    const f = formItem({ code: 'x', cate, note: cities });
    expect(isPicker(f)).toBe(true);
    expect(optionsOf(f)).toHaveLength(2);
  });
});

describe('bind-bank form: a decimal point in a digits-only field (D31)', () => {
  it('a quantity keeps its whole part: 25,000.50 is 25000, never 2500050', () => {
    expect(wholePart('25,000.50')).toBe('25000');
    expect(wholePart('25000.5')).toBe('25000');
    expect(wholePart('25,000')).toBe('25000');
    expect(wholePart('25000,50')).toBe('25000');
    expect(wholePart('1.234.567')).toBe('1');
    expect(wholePart('.50')).toBe('');
    expect(sentValue(income, '25,000.50')).toBe('25000');
  });
  it('typed key by key, the point stays on screen, so the digit after it is never joined', () => {
    let value = '';
    for (const key of '25000.5') {
      const raw = value + key;
      value = editDigits(income, value, raw, raw.length, false).value;
    }
    expect(value).toBe('25000.5');
    expect(sentValue(income, value)).toBe('25000');
    expect(formatField(income, value).display).toBe('25000.5');
  });
  it('pasted with separators, the whole part is what is saved and checked', () => {
    const pasted = editDigits(income, '', '₱25,000.50', 10, false);
    expect(pasted).toEqual({ display: '25000.50', value: '25000.50', caret: 8 });
    const values = { ...filledBank, monthlyIncome: pasted.value };
    expect(validateForm(items, values, '1')).toBeNull();
    expect(buildPayload(items, values, '1', '').monthlyIncome).toBe('25000');
    const required = { ...income, required: 1 as const };
    expect(validateForm([required], { monthlyIncome: '.50' }, '1')).toMatchObject({ code: 'monthlyIncome' });
  });
  it('typed key by key, thousands separators go once they are plainly so; a comma that may be decimal stays', () => {
    const typed = (keys: string) => {
      const seen: string[] = [];
      let value = '';
      for (const key of keys) {
        const raw = value + key;
        value = editDigits(income, value, raw, raw.length, false).value;
        seen.push(value);
      }
      return seen;
    };
    expect(typed('25,000')).toEqual(['2', '25', '25,', '25,0', '25,00', '25000']);
    expect(typed('25,50').at(-1)).toBe('25,50');
    expect(sentValue(income, '25,50')).toBe('25');
    expect(quantityText('1,250,000')).toBe('1250000');
    expect(quantityText('12.5.0')).toBe('12.50');
    expect(quantityText('₱25,000.50', 4)).toBe('25');
  });

  it('phones and bank cards are identifiers: their points are separators, as before', () => {
    expect(takesWholeNumber(phone)).toBe(false);
    expect(takesWholeNumber(account)).toBe(false);
    expect(takesWholeNumber(name)).toBe(false);
    expect(takesWholeNumber(income)).toBe(true);
    expect(formatField(account, '1234.5678.90').value).toBe('1234567890');
  });
  it('a full quantity refuses another digit', () => {
    const capped = { ...income, maxLength: 5 };
    expect(editDigits(capped, '25000', '250001', 6, false)).toMatchObject({ value: '25000' });
    expect(editDigits(capped, '25000', '25000.5', 7, false)).toMatchObject({ value: '25000.5' });
  });
});
