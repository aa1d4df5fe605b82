/**
 * Core data every area stands on: borrowers (session tokens), products and loan orders, one order of
 * every status for every borrower (spec §4 "Order statuses").
 */
import { randomBytes } from 'node:crypto';
import type { ModuleContext, Scenario, ServerModule } from '../module';
import type { Borrower } from '../session';
import { DAY } from '../time.ts';

/** The demo borrower's session; `npm start` prints links that carry it. */
export const DEMO_TOKEN = 'demo-borrower';

/** Status → headline and description the loan details show (server-side copy). */
export const STATUS_TEXT: Record<number, [string, string]> = {
  21: ['Under review', 'Your application is being reviewed. You will have the result within 1 day.'],
  110: ['Not approved', 'Sorry, your application was not approved this time. You may try the products below.'],
  151: ['Disbursing', 'Your loan is approved and on its way to your account. It arrives in 1 to 3 days.'],
  170: ['Repaying', 'Your loan has been disbursed. Please repay on or before the due date.'],
  174: ['Repayment due', 'Your repayment is due. Repay on time to keep a good credit record.'],
  180: ['Overdue', 'Your loan is overdue. Please repay as soon as possible to stop late charges.'],
  200: ['Settled', 'Your loan is fully repaid. Thank you for borrowing with us.'],
};

/** What an order of a status the list above does not know shows, wherever its status is shown. */
export const UNKNOWN_STATUS_TEXT: [string, string] = [
  'Processing',
  'We are updating your order. Please check again in a moment.',
];

export const PRODUCTS = [
  {
    code: 'PF01',
    name: 'Peso Flex',
    logo: '/images/products/peso-flex.svg',
    amount: 500000,
    termDays: 120,
    rate: 'Daily interest rate 0.05%',
    range: '₱2,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    desc: '120 to 180 days, pay monthly',
    button: 'Apply',
    enabled: 1,
  },
  {
    code: 'SL02',
    name: 'Sahod Loan',
    logo: '/images/products/sahod-loan.svg',
    amount: 300000,
    termDays: 100,
    rate: 'Daily interest rate 0.06%',
    range: '₱1,000 - ₱10,000',
    rangeDesc: 'Loan amount',
    desc: '100 days, salary-day repayment',
    button: 'Apply',
    enabled: 1,
  },
  {
    code: 'NP03',
    name: 'Negosyo Plus',
    logo: '/images/products/negosyo-plus.svg',
    amount: 1000000,
    termDays: 180,
    rate: 'Daily interest rate 0.04%',
    range: '₱5,000 - ₱50,000',
    rangeDesc: 'Loan amount',
    desc: 'For small businesses',
    button: 'Full today',
    enabled: 0,
  },
  {
    code: 'QC04',
    name: 'Quick Cash',
    logo: '/images/products/quick-cash.svg',
    amount: 200000,
    termDays: 91,
    rate: 'Daily interest rate 0.07%',
    range: '₱1,000 - ₱8,000',
    rangeDesc: 'Loan amount',
    desc: 'Decision within 1 day',
    button: 'Apply',
    enabled: 1,
  },
];

/** A row of the core `orders` table (columns other modules add are theirs to type). */
export interface OrderRow {
  id: number;
  order_no: string;
  product_id: number;
  status: number;
  amount_cents: number;
  periods: number;
  term_days: number;
  is_delay: string;
  is_score: string;
  card_need_pop: number;
  card_pop_title: string;
  card_pop_msg: string;
  kind_tips_msg: string;
  rey_msg: string;
  continue_url: string;
  h5_url: string;
  created_at: number;
  due_at: number;
}

/** Orders every borrower gets: [scenario key, status, isDelay, product code, amount in cents]. */
const ORDERS: [string, number, '0' | '1', string, number][] = [
  // The order under review is of the product that is full today: an open application refuses another one of
  // its product (loan-detail-push), and the loan confirm scenarios apply for the others.
  ['order-21', 21, '0', 'NP03', 500000],
  ['order-110', 110, '0', 'SL02', 300000],
  ['order-151', 151, '0', 'PF01', 500000],
  ['order-170', 170, '0', 'SL02', 300000],
  ['order-174-delay', 174, '1', 'PF01', 500000],
  ['order-174', 174, '0', 'QC04', 200000],
  ['order-180', 180, '1', 'SL02', 300000],
  ['order-180-no-delay', 180, '0', 'QC04', 200000],
  ['order-200', 200, '0', 'PF01', 500000],
  ['order-unknown', 999, '0', 'QC04', 200000],
];

export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** A borrower with a new session token, valid for the configured time (settings.tokenTtlMs). */
export function createBorrower(ctx: ModuleContext, token = newToken(), name = 'Juan Dela Cruz'): Borrower {
  const phone = '0917' + String(1000000 + Math.floor(Math.random() * 8999999));
  const info = ctx.db
    .prepare(
      "INSERT INTO borrowers (token, name, phone, created_at, token_expires_at) VALUES (?, ?, ?, datetime('now'), ?)",
    )
    .run(token, name, phone, Date.now() + ctx.settings.tokenTtlMs);
  return { id: Number(info.lastInsertRowid), token, name, phone };
}

/** When a borrower's session token ends (epoch ms), or null for an unknown token. */
export function tokenExpiry(ctx: ModuleContext, token: string): number | null {
  const row = ctx.db.prepare('SELECT token_expires_at FROM borrowers WHERE token = ?').get(token) as
    { token_expires_at: number } | undefined;
  return row?.token_expires_at ?? null;
}

/**
 * The demo session is a development convenience: every start gives it the configured lifetime again,
 * so `npm start`'s links keep working on an old database while the token still expires like any other.
 */
export function renewDemoToken(ctx: ModuleContext): void {
  ctx.db
    .prepare('UPDATE borrowers SET token_expires_at = ? WHERE token = ?')
    .run(Date.now() + ctx.settings.tokenTtlMs, DEMO_TOKEN);
}

/**
 * Without the development routes the demo session is no session (ADR 0047): its token is in the
 * repository, so on a database `npm start` once seeded it must not answer for Maria Santos' loans.
 */
export function retireDemoToken(ctx: ModuleContext): void {
  ctx.db.prepare('UPDATE borrowers SET token_expires_at = 0 WHERE token = ?').run(DEMO_TOKEN);
}

export function productByCode(ctx: ModuleContext, code: string): { id: number } {
  return ctx.db.prepare('SELECT id FROM products WHERE code = ?').get(code) as { id: number };
}

export const coreModule: ServerModule = {
  name: 'core',
  migrations: [
    `CREATE TABLE borrowers (
       id INTEGER PRIMARY KEY,
       token TEXT NOT NULL UNIQUE,
       name TEXT NOT NULL,
       phone TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE TABLE products (
       id INTEGER PRIMARY KEY,
       code TEXT NOT NULL UNIQUE,
       name TEXT NOT NULL,
       logo TEXT NOT NULL,
       amount_cents INTEGER NOT NULL,
       term_days INTEGER NOT NULL,
       rate_text TEXT NOT NULL,
       range_text TEXT NOT NULL,
       range_desc TEXT NOT NULL,
       description TEXT NOT NULL,
       button_text TEXT NOT NULL,
       enabled INTEGER NOT NULL DEFAULT 1
     );
     CREATE TABLE orders (
       id INTEGER PRIMARY KEY,
       order_no TEXT NOT NULL UNIQUE,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       product_id INTEGER NOT NULL REFERENCES products(id),
       status INTEGER NOT NULL,
       amount_cents INTEGER NOT NULL,
       periods INTEGER NOT NULL DEFAULT 1,
       term_days INTEGER NOT NULL,
       is_delay TEXT NOT NULL DEFAULT '0',
       is_score TEXT NOT NULL DEFAULT '0',
       card_need_pop INTEGER NOT NULL DEFAULT 0,
       card_pop_title TEXT NOT NULL DEFAULT '',
       card_pop_msg TEXT NOT NULL DEFAULT '',
       kind_tips_msg TEXT NOT NULL DEFAULT '',
       rey_msg TEXT NOT NULL DEFAULT '',
       continue_url TEXT NOT NULL DEFAULT '',
       h5_url TEXT NOT NULL DEFAULT '',
       created_at INTEGER NOT NULL,
       due_at INTEGER NOT NULL
     );
     CREATE INDEX orders_borrower ON orders(borrower_id);
     CREATE TABLE scenarios (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       key TEXT NOT NULL,
       title TEXT NOT NULL,
       entry TEXT NOT NULL,
       query TEXT NOT NULL
     );`,
    // Sessions expire (settings.tokenTtlMs, 30 days by default); tokens issued before this get 30 days from now.
    `ALTER TABLE borrowers ADD COLUMN token_expires_at INTEGER NOT NULL DEFAULT 0;
     UPDATE borrowers SET token_expires_at = (CAST(strftime('%s', 'now') AS INTEGER) + 30 * 86400) * 1000;`,
  ],
  seed(ctx) {
    const insert = ctx.db.prepare(
      `INSERT INTO products (code, name, logo, amount_cents, term_days, rate_text, range_text, range_desc, description, button_text, enabled)
       VALUES (@code, @name, @logo, @amount, @termDays, @rate, @range, @rangeDesc, @desc, @button, @enabled)`,
    );
    for (const p of PRODUCTS) insert.run(p);
  },
  seedBorrower(ctx, borrower) {
    const insert = ctx.db.prepare(
      `INSERT INTO orders (order_no, borrower_id, product_id, status, amount_cents, term_days, is_delay, created_at, due_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = Date.now();
    return ORDERS.map(([key, status, isDelay, code, amount], i): Scenario => {
      const product = ctx.db.prepare('SELECT id, term_days FROM products WHERE code = ?').get(code) as {
        id: number;
        term_days: number;
      };
      const orderNo = `PB${borrower.id.toString().padStart(5, '0')}${String(i + 1).padStart(3, '0')}`;
      const created = now - 30 * DAY;
      const due = status === 180 ? now - 5 * DAY : created + product.term_days * DAY;
      const info = insert.run(
        orderNo,
        borrower.id,
        product.id,
        status,
        amount,
        product.term_days,
        isDelay,
        created,
        due,
      );
      // The label follows the seeded flag, so the 180 order with isDelay 1 says it allows a rollover too.
      const rollover =
        status === 174 || status === 180 ? (isDelay === '1' ? ' (rollover allowed)' : ' (no rollover)') : '';
      const title = status === 999 ? 'Order with an unknown status' : `Order status ${status}${rollover}`;
      return {
        key,
        title,
        entry: 'order',
        query: { productId: String(product.id), orderId: String(info.lastInsertRowid) },
      };
    });
  },
  routes() {
    // Core has no calls of its own: sessions are resolved in app.ts, orders are served by their areas.
  },
};
