/**
 * The legacy card repayment (code '00' on success; 800006 wrong code, 800005 submitted twice):
 * `repayment-way` opens a session (`repayToken`) bound to the order, `repayment-commit` records the
 * payment (a card without SMS check pays at once), `repayment-confirm` checks the SMS code, and
 * `repayment-huichao` sends the borrower to the provider instead.
 *
 * Reference data: the SMS code is always 123456; 999999 is a bank decline (server message), 000000 a
 * failure without a message. A code lives as a real one does (ADR 0044): it expires the configured minutes
 * after its commit sent it (800008), and its configured number of wrong tries void the record (800007), a
 * 6-digit code not being for guessing; each wrong code says how many tries are left. Either way a new
 * commit (the page's 'get code') sends a new code.
 */
import {
  CODE_EXHAUSTED,
  CODE_EXPIRED,
  LEGACY_OK,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
  SUBMITTED_TWICE,
  WRONG_CODE,
} from '../../../shared/api/contract/repay';
import type { Db } from '../../db';
import type { CardCodeSettings } from '../../settings';
import { ApiError, ok, route } from '../../http';
import type { App } from '../../http';
import type { Borrower } from '../../session';
import { applyPayment, assertMayPay, clockOf } from './ledger';
import { findOrder, newPayToken, repayableLoan } from './pricing';
import type { RepayOrder } from './pricing';
import { providerUrl } from './provider';
import type { PaymentRow } from './provider';

export const LEGACY_SMS_CODE = '123456';
/** A card payment confirmed after the instalment it was for was paid another way (ADR 0047). */
export const STALE_PAYMENT_MESSAGE =
  'This instalment was already paid, so this payment was cancelled. Your card was not charged.';

/** The borrower-facing texts of the card SMS code, in one place. */
export const LEGACY_TEXTS = {
  exhausted: 'Too many wrong codes. Please get a new code.',
  expired: 'This code has expired. Please get a new code.',
  /** A wrong code, with the tries the record has left. */
  wrong: (left: number) => `You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
};

/** `codes`: the SMS code's minutes and tries; `origins`: where the provider's page may be (ADR 0047). */
export function legacyRoutes(app: App, db: Db, codes: CardCodeSettings, origins: readonly string[]): void {
  const tokenOrder = (
    borrower: Borrower,
    input: { orderId: number; productId?: number; repayToken: string },
  ): RepayOrder => {
    const order = findOrder(db, borrower, input);
    const token = input.repayToken;
    const row = db
      .prepare('SELECT order_id FROM legacy_tokens WHERE token = ? AND borrower_id = ?')
      .get(token, borrower.id) as { order_id: number } | undefined;
    if (!row || row.order_id !== order.id)
      throw new ApiError(400, 'This repayment session has expired. Please reopen the page.');
    return order;
  };

  route(app, db, repaymentWay, {}, ({ input, borrower }) => {
    const order = findOrder(db, borrower, input);
    const state = repayableLoan(db, order, clockOf(db, borrower.id));
    const repayToken = newPayToken();
    db.prepare('INSERT INTO legacy_tokens (token, borrower_id, order_id) VALUES (?, ?, ?)').run(
      repayToken,
      borrower.id,
      order.id,
    );
    const cards = db
      .prepare(
        'SELECT id, bank_name AS bankName, card_no AS cardNo, bank_code AS bankCode FROM legacy_cards WHERE borrower_id = ? ORDER BY id',
      )
      .all(borrower.id) as {
      id: number;
      bankName: string;
      cardNo: string;
      bankCode: string;
    }[];
    // Contract D12: the page takes the amount from loan-play-detail's `repayAmount`; these are extras it may use.
    return ok(
      {
        alipay: '1',
        repayToken,
        bankCards: cards,
        amount: state.amountDue,
        orderNo: order.order_no,
        productId: order.product_id,
      },
      'success',
      LEGACY_OK,
    );
  });

  route(app, db, repaymentCommit, {}, ({ input, borrower }) => {
    const order = tokenOrder(borrower, input);
    if (order.status === 200) throw new ApiError(SUBMITTED_TWICE, 'do not submit payment twice');
    const now = clockOf(db, borrower.id);
    const state = repayableLoan(db, order, now);
    assertMayPay(state);
    const { cardId, amount } = input;
    const card = db
      .prepare('SELECT id, need_valid FROM legacy_cards WHERE id = ? AND borrower_id = ?')
      .get(cardId, borrower.id) as { id: number; need_valid: number } | undefined;
    if (!card) throw new ApiError(400, 'please choose a paying bank card first');
    if (amount !== state.amountDue) throw new ApiError(409, 'The amount due has changed. Please refresh the page.');
    // The record and (for a card that pays at once) the settled order commit together or not at all.
    const recordId = db
      .transaction(() => {
        if (!card.need_valid) {
          // Pays at once: refuse while another payment of the order is processing (the SMS card's confirm says so too).
          // Of this instalment: an earlier one paid by card never blocks the next (ADR 0047).
          const busy = db
            .prepare(
              "SELECT COUNT(*) AS n FROM legacy_records WHERE order_id = ? AND status IN ('processing', 'paid') AND (instalment IS NULL OR instalment = ?)",
            )
            .get(order.id, state.current!.n) as { n: number };
          if (busy.n > 0) throw new ApiError(SUBMITTED_TWICE, 'do not submit payment twice');
        }
        const status = card.need_valid ? 'pending' : 'paid';
        // The instalment it pays (ADR 0047): a confirmation after that one is paid pays nothing else.
        const instalment = state.current!.n;
        const info = db
          .prepare(
            'INSERT INTO legacy_records (borrower_id, order_id, card_id, amount_cents, status, created_at, instalment) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(borrower.id, order.id, card.id, amount, status, Date.now(), instalment);
        if (!card.need_valid && !applyPayment(db, order.id, amount, false, now, instalment))
          throw new ApiError(409, 'The amount due has changed. Please refresh the page.');
        return Number(info.lastInsertRowid);
      })
      .immediate();
    return ok({ repayRecordId: recordId, needValid: card.need_valid }, 'success', LEGACY_OK);
  });

  route(app, db, repaymentConfirm, {}, ({ input, borrower }) => {
    const order = findOrder(db, borrower, input);
    const { repaymentRecordId: recordId, verifyCode } = input;
    // A wrong code must be counted even though the call fails: the transaction returns it, then we throw.
    const wrong = db
      .transaction(() => {
        const record = db
          .prepare(
            'SELECT id, status, wrong_codes, amount_cents, created_at, instalment FROM legacy_records WHERE id = ? AND borrower_id = ? AND order_id = ?',
          )
          .get(recordId, borrower.id, order.id) as
          | {
              id: number;
              status: string;
              wrong_codes: number;
              amount_cents: number;
              created_at: number;
              instalment: number | null;
            }
          | undefined;
        if (!record) throw new ApiError(400, 'This repayment was not found. Please start again.');
        if (record.status === 'void') throw new ApiError(CODE_EXHAUSTED, LEGACY_TEXTS.exhausted);
        const busy = db
          .prepare(
            "SELECT COUNT(*) AS n FROM legacy_records WHERE order_id = ? AND id != ? AND status IN ('processing', 'paid') AND (instalment IS NULL OR ? IS NULL OR instalment = ?)",
          )
          .get(order.id, record.id, record.instalment, record.instalment) as { n: number };
        if (record.status !== 'pending' || order.status === 200 || busy.n > 0)
          throw new ApiError(SUBMITTED_TWICE, 'do not submit payment twice');
        // The code's minutes run on the real clock, as an SMS gateway's do, not the borrower's (`/_clock`).
        if (record.status === 'pending' && Date.now() - record.created_at > codes.minutes * 60_000)
          throw new ApiError(CODE_EXPIRED, LEGACY_TEXTS.expired);
        if (verifyCode === '999999')
          throw new ApiError(800010, 'Your bank declined this payment. Please use another card.');
        if (verifyCode === '000000') throw new ApiError(800011, '');
        if (verifyCode !== LEGACY_SMS_CODE) {
          const count = record.wrong_codes + 1;
          const voided = count >= codes.tries;
          db.prepare('UPDATE legacy_records SET wrong_codes = ?, status = ? WHERE id = ?').run(
            count,
            voided ? 'void' : record.status,
            record.id,
          );
          return { voided, left: codes.tries - count };
        }
        // The ledger takes the payment only if it is still the amount due (a day's late charge may have come
        // since) of the instalment it was made for: once that one is paid, the card is not charged (ADR 0047).
        if (!applyPayment(db, order.id, record.amount_cents, false, clockOf(db, borrower.id), record.instalment)) {
          db.prepare("UPDATE legacy_records SET status = 'void' WHERE id = ?").run(record.id);
          return { stale: true };
        }
        db.prepare("UPDATE legacy_records SET status = 'paid' WHERE id = ?").run(record.id);
        return null;
      })
      .immediate();
    if (wrong && 'stale' in wrong) throw new ApiError(409, STALE_PAYMENT_MESSAGE);
    if (wrong?.voided) throw new ApiError(CODE_EXHAUSTED, LEGACY_TEXTS.exhausted);
    if (wrong) throw new ApiError(WRONG_CODE, LEGACY_TEXTS.wrong(wrong.left));
    return ok(null, 'success', LEGACY_OK);
  });

  route(app, db, repaymentHuichao, {}, ({ input, borrower, c }) => {
    const order = tokenOrder(borrower, input);
    const state = repayableLoan(db, order, clockOf(db, borrower.id));
    assertMayPay(state);
    const key = `huichao-${input.repayToken}`;
    let pay = db
      .prepare('SELECT * FROM repay_payments WHERE borrower_id = ? AND idem_key = ?')
      .get(borrower.id, key) as PaymentRow | undefined;
    if (!pay) {
      const token = newPayToken();
      db.prepare(
        "INSERT INTO repay_payments (borrower_id, order_id, idem_key, pay_token, channel_number, amount_cents, is_delay, kind, created_at, instalment) VALUES (?, ?, ?, ?, '90009', ?, 0, 'huichao', ?, ?)",
      ).run(borrower.id, order.id, key, token, state.amountDue, Date.now(), state.current!.n);
      pay = db.prepare('SELECT * FROM repay_payments WHERE pay_token = ?').get(token) as PaymentRow;
    }
    return ok({ url: providerUrl(c.req.url, pay.pay_token, origins) }, 'success', LEGACY_OK);
  });
}
