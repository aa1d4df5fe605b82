/**
 * What the backend says of the instalment a screen asks for (ADR 0045), in the page's language: a payment
 * the lender does not take yet (`payableFrom`: no amount to pay and no way to pay, the first day it is
 * taken, the way to the order), an overdue instalment (`overdueDays`, `lateCharges`) and the instalments
 * an amount due pays when it pays several (`dueInstalments`, contract D36). A backend that sends none of
 * these fields shows the screen as before (D21).
 */
import type { DueInstalment } from '../../api/contract/repay';
import { formatDate } from '../../format/date';
import { formatMoney } from '../../format/money';
import { FigureRows } from '../../ui/figure-rows';
import type { FigureRow } from '../../ui/figure-rows';
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
 * How many of the instalments an amount due pays are overdue (D36): counted, never summed.
 * @example overdueCount([{ overdueDays: 70 }, { overdueDays: 40 }, { overdueDays: 0 }]) // 2
 */
export const overdueCount = (rows: readonly Pick<DueInstalment, 'overdueDays'>[] | undefined): number =>
  rows?.filter((r) => (r.overdueDays ?? 0) > 0).length ?? 0;

/**
 * 'This instalment is 3 days overdue.' and its late charges so far, or nothing when it is not overdue.
 * With `count` above 1 (D36, the instalments the amount pays that are overdue): 'These 2 instalments
 * are overdue, the oldest by 70 days.' and the late charges the backend sent for all of them.
 * @example <OverdueNote days={d.overdueDays} late={d.lateCharges} count={overdueCount(d.dueInstalments)} />
 */
export function OverdueNote({ days, late, count = 1 }: { days?: number; late?: number; count?: number }) {
  if (!days || days <= 0) return null;
  const lateSaid = late !== undefined && late > 0;
  return (
    <p className="overdue-note" role="note">
      {count > 1
        ? t('These {count} instalments are overdue, the oldest by {days} days.', {
            count: String(count),
            days: String(days),
          })
        : days === 1
          ? t('This instalment is 1 day overdue.')
          : t('This instalment is {days} days overdue.', { days: String(days) })}
      {lateSaid && count > 1 && <> {t('Their late charges so far: {amount}.', { amount: formatMoney(late) })}</>}
      {lateSaid && count <= 1 && <> {t('Its late charges so far: {amount}.', { amount: formatMoney(late) })}</>}
    </p>
  );
}

/**
 * When an instalment the amount due pays falls: overdue since its date, with how many days, or due on it
 * (an instalment whose date has passed is never 'due' on it, D36).
 * @example dueWhen({ dueDate: '2027-01-07', overdueDays: 70 }) // 'Overdue since 2027-01-07, 70 days'
 */
export function dueWhen(r: Pick<DueInstalment, 'dueDate' | 'overdueDays'>): string {
  const date = formatDate(r.dueDate);
  const days = r.overdueDays ?? 0;
  if (days > 0)
    return days === 1
      ? t('Overdue since {date}, 1 day', { date })
      : t('Overdue since {date}, {days} days', { date, days: String(days) });
  return date ? t('Due on {date}', { date }) : '';
}

/**
 * The rows of the instalments an amount due pays (D36), each as the backend sent it: its name and date,
 * its amount, then its own late charges when it has any. Nothing is added up here.
 */
export function dueRowsOf(rows: readonly DueInstalment[]): FigureRow[] {
  return rows.flatMap((r): FigureRow[] => {
    const when = dueWhen(r);
    const label = (
      <>
        {r.title || t('An instalment')}
        {when && (
          <span className={(r.overdueDays ?? 0) > 0 ? 'due-list__when due-list__when--overdue' : 'due-list__when'}>
            {when}
          </span>
        )}
      </>
    );
    const late = r.lateCharges ?? 0;
    return [
      [label, formatMoney(r.amount)],
      ...(late > 0 ? [[t('Its late charges'), formatMoney(late), 'due-list__late'] as const] : []),
    ];
  });
}

/**
 * The instalments an amount due pays, when it pays two or more (D36), under the amount as the backend
 * sent it; one row or none: nothing, the amount says it all.
 * @example <DueList rows={d.dueInstalments} />
 */
export function DueList({ rows }: { rows?: readonly DueInstalment[] }) {
  if (!rows || rows.length < 2) return null;
  return (
    <div className="due-list">
      <p className="due-list__title">{t('This amount pays')}</p>
      <FigureRows rows={dueRowsOf(rows)} />
    </div>
  );
}
