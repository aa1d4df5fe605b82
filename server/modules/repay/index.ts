/**
 * Repayment (contract §2): instalment and extension detail, the idempotent pay link, the legacy card
 * flow (`legacy.ts`) and a small payment provider (`provider.ts`) where a payment is completed. Every
 * figure is the ledger's (`ledger.ts`, ADR 0033): paying the amount due pays the current instalment (the
 * last one settles the loan, status 200), paying an extension fee moves it and every later one on.
 * The instalment screen's data in `pricing.ts`, seeds in `seed.ts`.
 */
import { generateVcode, loanDelayDetail, loanPlayDetail, REPAY_NOT_DUE_CODE } from '../../../shared/api/contract/repay';
import { manilaDate, money } from '../../format';
import { ApiError, ok, route } from '../../http';
import type { ServerModule } from '../../module';
import { assertMayPay, clockOf, daysOverdue, extensionOf, instalmentName, syncBorrower, TERMS } from './ledger';
import type { Instalment } from './ledger';
import { legacyRoutes } from './legacy';
import { CHANNELS, findOrder, newPayToken, playDetail, repayableLoan } from './pricing';
import { providerRoutes, providerUrl } from './provider';
import type { PaymentRow } from './provider';
import { seedRepayBorrower } from './seed';

export { CHANNELS } from './pricing';
export { applyPayment, clockOf, ledgerOf, loanState, moveClock, syncBorrower, TERMS } from './ledger';
export { completePayment } from './provider';
export { LEGACY_SMS_CODE, LEGACY_TEXTS } from './legacy';

/**
 * What an extension does to a later instalment, in the plan's remark (terms §5, D36): one not yet due
 * moves from its date; an overdue one moves from today, its late charges left owed, none added until then.
 */
function laterRemark(i: Instalment, now: number): string {
  if (!daysOverdue(i, now)) return `Moves from ${manilaDate(i.due)}`;
  const from = `Overdue since ${manilaDate(i.due)}, moves from today`;
  return i.late
    ? `${from}: ${money(i.amount)} and ${money(i.late)} of late charges, none added until then`
    : `${from}: ${money(i.amount)}, no late charges until then`;
}

export const KEY_REUSED_MESSAGE = 'This payment attempt was already used for another payment. Please try again.';
export const CASH_CHANNEL_MESSAGE = 'Pay at this store in cash with the reference number on the repayment page.';

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
    // Wrong SMS codes per legacy record: the fifth voids it.
    `ALTER TABLE legacy_records ADD COLUMN wrong_codes INTEGER NOT NULL DEFAULT 0;`,
    // The ledger (ledger.ts, ADR 0033): when an application is decided and its money sent (null: a seeded
    // order that keeps its status), whether its loan offers extensions, its entries, the borrowers' clocks.
    `ALTER TABLE orders ADD COLUMN decide_at INTEGER;
     ALTER TABLE orders ADD COLUMN start_at INTEGER;
     ALTER TABLE orders ADD COLUMN allow_extension INTEGER NOT NULL DEFAULT 0;
     UPDATE orders SET start_at = created_at, allow_extension = CAST(is_delay AS INTEGER) WHERE status IN (170, 174, 180);
     CREATE TABLE ledger_entries (
       id INTEGER PRIMARY KEY,
       order_id INTEGER NOT NULL REFERENCES orders(id),
       kind TEXT NOT NULL CHECK (kind IN ('payment', 'extension')),
       instalment INTEGER NOT NULL,
       amount_cents INTEGER NOT NULL,
       late_cents INTEGER NOT NULL DEFAULT 0,
       days INTEGER NOT NULL DEFAULT 0,
       at INTEGER NOT NULL
     );
     CREATE INDEX ledger_entries_order ON ledger_entries(order_id);
     -- A banner about one state of the loan ('Your loan is overdue') shows only while the loan is in it.
     ALTER TABLE repay_setup ADD COLUMN notice_status INTEGER;
     CREATE TABLE borrower_clocks (
       borrower_id INTEGER PRIMARY KEY REFERENCES borrowers(id),
       offset_days INTEGER NOT NULL DEFAULT 0
     );`,
    // What a payment is for (ADR 0047): the instalment a pay link or a card payment was made for; a
    // completion once it is settled is voided, never applied to the next one. Older rows: NULL, as before.
    `ALTER TABLE repay_payments ADD COLUMN instalment INTEGER;
     ALTER TABLE legacy_records ADD COLUMN instalment INTEGER;`,
  ],
  seedBorrower: seedRepayBorrower,
  // Each call sees the borrower's orders as the ledger has them on the borrower's clock.
  beforeCall: ({ db }, borrower) => syncBorrower(db, borrower.id),
  routes(app, ctx) {
    const { db } = ctx;
    route(app, db, loanPlayDetail, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      const now = clockOf(db, borrower.id);
      return ok(playDetail(db, order, repayableLoan(db, order, now), now));
    });

    route(app, db, loanDelayDetail, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      const now = clockOf(db, borrower.id);
      const state = repayableLoan(db, order, now);
      if (!state.canExtend) throw new ApiError(REPAY_NOT_DUE_CODE, 'An extension is not available for this order.');
      // An extension fee is never refused as an early repayment: `payableFrom` is the instalment's alone.
      const {
        repayAmount: _repayAmount,
        payableFrom: _payableFrom,
        dueInstalments: _dues,
        ...rest
      } = playDetail(db, order, state, now);
      const current = state.current!;
      const moved = extensionOf(state, now);
      const later = state.instalments.filter((i) => i.paidAt === null && i !== current);
      // Contract D11: the instalment fields, `repayDate` being the payment date after the extension. The plan
      // says what the fee buys: the instalment's new date and what is still owed then, and every later one's:
      // each moved exactly the stated days from its date, or from today when it is overdue, its late charges
      // left owed (D36). The note above the plan speaks of the instalment extended, not of all that are due.
      return ok({
        ...rest,
        overdueDays: daysOverdue(current, now),
        lateCharges: current.late,
        repayDate: moved.due,
        delayInfo: {
          delayAmount: state.extensionFee,
          title: `Extend your repayment by ${TERMS.extension.days} days`,
        },
        repayPlan: [
          {
            remark: `Pay today: instalment ${instalmentName(current)} moves from ${manilaDate(current.due)} to ${manilaDate(moved.due)}`,
            title: 'Extension fee',
            amount: state.extensionFee,
            time: now,
          },
          {
            remark: current.late
              ? `Still owed: ${money(current.amount)} and ${money(current.late)} of late charges, none added until then`
              : `Still owed: instalment ${instalmentName(current)}, no late charges until then`,
            title: 'Repayment after extension',
            amount: current.amount + current.late,
            time: moved.due,
          },
          ...later.map((i, k) => ({
            remark: laterRemark(i, now),
            title: `Instalment ${instalmentName(i)}`,
            amount: i.amount + i.late,
            time: moved.later[k],
          })),
        ],
      });
    });

    route(app, db, generateVcode, {}, ({ input, borrower, c }) => {
      const order = findOrder(db, borrower, input);
      const { amount, channelNumber } = input;
      const isDelay = input.isDelay ?? 0;
      const rawKey = c.req.header('Idempotency-Key')?.trim() ?? '';
      if (rawKey.length > 100) throw new ApiError(400, 'Idempotency-Key must be at most 100 characters');
      const key = rawKey || `server-${newPayToken()}`;
      const payUrl = (token: string) => providerUrl(c.req.url, token, ctx.settings.publicOrigins);

      return db.transaction(() => {
        const prior = db
          .prepare('SELECT * FROM repay_payments WHERE borrower_id = ? AND idem_key = ?')
          .get(borrower.id, key) as PaymentRow | undefined;
        if (prior) {
          // ADR 0008: one key is one payment attempt; the same key for anything else is refused.
          if (
            prior.order_id !== order.id ||
            prior.amount_cents !== amount ||
            prior.channel_number !== channelNumber ||
            prior.is_delay !== isDelay
          ) {
            throw new ApiError(409, KEY_REUSED_MESSAGE);
          }
          return ok({ payUrl: payUrl(prior.pay_token) });
        }
        const state = repayableLoan(db, order, clockOf(db, borrower.id));
        const channel = CHANNELS.find((ch) => ch.channel_number === channelNumber);
        if (!channel) throw new ApiError(400, 'Please choose a payment method.');
        // D39: a cash counter takes the reference number at its till; it has no online checkout.
        if (channel.kind === 'cash') throw new ApiError(400, CASH_CHANNEL_MESSAGE);
        if (isDelay && !state.canExtend)
          throw new ApiError(REPAY_NOT_DUE_CODE, 'An extension is not available for this order.');
        // Terms §3: the whole loan is repaid early only after half its term, and the borrower is told why.
        if (!isDelay) assertMayPay(state);
        const due = isDelay ? state.extensionFee : state.amountDue;
        if (amount !== due) throw new ApiError(409, 'The amount due has changed. Please refresh the page.');
        const token = newPayToken();
        db.prepare(
          "INSERT INTO repay_payments (borrower_id, order_id, idem_key, pay_token, channel_number, amount_cents, is_delay, kind, created_at, instalment) VALUES (?, ?, ?, ?, ?, ?, ?, 'link', ?, ?)",
        ).run(borrower.id, order.id, key, token, channelNumber, amount, isDelay, Date.now(), state.current!.n);
        return ok({ payUrl: payUrl(token) });
      })();
    });

    legacyRoutes(app, db, ctx.settings.cardCode, ctx.settings.publicOrigins);
    providerRoutes(app, ctx);
  },
};
