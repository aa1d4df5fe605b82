import { entryUrl } from '../../session/query';

/** The loan has nothing to pay here (settled, or not due): the reason and a way to the order. */
export function RepayUnavailable({ message }: { message: string }) {
  return (
    <section className="card" role="status">
      <p>{message}</p>
      <a className="btn btn--secondary pay-channels__link" href={entryUrl('order')}>
        View order
      </a>
    </section>
  );
}
