/**
 * Extension (delay) repayment (spec §2): the extension title and fee, the next payment date, the plan
 * rows (remark, title, amount, time), the channel picker, and 'Payment' → `generate-vcode` with
 * `isDelay=1` → the guarded `payUrl`.
 */
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { LoanDelayDetail } from '../../shared/api/contract/repay';
import { REPAY_NOT_DUE_CODE, REPAY_SETTLED_CODE } from '../../shared/api/contract/repay';
import { fetchLoanDelayDetail } from '../../shared/api/repay';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadError, Skeleton, useLoad } from '../../shared/app/use-load';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { readQuery } from '../../shared/session/query';
import { firstChannel } from '../../shared/features/pay-channel/first-channel';
import { PayChannels } from '../../shared/features/pay-channel/pay-channels';
import { RepayUnavailable } from '../../shared/features/pay-channel/repay-unavailable';
import { usePayLink } from '../../shared/features/pay-channel/use-pay-link';
import './repay-delay.css';

function orderRef() {
  const q = readQuery();
  return { orderId: q.orderId ?? '', productId: q.productId ?? '' };
}

export function RepayDelayPage() {
  useSignals();
  const code = useSignal<number | string | null>(null);
  const { state, reload } = useLoad(async () => {
    const res = await fetchLoanDelayDetail(orderRef(), { quiet: true });
    code.value = res.code;
    return res;
  });
  const s = state.value;
  const closed = code.value === REPAY_SETTLED_CODE || code.value === REPAY_NOT_DUE_CODE;
  return (
    <PageLayout title="Extension repayment">
      {s.status === 'loading' && <Skeleton lines={4} />}
      {s.status === 'error' && (closed ? <RepayUnavailable message={s.message} /> : <LoadError message={s.message} onRetry={reload} />)}
      {s.status === 'ready' && <RepayDelayView d={s.data} onReturn={reload} />}
    </PageLayout>
  );
}

function RepayDelayView({ d, onReturn }: { d: LoanDelayDetail; onReturn: () => void }) {
  const [channel, setChannel] = useState(() => firstChannel(d.repayList));
  const { busy, pay } = usePayLink(onReturn);
  return (
    <>
      <section className="card delay-summary" aria-labelledby="delay-title">
        <p className="delay-summary__product">
          {d.productLogo && <img src={d.productLogo} alt="" width={32} height={32} />}
          <span>{d.productName}</span>
        </p>
        <h2 id="delay-title" className="delay-summary__title">
          {d.delayInfo.title}
        </h2>
        <p className="delay-summary__label">Extension fee</p>
        <p className="delay-summary__amount">{formatMoney(d.delayInfo.delayAmount)}</p>
        <p className="delay-summary__date">
          Next payment date <strong>{formatDate(d.repayDate)}</strong>
        </p>
      </section>

      {d.repayPlan.length > 0 && (
        <section className="card delay-plan" aria-labelledby="delay-plan-title">
          <h2 id="delay-plan-title">Repayment plan</h2>
          <ol>
            {d.repayPlan.map((row, i) => (
              <li key={i} className="delay-plan__row">
                <div>
                  <p className="delay-plan__title">{row.title}</p>
                  <p className="delay-plan__remark">{row.remark}</p>
                </div>
                <div className="delay-plan__right">
                  <p className="delay-plan__amount">{formatMoney(row.amount)}</p>
                  <p className="delay-plan__time">{formatDate(row.time)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      <PayChannels channels={d.repayList} value={channel} onChange={setChannel} />

      <div className="delay-actions">
        <button
          type="button"
          className="btn"
          disabled={busy || !channel}
          aria-busy={busy}
          onClick={() => pay({ ...orderRef(), amount: d.delayInfo.delayAmount, channelNumber: channel, isDelay: 1 })}
        >
          Payment
        </button>
      </div>
    </>
  );
}
