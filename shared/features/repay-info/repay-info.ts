/**
 * The info object the instalment page saves for the code pages (`repay-code.html`,
 * `repay-code-2.html`): the pay code, its channel, the amount in cents and the step notes. Kept in
 * sessionStorage (the code page opens in the same web view); the code pages re-read the order from the
 * backend when it is missing (a new web view) and the query names the order.
 */
import type { Id } from '../../api/contract/declare';
import type { DefDetail, DueInstalment, LoanPlayDetail, PayNoticeItem } from '../../api/contract/repay';
import { formatDate } from '../../format/date';

export const REPAY_INFO_KEY = 'repayCodeInfo';

export interface RepayCodeInfo {
  orderId: Id;
  productId: Id;
  /** 1: code; 2: QR. */
  type: 1 | 2;
  payCode: string;
  /** Channel picture and name of the code. */
  logo: string;
  title: string;
  qrUrl: string;
  /** Cents. */
  amount: number;
  /** The contract (order) number; '' when the backend sent none. */
  orderNo: string;
  payNotice: Record<string, PayNoticeItem[]>;
  /** The first day the lender takes this payment, as shown (ADR 0045); '' when it may be paid now. */
  payableFrom: string;
  /** Days the instalment is overdue (0: not overdue) and its late charges in cents (ADR 0045). */
  overdueDays: number;
  lateCharges: number;
  /** The instalments the amount pays, as the backend sent them (D36); [] when it sent none. */
  dues: DueInstalment[];
}

/**
 * D12: the code box reads `defDetail.type`, `qrUrl`, `payCode` and the order's `orderNo`.
 * @example infoFromDetail(res.data, res.data.defDetail, { orderId: '12', productId: '3' })
 */
export function infoFromDetail(
  d: Pick<LoanPlayDetail, 'repayAmount' | 'orderNo' | 'payableFrom' | 'overdueDays' | 'lateCharges'> &
    Partial<Pick<LoanPlayDetail, 'dueInstalments'>>,
  def: DefDetail,
  ref: { orderId: Id; productId: Id },
): RepayCodeInfo {
  return {
    orderId: ref.orderId,
    productId: ref.productId,
    type: def.type === 2 ? 2 : 1,
    payCode: def.payCode,
    logo: def.logo,
    title: def.title,
    qrUrl: def.qrUrl,
    amount: d.repayAmount,
    orderNo: d.orderNo ?? '',
    payNotice: def.payNotice ?? {},
    payableFrom: d.payableFrom === undefined ? '' : formatDate(d.payableFrom),
    overdueDays: d.overdueDays ?? 0,
    lateCharges: d.lateCharges ?? 0,
    dues: d.dueInstalments ?? [],
  };
}

export function saveRepayInfo(info: RepayCodeInfo): void {
  try {
    sessionStorage.setItem(REPAY_INFO_KEY, JSON.stringify(info));
  } catch {
    // Private mode or a full storage: the code page reloads the order from the query instead.
  }
}
