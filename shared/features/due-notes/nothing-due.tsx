import { entryUrl } from '../../session/query';
import { RepayUnavailable } from './repay-unavailable';
import { t } from '../../i18n/t';

export const NOTHING_DUE = t('Nothing is due on this loan now.');
/** The label of an amount due below zero (D29): shown as a credit, never as a minus before a pay control. */
export const CREDIT_LABEL = t('Credit on this loan');

/**
 * The label and figure of an amount due (D29): below zero it is a credit, its figure without the minus.
 * @example dueFigure(-515000, 'Repayment amount') // { label: 'Credit on this loan', cents: 515000 }
 */
export const dueFigure = (cents: number, label: string) =>
  cents < 0 ? { label: CREDIT_LABEL, cents: -cents } : { label, cents };

/**
 * What an amount due of zero or less shows instead of every way to pay (contract D29): at ₱0.00 that
 * nothing is due and the order; below zero the same, with customer service for the credit.
 */
export function NothingDue({ cents }: { cents: number }) {
  return cents >= 0 ? (
    <RepayUnavailable message={NOTHING_DUE} />
  ) : (
    <RepayUnavailable
      message={`${NOTHING_DUE} ${t('Customer service can tell you what happens to your credit.')}`}
      href={entryUrl('customer-service')}
      label={t('Customer service')}
    />
  );
}
