/**
 * Instalment repayment (spec §2, §4 "Repayment", §7): repayment date and amount, product, detail lines
 * folded to two with More/Hide, the optional instruction banner, the default pay-code box (opens the
 * code page; copy; barcode), 'Payment Method' and 'Payment' → `generate-vcode` → the guarded `payUrl`.
 */
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import type { LoanPlayDetail } from '../../shared/api/contract/repay';
import { REPAY_NOT_DUE_CODE, REPAY_SETTLED_CODE } from '../../shared/api/contract/repay';
import { fetchLoanPlayDetail } from '../../shared/api/repay';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadError, Skeleton, useLoad } from '../../shared/app/use-load';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { entryUrl, readQuery } from '../../shared/session/query';
import { infoFromDetail, saveRepayInfo } from '../../shared/session/repay-info';
import { CopyButton } from '../../shared/ui/copy';
import { firstChannel } from '../../shared/ui/pay-channel/first-channel';
import { PayChannels } from '../../shared/ui/pay-channel/pay-channels';
import { RepayUnavailable } from '../../shared/ui/pay-channel/repay-unavailable';
import { usePayLink } from '../../shared/ui/pay-channel/use-pay-link';
import { BarcodeButton } from '../../shared/ui/pay-code/barcode-button';
import { groupCode } from '../../shared/ui/pay-code/group-code';
import { canFold, showNotice, showPayCode, visibleRows } from './repay-view';
import './repay-period.css';

function orderRef() {
  const q = readQuery();
  return { orderId: q.orderId ?? '', productId: q.productId ?? '' };
}

export function RepayPeriodPage() {
  useSignals();
  const code = useSignal<number | string | null>(null);
  const { state, reload } = useLoad(async () => {
    const res = await fetchLoanPlayDetail(orderRef(), { quiet: true });
    code.value = res.code;
    return res;
  });
  const s = state.value;
  const closed = code.value === REPAY_SETTLED_CODE || code.value === REPAY_NOT_DUE_CODE;
  return (
    <PageLayout title="Repayment">
      {s.status === 'loading' && <Skeleton lines={4} />}
      {s.status === 'error' && (closed ? <RepayUnavailable message={s.message} /> : <LoadError message={s.message} onRetry={reload} />)}
      {s.status === 'ready' && <RepayPeriodView d={s.data} onReturn={reload} />}
    </PageLayout>
  );
}

function RepayPeriodView({ d, onReturn }: { d: LoanPlayDetail; onReturn: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const [channel, setChannel] = useState(() => firstChannel(d.repayList));
  const { busy, pay } = usePayLink(onReturn);
  const detailId = useId();
  const ref = orderRef();

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
            <button type="button" className="repay-detail__toggle" aria-expanded={expanded} aria-controls={detailId} onClick={() => setExpanded(!expanded)}>
              {expanded ? 'Hide' : 'More'}
            </button>
          )}
        </section>
      )}

      {showPayCode(d) && (
        <section className="card paycode" aria-labelledby="paycode-title">
          <h2 id="paycode-title" className="paycode__title">
            {d.defDetail.logo && <img src={d.defDetail.logo} alt="" width={28} height={28} />}
            <span>Pay with a reference number at {d.defDetail.title}</span>
          </h2>
          <div className="paycode__row">
            <a
              className="paycode__code"
              href={entryUrl(d.defDetail.codePage === 2 ? 'repay-code-2' : 'repay-code', ref)}
              onClick={() => saveRepayInfo(infoFromDetail(d, ref))}
            >
              <span className="visually-hidden">Reference number </span>
              {groupCode(d.defDetail.payCode)}
              <span className="visually-hidden">, see how to pay</span>
            </a>
            <CopyButton text={d.defDetail.payCode} label="Copy" copiedMessage="Copied" />
          </div>
          <BarcodeButton code={d.defDetail.payCode} />
          <a className="paycode__guide" href={entryUrl('pay-guide')}>
            How to pay with a reference number
          </a>
        </section>
      )}

      <PayChannels channels={d.repayList} value={channel} onChange={setChannel} />

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
