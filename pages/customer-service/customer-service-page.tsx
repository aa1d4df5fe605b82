/**
 * Customer service (spec §2): the phone text and e-mail from the server; the e-mail is a mailto link,
 * the phone row calls through the native bridge; the 24-hour promise and the 3-weekday complaint reply.
 */
import { contactCall } from './first-calls';
import { payloadOf } from '../../shared/api/first-call';
import { fetchContactInfo } from '../../shared/api/service';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { PageLayout } from '../../shared/app/page-layout';
import { native } from '../../shared/bridge/native';
import './customer-service.css';

export const CONTACT_MISSING_MESSAGE = 'Our contact details could not be loaded. Please try again later.';

export function CustomerServicePage() {
  const { state: s, reload } = useLoad((call) =>
    fetchContactInfo(payloadOf(contactCall), { ...call, loading: 'loading...' }),
  );

  return (
    <PageLayout title="Customer service">
      <section className="card cs-promise" aria-labelledby="cs-promise-title">
        <h2 id="cs-promise-title">24-hour online service</h2>
        <p>Our customer service team is online 24 hours a day, 7 days a week.</p>
        <p>Complaints are answered within 3 weekdays.</p>
      </section>

      <LoadView state={s} reload={reload} lines={2}>
        {(d) => (
          <ul className="card cs-contacts" aria-label="Contact us">
            {d.smWa && (
              <li>
                <button type="button" className="cs-row" onClick={() => native.call(d.smWa)}>
                  <span className="cs-row__label">Phone</span>
                  <span className="cs-row__value">{d.smWa}</span>
                </button>
              </li>
            )}
            {d.email && (
              <li>
                <a className="cs-row" href={`mailto:${d.email}`}>
                  <span className="cs-row__label">E-mail</span>
                  <span className="cs-row__value">{d.email}</span>
                </a>
              </li>
            )}
            {/* D13: the backend sent neither; say so rather than show an empty card. */}
            {!d.smWa && !d.email && <li>{CONTACT_MISSING_MESSAGE}</li>}
          </ul>
        )}
      </LoadView>
    </PageLayout>
  );
}
