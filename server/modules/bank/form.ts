/**
 * The bind-card form (spec §3 "Card or bank form item", §7): its items for one borrower, prefilled, and
 * the check of a submitted form against them. Account numbers leave the server masked (contract D14).
 */
import type { Wire } from '../../../shared/api/contract/declare';
import type { CardFormItem, CardItemOption } from '../../../shared/api/contract/bank';
import { localPhone } from '../../format';
import { ApiError } from '../../http';
import type { Borrower } from '../../session';
import PSGC from './ph-places.json' with { type: 'json' };

export const DEFAULT_CARD_TYPE = '1';
export const DEFAULT_CHANNEL_NUMBER = '90006';

/** An account number the "bank" refuses: a deterministic failed save for tests and demos. */
export const REFUSED_ACCOUNT_NUMBER = '0000000000';
export const REFUSED_ACCOUNT_MESSAGE =
  'We could not verify this account number with the bank. Please check it and try again.';
export const BANK_REFUSED_CODE = 1002;

export const CARD_TYPES: Wire<CardItemOption>[] = [
  { name: 'Bank account', type: 1 },
  { name: 'E-wallet', type: 2 },
];

export const BANKS: Wire<CardItemOption>[] = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'Bank of the Philippine Islands (BPI)', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
  { name: 'UnionBank', type: 'UBP' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'RCBC', type: 'RCBC' },
  { name: 'China Bank', type: 'CBC' },
];

export const WALLETS: Wire<CardItemOption>[] = [
  { name: 'GCash', type: 'GCASH' },
  { name: 'Maya', type: 'MAYA' },
];

/**
 * The City / Province options: every Philippine city and municipality (PSGC, ADR 0028), named with its
 * province; the value sent back is the place's PSGC code.
 */
export const CITIES: Wire<CardItemOption>[] = (PSGC.places as [code: string, name: string, area: string][]).map(
  ([code, name, area]) => ({
    name: `${name}, ${area}`,
    type: code,
  }),
);

/** A place typed in when the list lacks it ('Other', ADR 0028): a name, at most this long. */
export const PLACE_MAX_LENGTH = 80;
const PLACE_PATTERN = /^[\p{L}\d .,'()/-]+$/u;

export type Values = Record<string, string>;

function item(
  partial: Partial<Wire<CardFormItem>> & Pick<Wire<CardFormItem>, 'code' | 'cate' | 'title'>,
): Wire<CardFormItem> {
  return {
    subtitle: '',
    value: '',
    note: [],
    inputType: '',
    cardTypeMi: 0,
    channelNumber: DEFAULT_CHANNEL_NUMBER,
    required: 1,
    freeText: 0,
    ...partial,
  };
}

/** The form of one borrower, prefilled with `values` (a stored account) or the borrower's own details. */
export function cardFormItems(borrower: Pick<Borrower, 'name' | 'phone'>, values: Values = {}): Wire<CardFormItem>[] {
  const v = (code: string, fallback = '') => values[code] ?? fallback;
  return [
    item({
      code: 'cardType',
      cate: 'enum',
      title: 'Account type',
      note: CARD_TYPES,
      value: v('cardType', DEFAULT_CARD_TYPE),
    }),
    item({
      code: 'channelNumber',
      cate: 'text',
      title: 'Channel',
      inputType: 'number',
      value: v('channelNumber', DEFAULT_CHANNEL_NUMBER),
    }),
    item({
      code: 'bankCode',
      cate: 'enum',
      title: 'Bank',
      subtitle: 'Choose your bank',
      note: BANKS,
      value: v('bankCode'),
      cardTypeMi: 1,
    }),
    item({
      code: 'accountName',
      cate: 'text',
      title: 'Account name',
      subtitle: 'As shown on your bank account',
      inputType: 'text',
      value: v('accountName', borrower.name),
      cardTypeMi: 1,
    }),
    item({
      code: 'accountNumber',
      cate: 'text',
      title: 'Account number',
      subtitle: '10 to 19 digits, no spaces needed',
      inputType: 'bankCard',
      value: v('accountNumber'),
      cardTypeMi: 1,
    }),
    item({
      code: 'bankPhone',
      cate: 'text',
      title: 'Mobile number',
      subtitle: 'The number registered with your bank',
      inputType: 'phone',
      value: v('bankPhone', borrower.phone),
      cardTypeMi: 1,
    }),
    item({
      code: 'walletCode',
      cate: 'enum',
      title: 'E-wallet',
      subtitle: 'Choose your e-wallet',
      note: WALLETS,
      value: v('walletCode'),
      cardTypeMi: 2,
    }),
    item({
      code: 'walletPhone',
      cate: 'text',
      title: 'Wallet mobile number',
      subtitle: 'The number of your GCash or Maya account',
      inputType: 'phone',
      value: v('walletPhone', borrower.phone),
      cardTypeMi: 2,
    }),
    item({
      code: 'city',
      cate: 'citySelect',
      title: 'City / Province',
      subtitle: 'Where you live now',
      note: CITIES,
      value: v('city'),
      freeText: 1,
    }),
    item({ code: 'salaryDay', cate: 'day', title: 'Salary day', subtitle: 'Day of the month', value: v('salaryDay') }),
    item({
      code: 'monthlyIncome',
      cate: 'text',
      title: 'Monthly income (₱)',
      subtitle: 'Optional, in whole pesos',
      inputType: 'number',
      value: v('monthlyIncome'),
      required: 0,
    }),
  ];
}

const SPECIAL = new Set(['cardType', 'channelNumber']);
/** The most characters a field of the form takes. */
const FIELD_MAX_LENGTH = 80;

/** The form as `bindCardNewSends` reads it: the special items' values, and every other value by its code. */
export interface SentForm {
  readonly cardType: string;
  readonly channelNumber: string;
  readonly rest: Readonly<Record<string, string>>;
}
const NAME_PATTERN = /^[\p{L} .,'-]+$/u;

/** Checks a submitted form against the form definition; returns the stored values or throws a 400 naming the field. */
export function validateCardForm(
  items: Wire<CardFormItem>[],
  sent: SentForm,
): { cardType: number; channelNumber: string; values: Values } {
  const { cardType, channelNumber } = sent;
  if (!CARD_TYPES.some((t) => String(t.type) === cardType)) throw new ApiError(400, 'Account type is not valid');
  if (!/^\d{1,10}$/.test(channelNumber)) throw new ApiError(400, 'Channel is not valid');
  const values: Values = {};
  for (const it of items) {
    const code = String(it.code);
    if (SPECIAL.has(code) || (it.cardTypeMi !== 0 && String(it.cardTypeMi) !== cardType)) continue;
    const raw = sent.rest[code] ?? '';
    if (raw.length > FIELD_MAX_LENGTH)
      throw new ApiError(400, `${it.title} must be at most ${FIELD_MAX_LENGTH} characters`);
    if (!raw) {
      if (it.required) throw new ApiError(400, `${it.title} is required`);
      continue;
    }
    values[code] = checkValue(it, raw);
  }
  return { cardType: Number(cardType), channelNumber, values };
}

function checkValue(it: Wire<CardFormItem>, raw: string): string {
  const invalid = (why: string) => new ApiError(400, `${it.title} ${why}`);
  if (it.cate === 'enum' || it.cate === 'citySelect') {
    if (it.note.some((o) => String(o.type) === raw)) return raw;
    // A place the list lacks, typed in (ADR 0028): a name, not anything at all.
    if (Number(it.freeText) === 1) {
      const typed = raw.replace(/\s+/g, ' ').trim();
      if (typed.length <= PLACE_MAX_LENGTH && PLACE_PATTERN.test(typed)) return typed;
      throw invalid("may contain only letters, digits, spaces and . , ' ( ) / -");
    }
    throw invalid('is not a valid choice');
  }
  if (it.cate === 'day') {
    if (!/^\d{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > 31) throw invalid('must be a day from 1 to 31');
    return String(Number(raw));
  }
  switch (it.inputType) {
    case 'text':
      if (raw.length > 60 || !NAME_PATTERN.test(raw)) throw invalid("may contain only letters, spaces and . , ' -");
      return raw.replace(/\s+/g, ' ');
    case 'phone': {
      const phone = /^[\d\s+()-]+$/.test(raw) ? localPhone(raw) : '';
      if (!phone) throw invalid('must be a Philippine mobile number (09XX XXX XXXX)');
      return phone;
    }
    case 'bankCard':
      if (!/^\d{10,19}$/.test(raw)) throw invalid('must be 10 to 19 digits');
      return raw;
    default:
      if (!/^\d{1,9}$/.test(raw)) throw invalid('must contain digits only');
      return raw;
  }
}

/**
 * How card-init shows a stored account number: the last 4 digits only, always in the same shape so the
 * length is not told either. @example maskAccountNumber('001234569876') // '**** **** **** 9876'
 */
export function maskAccountNumber(digits: string): string {
  return `**** **** **** ${digits.slice(-4)}`;
}

/** The stored values as card-init sends them: the account number masked. */
export function shownValues(values: Values): Values {
  return values.accountNumber ? { ...values, accountNumber: maskAccountNumber(values.accountNumber) } : values;
}

/**
 * Contract D14: the form sends a prefilled value back unedited, so the masked account number card-init
 * showed means 'keep the stored one'. Any other masked text is refused like any other bad number.
 */
export function keepStoredAccount<F extends SentForm>(form: F, stored: Values): F {
  const sent = form.rest.accountNumber;
  if (!sent || !stored.accountNumber || sent !== maskAccountNumber(stored.accountNumber)) return form;
  return { ...form, rest: { ...form.rest, accountNumber: stored.accountNumber } };
}
