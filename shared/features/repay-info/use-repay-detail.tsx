/**
 * The repay detail loading of the instalment and extension pages (one copy): the order named
 * by the page query, read quietly (the page shows the outcome), with the 'nothing to pay' codes told
 * apart from a failure that 'Try again' can fix.
 */
import { playDetailCall } from './calls';
import type { ReactNode } from 'react';
import type { OrderRef } from '../../api/contract/repay';
import { payloadOf } from '../../api/first-call';
import type { FirstCall } from '../../api/first-call';
import { LoadView } from '../../app/load-view';
import { useLoad } from '../../app/use-load';
import { useReloadOnReturn } from '../../app/use-reload-on-return';
import { RepayUnavailable } from '../due-notes/repay-unavailable';
import { isNothingToPay } from './repay-detail-logic';

/** The order of the page: `orderId` and `productId` from the query, exactly as they are there (D23). */
export function orderRef(): OrderRef {
  return payloadOf(playDetailCall);
}

/**
 * @example
 * const detail = useRepayDetail(playDetailCall);
 * return <RepayDetailView detail={detail}>{(d) => <View d={d} onReturn={detail.reload} />}</RepayDetailView>;
 */
export function useRepayDetail<T>(first: FirstCall<OrderRef, T>) {
  const { state, reload } = useLoad(first);
  // Back from the provider or another entry (iOS page cache): show the order as it is now.
  useReloadOnReturn(reload);
  // Read from the failure that is shown, so a late answer of an older load cannot set it.
  const closed = state.status === 'error' && isNothingToPay(state.code ?? null);
  return { state, reload, closed };
}

/** The loading / 'nothing to pay' / error box / screen of a repay detail page. */
export function RepayDetailView<T>({
  detail,
  children,
}: {
  detail: ReturnType<typeof useRepayDetail<T>>;
  children: (data: T) => ReactNode;
}) {
  return (
    <LoadView
      state={detail.state}
      reload={detail.reload}
      lines={4}
      failed={detail.closed ? (message) => <RepayUnavailable message={message} /> : undefined}
    >
      {children}
    </LoadView>
  );
}
