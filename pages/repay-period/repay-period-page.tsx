/**
 * Instalment repayment (spec §2, §4 "Repayment", §7): repayment date and amount, product, detail lines
 * folded to two with More/Hide, the optional instruction banner, the default pay-code box (opens the
 * code page; copy; barcode), 'Payment Method' and 'Payment' → `generate-vcode` → the guarded `payUrl`.
 */
import { useId, useState } from 'react';
import type { LoanPlayDetail } from '../../shared/api/contract/repay';
import { playDetailCall } from '../../shared/features/repay-info/calls';
import { PageLayout } from '../../shared/app/page-layout';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { ChannelPayment } from '../../shared/features/pay-channel/channel-payment';
import { later } from '../../shared/ui/lazy-ready/lazy-ready';
import { dueFigure, NothingDue } from '../../shared/features/due-notes/nothing-due';
import {
  DueList,
  NotPayableYet,
  notPayableUntil,
  OverdueNote,
  overdueCount,
} from '../../shared/features/due-notes/due-notes';
import { orderRef, RepayDetailView, useRepayDetail } from '../../shared/features/repay-info/use-repay-detail';
import { canFold, showNotice, showPayCode, visibleRows } from './repay-view';
import { PayCodeBox } from './pay-code-box';
import { cashChannels, onlineChannels } from '../../shared/features/repay-info/channel-kind';
import { FigureRows } from '../../shared/ui/figure-rows';
import './repay-period.css';
import { t, tNodes } from '../../shared/i18n/t';
import { Logo } from '../../shared/ui/logo';

/** 'Paid but not showing?' comes with the data, in its own chunk: nothing of it is in the first paint (ADR 0048). */
const PaidNotShowing = later(() =>
  import('../../shared/features/paid-not-showing/paid-not-showing').then((m) => m.PaidNotShowing),
);

export function RepayPeriodPage() {
  const detail = useRepayDetail(playDetailCall);
  return (
    <PageLayout title={t('Repayment')}>
      <RepayDetailView detail={detail}>{(d) => <RepayPeriodView d={d} onReturn={detail.reload} />}</RepayDetailView>
    </PageLayout>
  );
}

function RepayPeriodView({ d, onReturn }: { d: LoanPlayDetail; onReturn: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const repayDate = formatDate(d.repayDate);
  const due = dueFigure(d.repayAmount, t('Repayment amount'));
  // ADR 0045: a payment the lender does not take yet shows no amount to pay and no way to pay.
  const notYet = notPayableUntil(d);

  return (
    <>
      {showNotice(d) && (
        <p className="card repay-notice" role="note">
          {d.noticeMsg}
        </p>
      )}
      <section className="card repay-summary" aria-label={t('Amount due')}>
        <p className="repay-summary__product">
          <Logo src={d.productLogo} width={32} height={32} />
          <span>{d.productName}</span>
        </p>
        {!notYet && (
          <>
            <p className="repay-summary__label">{due.label}</p>
            <p className="repay-summary__amount">{formatMoney(due.cents)}</p>
          </>
        )}
        <OverdueNote days={d.overdueDays} late={d.lateCharges} count={overdueCount(d.dueInstalments)} />
        {/* D36: a date that has passed is never the repayment date; the amount is overdue since it. */}
        {repayDate && d.repayAmount > 0 && (
          <p className="repay-summary__date">
            {(d.overdueDays ?? 0) > 0
              ? tNodes('Overdue since {date}', { date: <strong key="date">{repayDate}</strong> })
              : tNodes('Repayment date {date}', { date: <strong key="date">{repayDate}</strong> })}
          </p>
        )}
        {!notYet && <DueList rows={d.dueInstalments} />}
      </section>

      {d.detail.length > 0 && (
        <section className="card repay-detail" aria-label={t('Repayment details')}>
          <FigureRows
            id={detailId}
            rows={visibleRows(d.detail, expanded).map((row) => [row.text, row.value] as const)}
          />
          {canFold(d.detail) && (
            <button
              type="button"
              className="repay-detail__toggle"
              aria-expanded={expanded}
              aria-controls={detailId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('Hide') : t('More')}
            </button>
          )}
        </section>
      )}

      {/* D29: a way to pay only for an amount due above ₱0.00; ADR 0045: only once the lender takes it. */}
      {notYet ? (
        <NotPayableYet day={notYet} />
      ) : d.repayAmount > 0 ? (
        <PayActions d={d} onReturn={onReturn} />
      ) : (
        <NothingDue cents={d.repayAmount} />
      )}
    </>
  );
}

/**
 * The pay-code box, the channels and 'Payment'. The box is in the start graph (ADR 0017: nothing lazy on
 * the path to a money screen's largest paint, ADR 0017): it paints with the data, so the box, which sits
 * about 250 px above 'Payment', never moves the button under a borrower's thumb.
 */
function PayActions({ d, onReturn }: { d: LoanPlayDetail; onReturn: () => void }) {
  const ref = orderRef();
  const box = showPayCode(d) ? d.defDetail : undefined;
  // D39: each channel in its place: the cash counters with the reference number, the online ones in the
  // picker that 'Payment' pays through.
  const online = onlineChannels(d.repayList);
  const counters = cashChannels(d.repayList, box);
  // The reference number and a channel's 'Payment' are two ways to pay one amount: said so, one
  // sentence each on which to use when, so nobody pays twice.
  const both = !!box && online.length > 0;

  return (
    <>
      {both && <p className="repay-ways">{t('Two ways to pay the same amount: use one, not both.')}</p>}
      {box && <PayCodeBox d={d} def={box} orderRef={ref} both={both} counters={counters} />}

      {both && (
        <p className="repay-ways">{t('Paying from an e-wallet or bank app? Choose it here and tap Payment.')}</p>
      )}
      {/* Only counters offered: no picker saying no way to pay is available, the counters are the way. */}
      {online.length === 0 && counters.length > 0 ? (
        <PaidNotShowing />
      ) : (
        <ChannelPayment channels={online} payload={{ ...ref, amount: d.repayAmount }} onReturn={onReturn}>
          <PaidNotShowing />
        </ChannelPayment>
      )}
    </>
  );
}
