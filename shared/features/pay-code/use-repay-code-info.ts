import { useSignal } from '@preact/signals-react';
import type { Signal } from '@preact/signals-react';
import { useEffect } from 'react';
import { REPAY_SETTLED_CODE } from '../../api/contract/repay';
import { fetchLoanPlayDetail } from '../../api/repay';
import { infoFromDetail } from '../repay-info/repay-info';
import { readRepayInfo } from '../repay-info/repay-info-read';
import type { RepayCodeInfo } from '../repay-info/repay-info';
import { readQuery } from '../../session/query';

export type RepayCodeState =
  | { status: 'loading' }
  | { status: 'ready'; info: RepayCodeInfo }
  /** Opened without its data: nothing saved and no order in the query. */
  | { status: 'missing' }
  | { status: 'error'; message: string; retry: boolean };

/**
 * The data of a code page: the info the instalment page saved, else the order named by the query
 * reloaded from the backend, else `missing`. Read after hydration (the prerender is `loading`).
 */
export function useRepayCodeInfo(): { state: Signal<RepayCodeState>; reload: () => void } {
  const state = useSignal<RepayCodeState>({ status: 'loading' });
  const run = () => {
    const query = readQuery();
    const saved = readRepayInfo(query.orderId);
    if (saved) {
      state.value = { status: 'ready', info: saved };
      return;
    }
    if (!query.orderId) {
      state.value = { status: 'missing' };
      return;
    }
    state.value = { status: 'loading' };
    const ref = { orderId: query.orderId, productId: query.productId ?? '' };
    void fetchLoanPlayDetail(ref, { quiet: true }).then((res) => {
      if (res.success && res.data) {
        const def = res.data.defDetail;
        state.value = def?.payCode ? { status: 'ready', info: infoFromDetail(res.data, def, ref) } : { status: 'missing' };
      } else {
        // A code may arrive as a string (D13).
        const final = Number(res.code) === REPAY_SETTLED_CODE || Number(res.code) === 404;
        state.value = { status: 'error', message: res.message || 'Something went wrong. Please try again.', retry: !final };
      }
    });
  };
  useEffect(run, []);
  return { state, reload: run };
}
