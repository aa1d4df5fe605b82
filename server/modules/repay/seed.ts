/** Repayment data per borrower: pay-code setups of the repayable orders, legacy cards, and the scenarios. */
import type { ModuleContext, Scenario } from '../../module';
import type { Borrower } from '../../session';

export function seedRepayBorrower({ db }: ModuleContext, borrower: Borrower): Scenario[] {
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
  const code = (id: number) => `70${String(id).padStart(10, '0')}`;
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
