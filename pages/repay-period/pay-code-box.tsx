/**
 * The default pay-code box of the instalment page: the reference number, copy, barcode, how to pay, and
 * the cash counters that take it (D39), each opening the code page with its own picture.
 */
import type { DefDetail, LoanPlayDetail, OrderRef, RepayChannel } from '../../shared/api/contract/repay';
import { entryUrl } from '../../shared/session/query';
import { useNextScreens } from '../../shared/app/next-screens';
import { infoFromDetail, saveRepayInfo } from '../../shared/features/repay-info/repay-info';
import { atCashChannel, CHANNEL_QUERY_KEY } from '../../shared/features/repay-info/channel-kind';
import { CopyButton } from '../../shared/ui/copy';
import { groupCode } from '../../shared/format/group-code';
import { t } from '../../shared/i18n/t';
// In the start graph, not a chunk that comes after the data: arriving later, 'Show barcode' pushed
// 'Payment' (below the box) down under a thumb already on its way to it, and a tap landed where the
// button had been (ADR 0017: nothing that paints with the data moves a money button). Its dialog and
// JsBarcode still come on the first tap.
import { BarcodeButton } from '../../shared/features/barcode/barcode-button';
import { Logo } from '../../shared/ui/logo';

export function PayCodeBox({
  d,
  def,
  orderRef,
  both,
  counters,
}: {
  d: LoanPlayDetail;
  def: DefDetail;
  orderRef: OrderRef;
  /** The channels' 'Payment' shows too: the box says when to use it instead. */
  both: boolean;
  /** The cash counters of the channel list (D39): paid with this reference number, never online. */
  counters: RepayChannel[];
}) {
  const ref = orderRef;
  const codePage = def.codePage === 2 ? 'repay-code-2' : 'repay-code';
  // Where this box's links go, fetched into the cache once the page is idle (ADR 0017).
  useNextScreens(counters.length > 0 ? [codePage, 'repay-code', 'pay-guide'] : [codePage, 'pay-guide']);
  return (
    <section className="card paycode" aria-labelledby="paycode-title">
      <h2 id="paycode-title" className="paycode__title">
        <Logo src={def.logo} width={28} height={28} />
        <span>{t('Pay with a reference number at {title}', { title: def.title })}</span>
      </h2>
      {both && (
        <p className="repay-ways">{t('Paying in cash? Use this reference number at {title}.', { title: def.title })}</p>
      )}
      <div className="paycode__row">
        <a
          className="paycode__code"
          href={entryUrl(codePage, ref)}
          onClick={() => saveRepayInfo(infoFromDetail(d, def, ref))}
        >
          <span className="visually-hidden">{t('Reference number')} </span>
          {groupCode(def.payCode)}
          <span className="visually-hidden">, {t('see how to pay')}</span>
        </a>
        <CopyButton text={def.payCode} />
      </div>
      {counters.length > 0 && (
        <>
          <p id="paycode-counters" className="paycode__counters-title">
            {t('Pay in cash at a counter')}
          </p>
          <ul className="paycode__counters" aria-labelledby="paycode-counters">
            {counters.map((counter) => (
              <li key={counter.channel_number}>
                <a
                  className="paycode__counter"
                  href={entryUrl('repay-code', { ...ref, [CHANNEL_QUERY_KEY]: counter.channel_number })}
                  aria-label={t('Pay in cash at {name}', { name: counter.name })}
                  onClick={() =>
                    saveRepayInfo(atCashChannel(infoFromDetail(d, def, ref), counters, counter.channel_number))
                  }
                >
                  <Logo src={counter.logo} width={28} height={28} />
                  <span>{counter.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <BarcodeButton code={def.payCode} />
      <a className="paycode__guide" href={entryUrl('pay-guide', {}, { session: false })}>
        {t('How to pay with a reference number')}
      </a>
    </section>
  );
}
