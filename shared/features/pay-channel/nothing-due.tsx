import { entryUrl } from '../../session/query';
import { RepayUnavailable } from './repay-unavailable';

export const NOTHING_DUE = 'Nothing is due on this loan now.';
/** The label of an amount due below zero (D29): shown as a credit, never as a minus before a pay control. */
export const CREDIT_LABEL = 'Credit on this loan';

/**
 * What an amount due of zero or less shows instead of every way to pay (contract D29): at ₱0.00 that
 * nothing is due and the order; below zero the same, with customer service for the credit.
 */
export function NothingDue({ cents }: { cents: number }) {
  if (cents >= 0) return <RepayUnavailable message={NOTHING_DUE} />;
  return (
    <section className="card" role="status">
      <p>{NOTHING_DUE} Customer service can tell you what happens to your credit.</p>
      <a className="btn btn--secondary pay-channels__link" href={entryUrl('customer-service')}>
        Customer service
      </a>
    </section>
  );
}
