/** Pure rules of the instalment screen (spec §4 "Repayment"). */
import type { DetailRow, LoanPlayDetail } from '../../shared/api/contract/repay';

/** The detail list starts folded to this many rows. */
export const FOLDED_ROWS = 2;

/** The rows shown: the first two while folded, all when unfolded. */
export function visibleRows(rows: DetailRow[], expanded: boolean): DetailRow[] {
  return expanded ? rows : rows.slice(0, FOLDED_ROWS);
}

/** The more/hide toggle exists only when there is something folded away. */
export function canFold(rows: DetailRow[]): boolean {
  return rows.length > FOLDED_ROWS;
}

/** The instruction banner shows when the server asks for it (`isShowReyTop` 1) and has a message. */
export function showNotice(d: Pick<LoanPlayDetail, 'isShowReyTop' | 'noticeMsg'>): boolean {
  return Number(d.isShowReyTop) === 1 && d.noticeMsg.trim() !== '';
}

/** The pay-code box shows only when `payCode` is non-empty. */
export function showPayCode(d: Pick<LoanPlayDetail, 'defDetail'>): boolean {
  return Boolean(d.defDetail?.payCode?.trim());
}
