/**
 * Extension (delay) repayment (spec §2): the extension title and fee, the next payment date, the plan
 * rows (remark, title, amount, time), the channel picker, and 'Payment' → `generate-vcode` with
 * `isDelay=1` → the guarded `payUrl`.
 */
import type { LoanDelayDetail } from '../../shared/api/contract/repay';
import { delayDetailCall } from '../../shared/features/repay-info/calls';
import { PageLayout } from '../../shared/app/page-layout';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { ChannelPayment } from '../../shared/features/pay-channel/channel-payment';
import { NO_DELAY_FEE_MESSAGE } from '../../shared/features/repay-info/repay-detail-logic';
import { later } from '../../shared/ui/lazy-ready/lazy-ready';
import { dueFigure, NothingDue } from '../../shared/features/due-notes/nothing-due';
import { OverdueNote } from '../../shared/features/due-notes/due-notes';
import { orderRef, RepayDetailView, useRepayDetail } from '../../shared/features/repay-info/use-repay-detail';
import './repay-delay.css';
import { t, tNodes } from '../../shared/i18n/t';
import { Logo } from '../../shared/ui/logo';

/** 'Paid but not showing?' comes with the data, in its own chunk: nothing of it is in the first paint (ADR 0048). */
const PaidNotShowing = later(() =>
  import('../../shared/features/paid-not-showing/paid-not-showing').then((m) => m.PaidNotShowing),
);

export function RepayDelayPage() {
  const detail = useRepayDetail(delayDetailCall);
  return (
    <PageLayout title={t('Extension repayment')}>
      <RepayDetailView detail={detail}>{(d) => <RepayDelayView d={d} onReturn={detail.reload} />}</RepayDetailView>
    </PageLayout>
  );
}

function RepayDelayView({ d, onReturn }: { d: LoanDelayDetail; onReturn: () => void }) {
  const fee = d.delayInfo;
  const nextDate = formatDate(d.repayDate);
  const due = dueFigure(fee?.delayAmount ?? 0, t('Extension fee'));
  return (
    <>
      <section className="card delay-summary" aria-labelledby="delay-title">
        <p className="delay-summary__product">
          <Logo src={d.productLogo} width={32} height={32} />
          <span>{d.productName}</span>
        </p>
        <h2 id="delay-title" className="delay-summary__title">
          {fee?.title || t('Extension repayment')}
        </h2>
        <p className="delay-summary__label">{due.label}</p>
        {fee ? (
          <p className="delay-summary__amount">{formatMoney(due.cents)}</p>
        ) : (
          <p role="note">{NO_DELAY_FEE_MESSAGE}</p>
        )}
        {/* ADR 0045: the instalment the extension moves says that it is overdue, with its late charges. */}
        <OverdueNote days={d.overdueDays} late={d.lateCharges} />
        {nextDate && (
          <p className="delay-summary__date">
            {tNodes('Next payment date {date}', { date: <strong key="date">{nextDate}</strong> })}
          </p>
        )}
      </section>

      {d.repayPlan.length > 0 && (
        <section className="card delay-plan" aria-labelledby="delay-plan-title">
          <h2 id="delay-plan-title">{t('Repayment plan')}</h2>
          <ol>
            {d.repayPlan.map((row, i) => {
              const when = formatDate(row.time);
              return (
                <li key={i} className="delay-plan__row">
                  <div>
                    <p className="delay-plan__title">{row.title}</p>
                    <p className="delay-plan__remark">{row.remark}</p>
                  </div>
                  <div className="delay-plan__right">
                    <p className="delay-plan__amount">{formatMoney(row.amount)}</p>
                    {when && <p className="delay-plan__time">{when}</p>}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      )}

      {/* D29: a way to pay only for a fee above ₱0.00. */}
      {fee && fee.delayAmount <= 0 ? (
        <NothingDue cents={fee.delayAmount} />
      ) : (
        <>
          <ChannelPayment
            channels={d.repayList}
            payload={fee ? { ...orderRef(), amount: fee.delayAmount, isDelay: 1 } : null}
            onReturn={onReturn}
          >
            <PaidNotShowing />
          </ChannelPayment>
        </>
      )}
    </>
  );
}
