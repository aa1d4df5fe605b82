import { entryUrl } from '../../session/query';
import type { EntryName } from '../../platform/entry-names';

/**
 * The loan has nothing to pay here (settled, not due, a credit): the reason and a way on, to the order
 * unless said otherwise.
 */
export function RepayUnavailable({
  message,
  to = 'order',
  label = 'View order',
}: {
  message: string;
  to?: EntryName;
  label?: string;
}) {
  return (
    <section className="card" role="status">
      <p>{message}</p>
      <a className="btn btn--secondary pay-channels__link" href={entryUrl(to)}>
        {label}
      </a>
    </section>
  );
}
