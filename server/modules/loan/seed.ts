/**
 * The loan module's data per borrower: beside core's order of every status, the orders that carry each
 * dialog of the order page, and the loan offers (with their pop-ups) of the confirm pages, among them
 * an offer of each branch of the Disclosure Statement (D25; offer.ts OFFER_SHAPES).
 */
import type { ModuleContext, Scenario } from '../../module';
import type { Borrower } from '../../session';
import { DAY } from '../../time.ts';
import type { OrderRow } from '../core';
import type { ProductRow } from './offer';

export interface OfferRow {
  is_pop_type: number;
  pop_title: string;
  pop_content: string;
  pop_agreement_url: string;
  new_button_msg: string;
  new_pop_msg: string;
}

export const NO_POPS: OfferRow = {
  is_pop_type: 0,
  pop_title: '',
  pop_content: '',
  pop_agreement_url: '',
  new_button_msg: '',
  new_pop_msg: '',
};

/** Extra orders for the order page's dialogs: [key, title, status, product, columns]. */
const DIALOG_ORDERS: [string, string, number, string, Partial<OrderRow>][] = [
  [
    'order-tips',
    'Order with Kind tips',
    170,
    'PF01',
    { kind_tips_msg: 'Repay through the app before 10:00 PM to have your payment posted the same day.' },
  ],
  ['order-rating', 'Settled order asking for a rating', 200, 'SL02', { is_score: '1' }],
  [
    'order-bank-card',
    'Order asking to bind a bank card',
    151,
    'PF01',
    {
      card_need_pop: 1,
      card_pop_title: 'Bind your bank card',
      card_pop_msg: 'We could not send the money to your account. Bind a bank card to receive your loan.',
    },
  ],
  // Under review like core's order-21, and of the same product that is full today (see core.ts).
  [
    'order-withdraw',
    'Order with a withdrawal to continue',
    21,
    'NP03',
    {
      rey_msg: 'You have a withdrawal waiting. Continue to receive your money.',
      continue_url: 'https://wallet.example.ph/withdraw?ref=continue',
    },
  ],
  [
    'order-redirect',
    'Order redirecting to its continue link',
    151,
    'SL02',
    { continue_url: '/customer-service.html?from=order' },
  ],
  [
    'order-redirect-js',
    'Order with a javascript: continue link (refused)',
    151,
    'QC04',
    { continue_url: 'javascript:alert(document.cookie)' },
  ],
  [
    'order-markup',
    'Order whose server strings contain markup',
    170,
    'QC04',
    { kind_tips_msg: '<img src=x onerror="alert(1)"><b>Pay on time</b>', is_score: '0' },
  ],
  [
    'order-h5',
    'Due order whose Repay goes to its h5Url',
    174,
    'PF01',
    { is_delay: '1', h5_url: '/customer-service.html?from=h5' },
  ],
];

/**
 * Products only their own offer opens (`listed` 0: in no list of products), so that the statement's
 * branches a backend's slip causes can be opened: an offer without its plan, a plan row without its date.
 */
export const UNLISTED_PRODUCTS = [
  {
    code: 'SA05',
    name: 'Salary Advance',
    logo: '/images/products/sahod-loan.svg',
    amount: 400000,
    termDays: 91,
    rate: 'Daily interest rate 0.06%',
    range: '₱1,000 - ₱5,000',
    desc: '91 days, one payment',
  },
  {
    code: 'PP06',
    name: 'Pay in Parts',
    logo: '/images/products/peso-flex.svg',
    amount: 600000,
    termDays: 120,
    rate: 'Daily interest rate 0.05%',
    range: '₱2,000 - ₱10,000',
    desc: '120 days, three payments',
  },
];

/** Adds the unlisted products once (a database seeded before they existed gets them with its next borrower). */
function ensureUnlistedProducts(ctx: ModuleContext): void {
  const insert = ctx.db.prepare(
    `INSERT OR IGNORE INTO products (code, name, logo, amount_cents, term_days, rate_text, range_text, range_desc, description, button_text, enabled, listed)
     VALUES (@code, @name, @logo, @amount, @termDays, @rate, @range, 'Loan amount', @desc, 'Apply', 1, 0)`,
  );
  for (const p of UNLISTED_PRODUCTS) insert.run(p);
}

/** Loan offers' pop-ups per product code; products without a row have none. */
const OFFERS: Record<string, OfferRow> = {
  PF01: {
    ...NO_POPS,
    is_pop_type: 1,
    pop_title: 'Wait a moment',
    pop_content: 'Your loan offer is ready. If you leave now, you will need to apply again.',
  },
  SL02: { ...NO_POPS, pop_agreement_url: '/loan-agreement.html' },
  // A promise the figures keep: Quick Cash's interest runs the whole term, so the pop-up promises none free.
  QC04: {
    ...NO_POPS,
    new_button_msg: 'Got it',
    new_pop_msg: 'Quick Cash: a decision within 1 day. Every fee is in the Disclosure Statement before you apply.',
  },
};

function seedOrders(ctx: ModuleContext, borrower: Borrower): Scenario[] {
  const now = Date.now();
  const insert = ctx.db.prepare(
    `INSERT INTO orders (order_no, borrower_id, product_id, status, amount_cents, term_days, is_delay, is_score, card_need_pop,
       card_pop_title, card_pop_msg, kind_tips_msg, rey_msg, continue_url, h5_url, created_at, due_at)
     VALUES (@order_no, @borrower_id, @product_id, @status, @amount_cents, @term_days, @is_delay, @is_score, @card_need_pop,
       @card_pop_title, @card_pop_msg, @kind_tips_msg, @rey_msg, @continue_url, @h5_url, @created_at, @due_at)`,
  );
  return DIALOG_ORDERS.map(([key, title, status, code, cols], i) => {
    const p = ctx.db.prepare('SELECT * FROM products WHERE code = ?').get(code) as ProductRow;
    const info = insert.run({
      order_no: `PX${borrower.id.toString().padStart(5, '0')}${String(i + 1).padStart(3, '0')}`,
      borrower_id: borrower.id,
      product_id: p.id,
      status,
      amount_cents: p.amount_cents,
      term_days: p.term_days,
      is_delay: '0',
      is_score: '0',
      card_need_pop: 0,
      card_pop_title: '',
      card_pop_msg: '',
      kind_tips_msg: '',
      rey_msg: '',
      continue_url: '',
      h5_url: '',
      created_at: now - 30 * DAY,
      due_at: now + (p.term_days - 30) * DAY,
      ...cols,
    });
    return { key, title, entry: 'order', query: { productId: String(p.id), orderId: String(info.lastInsertRowid) } };
  });
}

function seedOffers(ctx: ModuleContext, borrower: Borrower): Scenario[] {
  ensureUnlistedProducts(ctx);
  const id = (code: string) =>
    (ctx.db.prepare('SELECT id FROM products WHERE code = ?').get(code) as { id: number }).id;
  const insert = ctx.db.prepare(
    `INSERT INTO loan_offers (borrower_id, product_id, is_pop_type, pop_title, pop_content, pop_agreement_url, new_button_msg, new_pop_msg)
     VALUES (@borrower_id, @product_id, @is_pop_type, @pop_title, @pop_content, @pop_agreement_url, @new_button_msg, @new_pop_msg)`,
  );
  for (const [code, offer] of Object.entries(OFFERS))
    insert.run({ borrower_id: borrower.id, product_id: id(code), ...offer });
  const q = (code: string) => ({ productId: String(id(code)) });
  return [
    {
      key: 'loan-confirm',
      title: 'Loan confirm (retention pop-up on back; netAmount and loanDate sent)',
      entry: 'loan-confirm',
      query: q('PF01'),
    },
    {
      key: 'loan-confirm-agreement',
      title: 'Loan confirm with the agreement modal at load (no netAmount, no loanDate)',
      entry: 'loan-confirm',
      query: q('SL02'),
    },
    {
      key: 'loan-confirm-unavailable',
      title: 'Loan confirm of a product that is full today',
      entry: 'loan-confirm',
      query: q('NP03'),
    },
    {
      key: 'loan-confirm-upfront',
      title: 'Loan confirm: a service fee deducted upfront (netAmount, loanDate)',
      entry: 'loan-confirm',
      query: q('QC04'),
    },
    {
      key: 'loan-confirm-no-plan',
      title: 'Loan confirm: an offer sent without its repayment plan',
      entry: 'loan-confirm',
      query: q('SA05'),
    },
    {
      key: 'loan-confirm-undated',
      title: 'Loan confirm: a repayment plan with a payment sent without its date',
      entry: 'loan-confirm',
      query: q('PP06'),
    },
    {
      key: 'loan-confirm-v2',
      title: 'Loan confirm v2 with the promo pop-up',
      entry: 'loan-confirm-v2',
      query: q('QC04'),
    },
    {
      key: 'loan-confirm-v2-plain',
      title: 'Loan confirm v2 (retention pop-up on back)',
      entry: 'loan-confirm-v2',
      query: q('PF01'),
    },
    {
      key: 'loan-confirm-v2-agreement',
      title: 'Loan confirm v2 with the agreement modal at load',
      entry: 'loan-confirm-v2',
      query: q('SL02'),
    },
    {
      key: 'loan-confirm-v2-unavailable',
      title: 'Loan confirm v2 of a product that is full today',
      entry: 'loan-confirm-v2',
      query: q('NP03'),
    },
    { key: 'joint-login-fail', title: 'Joint login failure', entry: 'joint-login-fail', query: {} },
  ];
}

export function seedLoanBorrower(ctx: ModuleContext, borrower: Borrower): Scenario[] {
  return [...seedOrders(ctx, borrower), ...seedOffers(ctx, borrower)];
}
