/**
 * `/_clock` (development): one borrower's clock, moved on by days, and their orders as the ledger has them
 * that day (ADR 0033), so a person walks a loan from Apply through its instalments, a late one, an
 * extension and the last payment, and a test does the same.
 */
import { html } from 'hono/html';
import type { Db } from '../db';
import { encodeQuery } from '../dialect';
import { manilaDate, money } from '../format';
import type { ModuleContext } from '../module';
import { STATUS_TEXT, UNKNOWN_STATUS_TEXT } from '../modules/core';
import { clockOf, dueRows, ledgerOf } from '../modules/repay/ledger';
import type { Borrower } from '../session';
import { devPage } from './page';

/** The steps the page offers; the route takes any whole number of days within a year either way. */
const STEPS = [1, 7, 30];
export const CLOCK_MAX_DAYS = 366;

interface Row {
  id: number;
  order_no: string;
  product_id: number;
  status: number;
  name: string;
}

function orderRows(ctx: ModuleContext, db: Db, borrower: Borrower, now: number) {
  const orders = db
    .prepare(
      `SELECT o.id, o.order_no, o.product_id, o.status, p.name FROM orders o JOIN products p ON p.id = o.product_id
        WHERE o.borrower_id = ? ORDER BY o.id`,
    )
    .all(borrower.id) as Row[];
  const ids = ctx.dialectFor(borrower.token) === 'ids';
  return orders.map((o) => {
    const loan = ledgerOf(db, o.id, now);
    const query = { productId: String(o.product_id), orderId: String(o.id) };
    const href = `/order.html?${new URLSearchParams({ token: borrower.token, ...(ids ? encodeQuery(query) : query) })}`;
    return html`<tr>
      <td><a href="${href}">${o.order_no}</a></td>
      <td>${o.name}</td>
      <td>${(STATUS_TEXT[o.status] ?? UNKNOWN_STATUS_TEXT)[0]}</td>
      <td>${loan?.current ? dueRows(loan, now)[0].value : ''}</td>
      <td>${loan?.current ? money(loan.amountDue) : ''}</td>
      <td>${loan?.current ? manilaDate(loan.dueAt) : ''}</td>
    </tr>`;
  });
}

export function clockPageHtml(ctx: ModuleContext, borrower: Borrower, offsetDays: number) {
  const now = clockOf(ctx.db, borrower.id);
  const step = (days: number) =>
    html`<form method="post" action="/_clock">
      <input type="hidden" name="token" value="${borrower.token}" />
      <input type="hidden" name="days" value="${days}" />
      <button type="submit">${days > 0 ? '+' : ''}${days} ${Math.abs(days) === 1 ? 'day' : 'days'}</button>
    </form>`;
  return devPage(
    'Borrower clock',
    html`<h1>Borrower clock (development)</h1>
      <p>
        Today for ${borrower.name}: <strong>${manilaDate(now)}</strong>
        (${offsetDays === 0 ? 'the real date' : `${offsetDays > 0 ? '+' : ''}${offsetDays} days`}). Applications are
        decided a day after Apply and the money is sent a day later; then the loan follows its schedule.
      </p>
      <div class="steps">${STEPS.map(step)} ${step(-1)}</div>
      <table>
        <thead>
          <tr>
            <th>Order</th>
            <th>Product</th>
            <th>Status</th>
            <th>Instalment</th>
            <th>Amount due</th>
            <th>Due date</th>
          </tr>
        </thead>
        <tbody>
          ${orderRows(ctx, ctx.db, borrower, now)}
        </tbody>
      </table>
      <p><a href="/_entries">Entries and scenarios</a></p>`,
    '.steps { display: flex; gap: 8px; margin: 12px 0; } .steps form { margin: 0; }',
  );
}
