/**
 * Order details, loan confirm and joint login (contract §2): the loan details of an order, its rating
 * and tracking calls, opening a recommended product, the loan offer and its agreements, applying (a real
 * order row), and the joint-login failure. Seeds, beside core's order of every status, the orders that
 * carry each dialog of the order page and the loan offers of the confirm pages.
 */
import { randomBytes } from 'node:crypto';
import {
  contractJump,
  contractList,
  eventSave,
  googleScore,
  goyaDefine,
  loanDetailConfirm,
  loanDetailPush,
  loanDetails,
  unionErrorInfo,
} from '../../shared/api/contract/loan';
import type { LoanConfirm, LoanDetails, RecProduct } from '../../shared/api/contract/loan';
import { config } from '../../shared/config/config';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import type { Db } from '../db';
import { ApiError, ok, route } from '../http';
import type { Borrower } from '../http';
import type { ModuleContext, Scenario, ServerModule } from '../module';
import { STATUS_TEXT } from './core';
import type { OrderRow } from './core';

const DAY = 86_400_000;
/** The confirm and product-open calls answer '00' (spec §9). */
const OK_00 = '00';

/** Daily interest per product, in basis points of a percent (5 = 0.05 %). */
const DAILY_RATE_BP: Record<string, number> = { PF01: 5, SL02: 6, NP03: 4, QC04: 7 };
const PERIODS: Record<string, number> = { PF01: 4, SL02: 1, NP03: 6, QC04: 1 };

const UNKNOWN_STATUS_TEXT: [string, string] = ['Processing', 'We are updating your order. Please check again in a moment.'];

export const UNION_ERROR = {
  errMessage: 'We could not sign you in with your partner account.',
  noticeMessage: 'You can still apply for one of the products below with your PesoBridge account.',
};

/** Agreements of the loan confirm scene (3) and the documents they open. */
export const CONTRACTS = [
  { id: 1, title: 'Loan Agreement', position: 1, url: '/loan-agreement.html' },
  { id: 2, title: 'Disclosure Statement', position: 2, url: '/loan-agreement.html#disclosure-statement' },
];

interface ProductRow {
  id: number;
  code: string;
  name: string;
  logo: string;
  amount_cents: number;
  term_days: number;
  rate_text: string;
  range_text: string;
  range_desc: string;
  description: string;
  button_text: string;
  enabled: number;
}

interface OfferRow {
  is_pop_type: number;
  pop_title: string;
  pop_content: string;
  pop_agreement_url: string;
  new_button_msg: string;
  new_pop_msg: string;
}

function products(db: Db): ProductRow[] {
  return db.prepare('SELECT * FROM products ORDER BY id').all() as ProductRow[];
}

function productById(db: Db, id: number): ProductRow {
  const row = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
  if (!row) throw new ApiError(404, 'This product does not exist.');
  return row;
}

export function recProduct(p: ProductRow): RecProduct {
  return {
    logo: p.logo,
    name: p.name,
    buttonText: p.button_text,
    range: p.range_text,
    rangeDesc: p.range_desc,
    rate: p.rate_text,
    desc: p.description,
    enabled: p.enabled,
    productCode: p.code,
  };
}

/** The offer of a product: amount, periods, interest and plan (money in cents). */
export function offerOf(p: ProductRow, now = Date.now()) {
  const periods = PERIODS[p.code] ?? 1;
  const interest = Math.round((p.amount_cents * (DAILY_RATE_BP[p.code] ?? 5) * p.term_days) / 10_000);
  const total = p.amount_cents + interest;
  const each = Math.floor(total / periods);
  const step = Math.floor(p.term_days / periods);
  const plans = Array.from({ length: periods }, (_, i) => ({
    title: i === periods - 1 ? 'Principal and interest (final)' : 'Principal and interest',
    amount: i === periods - 1 ? total - each * (periods - 1) : each,
    pay_time: now + (i === periods - 1 ? p.term_days : step * (i + 1)) * DAY,
  }));
  return { amount: p.amount_cents, periods, interest, total, plans, firstPeriodDay: step };
}

function orderDetails(order: OrderRow, product: ProductRow): LoanDetails {
  const [headline, description] = STATUS_TEXT[order.status] ?? UNKNOWN_STATUS_TEXT;
  const detail = [
    { text: 'Order number', value: order.order_no },
    { text: 'Loan amount', value: formatMoney(order.amount_cents) },
    { text: 'Loan term', value: `${order.term_days} days` },
    { text: 'Application date', value: formatDate(order.created_at) },
  ];
  if ([170, 174, 180, 200].includes(order.status)) detail.push({ text: 'Due date', value: formatDate(order.due_at) });
  return {
    orderStatus: order.status,
    noticeStatusText: headline,
    noticeDesText: description,
    recProducts: [],
    productName: product.name,
    productLogo: product.logo,
    userOrderDetail: { detail },
    inside: 0,
    h5Url: order.h5_url,
    isDelay: order.is_delay === '1' ? '1' : '0',
    telephone: config.legal.phone,
    isScore: order.is_score === '1' ? '1' : '0',
    playeduL: order.continue_url,
    reyMsg: order.rey_msg,
    KindTipsMsg: order.kind_tips_msg,
    cardNeedPop: order.card_need_pop,
    cardPopTitle: order.card_pop_title,
    cardPopMsg: order.card_pop_msg,
  };
}

/** Extra orders for the order page's dialogs: [key, title, status, product, columns]. */
const DIALOG_ORDERS: [string, string, number, string, Partial<OrderRow>][] = [
  ['order-tips', 'Order with Kind tips', 170, 'PF01', { kind_tips_msg: 'Repay through the app before 5 pm to have your payment posted the same day.' }],
  ['order-rating', 'Settled order asking for a rating', 200, 'SL02', { is_score: '1' }],
  ['order-bank-card', 'Order asking to bind a bank card', 151, 'PF01', { card_need_pop: 1, card_pop_title: 'Bind your bank card', card_pop_msg: 'We could not send the money to your account. Bind a bank card to receive your loan.' }],
  ['order-withdraw', 'Order with a withdrawal to continue', 21, 'QC04', { rey_msg: 'You have a withdrawal waiting. Continue to receive your money.', continue_url: 'https://wallet.example.ph/withdraw?ref=continue' }],
  ['order-redirect', 'Order redirecting to its continue link', 151, 'SL02', { continue_url: '/customer-service.html?from=order' }],
  ['order-redirect-js', 'Order with a javascript: continue link (refused)', 151, 'QC04', { continue_url: 'javascript:alert(document.cookie)' }],
  ['order-markup', 'Order whose server strings contain markup', 170, 'QC04', { kind_tips_msg: '<img src=x onerror="alert(1)"><b>Pay on time</b>', is_score: '0' }],
  ['order-h5', 'Due order whose Repay goes to its h5Url', 174, 'PF01', { is_delay: '1', h5_url: '/customer-service.html?from=h5' }],
];

/** Loan offers' pop-ups per product code; products without a row have none. */
const OFFERS: Record<string, OfferRow> = {
  PF01: { is_pop_type: 1, pop_title: 'Wait a moment', pop_content: 'Your loan offer is ready. If you leave now, you will need to apply again.', pop_agreement_url: '', new_button_msg: '', new_pop_msg: '' },
  SL02: { is_pop_type: 0, pop_title: '', pop_content: '', pop_agreement_url: '/loan-agreement.html', new_button_msg: '', new_pop_msg: '' },
  QC04: { is_pop_type: 0, pop_title: '', pop_content: '', pop_agreement_url: '', new_button_msg: 'Got it', new_pop_msg: 'Apply today: your first 7 days are interest-free.' },
};

function seedOrders(ctx: ModuleContext, borrower: Borrower): Scenario[] {
  const now = Date.now();
  return DIALOG_ORDERS.map(([key, title, status, code, cols], i) => {
    const p = ctx.db.prepare('SELECT * FROM products WHERE code = ?').get(code) as ProductRow;
    const row = {
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
    };
    const info = ctx.db
      .prepare(
        `INSERT INTO orders (order_no, borrower_id, product_id, status, amount_cents, term_days, is_delay, is_score, card_need_pop,
           card_pop_title, card_pop_msg, kind_tips_msg, rey_msg, continue_url, h5_url, created_at, due_at)
         VALUES (@order_no, @borrower_id, @product_id, @status, @amount_cents, @term_days, @is_delay, @is_score, @card_need_pop,
           @card_pop_title, @card_pop_msg, @kind_tips_msg, @rey_msg, @continue_url, @h5_url, @created_at, @due_at)`,
      )
      .run(row);
    return { key, title, entry: 'order', query: { productId: String(p.id), orderId: String(info.lastInsertRowid) } };
  });
}

function seedOffers(ctx: ModuleContext, borrower: Borrower): Scenario[] {
  const id = (code: string) => (ctx.db.prepare('SELECT id FROM products WHERE code = ?').get(code) as { id: number }).id;
  const insert = ctx.db.prepare(
    `INSERT INTO loan_offers (borrower_id, product_id, is_pop_type, pop_title, pop_content, pop_agreement_url, new_button_msg, new_pop_msg)
     VALUES (@borrower_id, @product_id, @is_pop_type, @pop_title, @pop_content, @pop_agreement_url, @new_button_msg, @new_pop_msg)`,
  );
  for (const [code, offer] of Object.entries(OFFERS)) insert.run({ borrower_id: borrower.id, product_id: id(code), ...offer });
  const q = (code: string) => ({ productId: String(id(code)) });
  return [
    { key: 'loan-confirm', title: 'Loan confirm (retention pop-up on back)', entry: 'loan-confirm', query: q('PF01') },
    { key: 'loan-confirm-agreement', title: 'Loan confirm with the agreement modal at load', entry: 'loan-confirm', query: q('SL02') },
    { key: 'loan-confirm-unavailable', title: 'Loan confirm of a product that is full today', entry: 'loan-confirm', query: q('NP03') },
    { key: 'loan-confirm-v2', title: 'Loan confirm v2 with the promo pop-up', entry: 'loan-confirm-v2', query: q('QC04') },
    { key: 'loan-confirm-v2-plain', title: 'Loan confirm v2 (retention pop-up on back)', entry: 'loan-confirm-v2', query: q('PF01') },
    { key: 'loan-confirm-v2-agreement', title: 'Loan confirm v2 with the agreement modal at load', entry: 'loan-confirm-v2', query: q('SL02') },
    { key: 'loan-confirm-v2-unavailable', title: 'Loan confirm v2 of a product that is full today', entry: 'loan-confirm-v2', query: q('NP03') },
    { key: 'joint-login-fail', title: 'Joint login failure', entry: 'joint-login-fail', query: {} },
  ];
}

function ensureAvailable(p: ProductRow): void {
  if (p.enabled !== 1) throw new ApiError('10003', `${p.name} is full today. Please try again tomorrow.`);
}

/** The push's answer: the new order's page, in `data` (v1) and `attach` (v2). */
function pushed(productId: number, orderId: number) {
  const result = { lendDetailsUrl: `/order.html?productId=${productId}&orderId=${orderId}`, orderId };
  return ok(result, 'success', OK_00).withAttach(result);
}

export const loanModule: ServerModule = {
  name: 'loan',
  migrations: [
    `ALTER TABLE orders ADD COLUMN request_key TEXT;
     CREATE UNIQUE INDEX orders_request_key ON orders(borrower_id, request_key) WHERE request_key IS NOT NULL;
     CREATE TABLE loan_offers (
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       product_id INTEGER NOT NULL REFERENCES products(id),
       is_pop_type INTEGER NOT NULL DEFAULT 0,
       pop_title TEXT NOT NULL DEFAULT '',
       pop_content TEXT NOT NULL DEFAULT '',
       pop_agreement_url TEXT NOT NULL DEFAULT '',
       new_button_msg TEXT NOT NULL DEFAULT '',
       new_pop_msg TEXT NOT NULL DEFAULT '',
       PRIMARY KEY (borrower_id, product_id)
     );
     CREATE TABLE order_ratings (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       order_id INTEGER,
       score INTEGER NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE TABLE tracking_events (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       product_id TEXT NOT NULL,
       module_id INTEGER NOT NULL,
       position_id INTEGER NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE TABLE product_opens (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       product_code TEXT NOT NULL,
       module INTEGER NOT NULL,
       position INTEGER NOT NULL,
       created_at TEXT NOT NULL
     );`,
  ],
  seedBorrower(ctx, borrower) {
    return [...seedOrders(ctx, borrower), ...seedOffers(ctx, borrower)];
  },
  routes(app, { db }) {
    route(app, db, loanDetails, {}, ({ input, borrower }) => {
      const orderId = input.int('orderId', { label: 'orderId', min: 1 });
      const productId = input.int('productId', { label: 'productId', min: 1 });
      const order = db.prepare('SELECT * FROM orders WHERE id = ? AND borrower_id = ? AND product_id = ?').get(orderId, borrower.id, productId) as
        | OrderRow
        | undefined;
      if (!order) throw new ApiError(404, 'This order could not be found.');
      const data = orderDetails(order, productById(db, order.product_id));
      data.recProducts = products(db).map(recProduct);
      return ok(data);
    });

    route(app, db, googleScore, {}, ({ input, borrower }) => {
      const score = input.int('score', { label: 'Score', min: 1, max: 5 });
      const orderId = input.int('orderId', { optional: true });
      const order = Number.isInteger(orderId)
        ? (db.prepare('SELECT id FROM orders WHERE id = ? AND borrower_id = ?').get(orderId, borrower.id) as { id: number } | undefined)
        : undefined;
      db.prepare("INSERT INTO order_ratings (borrower_id, order_id, score, created_at) VALUES (?, ?, ?, datetime('now'))").run(borrower.id, order?.id ?? null, score);
      if (order) db.prepare("UPDATE orders SET is_score = '0' WHERE id = ?").run(order.id);
      return ok({ score });
    });

    route(app, db, eventSave, {}, ({ input, borrower }) => {
      const productId = input.optional('productId', { max: 40 });
      const moduleId = input.int('moduleId', { min: 0, max: 10_000 });
      const positionId = input.int('positionId', { min: 0, max: 10_000 });
      db.prepare("INSERT INTO tracking_events (borrower_id, product_id, module_id, position_id, created_at) VALUES (?, ?, ?, ?, datetime('now'))").run(
        borrower.id,
        productId,
        moduleId,
        positionId,
      );
      return ok(null);
    });

    route(app, db, goyaDefine, {}, ({ input, borrower, c }) => {
      const code = input.required('product_code', { label: 'product_code', max: 20 });
      const module = input.int('module', { min: 0, max: 10_000 });
      const position = input.int('position', { min: 0, max: 10_000 });
      const p = db.prepare('SELECT * FROM products WHERE code = ?').get(code) as ProductRow | undefined;
      if (!p) throw new ApiError(404, 'This product does not exist.');
      ensureAvailable(p);
      db.prepare("INSERT INTO product_opens (borrower_id, product_code, module, position, created_at) VALUES (?, ?, ?, ?, datetime('now'))").run(
        borrower.id,
        code,
        module,
        position,
      );
      // One product of each kind of link: in-page http(s), the app's own scheme (bridge), refused.
      if (p.code === 'SL02') return ok({ link: `${config.appScheme.replace(/:$/, '')}://product/${p.code}` }, 'success', OK_00);
      if (p.code === 'QC04') throw new ApiError('10004', 'Quick Cash is not available in your area yet.');
      return ok({ link: new URL(`/loan-confirm.html?productId=${p.id}`, c.req.url).href }, 'success', OK_00);
    });

    route(app, db, loanDetailConfirm, {}, ({ input, borrower }) => {
      const p = productById(db, input.int('productId', { label: 'productId', min: 1 }));
      ensureAvailable(p);
      const offer = offerOf(p);
      const pops = (db.prepare('SELECT * FROM loan_offers WHERE borrower_id = ? AND product_id = ?').get(borrower.id, p.id) as OfferRow | undefined) ?? {
        is_pop_type: 0,
        pop_title: '',
        pop_content: '',
        pop_agreement_url: '',
        new_button_msg: '',
        new_pop_msg: '',
      };
      const data: LoanConfirm = {
        comProductLogo: p.logo,
        comProductName: p.name,
        amount: offer.amount,
        periods: offer.periods,
        // D10: the days in one period, so that periods × termUnit is the term (no `term` field).
        termUnit: p.term_days / offer.periods,
        details: [
          { text: 'Loan amount', value: formatMoney(offer.amount) },
          { text: 'Interest', value: formatMoney(offer.interest) },
          { text: 'Service fee', value: formatMoney(0) },
          { text: 'Amount received', value: formatMoney(offer.amount) },
          { text: 'Total repayment', value: formatMoney(offer.total) },
        ],
        repay_plans: offer.plans,
        firstPayTime: offer.plans[0].pay_time,
        firstPeriodDay: offer.firstPeriodDay,
        pRateDsc: p.rate_text,
        sendSms: 0,
        isPopType: pops.is_pop_type,
        popTitle: pops.pop_title,
        popContent: pops.pop_content,
        popAgreementUrl: pops.pop_agreement_url,
        NewButtonMsg: pops.new_button_msg,
        NewPopMsg: pops.new_pop_msg,
      };
      // Both generations of the page read this call: v1 `data`, v2 `attach` (spec §7 "Loan confirm").
      return ok(data, 'success', OK_00).withAttach(data);
    });

    route(app, db, contractList, {}, ({ input }) => {
      productById(db, input.int('productId', { label: 'productId', min: 1 }));
      if (input.int('scene') !== 3) throw new ApiError(400, 'scene must be 3');
      return ok({ data: CONTRACTS.map(({ id, title, position }) => ({ id, title, position })) });
    });

    route(app, db, contractJump, {}, ({ input }) => {
      productById(db, input.int('productId', { label: 'productId', min: 1 }));
      input.int('scene');
      const position = input.int('position');
      const contract = CONTRACTS.find((x) => x.position === position);
      if (!contract) throw new ApiError(404, 'This agreement does not exist.');
      return ok({ contract_url: contract.url });
    });

    route(app, db, loanDetailPush, {}, ({ input, borrower, c }) => {
      const p = productById(db, input.int('productId', { label: 'productId', min: 1 }));
      ensureAvailable(p);
      const amount = input.int('amount', { label: 'Amount', min: 1 });
      const periods = input.int('periods', { label: 'Periods', min: 1 });
      const termUnit = input.int('termUnit', { label: 'termUnit' });
      const offer = offerOf(p);
      if (amount !== offer.amount || periods !== offer.periods || termUnit !== p.term_days / offer.periods) {
        throw new ApiError(400, 'The loan offer has changed. Please reload the page.');
      }
      const key = (c.req.header('idempotency-key') ?? '').slice(0, 80) || null;
      if (key) {
        const seen = db.prepare('SELECT id, product_id FROM orders WHERE borrower_id = ? AND request_key = ?').get(borrower.id, key) as
          | { id: number; product_id: number }
          | undefined;
        if (seen) return pushed(seen.product_id, seen.id);
      }
      const now = Date.now();
      const info = db
        .prepare(
          `INSERT INTO orders (order_no, borrower_id, product_id, status, amount_cents, periods, term_days, created_at, due_at, request_key)
           VALUES (?, ?, ?, 21, ?, ?, ?, ?, ?, ?)`,
        )
        .run(`PA${randomBytes(6).toString('hex').toUpperCase()}`, borrower.id, p.id, amount, periods, p.term_days, now, now + p.term_days * DAY, key);
      const orderId = Number(info.lastInsertRowid);
      return pushed(p.id, orderId);
    });

    route(app, db, unionErrorInfo, {}, () => ok({ ...UNION_ERROR, family: products(db).map(recProduct) }));
  },
};
