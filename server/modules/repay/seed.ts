/**
 * Repayment data per borrower: the ledger's dates and payments of the seeded orders, pay-code setups of
 * the repayable orders, legacy cards, and the scenarios.
 */
import type { Db } from '../../db';
import type { ModuleContext, Scenario } from '../../module';
import type { Borrower } from '../../session';
import { DAY, HOUR } from '../../time';
import { priceLoan } from '../loan/pricing';
import { payCodeOf } from './pricing';
import {
  DECISION_DAYS,
  DISBURSEMENT_DAYS,
  DISBURSING,
  DUE,
  OVERDUE,
  REPAYING,
  SETTLED,
  syncBorrower,
  UNDER_REVIEW,
} from './ledger';

/** Days after the due date the seeded overdue loans are (the late charges of 5 days), and before it the due ones. */
export const SEEDED_DAYS_LATE = 5;
export const SEEDED_DAYS_TO_DUE = 3;

/**
 * When each seeded order's loan started, so that the ledger gives it the status it was seeded with
 * (ADR 0033): a loan repaying is 60 % into its term (past half, so it can be repaid whole), a due or
 * overdue one is at its second instalment (its only one, for a one-payment loan), a settled one ended
 * 10 days ago with every instalment paid on its day. Null: not a loan yet.
 */
function startOf(status: number, code: string, amount: number, termDays: number, now: number): number | null {
  const plans = priceLoan(code, amount, termDays, 0).plans;
  const second = plans[Math.min(1, plans.length - 1)].pay_time;
  if (status === REPAYING) return now - Math.round(termDays * 0.6) * DAY;
  if (status === DUE) return now - second + SEEDED_DAYS_TO_DUE * DAY;
  if (status === OVERDUE) return now - second - SEEDED_DAYS_LATE * DAY;
  if (status === SETTLED) return now - (termDays + 10) * DAY;
  return null;
}

/** Gives the seeded orders the ledger's dates and the payments their status implies. */
function seedLedger(db: Db, borrowerId: number, now: number): void {
  const orders = db
    .prepare(
      `SELECT o.id, o.status, o.is_delay, o.amount_cents, o.term_days, p.code FROM orders o
         JOIN products p ON p.id = o.product_id WHERE o.borrower_id = ?`,
    )
    .all(borrowerId) as {
    id: number;
    status: number;
    is_delay: string;
    amount_cents: number;
    term_days: number;
    code: string;
  }[];
  const dates = db.prepare(
    'UPDATE orders SET created_at = ?, decide_at = ?, start_at = ?, allow_extension = ? WHERE id = ?',
  );
  const pay = db.prepare(
    "INSERT INTO ledger_entries (order_id, kind, instalment, amount_cents, late_cents, days, at) VALUES (?, 'payment', ?, ?, 0, 0, ?)",
  );
  for (const o of orders) {
    const allow = o.is_delay === '1' ? 1 : 0;
    if (o.status === UNDER_REVIEW || o.status === DISBURSING) {
      // Filed an hour ago (under review), or decided 6 hours ago (the money on its way).
      const created = now - (o.status === UNDER_REVIEW ? HOUR : DECISION_DAYS * DAY + 6 * HOUR);
      dates.run(created, created + DECISION_DAYS * DAY, created + DISBURSEMENT_DAYS * DAY, allow, o.id);
      continue;
    }
    const start = startOf(o.status, o.code, o.amount_cents, o.term_days, now);
    if (start === null) continue;
    const created = start - DISBURSEMENT_DAYS * DAY;
    dates.run(created, created + DECISION_DAYS * DAY, start, allow, o.id);
    // Paid on their days: every instalment of a settled loan, those before the current one otherwise.
    const plans = priceLoan(o.code, o.amount_cents, o.term_days, start).plans;
    const current =
      o.status === SETTLED
        ? plans.length
        : o.status === REPAYING
          ? plans.findIndex((p) => p.pay_time > now)
          : Math.min(1, plans.length - 1);
    plans.slice(0, current).forEach((plan, i) => pay.run(o.id, i + 1, plan.amount, plan.pay_time));
  }
  syncBorrower(db, borrowerId, now);
}

export function seedRepayBorrower({ db }: ModuleContext, borrower: Borrower): Scenario[] {
  seedLedger(db, borrower.id, Date.now());
  const orders = db
    .prepare('SELECT id, product_id, status, is_delay FROM orders WHERE borrower_id = ? ORDER BY id')
    .all(borrower.id) as {
    id: number;
    product_id: number;
    status: number;
    is_delay: string;
  }[];
  const find = (status: number, isDelay: string) => orders.find((o) => o.status === status && o.is_delay === isDelay);
  const setup = db.prepare(
    'INSERT INTO repay_setup (order_id, pay_code, code_type, code_page, notice_msg, show_top) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const code = payCodeOf;
  const o170 = find(170, '0');
  const o174d = find(174, '1');
  const o174 = find(174, '0');
  const o180 = find(180, '1');
  const o180n = find(180, '0');
  const o200 = find(200, '0');
  if (!o170 || !o174d || !o174 || !o180 || !o180n || !o200) return [];
  setup.run(
    o170.id,
    code(o170.id),
    1,
    1,
    'Pay on or before the due date. Payments made after 10:00 PM post the next day.',
    1,
  );
  setup.run(o174d.id, code(o174d.id), 2, 1, '', 0);
  setup.run(o174.id, code(o174.id), 1, 2, 'Use the reference number exactly as shown.', 0);
  setup.run(o180.id, code(o180.id), 1, 1, 'Your loan is overdue. Repay today to stop the late charges.', 1);
  db.prepare('UPDATE repay_setup SET notice_status = ? WHERE order_id = ?').run(OVERDUE, o180.id);
  setup.run(o180n.id, '', 1, 1, '', 0);
  setup.run(o200.id, code(o200.id), 1, 1, '', 0);

  const card = db.prepare(
    'INSERT INTO legacy_cards (borrower_id, bank_name, card_no, bank_code, need_valid) VALUES (?, ?, ?, ?, ?)',
  );
  card.run(borrower.id, 'BDO Unibank', '**** **** **** 4821', 'BDO', 1);
  const direct = card.run(borrower.id, 'Metrobank', '**** **** **** 0937', 'MBT', 0);
  // A payment already submitted for this order and still processing: confirming again answers 800005.
  db.prepare(
    "INSERT INTO legacy_records (borrower_id, order_id, card_id, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 'processing', ?)",
  ).run(borrower.id, o180n.id, Number(direct.lastInsertRowid), 0, Date.now());

  const q = (o: { id: number; product_id: number }) => ({ productId: String(o.product_id), orderId: String(o.id) });
  const s = (key: string, title: string, entry: Scenario['entry'], query: Record<string, string>): Scenario => ({
    key,
    title,
    entry,
    query,
  });
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
    // Contract D12: the legacy page reads the amount from loan-play-detail, with the product from its query.
    s('legacy-repay-170', 'Legacy card repayment (SMS code 123456)', 'legacy-repay', q(o170)),
    s('legacy-repay-submitted', 'Legacy card repayment: payment already submitted (800005)', 'legacy-repay', q(o180n)),
  ];
}
