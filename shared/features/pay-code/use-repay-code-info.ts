import { playDetailCall } from '../repay-info/calls';
import { firstPayload } from '../../api/early';
import { useCallback, useEffect, useRef } from 'react';
import { useSignalState } from '../../app/signal-state';
import { useReloadOnReturn } from '../../app/use-reload-on-return';
import { loanPlayDetail, REPAY_SETTLED_CODE } from '../../api/contract/repay';
import { call } from '../../api/request';
import { infoFromDetail } from '../repay-info/repay-info';
import { atCashChannel, CHANNEL_QUERY_KEY } from '../repay-info/channel-kind';
import { readRepayInfo } from './repay-info-read';
import type { RepayCodeInfo } from '../repay-info/repay-info';
import { readQuery } from '../../session/query';
import type { LoadState } from '../../app/load-view';
import { LOAD_FAILED_MESSAGE } from '../../feedback/messages';

/**
 * What `<LoadView>` shows: ready with the code page's info, or ready with `null` when the page was opened
 * without its data (no order in the query, or an order without a code): the page says what is missing.
 */
export type RepayCodeState = LoadState<RepayCodeInfo | null>;

/**
 * The data of a code page, for the order the query names and no other: the backend's answer first
 * (fresh data wins over the saved copy); the info the instalment page saved for this same order is
 * shown meanwhile and kept when the backend cannot be reached; a settled or unknown order is said so,
 * never shown with an old code. No `orderId` in the query is `missing`, whatever was saved. Loaded again
 * when the page comes back from the page cache. Read after hydration (the prerender is `loading`).
 * Not `useLoad`, which shows one answer: this load shows the saved copy first and may keep it; the page
 * shows its state through `<LoadView>` like every screen.
 */
export function useRepayCodeInfo(): { state: RepayCodeState; reload: () => void } {
  // The load state in a signal (ADR 0023), as `useLoad` keeps it.
  const { value: state, set, current } = useSignalState<RepayCodeState>({ status: 'loading' });
  // The number of the newest load (the page cache's return and 'Try again' start one): only its answer
  // is shown, so an older answer that arrives late cannot overwrite a newer one. Unmounted: nothing is.
  const newest = useRef(0);
  const gone = useRef(false);
  const run = useCallback(() => {
    if (gone.current) return;
    const n = ++newest.current;
    const query = readQuery();
    if (!query.orderId) {
      set({ status: 'ready', data: null });
      return;
    }
    const saved = readRepayInfo(query.orderId);
    if (saved) set({ status: 'ready', data: saved });
    else if (current.peek().status !== 'loading') set({ status: 'loading' });
    const { payload: ref, early } = firstPayload(playDetailCall, query);
    void call(loanPlayDetail, ref, { quiet: true, early }).then((res) => {
      if (n !== newest.current || gone.current) return;
      if (res.success && res.data) {
        const def = res.data.defDetail;
        // D39: opened from a cash counter, the code page shows that counter's picture.
        const info = def?.payCode ? infoFromDetail(res.data, def, ref) : null;
        set({ status: 'ready', data: info && atCashChannel(info, res.data.repayList, query[CHANNEL_QUERY_KEY]) });
        return;
      }
      // A code may arrive as a string (D13).
      const final = Number(res.code) === REPAY_SETTLED_CODE || Number(res.code) === 404;
      // Unreachable backend: the copy saved for this very order is better than nothing.
      if (saved && !final && res.code === null) return;
      set({
        status: 'error',
        message: res.message || LOAD_FAILED_MESSAGE,
        code: res.code,
        retry: !final,
      });
    });
  }, [current, set]);
  useEffect(() => {
    gone.current = false;
    // The query and the saved copy exist only after hydration.
    run();
    return () => {
      gone.current = true;
    };
  }, [run]);
  useReloadOnReturn(run);
  return { state, reload: run };
}
