import { entryUrl } from '../../session/query';
import { t } from '../../i18n/t';
import './due-notes.css';

/**
 * The loan has nothing to pay here (settled, not due, a credit): the reason and a way on, to the order
 * unless said otherwise.
 */
export function RepayUnavailable({
  message,
  href = entryUrl('order'),
  label = t('View order'),
}: {
  message: string;
  href?: string;
  label?: string;
}) {
  return (
    <section className="card" role="status">
      <p>{message}</p>
      <a className="btn btn--secondary due-notes__link" href={href}>
        {label}
      </a>
    </section>
  );
}
