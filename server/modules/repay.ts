/**
 * Repayment (contract §2): instalment and extension detail, the idempotent pay link, the legacy card
 * flow (code '00' on success; 800006 wrong code, 800005 submitted twice), and a small payment-provider
 * page where a payment is completed: paying an instalment settles the order (status 200), paying an
 * extension fee moves the due date on by the extension days (status 170).
 *
 * Reference data: the legacy SMS code is always 123456; 999999 is a bank decline (server message),
 * 000000 a failure without a message.
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  generateVcode,
  LEGACY_OK,
  loanDelayDetail,
  loanPlayDetail,
  REPAY_NOT_DUE_CODE,
  REPAY_SETTLED_CODE,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
  SUBMITTED_TWICE,
  WRONG_CODE,
} from '../../shared/api/contract/repay';
import type { DefDetail, DetailRow, LoanPlayDetail, PayNoticeItem, RepayChannel } from '../../shared/api/contract/repay';
import { config } from '../../shared/config/config';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import type { Db } from '../db';
import { ApiError, ok, route } from '../http';
import type { Borrower, Input } from '../http';
import type { Scenario, ServerModule } from '../module';
import type { OrderRow as CoreOrderRow } from './core';

const DAY = 86_400_000;
export const EXTENSION_DAYS = 7;
export const LEGACY_SMS_CODE = '123456';
const REPAYABLE = [170, 174, 180];

export const CHANNELS: RepayChannel[] = [
  { logo: '/images/pay-channels/gcash.svg', name: 'GCash', channel_number: '90006' },
  { logo: '/images/pay-channels/maya.svg', name: 'Maya', channel_number: '90007' },
  { logo: '/images/pay-channels/7-eleven.svg', name: '7-Eleven', channel_number: '90008' },
  { logo: '/images/pay-channels/bank.svg', name: 'Online banking', channel_number: '90009' },
];

const PAY_NOTICE: Record<string, PayNoticeItem[]> = {
  'Pay with an e-wallet': [
    { name: 'GCash', steps: ['Open GCash and tap Bills.', `Choose ${config.appName} under Loans.`, 'Enter the reference number and the amount, then pay.'] },
    { name: 'Maya', steps: ['Open Maya and tap Bills.', `Search for ${config.appName}.`, 'Enter the reference number and the amount, then pay.'] },
  ],
  'Pay at a store': [
    { name: '7-Eleven', steps: ['Go to the CLiQQ kiosk or the cashier.', 'Give the reference number and pay the exact amount in cash.', 'Keep the receipt until the payment shows in the app.'] },
  ],
};

type OrderRow = Pick<CoreOrderRow, 'id' | 'order_no' | 'product_id' | 'status' | 'amount_cents' | 'term_days' | 'is_delay' | 'due_at'> & {
  product_name: string;
  product_logo: string;
};

interface SetupRow {
  pay_code: string;
  code_type: number;
  code_page: number;
  notice_msg: string;
  show_top: number;
}

/** What an order costs to settle now, in cents, with its detail rows. */
export function charges(order: Pick<OrderRow, 'amount_cents' | 'status'>) {
  const interest = Math.round(order.amount_cents * 0.06);
  const fee = 5000;
  const late = order.status === 180 ? Math.round(order.amount_cents * 0.05) : 0;
  return { principal: order.amount_cents, interest, fee, late, total: order.amount_cents + interest + fee + late };
}

/** The extension fee, in cents. */
export function extensionFee(order: Pick<OrderRow, 'amount_cents'>): number {
  return Math.round(order.amount_cents * 0.1);
}

function findOrder(db: Db, borrower: Borrower, input: Input): OrderRow {
  const orderId = input.int('orderId', { label: 'Order' });
  const productId = input.int('productId', { label: 'Product', optional: true });
  const order = db
    .prepare(
      `SELECT o.id, o.order_no, o.product_id, o.status, o.amount_cents, o.term_days, o.is_delay, o.due_at,
              p.name AS product_name, p.logo AS product_logo
         FROM orders o JOIN products p ON p.id = o.product_id
        WHERE o.id = ? AND o.borrower_id = ?`,
    )
    .get(orderId, borrower.id) as OrderRow | undefined;
  if (!order || (!Number.isNaN(productId) && order.product_id !== productId)) throw new ApiError(404, 'This order was not found.');
  return order;
}

function assertRepayable(order: OrderRow): void {
  if (order.status === 200) throw new ApiError(REPAY_SETTLED_CODE, 'This loan has been fully repaid.');
  if (!REPAYABLE.includes(order.status)) throw new ApiError(REPAY_NOT_DUE_CODE, 'This order has nothing to repay yet.');
}

function setupOf(db: Db, orderId: number): SetupRow {
  return (
    (db.prepare('SELECT pay_code, code_type, code_page, notice_msg, show_top FROM repay_setup WHERE order_id = ?').get(orderId) as SetupRow | undefined) ?? {
      pay_code: '',
      code_type: 1,
      code_page: 1,
      notice_msg: '',
      show_top: 0,
    }
  );
}

function playDetail(db: Db, order: OrderRow): LoanPlayDetail {
  const setup = setupOf(db, order.id);
  const c = charges(order);
  const detail: DetailRow[] = [
    { text: 'Loan amount', value: formatMoney(c.principal) },
    { text: 'Interest', value: formatMoney(c.interest) },
    { text: 'Service fee', value: formatMoney(c.fee) },
    ...(c.late ? [{ text: 'Late fee', value: formatMoney(c.late) }] : []),
    { text: 'Order number', value: order.order_no },
    { text: 'Loan term', value: `${order.term_days} days` },
  ];
  const defDetail: DefDetail = {
    payCode: setup.pay_code,
    logo: CHANNELS[2].logo,
    title: CHANNELS[2].name,
    payNotice: PAY_NOTICE,
    type: setup.code_type === 2 ? 2 : 1,
    qrUrl: setup.pay_code ? `/provider/qr/${setup.pay_code}.svg` : '',
    codePage: setup.code_page === 2 ? 2 : 1,
  };
  return {
    repayAmount: c.total,
    productName: order.product_name,
    repayDate: order.due_at,
    productLogo: order.product_logo,
    orderNo: order.order_no,
    detail,
    repayList: CHANNELS,
    noticeMsg: setup.notice_msg,
    isShowReyTop: setup.show_top,
    defDetail,
  };
}

function newPayToken(): string {
  return randomBytes(12).toString('hex');
}

interface PaymentRow {
  id: number;
  borrower_id: number;
  order_id: number;
  idem_key: string;
  pay_token: string;
  channel_number: string;
  amount_cents: number;
  is_delay: number;
  kind: string;
  status: string;
}

/**
 * Completes a payment on the provider page, once: an instalment settles the order (status 200), an
 * extension fee moves the due date on by the extension days (status 170). A payment the order no
 * longer needs (settled meanwhile by another attempt, or the extension already used) is voided instead
 * of charged. Returns null for an unknown token; a second call returns the payment as it is.
 */
export function completePayment(db: Db, payToken: string, now = Date.now()): PaymentRow | null {
  return db.transaction(() => {
    const pay = db.prepare('SELECT * FROM repay_payments WHERE pay_token = ?').get(payToken) as PaymentRow | undefined;
    if (!pay) return null;
    if (pay.status !== 'pending') return pay;
    const order = db.prepare('SELECT status, is_delay, due_at FROM orders WHERE id = ?').get(pay.order_id) as { status: number; is_delay: string; due_at: number };
    const needed = REPAYABLE.includes(order.status) && (!pay.is_delay || order.is_delay === '1');
    const status = needed ? 'paid' : 'void';
    db.prepare('UPDATE repay_payments SET status = ?, paid_at = ? WHERE id = ?').run(status, now, pay.id);
    if (needed && pay.is_delay) {
      db.prepare("UPDATE orders SET status = 170, due_at = ?, is_delay = '0' WHERE id = ?").run(Math.max(order.due_at, now) + EXTENSION_DAYS * DAY, pay.order_id);
    } else if (needed) {
      db.prepare('UPDATE orders SET status = 200 WHERE id = ?').run(pay.order_id);
    }
    return { ...pay, status };
  })();
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The provider's page: plain server-rendered HTML, no script (the CSP allows none inline). */
function providerHtml(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef4f8;color:#14202b}main{max-width:420px;margin:0 auto;padding:24px 16px}
.box{background:#fff;border-radius:12px;padding:20px;margin:16px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0}dt{color:#45525e}dd{margin:0;text-align:right;font-weight:600}
button,.link{display:block;width:100%;box-sizing:border-box;min-height:48px;border:0;border-radius:24px;background:#0b5cad;color:#fff;font:600 17px system-ui,sans-serif;text-align:center;text-decoration:none;padding:12px;cursor:pointer}
h1{font-size:22px;margin:0}p{margin:8px 0}.brand{color:#0b5cad;font-weight:700}</style></head>
<body><main><p class="brand">DemoPay checkout</p>${body}</main></body></html>`;
}

function orderLink(db: Db, pay: PaymentRow): string {
  const row = db
    .prepare('SELECT b.token, o.product_id FROM orders o JOIN borrowers b ON b.id = o.borrower_id WHERE o.id = ?')
    .get(pay.order_id) as { token: string; product_id: number };
  return `/order.html?${new URLSearchParams({ token: row.token, productId: String(row.product_id), orderId: String(pay.order_id) })}`;
}

function payPageFor(db: Db, pay: PaymentRow): string {
  const order = db.prepare('SELECT order_no FROM orders WHERE id = ?').get(pay.order_id) as { order_no: string };
  const channel = CHANNELS.find((c) => c.channel_number === pay.channel_number)?.name ?? 'Card';
  const rows = `<dl><dt>Merchant</dt><dd>${esc(config.appName)}</dd><dt>Reference</dt><dd>${esc(order.order_no)}</dd>
<dt>Paying with</dt><dd>${esc(channel)}</dd><dt>Amount</dt><dd>${esc(formatMoney(pay.amount_cents))}</dd></dl>`;
  if (pay.status === 'void') {
    return providerHtml('Payment not needed', `<h1>Payment not needed</h1><p>This loan no longer needs this payment. You have not been charged.</p>
<div class="box">${rows}</div><a class="link" href="${esc(orderLink(db, pay))}">Back to the app</a>`);
  }
  if (pay.status === 'paid') {
    return providerHtml('Payment successful', `<h1>Payment successful</h1><p>${esc(pay.is_delay ? 'Your extension fee has been received.' : 'Your repayment has been received.')}</p>
<div class="box">${rows}</div><a class="link" href="${esc(orderLink(db, pay))}">Back to the app</a>`);
  }
  return providerHtml('Confirm payment', `<h1>Confirm payment</h1><div class="box">${rows}</div>
<form method="post" action="/provider/pay/${esc(pay.pay_token)}"><button type="submit">Pay</button></form>`);
}

export const repayModule: ServerModule = {
  name: 'repay',
  migrations: [
    `CREATE TABLE repay_setup (
       order_id INTEGER PRIMARY KEY REFERENCES orders(id),
       pay_code TEXT NOT NULL DEFAULT '',
       code_type INTEGER NOT NULL DEFAULT 1,
       code_page INTEGER NOT NULL DEFAULT 1,
       notice_msg TEXT NOT NULL DEFAULT '',
       show_top INTEGER NOT NULL DEFAULT 0
     );
     CREATE TABLE repay_payments (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       order_id INTEGER NOT NULL REFERENCES orders(id),
       idem_key TEXT NOT NULL,
       pay_token TEXT NOT NULL UNIQUE,
       channel_number TEXT NOT NULL,
       amount_cents INTEGER NOT NULL,
       is_delay INTEGER NOT NULL DEFAULT 0,
       kind TEXT NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending',
       created_at INTEGER NOT NULL,
       paid_at INTEGER,
       UNIQUE (borrower_id, idem_key)
     );
     CREATE TABLE legacy_cards (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       bank_name TEXT NOT NULL,
       card_no TEXT NOT NULL,
       bank_code TEXT NOT NULL,
       need_valid INTEGER NOT NULL DEFAULT 1
     );
     CREATE TABLE legacy_tokens (
       token TEXT PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       order_id INTEGER NOT NULL REFERENCES orders(id)
     );
     CREATE TABLE legacy_records (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       order_id INTEGER NOT NULL REFERENCES orders(id),
       card_id INTEGER NOT NULL REFERENCES legacy_cards(id),
       amount_cents INTEGER NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending',
       created_at INTEGER NOT NULL
     );`,
  ],
  seedBorrower({ db }, borrower) {
    const orders = db.prepare('SELECT id, product_id, status, is_delay FROM orders WHERE borrower_id = ? ORDER BY id').all(borrower.id) as {
      id: number;
      product_id: number;
      status: number;
      is_delay: string;
    }[];
    const find = (status: number, isDelay: string) => orders.find((o) => o.status === status && o.is_delay === isDelay);
    const setup = db.prepare('INSERT INTO repay_setup (order_id, pay_code, code_type, code_page, notice_msg, show_top) VALUES (?, ?, ?, ?, ?, ?)');
    const code = (id: number) => `70${String(id).padStart(10, '0')}`;
    const o170 = find(170, '0');
    const o174d = find(174, '1');
    const o174 = find(174, '0');
    const o180 = find(180, '1');
    const o180n = find(180, '0');
    const o200 = find(200, '0');
    if (!o170 || !o174d || !o174 || !o180 || !o180n || !o200) return [];
    setup.run(o170.id, code(o170.id), 1, 1, 'Pay on or before the due date. Payments made after 10:00 PM post the next day.', 1);
    setup.run(o174d.id, code(o174d.id), 2, 1, '', 0);
    setup.run(o174.id, code(o174.id), 1, 2, 'Use the reference number exactly as shown.', 0);
    setup.run(o180.id, code(o180.id), 1, 1, 'Your loan is overdue. Repay today to stop the late charges.', 1);
    setup.run(o180n.id, '', 1, 1, '', 0);
    setup.run(o200.id, code(o200.id), 1, 1, '', 0);

    const card = db.prepare('INSERT INTO legacy_cards (borrower_id, bank_name, card_no, bank_code, need_valid) VALUES (?, ?, ?, ?, ?)');
    card.run(borrower.id, 'BDO Unibank', '**** **** **** 4821', 'BDO', 1);
    const direct = card.run(borrower.id, 'Metrobank', '**** **** **** 0937', 'MBT', 0);
    // A payment already submitted for this order and still processing: confirming again answers 800005.
    db.prepare("INSERT INTO legacy_records (borrower_id, order_id, card_id, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 'processing', ?)").run(
      borrower.id,
      o180n.id,
      Number(direct.lastInsertRowid),
      0,
      Date.now(),
    );

    const q = (o: { id: number; product_id: number }) => ({ productId: String(o.product_id), orderId: String(o.id) });
    const s = (key: string, title: string, entry: string, query: Record<string, string>): Scenario => ({ key, title, entry, query });
    return [
      s('repay-period-170', 'Instalment repayment: pay code, instruction banner', 'repay-period', q(o170)),
      s('repay-period-174-qr', 'Instalment repayment: QR pay code', 'repay-period', q(o174d)),
      s('repay-period-174-v2', 'Instalment repayment: second code page', 'repay-period', q(o174)),
      s('repay-period-180', 'Instalment repayment: overdue, with late fee', 'repay-period', q(o180)),
      s('repay-period-no-code', 'Instalment repayment: no pay code', 'repay-period', q(o180n)),
      s('repay-period-settled', 'Instalment repayment: loan already repaid', 'repay-period', q(o200)),
      s('repay-delay-174', 'Extension repayment (due)', 'repay-delay', q(o174d)),
      s('repay-delay-180', 'Extension repayment (overdue)', 'repay-delay', q(o180)),
      s('repay-code-170', 'Repayment by code (type 1)', 'repay-code', q(o170)),
      s('repay-code-174-qr', 'Repayment by QR (type 2)', 'repay-code', q(o174d)),
      s('repay-code-2-174', 'Repayment by code, second variant', 'repay-code-2', q(o174)),
      s('legacy-repay-170', 'Legacy card repayment (SMS code 123456)', 'legacy-repay', { orderId: String(o170.id) }),
      s('legacy-repay-submitted', 'Legacy card repayment: payment already submitted (800005)', 'legacy-repay', { orderId: String(o180n.id) }),
    ];
  },
  routes(app, { db }) {
    route(app, db, loanPlayDetail, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      assertRepayable(order);
      return ok(playDetail(db, order));
    });

    route(app, db, loanDelayDetail, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      assertRepayable(order);
      if (order.is_delay !== '1') throw new ApiError(REPAY_NOT_DUE_CODE, 'An extension is not available for this order.');
      const { repayAmount, repayDate, ...rest } = playDetail(db, order);
      const fee = extensionFee(order);
      const next = Math.max(order.due_at, Date.now()) + EXTENSION_DAYS * DAY;
      return ok({
        ...rest,
        delayInfo: { delayAmount: fee, title: `Extend your repayment by ${EXTENSION_DAYS} days` },
        // D11: the same field as instalment; here the next payment date after the extension.
        repayDate: next,
        repayPlan: [
          { remark: 'Pay the extension fee today', title: 'Extension fee', amount: fee, time: Date.now() },
          { remark: `The full repayment moves from ${formatDate(repayDate)}`, title: 'Repayment after extension', amount: repayAmount, time: next },
        ],
      });
    });

    route(app, db, generateVcode, {}, ({ input, borrower, c }) => {
      const order = findOrder(db, borrower, input);
      const isDelay = input.optional('isDelay') === '1' ? 1 : 0;
      const amount = input.int('amount', { label: 'Amount', min: 1 });
      const channelNumber = input.required('channelNumber', { label: 'Payment method', max: 20 });
      const rawKey = c.req.header('Idempotency-Key')?.trim() ?? '';
      if (rawKey.length > 100) throw new ApiError(400, 'Idempotency-Key must be at most 100 characters');
      const key = rawKey || `server-${newPayToken()}`;
      const origin = new URL(c.req.url).origin;
      const payUrl = (token: string) => `${origin}/provider/pay/${token}`;

      return db.transaction(() => {
        const prior = db.prepare('SELECT * FROM repay_payments WHERE borrower_id = ? AND idem_key = ?').get(borrower.id, key) as PaymentRow | undefined;
        if (prior) {
          if (prior.order_id !== order.id || prior.amount_cents !== amount || prior.channel_number !== channelNumber || prior.is_delay !== isDelay) {
            throw new ApiError(409, 'This payment attempt was already used for another payment. Please try again.');
          }
          return ok({ payUrl: payUrl(prior.pay_token) });
        }
        assertRepayable(order);
        if (!CHANNELS.some((ch) => ch.channel_number === channelNumber)) throw new ApiError(400, 'Please choose a payment method.');
        if (isDelay && order.is_delay !== '1') throw new ApiError(REPAY_NOT_DUE_CODE, 'An extension is not available for this order.');
        const due = isDelay ? extensionFee(order) : charges(order).total;
        if (amount !== due) throw new ApiError(409, 'The amount due has changed. Please refresh the page.');
        const token = newPayToken();
        db.prepare(
          "INSERT INTO repay_payments (borrower_id, order_id, idem_key, pay_token, channel_number, amount_cents, is_delay, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'link', ?)",
        ).run(borrower.id, order.id, key, token, channelNumber, amount, isDelay, Date.now());
        return ok({ payUrl: payUrl(token) });
      })();
    });

    // Legacy card repayment: success code '00'.
    const tokenOrder = (borrower: Borrower, input: Input): OrderRow => {
      const order = findOrder(db, borrower, input);
      const token = input.required('repayToken', { label: 'repayToken', max: 64 });
      const row = db.prepare('SELECT order_id FROM legacy_tokens WHERE token = ? AND borrower_id = ?').get(token, borrower.id) as { order_id: number } | undefined;
      if (!row || row.order_id !== order.id) throw new ApiError(400, 'This repayment session has expired. Please reopen the page.');
      return order;
    };

    route(app, db, repaymentWay, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      assertRepayable(order);
      const repayToken = newPayToken();
      db.prepare('INSERT INTO legacy_tokens (token, borrower_id, order_id) VALUES (?, ?, ?)').run(repayToken, borrower.id, order.id);
      const cards = db.prepare('SELECT id, bank_name AS bankName, card_no AS cardNo, bank_code AS bankCode FROM legacy_cards WHERE borrower_id = ? ORDER BY id').all(borrower.id) as {
        id: number;
        bankName: string;
        cardNo: string;
        bankCode: string;
      }[];
      return ok({ alipay: '1', repayToken, bankCards: cards, amount: charges(order).total, orderNo: order.order_no, productId: order.product_id }, 'success', LEGACY_OK);
    });

    route(app, db, repaymentCommit, {}, ({ input, borrower }) => {
      const order = tokenOrder(borrower, input);
      if (order.status === 200) throw new ApiError(SUBMITTED_TWICE, 'do not submit payment twice');
      assertRepayable(order);
      const cardId = input.int('cardId', { label: 'Card' });
      const card = db.prepare('SELECT id, need_valid FROM legacy_cards WHERE id = ? AND borrower_id = ?').get(cardId, borrower.id) as { id: number; need_valid: number } | undefined;
      if (!card) throw new ApiError(400, 'please choose a paying bank card first');
      const amount = input.int('amount', { label: 'Amount', min: 1 });
      if (amount !== charges(order).total) throw new ApiError(409, 'The amount due has changed. Please refresh the page.');
      if (!card.need_valid) {
        // Pays at once: refuse while another payment of the order is processing (the SMS card's confirm says so too).
        const busy = db.prepare("SELECT COUNT(*) AS n FROM legacy_records WHERE order_id = ? AND status IN ('processing', 'paid')").get(order.id) as { n: number };
        if (busy.n > 0) throw new ApiError(SUBMITTED_TWICE, 'do not submit payment twice');
      }
      const status = card.need_valid ? 'pending' : 'paid';
      const info = db
        .prepare('INSERT INTO legacy_records (borrower_id, order_id, card_id, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(borrower.id, order.id, card.id, amount, status, Date.now());
      if (!card.need_valid) db.prepare('UPDATE orders SET status = 200 WHERE id = ?').run(order.id);
      return ok({ repayRecordId: Number(info.lastInsertRowid), needValid: card.need_valid }, 'success', LEGACY_OK);
    });

    route(app, db, repaymentConfirm, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      const recordId = input.int('repaymentRecordId', { label: 'Repayment record' });
      const verifyCode = input.required('verifyCode', { label: 'Code', max: 12 });
      return db.transaction(() => {
        const record = db.prepare('SELECT id, status FROM legacy_records WHERE id = ? AND borrower_id = ? AND order_id = ?').get(recordId, borrower.id, order.id) as
          | { id: number; status: string }
          | undefined;
        if (!record) throw new ApiError(400, 'This repayment was not found. Please start again.');
        const busy = db.prepare("SELECT COUNT(*) AS n FROM legacy_records WHERE order_id = ? AND id != ? AND status IN ('processing', 'paid')").get(order.id, record.id) as { n: number };
        if (record.status !== 'pending' || order.status === 200 || busy.n > 0) throw new ApiError(SUBMITTED_TWICE, 'do not submit payment twice');
        if (verifyCode === '999999') throw new ApiError(800010, 'Your bank declined this payment. Please use another card.');
        if (verifyCode === '000000') throw new ApiError(800011, '');
        if (verifyCode !== LEGACY_SMS_CODE) throw new ApiError(WRONG_CODE, 'wrong code');
        db.prepare("UPDATE legacy_records SET status = 'paid' WHERE id = ?").run(record.id);
        db.prepare('UPDATE orders SET status = 200 WHERE id = ?').run(order.id);
        return ok(null, 'success', LEGACY_OK);
      })();
    });

    route(app, db, repaymentHuichao, {}, ({ input, borrower, c }) => {
      const order = tokenOrder(borrower, input);
      assertRepayable(order);
      const key = `huichao-${input.required('repayToken')}`;
      let pay = db.prepare('SELECT * FROM repay_payments WHERE borrower_id = ? AND idem_key = ?').get(borrower.id, key) as PaymentRow | undefined;
      if (!pay) {
        const token = newPayToken();
        db.prepare(
          "INSERT INTO repay_payments (borrower_id, order_id, idem_key, pay_token, channel_number, amount_cents, is_delay, kind, created_at) VALUES (?, ?, ?, ?, '90009', ?, 0, 'huichao', ?)",
        ).run(borrower.id, order.id, key, token, charges(order).total, Date.now());
        pay = db.prepare('SELECT * FROM repay_payments WHERE pay_token = ?').get(token) as PaymentRow;
      }
      return ok({ url: `${new URL(c.req.url).origin}/provider/pay/${pay.pay_token}` }, 'success', LEGACY_OK);
    });

    // The payment provider (not part of the contract): its own pages, outside /states.
    const notFound = providerHtml('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
    app.get('/provider/pay/:token', (c) => {
      const pay = db.prepare('SELECT * FROM repay_payments WHERE pay_token = ?').get(c.req.param('token')) as PaymentRow | undefined;
      c.header('Cache-Control', 'no-store');
      return pay ? c.html(payPageFor(db, pay)) : c.html(notFound, 404);
    });
    app.post('/provider/pay/:token', (c) => {
      const pay = completePayment(db, c.req.param('token'));
      if (!pay) return c.html(notFound, 404);
      // Post/redirect/get: a reload shows the receipt and never pays again.
      return c.redirect(`/provider/pay/${pay.pay_token}`, 303);
    });
    app.get('/provider/qr/:file', async (c) => {
      const match = /^([A-Za-z0-9-]{1,64})\.svg$/.exec(c.req.param('file'));
      if (!match) return c.text('Not found', 404);
      const svg = await QRCode.toString(match[1], { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      c.header('Content-Type', 'image/svg+xml');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(svg);
    });
  },
};
