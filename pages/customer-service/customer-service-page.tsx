/**
 * Customer service (spec §2): the phone text and e-mail from the server; the e-mail is a mailto link,
 * the phone row calls through the native bridge; the 24-hour promise and the 3-weekday complaint reply.
 * Never empty (ADR 0028): when `contact-kf-info` fails or sends neither field, the configured phone and
 * e-mail are shown as the standard contacts, with a quiet note and 'Try again'.
 */
import { contactCall } from './first-calls';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { PageLayout } from '../../shared/app/page-layout';
import { native } from '../../shared/bridge/native';
import { config } from '../../shared/config/config';
import './customer-service.css';
import { t } from '../../shared/i18n/t';

/** Said under the standard contacts when the latest could not be had: quietly, the contacts still work. */
export const CONTACT_STANDARD_NOTE = t(
  'We could not load the latest contact details. These are our standard contacts.',
);

export function CustomerServicePage() {
  const { state: s, reload } = useLoad(contactCall, { loading: true });
  const standard = <Contacts phone={config.servicePhone} email={config.serviceEmail} onRetry={reload} />;

  return (
    <PageLayout title={t('Customer service')}>
      <section className="card cs-promise" aria-labelledby="cs-promise-title">
        <h2 id="cs-promise-title">{t('24-hour online service')}</h2>
        <p>{t('Our customer service team is online 24 hours a day, 7 days a week.')}</p>
        <p>{t('Complaints are answered within 3 weekdays.')}</p>
      </section>

      <LoadView state={s} reload={reload} lines={2} failed={() => standard}>
        {(d) =>
          // D13: the backend sent neither; the standard contacts rather than an empty card.
          d.smWa || d.email ? <Contacts phone={d.smWa} email={d.email} /> : standard
        }
      </LoadView>
    </PageLayout>
  );
}

/**
 * The contact rows; with `onRetry` they are the configured standard contacts, said so, with 'Try again'.
 */
function Contacts({ phone, email, onRetry }: { phone: string; email: string; onRetry?: () => void }) {
  return (
    <div className="card cs-contacts">
      <ul className="cs-contacts__list" aria-label={t('Contact us')}>
        {phone && (
          <li>
            <button type="button" className="cs-row" onClick={() => native.call(phone)}>
              <span className="cs-row__label">{t('Phone')}</span>
              <span className="cs-row__value">{phone}</span>
            </button>
          </li>
        )}
        {email && (
          <li>
            <a className="cs-row" href={`mailto:${email}`}>
              <span className="cs-row__label">{t('E-mail')}</span>
              <span className="cs-row__value">{email}</span>
            </a>
          </li>
        )}
      </ul>
      {onRetry && (
        <div className="cs-standard">
          <p className="cs-standard__note">{CONTACT_STANDARD_NOTE}</p>
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            {t('Try again')}
          </button>
        </div>
      )}
    </div>
  );
}
