/**
 * The frame both repayment-by-code screens share (spec §2, `/repaymentOfCode` and `/repaymentOfCode2`):
 * the title, the code page's data through `<LoadView>`, a failure asking again cannot mend (a settled
 * order) told with the way to the order, the page opened without its data told so, and a code to pay with
 * only for an amount due above ₱0.00 (D29) and once the lender takes the payment (ADR 0045). Each screen draws only the code itself (`children`).
 */
import type { ReactNode } from 'react';
import { LoadView } from '../../app/load-view';
import { useNextScreens } from '../../app/next-screens';
import { PageLayout } from '../../app/page-layout';
import { t } from '../../i18n/t';
import type { EntryName } from '../../platform/entry-names';
import { NotPayableYet } from '../due-notes/due-notes';
import { NothingDue } from '../due-notes/nothing-due';
import { RepayUnavailable } from '../due-notes/repay-unavailable';
import type { RepayCodeInfo } from '../repay-info/repay-info';
import { MissingInfo } from './pay-code-parts';
import { useRepayCodeInfo } from './use-repay-code-info';

export interface PayCodeScreenProps {
  /** How many skeleton lines stand for the code while it loads. */
  lines: number;
  /** The entries the screen's links open, fetched into the cache once it has its data (ADR 0017). */
  next?: readonly EntryName[];
  /** The code to pay with, for an amount due above ₱0.00. */
  children: (info: RepayCodeInfo) => ReactNode;
}

export function PayCodeScreen({ lines, next = [], children }: PayCodeScreenProps) {
  const { state: s, reload } = useRepayCodeInfo();
  useNextScreens(s.status === 'ready' && s.data ? next : []);
  return (
    <PageLayout title={t('Repayment by code')}>
      <LoadView
        state={s}
        reload={reload}
        lines={lines}
        failed={(message) => (s.status === 'error' && !s.retry ? <RepayUnavailable message={message} /> : null)}
      >
        {/* D29: a code to pay with only for an amount due above ₱0.00; ADR 0045: only once the lender takes it. */}
        {(info) =>
          !info ? (
            <MissingInfo />
          ) : info.payableFrom ? (
            <NotPayableYet day={info.payableFrom} />
          ) : info.amount > 0 ? (
            children(info)
          ) : (
            <NothingDue cents={info.amount} />
          )
        }
      </LoadView>
    </PageLayout>
  );
}
