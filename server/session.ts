/**
 * Borrower sessions: the `token` query parameter (contract §1) names a borrower until its expiry
 * (`borrowers.token_expires_at`, set when the token is issued: `tokenTtlDays`, default 30). An unknown
 * or expired token is no session: the call answers code 401 and the shell logs the borrower in again.
 */
import type { Db } from './db';

export interface Borrower {
  id: number;
  token: string;
  name: string;
  phone: string;
}

/** The borrower whose unexpired token this is, or null. */
export function borrowerOf(db: Db, token: string | undefined, now = Date.now()): Borrower | null {
  if (!token || token.length > 128) return null;
  const row = db
    .prepare('SELECT id, token, name, phone FROM borrowers WHERE token = ? AND token_expires_at > ?')
    .get(token, now) as Borrower | undefined;
  return row ?? null;
}
