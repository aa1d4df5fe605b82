/**
 * Loading a page's data: one call on mount, a visible error when it fails, never a stuck spinner. The
 * first render (and the prerendered HTML) is the `loading` state, so hydration matches and the skeleton
 * paints before any script runs. What the page shows of each state is `<LoadView>` (`load-view.tsx`).
 *
 * The load state is a signal (`useSignalState`, ADR 0023): this hook writes it
 * after the call's `await`, the page renders from it, and code that outlives a render (a native back
 * handler registered once) reads `current` as it is now, where a render's `state` would be the one of the
 * render that made the closure.
 *
 * A load is made of the page's first calls (`pages/<entry>/first-calls.ts`): whether the page can open
 * without a query key is stated there once (`fromQuery(key, 'needed')`), and this hook reads it from the
 * declaration, so a page opened without it says what is missing and sends nothing.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import { useCallback, useEffect, useRef } from 'react';
import { firstPayload } from '../api/early';
import { lacksNeeded } from '../api/first-call';
import type { FirstCall } from '../api/first-call';
import { call, canRetry } from '../api/request';
import type { ApiResult, RequestOptions } from '../api/request';
import { LOAD_FAILED_MESSAGE } from '../feedback/messages';
import { readQuery } from '../session/query';
import { LOAD_CALL, missingMessage } from './load-view';
import type { LoadState } from './load-view';
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
 * Sends one of the page's first calls with the payload it declares, as a load sends it (nothing toasted:
 * the error box says the outcome). Throws, before anything is sent, when the page query lacks a key the
 * call declares `needed`.
 */
export type LoadFirst = <Req, Res>(first: FirstCall<Req, Res>, options?: RequestOptions) => Promise<ApiResult<Res>>;

/**
 * What a load resolves: a call's result with the page's data (a load may make its data of several
 * answers, and the newer envelope's `attach` is then the page's to pick, not the load's).
 */
export type LoadAnswer<T> = Omit<ApiResult<T>, 'attach'>;

/** A first call that cannot be sent: the page query lacks `key`, which it declares `needed`. */
class Missing {
  // Declared, not a class field: a field would bring the bundler's defineProperty helpers (0.2 KB gz) into
  // every React page for Safari 14 (ADR 0039's figures).
  declare readonly key: string;
  constructor(key: string) {
    this.key = key;
  }
}

const loadFirst: LoadFirst = (first, options) => {
  const query = readQuery();
  const missing = lacksNeeded(first, query);
  if (missing) throw new Missing(missing);
  // The start script's payload and answer when it sent this call: computed once (ADR 0048).
  const { payload, early } = firstPayload(first, query);
  return call(first.endpoint, payload, { ...LOAD_CALL, ...options, early });
};

/**
 * @example
 * const { state, reload } = useLoad(contactCall, { loading: true }); // the page's data is its answer
 * const { state } = useLoad(async (first) => { const res = await first(orderCall); …; return res; });
 * if (state.status === 'ready') …
 */
export function useLoad<Req, T>(first: FirstCall<Req, T>, options?: RequestOptions): Load<T>;
export function useLoad<T>(load: (first: LoadFirst) => Promise<LoadAnswer<T>>): Load<T>;
export function useLoad<T>(
  load: FirstCall<unknown, T> | ((first: LoadFirst) => Promise<LoadAnswer<T>>),
  options?: RequestOptions,
): Load<T> {
  const { value: state, set, current } = useSignalState<LoadState<T>>({ status: 'loading' });
  // `reload` stays the same function across renders (pages hand it to effects and listeners) and calls
  // the `load` of the latest render, as a fresh closure would.
  const thisLoad = typeof load === 'function' ? load : (send: LoadFirst) => send(load, options);
  const latestLoad = useRef(thisLoad);
  latestLoad.current = thisLoad;
  // The number of the newest load: only its answer is shown, so an older answer that arrives late is
  // dropped instead of overwriting the newer one.
  const newest = useRef(0);
  // Unmounted: a late answer is dropped, a late reload (a `pageshow`, a retry) calls nothing.
  const gone = useRef(false);

  const start = useCallback(() => {
    const run = ++newest.current;
    const missing = (error: unknown) => {
      // Anything else is a fault of the page's code: the render-errors listener reports it (ADR 0034).
      if (!(error instanceof Missing)) throw error;
      if (run !== newest.current || gone.current) return;
      set({ status: 'error', message: missingMessage(error.key), code: null, retry: false });
    };
    let answer: Promise<LoadAnswer<T>>;
    try {
      answer = latestLoad.current(loadFirst);
    } catch (error) {
      return missing(error);
    }
    void answer.then((res) => {
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
    }, missing);
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
