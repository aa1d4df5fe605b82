/**
 * Loading a page's data: one call on mount, a visible error with 'Try again' when it fails, never a
 * stuck spinner. The first render (and the prerendered HTML) is the `loading` state, so hydration
 * matches and the skeleton paints before any script runs.
 */
import { useSignal } from '@preact/signals-react';
import type { Signal } from '@preact/signals-react';
import { useEffect } from 'react';
import type { ApiResult } from '../api/request';
import { LOAD_FAILED_MESSAGE } from '../feedback/messages';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };


/**
 * @example
 * const { state, reload } = useLoad(() => fetchContactInfo());
 * if (state.value.status === 'ready') …
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>): { state: Signal<LoadState<T>>; reload: () => void } {
  const state = useSignal<LoadState<T>>({ status: 'loading' });
  const run = () => {
    state.value = { status: 'loading' };
    void load().then((res) => {
      state.value =
        res.success && res.data !== undefined
          ? { status: 'ready', data: res.data }
          : { status: 'error', message: res.message || LOAD_FAILED_MESSAGE };
    });
  };
  // Load once after hydration; StrictMode's dev double-run only repeats an idempotent read.
  useEffect(run, []);
  return { state, reload: run };
}

/** The visible failure of a page's load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="card load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Placeholder lines of the data area while it loads (also what the prerendered HTML shows). */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="card" aria-busy="true" aria-label="Loading">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}
