/**
 * Bind bank in Filipino (D27): the title, the tabs' name, the pickers' placeholder, the whole-number hints,
 * Next and every check's message from the catalog; the server's field names, options and values as sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFormItem } from '../../../shared/api/contract/bank';
import { catalogOf, expectFilipino, renderIn } from '../../support/render-in-language';
import { formItem } from './form-item';

afterEach(() => {
  document.body.innerHTML = '';
});

const load = () => import('../../../pages/bind-bank/bind-bank-page').then((m) => m.BindBankPage);
const URL_ = '/bind-bank.html?token=t1&product_id=3';

/** A form item as the server sends it: a text input unless the test says otherwise. */
const item = (p: Partial<CardFormItem> & { code: string }) => formItem({ inputType: 'text', ...p });

// The card type without a title of its own: the tabs are named in our words ('Account type').
const cardType = item({
  code: 'cardType',
  cate: 'enum',
  title: '',
  value: '1',
  note: [
    { name: 'Bank account', type: '1' },
    { name: 'E-wallet', type: '2' },
  ],
});
const bank = item({
  code: 'bankCode',
  cate: 'enum',
  title: 'Bank',
  note: [{ name: 'BDO Unibank', type: 'BDO' }],
  cardTypeMi: 1,
});
const income = item({
  code: 'income',
  title: 'Monthly income',
  inputType: 'number',
  value: '25,000.50',
  cardTypeMi: 1,
});
const dependents = item({ code: 'dependents', title: 'Dependents', inputType: 'number', cardTypeMi: 1 });
const account = item({ code: 'accountNumber', title: 'Account number', inputType: 'bankCard', cardTypeMi: 1 });
const phone = item({ code: 'bankPhone', title: 'Mobile number', inputType: 'phone', cardTypeMi: 1 });

describe('bind-bank in Filipino', { timeout: 30_000 }, () => {
  it('the form: its title, the tabs’ name, the placeholder, the hints and Next in Filipino; the fields as sent', async () => {
    const answers = { 'card-init': { items: [cardType, bank, income, dependents] } };
    const english = await renderIn('en', URL_, load, answers);
    const filipino = await renderIn('fil', URL_, load, answers);
    expect(expectFilipino(english, filipino, ['bind-bank']).sort()).toEqual(
      [
        'Payment account information',
        'Account type',
        'Please select',
        'Whole numbers only.',
        'Whole numbers only: {kept} is saved.',
        'Next',
      ].sort(),
    );
    expect(filipino).toEqual(
      expect.arrayContaining([
        'Impormasyon ng account para sa bayad',
        'Uri ng account',
        'Pumili',
        'Buong numero lang.',
        'Buong numero lang: 25000 ang mase-save.',
        'Susunod',
        'Bank account',
        'E-wallet',
        'Bank',
        'Monthly income',
      ]),
    );
  });

  it('an account type with nothing to fill in says so in Filipino', async () => {
    const answers = { 'card-init': { items: [{ ...cardType, note: [cardType.note[0]] }] } };
    const english = await renderIn('en', URL_, load, answers);
    const filipino = await renderIn('fil', URL_, load, answers);
    expect(expectFilipino(english, filipino, ['bind-bank'])).toEqual(
      expect.arrayContaining(['There is nothing to fill in for this account type.']),
    );
    expect(filipino).toContain('Walang kailangang punan para sa uri ng account na ito.');
  });

  it('each check names the server’s field in a Filipino sentence', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_LANG', 'fil');
    const { formProblems } = await import('../../../pages/bind-bank/card-form');
    vi.unstubAllEnvs();
    const fil = (english: string, values: Record<string, string>) =>
      catalogOf('bind-bank')[english].fil.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
    const check = (items: CardFormItem[], values: Record<string, string>) =>
      formProblems([cardType, ...items], { cardType: '1', ...values }, '1')[0]?.message;
    expect(check([bank], {})).toBe(fil('Please select {field}', { field: 'Bank' }));
    expect(check([account], {})).toBe(fil('Please enter {field}', { field: 'Account number' }));
    expect(check([account], { accountNumber: '12345' })).toBe(
      fil('Please enter a valid {field} (at least {digits} digits)', { field: 'Account number', digits: '10' }),
    );
    expect(check([phone], { bankPhone: '0812' })).toBe(
      fil('Please enter a valid {field} (09XX XXX XXXX)', { field: 'Mobile number' }),
    );
    expect(check([account], { accountNumber: '12345' })).toBe(
      'Pakilagay ang tamang Account number (hindi bababa sa 10 na digit)',
    );
  });
});
