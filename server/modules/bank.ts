/**
 * Bind card (spec §3 "Card or bank form item", §7, contract §2): the payment-account form of a
 * Philippine borrower (a bank account or an e-wallet, plus city and salary day), its validation and
 * the stored account: `bind-card-new` keeps the borrower's account, `change-card` replaces the account
 * of one loan's product.
 */
import { bindCardNew, cardInit, changeCard } from '../../shared/api/contract/bank';
import type { CardFormItem, CardItemOption } from '../../shared/api/contract/bank';
import { isValidPhone, normalizePhone } from '../../shared/format/digits';
import { ApiError, ok, route } from '../http';
import type { Borrower, Input } from '../http';
import type { Db } from '../db';
import type { Scenario, ServerModule } from '../module';

export const DEFAULT_CARD_TYPE = '1';
export const DEFAULT_CHANNEL_NUMBER = '90006';

/** An account number the "bank" refuses: a deterministic failed save for tests and demos. */
export const REFUSED_ACCOUNT_NUMBER = '0000000000';
export const REFUSED_ACCOUNT_MESSAGE = 'We could not verify this account number with the bank. Please check it and try again.';
export const BANK_REFUSED_CODE = 1002;

export const CARD_TYPES: CardItemOption[] = [
  { name: 'Bank account', type: 1 },
  { name: 'E-wallet', type: 2 },
];

export const BANKS: CardItemOption[] = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'Bank of the Philippine Islands (BPI)', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
  { name: 'UnionBank', type: 'UBP' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'RCBC', type: 'RCBC' },
  { name: 'China Bank', type: 'CBC' },
];

export const WALLETS: CardItemOption[] = [
  { name: 'GCash', type: 'GCASH' },
  { name: 'Maya', type: 'MAYA' },
];

export const CITIES: CardItemOption[] = [
  'Quezon City, Metro Manila',
  'Manila, Metro Manila',
  'Makati, Metro Manila',
  'Pasig, Metro Manila',
  'Caloocan, Metro Manila',
  'Cebu City, Cebu',
  'Davao City, Davao del Sur',
  'Iloilo City, Iloilo',
  'Bacolod, Negros Occidental',
  'Cagayan de Oro, Misamis Oriental',
  'Baguio, Benguet',
  'Antipolo, Rizal',
].map((name) => ({ name, type: name }));

type Values = Record<string, string>;

function item(partial: Partial<CardFormItem> & Pick<CardFormItem, 'code' | 'cate' | 'title'>): CardFormItem {
  return { subtitle: '', value: '', note: [], inputType: '', cardTypeMi: 0, channelNumber: DEFAULT_CHANNEL_NUMBER, required: 1, ...partial };
}

/** The form of one borrower, prefilled with `values` (a stored account) or the borrower's own details. */
export function cardFormItems(borrower: Pick<Borrower, 'name' | 'phone'>, values: Values = {}): CardFormItem[] {
  const v = (code: string, fallback = '') => values[code] ?? fallback;
  return [
    item({ code: 'cardType', cate: 'enum', title: 'Account type', note: CARD_TYPES, value: v('cardType', DEFAULT_CARD_TYPE) }),
    item({ code: 'channelNumber', cate: 'text', title: 'Channel', inputType: 'number', value: v('channelNumber', DEFAULT_CHANNEL_NUMBER) }),
    item({ code: 'bankCode', cate: 'enum', title: 'Bank', subtitle: 'Choose your bank', note: BANKS, value: v('bankCode'), cardTypeMi: 1 }),
    item({ code: 'accountName', cate: 'text', title: 'Account name', subtitle: 'As shown on your bank account', inputType: 'text', value: v('accountName', borrower.name), cardTypeMi: 1 }),
    item({ code: 'accountNumber', cate: 'text', title: 'Account number', subtitle: '10 to 19 digits, no spaces needed', inputType: 'bankCard', value: v('accountNumber'), cardTypeMi: 1 }),
    item({ code: 'bankPhone', cate: 'text', title: 'Mobile number', subtitle: 'The number registered with your bank', inputType: 'phone', value: v('bankPhone', borrower.phone), cardTypeMi: 1 }),
    item({ code: 'walletCode', cate: 'enum', title: 'E-wallet', subtitle: 'Choose your e-wallet', note: WALLETS, value: v('walletCode'), cardTypeMi: 2 }),
    item({ code: 'walletPhone', cate: 'text', title: 'Wallet mobile number', subtitle: 'The number of your GCash or Maya account', inputType: 'phone', value: v('walletPhone', borrower.phone), cardTypeMi: 2 }),
    item({ code: 'city', cate: 'citySelect', title: 'City / Province', subtitle: 'Where you live now', note: CITIES, value: v('city') }),
    item({ code: 'salaryDay', cate: 'day', title: 'Salary day', subtitle: 'Day of the month', value: v('salaryDay') }),
    item({ code: 'monthlyIncome', cate: 'text', title: 'Monthly income (₱)', subtitle: 'Optional, in whole pesos', inputType: 'number', value: v('monthlyIncome'), required: 0 }),
  ];
}

const SPECIAL = new Set(['cardType', 'channelNumber']);
const NAME_PATTERN = /^[\p{L} .,'-]+$/u;

/** Checks a submitted form against the form definition; returns the stored values or throws a 400 naming the field. */
export function validateCardForm(items: CardFormItem[], input: Input): { cardType: number; channelNumber: string; values: Values } {
  const cardType = input.required('cardType', { label: 'Account type' });
  if (!CARD_TYPES.some((t) => String(t.type) === cardType)) throw new ApiError(400, 'Account type is not valid');
  const channelNumber = input.required('channelNumber', { label: 'Channel', pattern: /^\d{1,10}$/ });
  const values: Values = {};
  for (const it of items) {
    if (SPECIAL.has(it.code) || (it.cardTypeMi !== 0 && String(it.cardTypeMi) !== cardType)) continue;
    const raw = input.optional(it.code, { label: it.title, max: 80 });
    if (!raw) {
      if (it.required) throw new ApiError(400, `${it.title} is required`);
      continue;
    }
    values[it.code] = checkValue(it, raw);
  }
  return { cardType: Number(cardType), channelNumber, values };
}

function checkValue(it: CardFormItem, raw: string): string {
  const invalid = (why: string) => new ApiError(400, `${it.title} ${why}`);
  if (it.cate === 'enum' || it.cate === 'citySelect') {
    if (!it.note.some((o) => String(o.type) === raw)) throw invalid('is not a valid choice');
    return raw;
  }
  if (it.cate === 'day') {
    if (!/^\d{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > 31) throw invalid('must be a day from 1 to 31');
    return String(Number(raw));
  }
  switch (it.inputType) {
    case 'text':
      if (raw.length > 60 || !NAME_PATTERN.test(raw)) throw invalid("may contain only letters, spaces and . , ' -");
      return raw.replace(/\s+/g, ' ');
    case 'phone':
      if (!/^[\d\s+()-]+$/.test(raw) || !isValidPhone(raw)) throw invalid('must be a Philippine mobile number (09XX XXX XXXX)');
      return normalizePhone(raw);
    case 'bankCard':
      if (!/^\d{10,19}$/.test(raw)) throw invalid('must be 10 to 19 digits');
      return raw;
    default:
      if (!/^\d{1,9}$/.test(raw)) throw invalid('must contain digits only');
      return raw;
  }
}

interface AccountRow {
  id: number;
  card_type: number;
  channel_number: string;
  fields: string;
}

function storedValues(row: AccountRow | undefined): Values {
  if (!row) return {};
  return { ...(JSON.parse(row.fields) as Values), cardType: String(row.card_type), channelNumber: row.channel_number };
}

/** The account to prefill: the one of this product (after a change), else the borrower's own. */
function currentAccount(db: Db, borrowerId: number, productId: number | null): AccountRow | undefined {
  const select = 'SELECT id, card_type, channel_number, fields FROM bank_accounts WHERE borrower_id = ?';
  return (
    (productId !== null
      ? (db.prepare(`${select} AND product_id = ? ORDER BY id DESC LIMIT 1`).get(borrowerId, productId) as AccountRow | undefined)
      : undefined) ?? (db.prepare(`${select} AND product_id IS NULL ORDER BY id DESC LIMIT 1`).get(borrowerId) as AccountRow | undefined)
  );
}

function productIdOf(input: Input): number | null {
  const raw = input.optional('product_id') || input.optional('productId');
  if (!raw) return null;
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(400, 'product_id must be a whole number');
  return Number(raw);
}

function insertAccount(db: Db, borrowerId: number, productId: number | null, form: ReturnType<typeof validateCardForm>): number {
  const info = db
    .prepare("INSERT INTO bank_accounts (borrower_id, product_id, card_type, channel_number, fields, created_at) VALUES (?, ?, ?, ?, ?, datetime('now'))")
    .run(borrowerId, productId, form.cardType, form.channelNumber, JSON.stringify(form.values));
  return Number(info.lastInsertRowid);
}

function checkRefused(values: Values): void {
  if (values.accountNumber === REFUSED_ACCOUNT_NUMBER) throw new ApiError(BANK_REFUSED_CODE, REFUSED_ACCOUNT_MESSAGE);
}

export const bankModule: ServerModule = {
  name: 'bank',
  migrations: [
    `CREATE TABLE bank_accounts (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       product_id INTEGER REFERENCES products(id),
       card_type INTEGER NOT NULL,
       channel_number TEXT NOT NULL,
       fields TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE INDEX bank_accounts_borrower ON bank_accounts(borrower_id, product_id);
     ALTER TABLE orders ADD COLUMN bank_account_id INTEGER REFERENCES bank_accounts(id);`,
  ],
  seedBorrower({ db }, borrower): Scenario[] {
    // A product with no account on file: the plain scenario starts from an empty form.
    const product = db.prepare("SELECT id FROM products WHERE code = 'SL02'").get() as { id: number };
    // The loan whose account the borrower changes from the loan details: disbursing, with a bank account on file.
    const order = db
      .prepare('SELECT id, product_id FROM orders WHERE borrower_id = ? AND status = 151 ORDER BY id LIMIT 1')
      .get(borrower.id) as { id: number; product_id: number };
    const accountId = insertAccount(db, borrower.id, order.product_id, {
      cardType: 1,
      channelNumber: DEFAULT_CHANNEL_NUMBER,
      values: { bankCode: 'BPI', accountName: borrower.name, accountNumber: '1234567890', bankPhone: borrower.phone, city: CITIES[0].name, salaryDay: '15' },
    });
    db.prepare('UPDATE orders SET bank_account_id = ? WHERE id = ?').run(accountId, order.id);
    return [
      { key: 'bind-bank', title: 'Bind a payment account (new borrower)', entry: 'bind-bank', query: { product_id: String(product.id) } },
      {
        key: 'bind-bank-change',
        title: 'Change the payment account of a loan (from the loan details)',
        entry: 'bind-bank',
        query: { productId: String(order.product_id), orderId: String(order.id), source: 'loanDetail' },
      },
    ];
  },
  routes(app, { db }) {
    route(app, db, cardInit, {}, ({ input, borrower }) => {
      const productId = productIdOf(input);
      return ok({ items: cardFormItems(borrower, storedValues(currentAccount(db, borrower.id, productId))) });
    });

    route(app, db, bindCardNew, {}, ({ input, borrower }) => {
      const productId = productIdOf(input);
      if (productId !== null && !db.prepare('SELECT 1 FROM products WHERE id = ?').get(productId)) throw new ApiError(404, 'No such product');
      const form = validateCardForm(cardFormItems(borrower), input);
      checkRefused(form.values);
      return ok({ accountId: insertAccount(db, borrower.id, null, form) });
    });

    route(app, db, changeCard, {}, ({ input, borrower }) => {
      const productId = productIdOf(input);
      if (productId === null) throw new ApiError(400, 'product_id is required');
      const orderId = input.optional('orderId');
      const orders = (
        orderId
          ? db.prepare('SELECT id FROM orders WHERE borrower_id = ? AND product_id = ? AND id = ?').all(borrower.id, productId, Number(orderId))
          : db.prepare('SELECT id FROM orders WHERE borrower_id = ? AND product_id = ?').all(borrower.id, productId)
      ) as { id: number }[];
      if (orders.length === 0) throw new ApiError(404, 'No loan of this product was found for your account.');
      const form = validateCardForm(cardFormItems(borrower), input);
      checkRefused(form.values);
      const accountId = db.transaction(() => {
        const id = insertAccount(db, borrower.id, productId, form);
        const update = db.prepare('UPDATE orders SET bank_account_id = ? WHERE id = ?');
        for (const o of orders) update.run(id, o.id);
        return id;
      })();
      return ok({ accountId });
    });
  },
};
