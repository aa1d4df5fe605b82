/**
 * Repayment by code (spec §2; alias /repaymentOfCode): type 1 the copyable reference number with its
 * channel picture (and a scannable barcode), type 2 the QR image with tips; the amount with the
 * currency sign. Data: the info the instalment page saved, else the order in the query; without
 * either, a clear message and a way back.
 */
import { formatMoney } from '../../shared/format/money';
import { entryUrl } from '../../shared/session/query';
import type { RepayCodeInfo } from '../../shared/features/repay-info/repay-info';
import { DueList, OverdueNote, overdueCount } from '../../shared/features/due-notes/due-notes';
import { AmountLine, BarcodeButton, CodeWithCopy, PayCodeScreen, QrImage } from '../../shared/features/pay-code';
import './repay-code.css';
import { t } from '../../shared/i18n/t';
import { Logo } from '../../shared/ui/logo';

export function RepayCodePage() {
  // The two how-to-pay links are fetched into the cache once the page has its data.
  return (
    <PayCodeScreen lines={4} next={['pay-guide', 'pay-guide-local']}>
      {(info) => <CodeView info={info} />}
    </PayCodeScreen>
  );
}

function CodeView({ info }: { info: RepayCodeInfo }) {
  if (info.type === 2) {
    return (
      <section className="card code-page" aria-labelledby="code-qr-title">
        <h2 id="code-qr-title">{t('Scan to pay')}</h2>
        <QrImage src={info.qrUrl} amount={info.amount} />
        <AmountLine label={t('Amount to pay')} cents={info.amount} />
        <OverdueNote days={info.overdueDays} late={info.lateCharges} count={overdueCount(info.dues)} />
        <DueList rows={info.dues} />
        <ul className="code-page__tips">
          <li>{t('Open your e-wallet or banking app and scan this QR code.')}</li>
          <li>{t('Check that the amount is {amount} before you confirm.', { amount: formatMoney(info.amount) })}</li>
          <li>{t('If you cannot scan, pay with the reference number below.')}</li>
        </ul>
        <CodeWithCopy code={info.payCode} />
      </section>
    );
  }
  return (
    <section className="card code-page" aria-labelledby="code-title">
      <h2 id="code-title" className="code-page__channel">
        <Logo src={info.logo} alt={info.title} width={64} height={64} className="code-page__logo" />
        <span>{t('Pay at {title} with this reference number', { title: info.title })}</span>
      </h2>
      <CodeWithCopy code={info.payCode} />
      <AmountLine label={t('Amount to pay')} cents={info.amount} />
      <OverdueNote days={info.overdueDays} late={info.lateCharges} count={overdueCount(info.dues)} />
      <DueList rows={info.dues} />
      <BarcodeButton code={info.payCode} />
      <p className="code-page__guides">
        {/* The guides make no call: the session stays out of their URL (ADR 0014). */}
        <a href={entryUrl('pay-guide', {}, { session: false })}>{t('How to pay with a reference number')}</a>
        <a href={entryUrl('pay-guide-local', {}, { session: false })}>{t('How to pay at a local outlet')}</a>
      </p>
    </section>
  );
}
