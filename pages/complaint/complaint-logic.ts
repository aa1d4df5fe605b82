/** The complaint home's choice rule (spec §2 "Complaint home", §5, contract §2 `isShow`). */
import { COLLECTION_TYPE } from '../../shared/api/contract/complaint';
import type { ComplaintOrder } from '../../shared/api/contract/complaint';
import { t } from '../../shared/i18n/t';

export const NO_COLLECTION_MESSAGE = t('The selected order does not support sending collection types');

/** Said when the home is opened from 'Paid but not showing?' (ADR 0028). */
export const PAYMENT_HINT = t(
  'About a payment that does not show: choose the type of your complaint below, then attach a photo of your receipt.',
);

export interface FormQuery {
  problemType: number;
  /** '' for a type without sub-types. */
  problemSonType: number | '';
  orderNo: string;
}

export type TypeChoice =
  { kind: 'refuse'; message: string } | { kind: 'subtypes' } | { kind: 'form'; query: FormQuery };

/**
 * What tapping a complaint type does: the collection type (1) reveals its sub-types when the selected
 * order accepts it and is refused otherwise; any other type goes to the form.
 * @example chooseType(2, order) // { kind: 'form', query: { problemType: 2, problemSonType: '', orderNo } }
 */
export function chooseType(type: number, order: ComplaintOrder | null): TypeChoice {
  if (type === COLLECTION_TYPE) {
    return order?.isShow === 1 ? { kind: 'subtypes' } : { kind: 'refuse', message: NO_COLLECTION_MESSAGE };
  }
  return { kind: 'form', query: { problemType: type, problemSonType: '', orderNo: order?.orderNo ?? '' } };
}

/**
 * The order selected when the home opens: the one the query names by `orderNo` (the form returns with
 * the order it was sent for) when the backend lists it, else the backend's own choice
 * (`orderDetail`: the order of `orderId`, or the newest).
 * @example preselected(data, 'PA2') // the order PA2 from data.orderList
 */
export function preselected(
  data: { orderDetail: ComplaintOrder | null; orderList: ComplaintOrder[] },
  orderNo: string | undefined,
): ComplaintOrder | null {
  if (orderNo) {
    const named = [data.orderDetail, ...data.orderList].find((o) => o?.orderNo === orderNo);
    if (named) return named;
  }
  return data.orderDetail;
}

/** Icons of the first three types (spec: "the first three have icons"), by position. */
export function typeIcon(index: number): string | null {
  return index < 3 ? `/images/complaint/type-${index + 1}.svg` : null;
}

/**
 * What an order's line in the picker says under its product: the order number, and its status where the
 * backend's rows carry one (the row keyed `status`: its title is the backend's words in the borrower's
 * language, D33, so it names nothing; without the key, the number alone, with no dangling separator).
 * @example orderLine({ orderNo: 'PB7', list: [{ title: 'Katayuan', value: 'Nagbabayad', key: 'status' }] }) // 'PB7 · Nagbabayad'
 */
export function orderLine(order: Pick<ComplaintOrder, 'orderNo' | 'list'>): string {
  const status = order.list.find((row) => row.key === 'status')?.value.trim();
  return status ? `${order.orderNo} · ${status}` : order.orderNo;
}
