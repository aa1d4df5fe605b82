/** The complaint tables as the routes and the seed use them. */
import type { Db } from '../../db';
import type { OrderRow } from '../core';

/** Order statuses that accept the collection complaint type: repayment due and overdue. */
export const COLLECTION_STATUSES = [174, 180];

/** An order as the complaint lists it: the core order row's columns it shows, with its product's name and logo. */
export type ComplaintOrderRow = Pick<OrderRow, 'id' | 'order_no' | 'status' | 'amount_cents' | 'created_at'> & {
  name: string;
  logo: string;
};

export function ordersOf(db: Db, borrowerId: number): ComplaintOrderRow[] {
  return db
    .prepare(
      `SELECT o.id, o.order_no, o.status, o.amount_cents, o.created_at, p.name, p.logo
       FROM orders o JOIN products p ON p.id = o.product_id
       WHERE o.borrower_id = ? ORDER BY o.created_at DESC, o.id DESC`,
    )
    .all(borrowerId) as ComplaintOrderRow[];
}

export function insertComplaint(
  db: Db,
  c: {
    borrowerId: number;
    orderNo: string;
    type: number;
    sonType: number | null;
    content: string;
    images: string[];
    disposeDetail?: string;
    disposeImages?: string[];
    createdAt: number;
  },
): number {
  const info = db
    .prepare(
      `INSERT INTO complaints (borrower_id, order_no, type, son_type, content, images, dispose_detail, dispose_images, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      c.borrowerId,
      c.orderNo,
      c.type,
      c.sonType,
      c.content,
      JSON.stringify(c.images),
      c.disposeDetail ?? '',
      JSON.stringify(c.disposeImages ?? []),
      c.createdAt,
    );
  return Number(info.lastInsertRowid);
}
