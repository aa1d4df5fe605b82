/**
 * Order details, loan confirm and joint login (contract §2): the loan details of an order, its rating
 * and tracking calls, opening a recommended product, the loan offer and its agreements, applying (a real
 * order row, once per Idempotency-Key and one open application per product), and the joint-login
 * failure. Seeds in `seed.ts`, products and offers in `offer.ts`.
 */
import type { Wire } from '../../../shared/api/contract/declare';
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
} from '../../../shared/api/contract/loan';
import type { LoanConfirm, LoanDetails } from '../../../shared/api/contract/loan';
import { BRAND } from '../../brand';
import { manilaDate, money } from '../../format';
import { ApiError, ok, route } from '../../http';
import type { Db } from '../../db';
import type { ServerModule } from '../../module';
import { DAY } from '../../time';
import { STATUS_TEXT, UNKNOWN_STATUS_TEXT } from '../core';
import {
  clockOf,
  daysOverdue,
  DECISION_DAYS,
  dueLateCharges,
  dueRows,
  ledgerOf,
  paidAndLeft,
  releaseOf,
  SETTLED,
} from '../repay/ledger';
import type { OrderRow } from '../core';
import { ensureAvailable, offerOf, productById, products, recProduct, shapeOf } from './offer';
import type { ProductRow } from './offer';
import { priceLoan } from './pricing';
import { NO_POPS, seedLoanBorrower } from './seed';
import type { OfferRow } from './seed';

export { offerOf, recProduct } from './offer';
export { priceLoan } from './pricing';

/** The confirm and product-open calls answer '00' (spec §9). */
const OK_00 = '00';

/** The status of an application under review: one per product at a time. */
const UNDER_REVIEW = 21;

/** The borrower's application under review for a product, if any: the one that refuses another (D39). */
function openApplication(db: Db, borrowerId: number, productId: number): { id: number } | undefined {
  return db
    .prepare('SELECT id FROM orders WHERE borrower_id = ? AND product_id = ? AND status = ? ORDER BY id DESC')
    .get(borrowerId, productId, UNDER_REVIEW) as { id: number } | undefined;
}

/** The products a list offers the borrower, each marked when an application for it is under review (D39). */
function listFor(db: Db, borrowerId: number) {
  const reviewed = new Set(
    (
      db
        .prepare('SELECT DISTINCT product_id FROM orders WHERE borrower_id = ? AND status = ?')
        .all(borrowerId, UNDER_REVIEW) as { product_id: number }[]
    ).map((row) => row.product_id),
  );
  return products(db).map((p) => recProduct(p, reviewed.has(p.id)));
}

export const IDEMPOTENCY_KEY_REQUIRED = 'Idempotency-Key is required';
export const KEY_REUSED_MESSAGE = 'This application was already sent with other details. Please reload the page.';
export const OPEN_APPLICATION_MESSAGE = 'You already have an application for this product under review.';

export const UNION_ERROR = {
  errMessage: 'We could not sign you in with your partner account.',
  noticeMessage: 'You can still apply for one of the products below with your PesoBridge account.',
};

/**
 * Agreements of the loan confirm scene (3) and the documents they open. The Disclosure Statement is no
 * document of its own: the page builds it from the offer (D25), so no item opens the generic terms for it.
 */
export const CONTRACTS = [{ id: 1, title: 'Loan Agreement', position: 1, url: '/loan-agreement.html' }];

/** The offer's or order's cost rows, from its price: what loan confirm shows is what the order shows. */
function costRows(price: ReturnType<typeof priceLoan>) {
  return [
    { text: 'Interest', value: money(price.interest) },
    { text: 'Service fee', value: price.feeUpfront ? `${money(price.fee)}, deducted upfront` : money(price.fee) },
    { text: 'Amount received', value: money(price.net) },
    { text: 'Total repayment', value: money(price.total) },
  ];
}

function orderDetails(db: Db, order: OrderRow, product: ProductRow, now: number): Wire<LoanDetails> {
  const [headline, description] = STATUS_TEXT[order.status] ?? UNKNOWN_STATUS_TEXT;
  const detail = [
    { text: 'Order number', value: order.order_no },
    { text: 'Loan amount', value: money(order.amount_cents) },
    { text: 'Loan term', value: `${order.term_days} days` },
    // The same price as the offer it came from (pricing.ts): the statement's figures, after Apply.
    ...costRows(priceLoan(product.code, order.amount_cents, order.term_days, order.created_at)),
    { text: 'Application date', value: manilaDate(order.created_at) },
  ];
  // What is due and by when: everything overdue and the one now due, each with its own date, days overdue
  // and late charges (D36), the figure the repayment screens ask (ADR 0033). A date that has passed is
  // never 'Due date': the loan is overdue since it.
  const loan = ledgerOf(db, order.id, now);
  if (loan?.current) {
    detail.push(...dueRows(loan, now));
    const late = dueLateCharges(loan);
    if (late) detail.push({ text: 'Late charges', value: money(late) });
    detail.push({ text: 'Amount due', value: money(loan.amountDue) });
    detail.push({
      text: daysOverdue(loan.current, now) ? 'Overdue since' : 'Due date',
      value: manilaDate(loan.dueAt),
    });
  } else if (loan && order.status === SETTLED) {
    detail.push({ text: 'Repaid in full', value: manilaDate(loan.dueAt) });
  }
  if (loan?.extensionFeesPaid) detail.push({ text: 'Extension fees paid', value: money(loan.extensionFeesPaid) });
  // What is left while repaying, what was paid once settled (ADR 0044): the ledger's own sums.
  const sums = loan ? paidAndLeft(loan) : null;
  const balance =
    sums && loan?.current
      ? { balancePrincipal: sums.leftPrincipal, balanceInterest: sums.leftInterest, balanceCharges: sums.leftCharges }
      : {};
  const paid =
    sums && !loan?.current
      ? {
          paidTotal: sums.paidTotal,
          paidInstalments: sums.paidInstalments,
          paidLateCharges: sums.paidLateCharges,
          paidExtensionFees: sums.paidExtensionFees,
        }
      : {};
  return {
    ...balance,
    ...paid,
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
    telephone: BRAND.servicePhone,
    isScore: order.is_score === '1' ? '1' : '0',
    playeduL: order.continue_url,
    reyMsg: order.rey_msg,
    KindTipsMsg: order.kind_tips_msg,
    cardNeedPop: order.card_need_pop,
    cardPopTitle: order.card_pop_title,
    cardPopMsg: order.card_pop_msg,
  };
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
    // What a push asked for, so a replayed Idempotency-Key with another payload is refused (409).
    `ALTER TABLE orders ADD COLUMN request_payload TEXT;`,
    // Products only their own offer opens (seed.ts), and Sahod Loan's term of 100 days (pricing.ts).
    `ALTER TABLE products ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;
     UPDATE products SET term_days = 100, description = '100 days, salary-day repayment' WHERE code = 'SL02';`,
    // Every product within the loan terms' 91 to 365 days (ADR 0033).
    `UPDATE products SET term_days = 91, description = '91 days, one payment' WHERE code = 'SA05';
     UPDATE products SET term_days = 120, description = '120 days, three payments' WHERE code = 'PP06';`,
  ],
  seedBorrower: seedLoanBorrower,
  routes(app, { db }) {
    route(app, db, loanDetails, {}, ({ input, borrower }) => {
      const { orderId, productId } = input;
      const order = db
        .prepare('SELECT * FROM orders WHERE id = ? AND borrower_id = ? AND product_id = ?')
        .get(orderId, borrower.id, productId) as OrderRow | undefined;
      if (!order) throw new ApiError(404, 'This order could not be found.');
      const data = orderDetails(db, order, productById(db, order.product_id), clockOf(db, borrower.id));
      data.recProducts = listFor(db, borrower.id);
      return ok(data);
    });

    route(app, db, googleScore, {}, ({ input, borrower }) => {
      const { score, orderId } = input;
      const order =
        orderId !== undefined
          ? (db.prepare('SELECT id FROM orders WHERE id = ? AND borrower_id = ?').get(orderId, borrower.id) as
              { id: number } | undefined)
          : undefined;
      db.prepare(
        "INSERT INTO order_ratings (borrower_id, order_id, score, created_at) VALUES (?, ?, ?, datetime('now'))",
      ).run(borrower.id, order?.id ?? null, score);
      if (order) db.prepare("UPDATE orders SET is_score = '0' WHERE id = ?").run(order.id);
      return ok({ score });
    });

    route(app, db, eventSave, {}, ({ input, borrower }) => {
      const { moduleId, positionId } = input;
      // Stored as the text the page sent it as ('' when it sent none), as every tracking field is.
      const productId = input.productId === undefined ? '' : String(input.productId);
      db.prepare(
        "INSERT INTO tracking_events (borrower_id, product_id, module_id, position_id, created_at) VALUES (?, ?, ?, ?, datetime('now'))",
      ).run(borrower.id, productId, moduleId, positionId);
      return ok(null);
    });

    route(app, db, goyaDefine, {}, ({ input, borrower, c }) => {
      const { product_code: code, module, position } = input;
      const p = db.prepare('SELECT * FROM products WHERE code = ?').get(code) as ProductRow | undefined;
      if (!p) throw new ApiError(404, 'This product does not exist.');
      ensureAvailable(p);
      db.prepare(
        "INSERT INTO product_opens (borrower_id, product_code, module, position, created_at) VALUES (?, ?, ?, ?, datetime('now'))",
      ).run(borrower.id, code, module, position);
      // One product of each kind of link: in-page http(s), the app's own scheme (bridge), refused.
      if (p.code === 'SL02') return ok({ link: `${BRAND.appScheme}://product/${p.code}` }, 'success', OK_00);
      if (p.code === 'QC04') throw new ApiError('10004', 'Quick Cash is not available in your area yet.');
      return ok({ link: new URL(`/loan-confirm.html?productId=${p.id}`, c.req.url).href }, 'success', OK_00);
    });

    route(app, db, loanDetailConfirm, {}, ({ input, borrower }) => {
      const p = productById(db, input.productId);
      ensureAvailable(p);
      const now = clockOf(db, borrower.id);
      const offer = offerOf(p, now);
      const shape = shapeOf(p.code);
      const review = openApplication(db, borrower.id, p.id);
      const pops =
        (db.prepare('SELECT * FROM loan_offers WHERE borrower_id = ? AND product_id = ?').get(borrower.id, p.id) as
          OfferRow | undefined) ?? NO_POPS;
      const plans =
        shape.plan === 'none'
          ? []
          : shape.plan === 'undated'
            ? offer.plans.map((row, i) => (i === 1 ? { ...row, pay_time: '' } : row))
            : offer.plans;
      // Contract D10: no `term`; the page shows periods × termUnit days. D25: `netAmount` and `loanDate`
      // are optional, sent in some offers and left out of others (offer.ts OFFER_SHAPES).
      const data = {
        comProductLogo: p.logo,
        comProductName: p.name,
        amount: offer.amount,
        periods: offer.periods,
        termUnit: offer.termUnit,
        details: [{ text: 'Loan amount', value: money(offer.amount) }, ...costRows(offer)],
        repay_plans: plans,
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
        // D39: said before the statement, with the way to that order, rather than refused after Apply.
        ...(review ? { underReview: 1, underReviewOrderId: review.id } : {}),
        ...(shape.net ? { netAmount: offer.net } : {}),
        // The disbursement date the plan counts from: the day the ledger sends the money (ADR 0045).
        ...(shape.loanDate ? { loanDate: offer.loanDate } : {}),
      } as Wire<LoanConfirm>;
      // Both generations of the page read this call: v1 `data`, v2 `attach` (spec §7 "Loan confirm").
      return ok(data, 'success', OK_00).withAttach(data);
    });

    route(app, db, contractList, {}, ({ input }) => {
      productById(db, input.productId);
      return ok({ data: CONTRACTS.map(({ id, title, position }) => ({ id, title, position })) });
    });

    route(app, db, contractJump, {}, ({ input }) => {
      productById(db, input.productId);
      const { position } = input;
      const contract = CONTRACTS.find((x) => x.position === position);
      if (!contract) throw new ApiError(404, 'This agreement does not exist.');
      return ok({ contract_url: contract.url });
    });

    /**
     * Applying is a money action on a slow network: the page sends one Idempotency-Key per attempt and
     * the same key always answers the same order. Without a key a retry would file a second loan, so
     * the key is required; a key replayed with other fields is refused rather than answered with an
     * order the borrower did not ask for; and a product with an application under review takes no other.
     */
    route(app, db, loanDetailPush, {}, ({ input, borrower, c }) => {
      const key = c.req.header('idempotency-key')?.trim() ?? '';
      if (!key) throw new ApiError(400, IDEMPOTENCY_KEY_REQUIRED);
      if (key.length > 100) throw new ApiError(400, 'Idempotency-Key must be at most 100 characters');
      const { productId, amount, periods, termUnit } = input;
      const payload = JSON.stringify({ productId, amount, periods, termUnit });
      // IMMEDIATE: the check and the insert hold the write lock together, so two processes (or a
      // production backend's two nodes on one database) cannot both find no application and both file one.
      return db
        .transaction(() => {
          const seen = db
            .prepare('SELECT id, product_id, request_payload FROM orders WHERE borrower_id = ? AND request_key = ?')
            .get(borrower.id, key) as { id: number; product_id: number; request_payload: string | null } | undefined;
          if (seen) {
            if (seen.request_payload !== payload) throw new ApiError(409, KEY_REUSED_MESSAGE);
            return pushed(seen.product_id, seen.id);
          }
          const p = productById(db, productId);
          ensureAvailable(p);
          const offer = offerOf(p);
          if (amount !== offer.amount || periods !== offer.periods || termUnit !== offer.termUnit) {
            throw new ApiError(400, 'The loan offer has changed. Please reload the page.');
          }
          if (openApplication(db, borrower.id, p.id)) throw new ApiError(409, OPEN_APPLICATION_MESSAGE);
          const now = clockOf(db, borrower.id);
          // The ledger's dates (ADR 0033): decided a day after Apply, the money sent a day later, the
          // schedule counted from then; an applied loan offers extensions.
          const start = releaseOf(now);
          const info = db
            .prepare(
              `INSERT INTO orders (order_no, borrower_id, product_id, status, amount_cents, periods, term_days, created_at, due_at, request_key, request_payload, decide_at, start_at, allow_extension)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
            )
            .run(
              `PA${randomBytes(6).toString('hex').toUpperCase()}`,
              borrower.id,
              p.id,
              UNDER_REVIEW,
              amount,
              periods,
              p.term_days,
              now,
              start + p.term_days * DAY,
              key,
              payload,
              now + DECISION_DAYS * DAY,
              start,
            );
          return pushed(p.id, Number(info.lastInsertRowid));
        })
        .immediate();
    });

    route(app, db, unionErrorInfo, {}, ({ borrower }) => ok({ ...UNION_ERROR, family: listFor(db, borrower.id) }));
  },
};
