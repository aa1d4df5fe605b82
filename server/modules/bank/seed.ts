/** Bank data per borrower: the account on file of the loan whose account the borrower changes. */
import type { ModuleContext, Scenario } from '../../module';
import type { Borrower } from '../../session';
import { insertAccount } from './accounts';
import { CITIES, DEFAULT_CHANNEL_NUMBER } from './form';

/** Quezon City's PSGC code: the city of the account on file. */
const QUEZON_CITY = String(CITIES.find((c) => String(c.name).startsWith('Quezon City,'))?.type);

export function seedBankBorrower({ db }: ModuleContext, borrower: Borrower): Scenario[] {
  // A product with no account on file: the plain scenario starts from an empty form.
  const product = db.prepare("SELECT id FROM products WHERE code = 'SL02'").get() as { id: number };
  // The loan whose account the borrower changes from the loan details: disbursing, with a bank account on file.
  const order = db
    .prepare('SELECT id, product_id FROM orders WHERE borrower_id = ? AND status = 151 ORDER BY id LIMIT 1')
    .get(borrower.id) as { id: number; product_id: number };
  const accountId = insertAccount(db, borrower.id, order.product_id, {
    cardType: 1,
    channelNumber: DEFAULT_CHANNEL_NUMBER,
    values: {
      bankCode: 'BPI',
      accountName: borrower.name,
      accountNumber: '1234567890',
      bankPhone: borrower.phone,
      city: QUEZON_CITY,
      salaryDay: '15',
    },
  });
  db.prepare('UPDATE orders SET bank_account_id = ? WHERE id = ?').run(accountId, order.id);
  return [
    {
      key: 'bind-bank',
      title: 'Bind a payment account (new borrower)',
      entry: 'bind-bank',
      query: { product_id: String(product.id) },
    },
    {
      key: 'bind-bank-change',
      title: 'Change the payment account of a loan (from the loan details; its number is shown masked)',
      entry: 'bind-bank',
      query: { productId: String(order.product_id), orderId: String(order.id), source: 'loanDetail' },
    },
  ];
}
