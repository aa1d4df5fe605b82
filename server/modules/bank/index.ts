/**
 * Bind card (spec §3 "Card or bank form item", §7, contract §2): the payment-account form of a
 * Philippine borrower (a bank account or an e-wallet, plus city and salary day), its validation and
 * the stored account: `bind-card-new` keeps the borrower's account, `change-card` replaces the account
 * of one loan's product. card-init shows a stored account number masked; sent back unedited, the
 * masked value keeps the stored number (contract D14).
 */
import { bindCardNew, cardInit, changeCard } from '../../../shared/api/contract/bank';
import { ApiError, ok, route } from '../../http';
import type { ServerModule } from '../../module';
import { currentValues, insertAccount } from './accounts';
import {
  cardFormItems,
  keepStoredAccount,
  REFUSED_ACCOUNT_MESSAGE,
  REFUSED_ACCOUNT_NUMBER,
  BANK_REFUSED_CODE,
  shownValues,
  validateCardForm,
} from './form';
import type { Values } from './form';
import { seedBankBorrower } from './seed';

export * from './form';

/** The product the form is for: `product_id` as sent, else the page query's `productId`. */
function productIdOf(input: { product_id?: number; productId?: number }): number | null {
  return input.product_id ?? input.productId ?? null;
}

function checkRefused(values: Values): void {
  if (values.accountNumber === REFUSED_ACCOUNT_NUMBER) throw new ApiError(BANK_REFUSED_CODE, REFUSED_ACCOUNT_MESSAGE);
}

export const bankModule: ServerModule = {
  name: 'bank',
  migrations: [
    `CREATE TABLE bank_accounts (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       product_id INTEGER REFERENCES products(id),
       card_type INTEGER NOT NULL,
       channel_number TEXT NOT NULL,
       fields TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE INDEX bank_accounts_borrower ON bank_accounts(borrower_id, product_id);
     ALTER TABLE orders ADD COLUMN bank_account_id INTEGER REFERENCES bank_accounts(id);`,
  ],
  seedBorrower: seedBankBorrower,
  routes(app, { db }) {
    route(app, db, cardInit, {}, ({ input, borrower }) => {
      const productId = productIdOf(input);
      return ok({ items: cardFormItems(borrower, shownValues(currentValues(db, borrower.id, productId))) });
    });

    route(app, db, bindCardNew, {}, ({ input, borrower }) => {
      const productId = productIdOf(input);
      if (productId !== null && !db.prepare('SELECT 1 FROM products WHERE id = ?').get(productId))
        throw new ApiError(404, 'No such product');
      // The same account card-init prefilled for this query is the one a masked number keeps.
      const form = validateCardForm(
        cardFormItems(borrower),
        keepStoredAccount(input, currentValues(db, borrower.id, productId)),
      );
      checkRefused(form.values);
      return ok({ accountId: insertAccount(db, borrower.id, null, form) });
    });

    route(app, db, changeCard, {}, ({ input, borrower }) => {
      const productId = productIdOf(input);
      if (productId === null) throw new ApiError(400, 'product_id is required');
      const { orderId } = input;
      const orders = (
        orderId !== undefined
          ? db
              .prepare('SELECT id FROM orders WHERE borrower_id = ? AND product_id = ? AND id = ?')
              .all(borrower.id, productId, orderId)
          : db.prepare('SELECT id FROM orders WHERE borrower_id = ? AND product_id = ?').all(borrower.id, productId)
      ) as { id: number }[];
      if (orders.length === 0) throw new ApiError(404, 'No loan of this product was found for your account.');
      const form = validateCardForm(
        cardFormItems(borrower),
        keepStoredAccount(input, currentValues(db, borrower.id, productId)),
      );
      checkRefused(form.values);
      const accountId = db.transaction(() => {
        const id = insertAccount(db, borrower.id, productId, form);
        const update = db.prepare('UPDATE orders SET bank_account_id = ? WHERE id = ?');
        for (const o of orders) update.run(id, o.id);
        return id;
      })();
      return ok({ accountId });
    });
  },
};
