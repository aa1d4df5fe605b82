/**
 * Repayment by code, second variant (spec §2; alias /repaymentOfCode2): contract number, total payment,
 * the reference number (or the QR of type 2), the keep-the-deposit-slip note and the grouped step notes
 * (`payNotice`) of the info object the instalment page saved.
 */
import { formatMoney } from '../../shared/format/money';
import type { RepayCodeInfo } from '../../shared/features/repay-info/repay-info';
import { FigureRows } from '../../shared/ui/figure-rows';
import { DueList, OverdueNote, overdueCount } from '../../shared/features/due-notes/due-notes';
import { BarcodeButton, CodeWithCopy, PayCodeScreen, QrImage } from '../../shared/features/pay-code';
import { stepsFor } from './steps-for';
import './repay-code-2.css';
import { t } from '../../shared/i18n/t';
import { Logo } from '../../shared/ui/logo';

export function RepayCode2Page() {
  return <PayCodeScreen lines={5}>{(info) => <CodeView info={info} />}</PayCodeScreen>;
}

function CodeView({ info }: { info: RepayCodeInfo }) {
  const groups = stepsFor(info.payNotice, info.title);
  return (
    <>
      <section className="card code2" aria-label={t('Payment details')}>
        <FigureRows
          className="code2__facts"
          rows={[
            [t('Contract number'), info.orderNo],
            [t('Total payment'), formatMoney(info.amount), 'code2__total'],
          ]}
        />
        <OverdueNote days={info.overdueDays} late={info.lateCharges} count={overdueCount(info.dues)} />
        <DueList rows={info.dues} />
        {info.type === 2 && <QrImage src={info.qrUrl} amount={info.amount} />}
        <p className="code2__label">
          <Logo src={info.logo} width={28} height={28} />
          <span>{t('Reference number for {title}', { title: info.title })}</span>
        </p>
        <CodeWithCopy code={info.payCode} />
        {info.type === 1 && <BarcodeButton code={info.payCode} />}
        <p className="code2__slip" role="note">
          {t('Keep your deposit slip (receipt) until the payment shows in the app.')}
        </p>
      </section>
      {groups.map(([group, items]) => (
        <section key={group} className="card code2__group" aria-label={group}>
          <h2>{group}</h2>
          {items.map((item) => (
            <div key={item.name} className="code2__item">
              <h3>{item.name}</h3>
              <ol>
                {item.steps.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
