/** The default pay-code box of the instalment page: the reference number, copy, barcode, how to pay. */
import type { LoanPlayDetail } from '../../shared/api/contract/repay';
import { entryUrl } from '../../shared/session/query';
import { infoFromDetail, saveRepayInfo } from '../../shared/features/repay-info/repay-info';
import { CopyButton } from '../../shared/ui/copy';
import { BarcodeButton } from '../../shared/features/pay-code/barcode-button';
import { groupCode } from '../../shared/features/pay-code/group-code';

export function PayCodeBox({ d, orderRef }: { d: LoanPlayDetail; orderRef: { orderId: string; productId: string } }) {
  const ref = orderRef;
  return (
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
  );
}
