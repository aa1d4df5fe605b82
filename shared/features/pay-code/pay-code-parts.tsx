import { leavePage } from '../../bridge/native';
import { guardUrl } from '../../security/safe-url';
import { formatMoney } from '../../format/money';
import { CopyButton } from '../../ui/copy';
import { groupCode } from '../../format/group-code';
import './pay-code.css';
import { t } from '../../i18n/t';

/** The reference number with a copy button. */
export function CodeWithCopy({ code }: { code: string }) {
  return (
    <div className="pay-code__row">
      <p className="pay-code__code">
        <span className="visually-hidden">{t('Reference number')} </span>
        {groupCode(code)}
      </p>
      <CopyButton text={code} />
    </div>
  );
}

/** The amount with the currency sign. */
export function AmountLine({ label, cents }: { label: string; cents: number }) {
  return (
    <p className="pay-code__amount">
      <span>{label}</span>
      <strong>{formatMoney(cents)}</strong>
    </p>
  );
}

/** The QR image of type 2, served by the backend (its URL passes the guard). */
export function QrImage({ src, amount }: { src: string; amount: number }) {
  const safe = guardUrl(src);
  if (!safe) return <p role="alert">{t('The QR code cannot be shown. Please use the reference number.')}</p>;
  return (
    <img
      className="pay-code__qr"
      src={safe}
      width={220}
      height={220}
      alt={t('QR code for paying {amount}', { amount: formatMoney(amount) })}
    />
  );
}

/** The clear state of a code page opened without its data, with a way back. */
export function MissingInfo() {
  return (
    <section className="card pay-code__missing" aria-labelledby="pay-code-missing">
      <h2 id="pay-code-missing">{t('Payment details not found')}</h2>
      <p>{t('This page shows the payment code of a loan. Please go back and open it from your repayment page.')}</p>
      <button type="button" className="btn" onClick={leavePage}>
        {t('Go back')}
      </button>
    </section>
  );
}
