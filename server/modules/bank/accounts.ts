/** Stored payment accounts: the one to prefill (per product after a change, else the borrower's own) and a new one. */
import type { Db } from '../../db';
import type { validateCardForm, Values } from './form';

interface AccountRow {
  id: number;
  card_type: number;
  channel_number: string;
  fields: string;
}

/** The stored values of the account card-init prefills, unmasked ({} when there is none). */
export function currentValues(db: Db, borrowerId: number, productId: number | null): Values {
  const select = 'SELECT id, card_type, channel_number, fields FROM bank_accounts WHERE borrower_id = ?';
  const row =
    (productId !== null
      ? (db.prepare(`${select} AND product_id = ? ORDER BY id DESC LIMIT 1`).get(borrowerId, productId) as
          AccountRow | undefined)
      : undefined) ??
    (db.prepare(`${select} AND product_id IS NULL ORDER BY id DESC LIMIT 1`).get(borrowerId) as AccountRow | undefined);
  if (!row) return {};
  return { ...(JSON.parse(row.fields) as Values), cardType: String(row.card_type), channelNumber: row.channel_number };
}

export function insertAccount(
  db: Db,
  borrowerId: number,
  productId: number | null,
  form: ReturnType<typeof validateCardForm>,
): number {
  const info = db
    .prepare(
      "INSERT INTO bank_accounts (borrower_id, product_id, card_type, channel_number, fields, created_at) VALUES (?, ?, ?, ?, ?, datetime('now'))",
    )
    .run(borrowerId, productId, form.cardType, form.channelNumber, JSON.stringify(form.values));
  return Number(info.lastInsertRowid);
}
