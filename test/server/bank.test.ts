// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import type { CardFormItem } from '../../shared/api/contract/bank';

let server: ServerApp;
let token: string;
let scenarios: Record<string, { query: Record<string, string> }>;

beforeEach(async () => {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
  const res = await server.app.request('/_test/borrower', { method: 'POST' });
  ({ token, scenarios } = ((await res.json()) as { data: { token: string; scenarios: typeof scenarios } }).data);
});
afterEach(() => server.close());

async function post(path: string, fields: Record<string, string>, query: Record<string, string> = {}) {
  const qs = new URLSearchParams({ token, ...query });
  const res = await server.app.request(`/states/v3/bind-card/${path}?${qs}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return (await res.json()) as { code: number; message: string; data: unknown };
}

/** PSGC codes, the values of the City / Province options. */
const CEBU_CITY = '0730600000';
const BAGUIO_CITY = '1430300000';

const bankForm = {
  cardType: '1',
  channelNumber: '90006',
  bankCode: 'BDO',
  accountName: 'Ana Cruz',
  accountNumber: '001234567890',
  bankPhone: '0917 123 4567',
  city: CEBU_CITY,
  salaryDay: '15',
};

async function items(query: Record<string, string> = {}): Promise<CardFormItem[]> {
  const res = await post('card-init', query.product_id ? { product_id: query.product_id } : {}, query);
  expect(res.code).toBe(0);
  return (res.data as { items: CardFormItem[] }).items;
}

describe('bank module: card-init', () => {
  it('answers a bank-account and an e-wallet form with the defaults and the borrower prefilled', async () => {
    const list = await items(scenarios['bind-bank'].query);
    const byCode = Object.fromEntries(list.map((i) => [i.code, i]));
    expect(byCode.cardType).toMatchObject({
      value: '1',
      note: [
        { name: 'Bank account', type: 1 },
        { name: 'E-wallet', type: 2 },
      ],
    });
    expect(byCode.channelNumber.value).toBe('90006');
    expect(list.filter((i) => i.cardTypeMi === 1).map((i) => [i.code, i.cate, i.inputType])).toEqual([
      ['bankCode', 'enum', ''],
      ['accountName', 'text', 'text'],
      ['accountNumber', 'text', 'bankCard'],
      ['bankPhone', 'text', 'phone'],
    ]);
    expect(list.filter((i) => i.cardTypeMi === 2).map((i) => i.code)).toEqual(['walletCode', 'walletPhone']);
    expect(byCode.walletCode.note.map((o) => o.name)).toEqual(['GCash', 'Maya']);
    expect(byCode.city).toMatchObject({ cate: 'citySelect', freeText: 1 });
    expect(byCode.city.note).toHaveLength(1642);
    expect(byCode.city.note).toContainEqual({ name: 'Cebu City, Central Visayas', type: CEBU_CITY });
    expect(byCode.city.note).toContainEqual({ name: 'Sto. Tomas City, Batangas', type: '0401028000' });
    expect(byCode.bankCode.freeText).toBe(0);
    expect(byCode.salaryDay.cate).toBe('day');
    expect(byCode.monthlyIncome).toMatchObject({ inputType: 'number', required: 0 });
    expect(byCode.accountNumber.value).toBe('');
    expect(byCode.bankPhone.value).toMatch(/^09\d{9}$/);
  });

  it('without a session answers 401', async () => {
    const res = await server.app.request('/states/v3/bind-card/card-init', { method: 'POST' });
    expect(await res.json()).toMatchObject({ code: 401 });
  });
});

describe('bank module: bind-card-new', () => {
  it('stores the account (phone normalised) and card-init then prefills it', async () => {
    const res = await post('bind-card-new', { ...bankForm, product_id: scenarios['bind-bank'].query.product_id });
    expect(res.code).toBe(0);
    const row = server.db
      .prepare('SELECT card_type, channel_number, fields, product_id FROM bank_accounts WHERE id = ?')
      .get((res.data as { accountId: number }).accountId) as {
      card_type: number;
      channel_number: string;
      fields: string;
      product_id: number | null;
    };
    expect(row).toMatchObject({ card_type: 1, channel_number: '90006', product_id: null });
    expect(JSON.parse(row.fields)).toEqual({
      bankCode: 'BDO',
      accountName: 'Ana Cruz',
      accountNumber: '001234567890',
      bankPhone: '09171234567',
      city: CEBU_CITY,
      salaryDay: '15',
    });
    const prefilled = Object.fromEntries((await items()).map((i) => [i.code, i.value]));
    expect(prefilled).toMatchObject({ bankCode: 'BDO', accountNumber: '**** **** **** 7890' });
  });

  it('card-init never sends a stored account number in clear: the last 4 digits only', async () => {
    await post('bind-card-new', { ...bankForm, accountNumber: '5555444433339876' });
    const body = JSON.stringify(await post('card-init', {}));
    expect(body).toContain('"**** **** **** 9876"');
    expect(body).not.toContain('5555444433339876');
    expect(body).not.toContain('44443333');
  });

  it('the masked number sent back unedited keeps the stored one (contract D14); another masked text is refused', async () => {
    await post('bind-card-new', { ...bankForm, accountNumber: '5555444433339876' });
    const shown = (await items()).find((i) => i.code === 'accountNumber')!.value;
    const res = await post('bind-card-new', { ...bankForm, accountNumber: shown, bankCode: 'BPI' });
    expect(res.code).toBe(0);
    const row = server.db
      .prepare('SELECT fields FROM bank_accounts WHERE id = ?')
      .get((res.data as { accountId: number }).accountId) as { fields: string };
    expect(JSON.parse(row.fields)).toMatchObject({ accountNumber: '5555444433339876', bankCode: 'BPI' });
    expect(await post('bind-card-new', { ...bankForm, accountNumber: '**** **** **** 1111' })).toMatchObject({
      code: 400,
      message: 'Account number must be 10 to 19 digits',
    });
  });

  it('a masked number with no account on file is refused, not stored', async () => {
    expect(await post('bind-card-new', { ...bankForm, accountNumber: '**** **** **** 7890' })).toMatchObject({
      code: 400,
    });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM bank_accounts WHERE product_id IS NULL').get()).toEqual({
      n: 0,
    });
  });

  it('stores an e-wallet and ignores fields of the other type', async () => {
    const res = await post('bind-card-new', {
      cardType: '2',
      channelNumber: '90006',
      walletCode: 'GCASH',
      walletPhone: '+63 918 765 4321',
      city: BAGUIO_CITY,
      salaryDay: '30',
      accountNumber: 'junk',
    });
    expect(res.code).toBe(0);
    const row = server.db.prepare('SELECT card_type, fields FROM bank_accounts ORDER BY id DESC LIMIT 1').get() as {
      card_type: number;
      fields: string;
    };
    expect(row.card_type).toBe(2);
    expect(JSON.parse(row.fields)).toEqual({
      walletCode: 'GCASH',
      walletPhone: '09187654321',
      city: BAGUIO_CITY,
      salaryDay: '30',
    });
  });

  it.each([
    [{ bankCode: '' }, 'Bank is required'],
    [{ accountNumber: '' }, 'Account number is required'],
    [{ accountNumber: '1234 5678 90' }, 'Account number must be 10 to 19 digits'],
    [{ bankPhone: '13800138000' }, 'Mobile number must be a Philippine mobile number (09XX XXX XXXX)'],
    [{ bankCode: 'HSBC' }, 'Bank is not a valid choice'],
    [{ salaryDay: '32' }, 'Salary day must be a day from 1 to 31'],
    [{ accountName: '<script>' }, "Account name may contain only letters, spaces and . , ' -"],
    [{ monthlyIncome: '12,000' }, 'Monthly income (₱) must contain digits only'],
    [{ cardType: '3' }, 'Account type is not valid'],
  ])('refuses %o: %s', async (change, message) => {
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM bank_accounts').get() as { n: number }).n;
    expect(await post('bind-card-new', { ...bankForm, ...change })).toMatchObject({ code: 400, message });
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM bank_accounts').get() as { n: number }).n).toBe(before);
  });

  it('a place the city list lacks is stored as typed (ADR 0028); a bank the list lacks is not', async () => {
    const res = await post('bind-card-new', { ...bankForm, city: '  Barangay  Poblacion, Pateros ' });
    expect(res.code).toBe(0);
    const row = server.db
      .prepare('SELECT fields FROM bank_accounts WHERE id = ?')
      .get((res.data as { accountId: number }).accountId) as { fields: string };
    expect(JSON.parse(row.fields).city).toBe('Barangay Poblacion, Pateros');
    expect(await post('bind-card-new', { ...bankForm, city: '<b>x</b>' })).toMatchObject({
      code: 400,
      message: "City / Province may contain only letters, digits, spaces and . , ' ( ) / -",
    });
    expect(await post('bind-card-new', { ...bankForm, bankCode: 'Other bank' })).toMatchObject({
      code: 400,
      message: 'Bank is not a valid choice',
    });
  });

  it('the refused account number fails deterministically with a message', async () => {
    expect(await post('bind-card-new', { ...bankForm, accountNumber: '0000000000' })).toMatchObject({
      code: 1002,
      message: expect.stringContaining('could not verify'),
    });
  });
});

describe('bank module: change-card', () => {
  it('replaces the account of the loan and card-init for that product shows it', async () => {
    const { productId, orderId } = scenarios['bind-bank-change'].query;
    const before = await items({ product_id: productId });
    expect(before.find((i) => i.code === 'bankCode')?.value).toBe('BPI');
    expect(before.find((i) => i.code === 'accountNumber')?.value).toBe('**** **** **** 7890');
    const res = await post('change-card', { ...bankForm, product_id: productId }, { orderId });
    expect(res.code).toBe(0);
    const accountId = (res.data as { accountId: number }).accountId;
    expect(server.db.prepare('SELECT bank_account_id FROM orders WHERE id = ?').get(Number(orderId))).toEqual({
      bank_account_id: accountId,
    });
    expect((await items({ product_id: productId })).find((i) => i.code === 'bankCode')?.value).toBe('BDO');
  });

  it("refuses a product the borrower has no loan of, and another borrower's order", async () => {
    expect(await post('change-card', { ...bankForm, product_id: '999' })).toMatchObject({ code: 404 });
    const other = (await (await server.app.request('/_test/borrower', { method: 'POST' })).json()) as {
      data: { scenarios: typeof scenarios };
    };
    const { productId, orderId } = other.data.scenarios['bind-bank-change'].query;
    expect(await post('change-card', { ...bankForm, product_id: productId }, { orderId })).toMatchObject({ code: 404 });
  });

  it("the unedited masked number keeps the loan's stored account", async () => {
    const { productId, orderId } = scenarios['bind-bank-change'].query;
    const shown = Object.fromEntries((await items({ product_id: productId })).map((i) => [i.code, i.value]));
    const res = await post('change-card', { ...shown, product_id: productId }, { orderId });
    expect(res.code).toBe(0);
    const row = server.db
      .prepare('SELECT fields FROM bank_accounts WHERE id = ?')
      .get((res.data as { accountId: number }).accountId) as { fields: string };
    expect(JSON.parse(row.fields).accountNumber).toBe('1234567890');
  });

  it('validates like bind-card-new', async () => {
    const { productId } = scenarios['bind-bank-change'].query;
    expect(await post('change-card', { ...bankForm, product_id: productId, bankPhone: '' })).toMatchObject({
      code: 400,
      message: 'Mobile number is required',
    });
  });
});
