/**
 * Instalment repayment (spec §2, §4 "Repayment", §7): repayment date and amount, product, detail lines
 * folded to two with More/Hide, the optional instruction banner, the default pay-code box (opens the
 * code page; copy; barcode), 'Payment Method' and 'Payment' → `generate-vcode` → the guarded `payUrl`.
 */
import { useEffect, useId, useReducer, useState } from 'react';
import type { LoanPlayDetail } from '../../shared/api/contract/repay';
import { fetchLoanPlayDetail } from '../../shared/api/repay';
import { PageLayout } from '../../shared/app/page-layout';
import { chunk } from '../../shared/ui/lazy-ready/lazy-ready';
import { LoadError, Skeleton } from '../../shared/app/use-load';
import { LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { firstChannel } from '../../shared/features/pay-channel/first-channel';
import { PayChannels } from '../../shared/features/pay-channel/pay-channels';
import { usePayLink } from '../../shared/features/pay-channel/use-pay-link';
import { NO_CHANNEL_MESSAGE } from '../../shared/features/repay-info/repay-detail-logic';
import { orderRef, RepayDetailView, useRepayDetail } from '../../shared/features/repay-info/use-repay-detail';
import { canFold, showNotice, showPayCode, visibleRows } from './repay-view';
import './repay-period.css';

// The pay-code box (copy, barcode) is only shown for some orders: its chunk is fetched at once, in
// parallel with the data call, but kept out of the start JS (80 KB gz budget, ADR 0003). Not at build
// time: the prerender renders no data, and its module runner closes before a stray import settles.
const payCode = chunk(() => import('./pay-code-box'));
if (typeof window !== 'undefined') payCode.preload().catch(() => undefined);

export function RepayPeriodPage() {
  const detail = useRepayDetail(fetchLoanPlayDetail);
  return (
    <PageLayout title="Repayment">
      <RepayDetailView detail={detail}>{(d) => <RepayPeriodView d={d} onReturn={detail.reload} />}</RepayDetailView>
    </PageLayout>
  );
}

function RepayPeriodView({ d, onReturn }: { d: LoanPlayDetail; onReturn: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();

  return (
    <>
      {showNotice(d) && (
        <p className="card repay-notice" role="note">
          {d.noticeMsg}
        </p>
      )}
      <section className="card repay-summary" aria-label="Amount due">
        <p className="repay-summary__product">
          {d.productLogo && <img src={d.productLogo} alt="" width={32} height={32} />}
          <span>{d.productName}</span>
        </p>
        <p className="repay-summary__label">Repayment amount</p>
        <p className="repay-summary__amount">{formatMoney(d.repayAmount)}</p>
        <p className="repay-summary__date">
          Repayment date <strong>{formatDate(d.repayDate)}</strong>
        </p>
      </section>

      {d.detail.length > 0 && (
        <section className="card repay-detail" aria-label="Repayment details">
          <dl id={detailId}>
            {visibleRows(d.detail, expanded).map((row, i) => (
              <div key={i} className="repay-detail__row">
                <dt>{row.text}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {canFold(d.detail) && (
            <button
              type="button"
              className="repay-detail__toggle"
              aria-expanded={expanded}
              aria-controls={detailId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Hide' : 'More'}
            </button>
          )}
        </section>
      )}

      <PayPart d={d} onReturn={onReturn} />
    </>
  );
}

/**
 * The pay-code box sits above the channels and 'Payment' and is about 250 px tall: painting them before
 * its chunk is there would move the button under a borrower's thumb. So they wait for it together, on
 * loading lines, while the amount and date above paint at once (the page's largest paint). Not `lazy`
 * and `Suspense`: React holds content that replaces a fallback for 300 ms, even when the chunk is
 * already there.
 */
function PayPart({ d, onReturn }: { d: LoanPlayDetail; onReturn: () => void }) {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const [failed, setFailed] = useState(false);
  const needed = !!d.defDetail && showPayCode(d);
  const waiting = needed && !payCode.current && !failed;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    // 'Try again' (after a failure) fetches the chunk again.
    payCode.preload().then(
      () => live && loaded(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  if (waiting) return <Skeleton lines={4} />;
  if (needed && !payCode.current) return <LoadError message={LOAD_FAILED_MESSAGE} onRetry={() => setFailed(false)} />;
  return <PayActions d={d} onReturn={onReturn} PayCodeBox={needed ? payCode.current?.PayCodeBox : undefined} />;
}

function PayActions({
  d,
  onReturn,
  PayCodeBox,
}: {
  d: LoanPlayDetail;
  onReturn: () => void;
  PayCodeBox: typeof import('./pay-code-box').PayCodeBox | undefined;
}) {
  const [channel, setChannel] = useState(() => firstChannel(d.repayList));
  const { busy, pay } = usePayLink(onReturn);
  const ref = orderRef();

  return (
    <>
      {PayCodeBox && d.defDetail && <PayCodeBox d={d} def={d.defDetail} orderRef={ref} />}

      <PayChannels channels={d.repayList} value={channel} onChange={setChannel} />
      {d.repayList.length === 0 && <p role="note">{NO_CHANNEL_MESSAGE}</p>}

      <div className="repay-actions">
        <button
          type="button"
          className="btn"
          disabled={busy || !channel}
          aria-busy={busy}
          onClick={() => pay({ ...ref, amount: d.repayAmount, channelNumber: channel })}
        >
          Payment
        </button>
      </div>
    </>
  );
}
