/** Reading back the info object of `repay-info.ts` (the code pages only), checked field by field. */
import type { PayNoticeItem } from '../../api/contract/repay';
import { REPAY_INFO_KEY } from '../repay-info/repay-info';
import type { RepayCodeInfo } from '../repay-info/repay-info';

const str = (v: unknown): v is string => typeof v === 'string';

function validNotice(v: unknown): v is Record<string, PayNoticeItem[]> {
  if (!v || typeof v !== 'object') return false;
  return Object.values(v).every(
    (items) =>
      Array.isArray(items) && items.every((i) => i && str(i.name) && Array.isArray(i.steps) && i.steps.every(str)),
  );
}

/** A saved instalment the amount pays (D36): its amount whole centavos, its optional figures whole numbers. */
function validDue(v: unknown): boolean {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  const optionalInt = (x: unknown) => x === undefined || Number.isInteger(x);
  return (
    str(d.title) &&
    (str(d.dueDate) || typeof d.dueDate === 'number') &&
    Number.isInteger(d.amount) &&
    optionalInt(d.overdueDays) &&
    optionalInt(d.lateCharges)
  );
}

/** Parses a saved info object; null when it is missing, damaged or has no pay code. */
export function parseRepayInfo(raw: string | null): RepayCodeInfo | null {
  if (!raw) return null;
  let v: Partial<RepayCodeInfo>;
  try {
    v = JSON.parse(raw) as Partial<RepayCodeInfo>;
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  if (
    !str(v.orderId) ||
    !str(v.productId) ||
    !str(v.payCode) ||
    !v.payCode ||
    !str(v.logo) ||
    !str(v.title) ||
    !str(v.qrUrl) ||
    !str(v.orderNo)
  )
    return null;
  if (v.type !== 1 && v.type !== 2) return null;
  if (typeof v.amount !== 'number' || !Number.isInteger(v.amount)) return null;
  if (!str(v.payableFrom) || !Number.isInteger(v.overdueDays) || !Number.isInteger(v.lateCharges)) return null;
  if (!validNotice(v.payNotice)) return null;
  if (!Array.isArray(v.dues) || !v.dues.every(validDue)) return null;
  return v as RepayCodeInfo;
}

/** The saved info, only if it is for `orderId`: never another order's code, nor one for no order at all. */
export function readRepayInfo(orderId?: string): RepayCodeInfo | null {
  if (!orderId) return null;
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(REPAY_INFO_KEY);
  } catch {
    return null;
  }
  const info = parseRepayInfo(raw);
  return info && info.orderId === orderId ? info : null;
}
