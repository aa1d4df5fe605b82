/**
 * Loading a page's data: one call on mount, a visible error when it fails, never a stuck spinner. The
 * first render (and the prerendered HTML) is the `loading` state, so hydration matches and the skeleton
 * paints before any script runs. What the page shows of each state is `<LoadView>` (`load-view.tsx`).
 *
 * The load state is a signal (`useSignalState`, ADR 0023): this hook writes it
 * after the call's `await`, the page renders from it, and code that outlives a render (a native back
 * handler registered once) reads `current` as it is now, where a render's `state` would be the one of the
 * render that made the closure.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import { useCallback, useEffect, useRef } from 'react';
import { canRetry } from '../api/request';
import type { ApiResult, RequestOptions } from '../api/request';
import { LOAD_FAILED_MESSAGE } from '../feedback/messages';
import { LOAD_CALL, missingMessage, missingNeed } from './load-view';
import type { LoadNeeds, LoadState } from './load-view';
import { useSignalState } from './signal-state';

export interface Load<T> {
  /** The state as of this render: what the page renders. */
  state: LoadState<T>;
  /** Loads again (the newest load wins); the same function on every render. */
  reload: () => void;
  /** The state as it is now, for code that runs after a render has gone (a listener, an `await`). */
  current: ReadonlySignal<LoadState<T>>;
}

/**
 * @example
 * const { state, reload } = useLoad((call) => fetchLoanDetails(ref, call), { orderId: 'loan' });
 * if (state.status === 'ready') …
 */
export function useLoad<T>(
  load: (call: Readonly<RequestOptions>) => Promise<ApiResult<T>>,
  needs?: LoadNeeds,
): Load<T> {
  const { value: state, set, current } = useSignalState<LoadState<T>>({ status: 'loading' });
  // `reload` stays the same function across renders (pages hand it to effects and listeners) and calls
  // the `load` of the latest render, as a fresh closure would.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  // The number of the newest load: only its answer is shown, so an older answer that arrives late is
  // dropped instead of overwriting the newer one.
  const newest = useRef(0);
  // Unmounted: a late answer is dropped, a late reload (a `pageshow`, a retry) calls nothing.
  const gone = useRef(false);

  const latestNeeds = useRef(needs);
  latestNeeds.current = needs;

  const start = useCallback(() => {
    const run = ++newest.current;
    const missing = missingNeed(latestNeeds.current);
    if (missing) {
      set({ status: 'error', message: missingMessage(missing), code: null, retry: false });
      return;
    }
    void latestLoad.current(LOAD_CALL).then((res) => {
      if (run !== newest.current || gone.current) return;
      set(
        res.success && res.data !== undefined
          ? { status: 'ready', data: res.data }
          : {
              status: 'error',
              message: res.message || LOAD_FAILED_MESSAGE,
              code: res.code,
              retry: canRetry(res),
            },
      );
    });
  }, [set]);
  const reload = useCallback(() => {
    if (gone.current) return;
    if (current.peek().status !== 'loading') set({ status: 'loading' });
    start();
  }, [current, set, start]);

  // Load once after hydration (the first render is already `loading`); StrictMode's dev double-run only
  // repeats an idempotent read, and its first answer is dropped like any superseded one.
  useEffect(() => {
    gone.current = false;
    start();
    return () => {
      gone.current = true;
    };
  }, [start]);
  return { state, reload, current };
}
