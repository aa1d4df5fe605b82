/**
 * What the backend says of the instalment a screen asks for (ADR 0045), in the page's language: a payment
 * the lender does not take yet (`payableFrom`: no amount to pay and no way to pay, the first day it is
 * taken, the way to the order) and an overdue instalment (`overdueDays`, `lateCharges`). A backend that
 * sends neither field shows the screen as before (D21).
 */
import { formatDate } from '../../format/date';
import { formatMoney } from '../../format/money';
import { RepayUnavailable } from './repay-unavailable';
import './due-notes.css';
import { t } from '../../i18n/t';

/**
 * The first day the lender takes the payment, as shown (D20), or '' when it may be paid now.
 * @example notPayableUntil({ payableFrom: '2026-12-31' }) // '2026-12-31'
 * @example notPayableUntil({}) // ''
 */
export function notPayableUntil(d: { payableFrom?: number | string }): string {
  return d.payableFrom === undefined ? '' : formatDate(d.payableFrom);
}

export const notPayableMessage = (day: string) =>
  t('This payment can be made from {date}: the loan terms do not allow it earlier.', { date: day });

/** Instead of the amount and every way to pay: from when the payment is taken, and the order. */
export function NotPayableYet({ day }: { day: string }) {
  return <RepayUnavailable message={notPayableMessage(day)} />;
}

/**
 * 'This instalment is 3 days overdue.' and its late charges so far, or nothing when it is not overdue.
 * @example <OverdueNote days={d.overdueDays} late={d.lateCharges} />
 */
export function OverdueNote({ days, late }: { days?: number; late?: number }) {
  if (!days || days <= 0) return null;
  return (
    <p className="overdue-note" role="note">
      {days === 1
        ? t('This instalment is 1 day overdue.')
        : t('This instalment is {days} days overdue.', { days: String(days) })}
      {late !== undefined && late > 0 && <> {t('Its late charges so far: {amount}.', { amount: formatMoney(late) })}</>}
    </p>
  );
}
