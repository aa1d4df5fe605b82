/**
 * Repayment (contract §2): instalment and extension detail, the idempotent pay link, the legacy card
 * flow (`legacy.ts`) and a small payment provider (`provider.ts`) where a payment is completed: paying
 * an instalment settles the order (status 200), paying an extension fee moves the due date on by the
 * extension days (status 170). Pricing in `pricing.ts`, seeds in `seed.ts`.
 */
import { generateVcode, loanDelayDetail, loanPlayDetail, REPAY_NOT_DUE_CODE } from '../../../shared/api/contract/repay';
import { manilaDate } from '../../format';
import { ApiError, ok, route } from '../../http';
import type { ServerModule } from '../../module';
import { DAY } from '../../time';
import { legacyRoutes } from './legacy';
import {
  assertRepayable,
  CHANNELS,
  charges,
  EXTENSION_DAYS,
  extensionFee,
  findOrder,
  newPayToken,
  playDetail,
} from './pricing';
import { providerRoutes } from './provider';
import type { PaymentRow } from './provider';
import { seedRepayBorrower } from './seed';

export { CHANNELS, charges, EXTENSION_DAYS, extensionFee } from './pricing';
export { completePayment } from './provider';
export { CODE_VOIDED, LEGACY_MAX_WRONG_CODES, LEGACY_SMS_CODE } from './legacy';

export const KEY_REUSED_MESSAGE = 'This payment attempt was already used for another payment. Please try again.';

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
  ],
  seedBorrower: seedRepayBorrower,
  routes(app, ctx) {
    const { db } = ctx;
    route(app, db, loanPlayDetail, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      assertRepayable(order);
      return ok(playDetail(db, order));
    });

    route(app, db, loanDelayDetail, {}, ({ input, borrower }) => {
      const order = findOrder(db, borrower, input);
      assertRepayable(order);
      if (order.is_delay !== '1')
        throw new ApiError(REPAY_NOT_DUE_CODE, 'An extension is not available for this order.');
      const { repayAmount, ...rest } = playDetail(db, order);
      const fee = extensionFee(order);
      const next = Math.max(order.due_at, Date.now()) + EXTENSION_DAYS * DAY;
      // Contract D11: the instalment fields, `repayDate` being the payment date after the extension.
      return ok({
        ...rest,
        repayDate: next,
        delayInfo: { delayAmount: fee, title: `Extend your repayment by ${EXTENSION_DAYS} days` },
        repayPlan: [
          { remark: 'Pay the extension fee today', title: 'Extension fee', amount: fee, time: Date.now() },
          {
            remark: `The full repayment moves from ${manilaDate(order.due_at)}`,
            title: 'Repayment after extension',
            amount: repayAmount,
            time: next,
          },
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
      const origin = new URL(c.req.url).origin;
      const payUrl = (token: string) => `${origin}/provider/pay/${token}`;

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
        assertRepayable(order);
        if (!CHANNELS.some((ch) => ch.channel_number === channelNumber))
          throw new ApiError(400, 'Please choose a payment method.');
        if (isDelay && order.is_delay !== '1')
          throw new ApiError(REPAY_NOT_DUE_CODE, 'An extension is not available for this order.');
        const due = isDelay ? extensionFee(order) : charges(order).total;
        if (amount !== due) throw new ApiError(409, 'The amount due has changed. Please refresh the page.');
        const token = newPayToken();
        db.prepare(
          "INSERT INTO repay_payments (borrower_id, order_id, idem_key, pay_token, channel_number, amount_cents, is_delay, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'link', ?)",
        ).run(borrower.id, order.id, key, token, channelNumber, amount, isDelay, Date.now());
        return ok({ payUrl: payUrl(token) });
      })();
    });

    legacyRoutes(app, db);
    providerRoutes(app, ctx);
  },
};
