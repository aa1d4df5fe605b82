/**
 * Loading a page's data: one call on mount, a visible error when it fails, never a stuck spinner. The
 * first render (and the prerendered HTML) is the `loading` state, so hydration matches and the skeleton
 * paints before any script runs. What the page shows of each state is `<LoadView>` (`load-view.tsx`).
 *
 * The load state is a signal (the design card's `@preact/signals-react`, ADR 0011's revision for issue
 * 22): this hook writes it after the call's `await`, the page renders from it (the hook reads it inside
 * `useSignals`, so the page re-renders when it changes), and code that outlives a render (a native back
 * handler registered once, the dialog chain after an `await`) reads `current.value` as it is now, where a
 * render's `state` would be the one of the render that made the closure.
 */
import { signal } from '@preact/signals-react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canRetry } from '../api/request';
import type { ApiResult, RequestOptions } from '../api/request';
import { LOAD_FAILED_MESSAGE } from '../feedback/messages';
import { LOAD_CALL, missingMessage, missingNeed } from './load-view';
import type { LoadNeeds, LoadState } from './load-view';

/** `useSignals` in a custom hook: track what the hook reads, end the tracking when it returns. */
const MANAGED_HOOK = 2;

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
  const tracking = useSignals(MANAGED_HOOK);
  try {
    const [loaded] = useState(() => loadSignal<T>());
    // `reload` stays the same function across renders (pages hand it to effects and listeners) and calls
    // the `load` of the latest render, as a fresh closure would.
    const latestLoad = useRef(load);
    latestLoad.current = load;
    // The number of the newest load: only its answer is shown, so an older answer that arrives late is
    // dropped instead of overwriting the newer one.
    const current = useRef(0);
    // Unmounted: a late answer is dropped, a late reload (a `pageshow`, a retry) calls nothing.
    const gone = useRef(false);

    const latestNeeds = useRef(needs);
    latestNeeds.current = needs;

    const start = useCallback(() => {
      const run = ++current.current;
      const missing = missingNeed(latestNeeds.current);
      if (missing) {
        loaded.set({ status: 'error', message: missingMessage(missing), code: null, retry: false });
        return;
      }
      void latestLoad.current(LOAD_CALL).then((res) => {
        if (run !== current.current || gone.current) return;
        loaded.set(
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
    }, [loaded]);
    const reload = useCallback(() => {
      if (gone.current) return;
      if (loaded.state.peek().status !== 'loading') loaded.set({ status: 'loading' });
      start();
    }, [loaded, start]);

    // Load once after hydration (the first render is already `loading`); StrictMode's dev double-run only
    // repeats an idempotent read, and its first answer is dropped like any superseded one.
    useEffect(() => {
      gone.current = false;
      start();
      return () => {
        gone.current = true;
      };
    }, [start]);
    return { state: loaded.state.value, reload, current: loaded.state };
  } finally {
    tracking.f();
  }
}

/** The load state of one page, written only through `set` (the hook's own writes). */
function loadSignal<T>(): { state: ReadonlySignal<LoadState<T>>; set(next: LoadState<T>): void } {
  const state = signal<LoadState<T>>({ status: 'loading' });
  return { state, set: (next) => (state.value = next) };
}
