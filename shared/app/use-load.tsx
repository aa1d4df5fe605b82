/**
 * Loading a page's data: one call on mount, a visible error when it fails, never a stuck spinner. The
 * first render (and the prerendered HTML) is the `loading` state, so hydration matches and the skeleton
 * paints before any script runs. Plain React state, no signals (ADR 0011).
 *
 * The error box says a failure once (the load's calls toast nothing: `LOAD_CALL`), offers 'Try again'
 * only when asking again can mend it (`canRetry`: network, 5xx, timeouts, an unreadable answer) and the
 * way back otherwise; a page opened without what it needs (`needs`) says so, in words, without a call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { canRetry } from '../api/request';
import type { ApiResult, RequestOptions } from '../api/request';
import { leavePage } from '../bridge/native';
import { LOAD_FAILED_MESSAGE } from '../feedback/messages';
import { readQuery } from '../session/query';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /**
   * `code`: the envelope's code of the failed call (`null`: no envelope), for a page that tells failures
   * apart; `retry`: whether 'Try again' can mend it (else the box offers the way back).
   */
  | { status: 'error'; message: string; code?: number | string | null; retry: boolean };

/** The options of every call of a page's load: the error box says the outcome, so nothing is toasted. */
export const LOAD_CALL: Readonly<RequestOptions> = { silent: true };

/**
 * What a page cannot load without, by query key, in the borrower's words: `{ orderId: 'loan' }`.
 * `productId` and `product_id` mirror each other (the page query reads either).
 */
export type LoadNeeds = Readonly<Record<string, string>>;

/**
 * The message of a page opened without a query key it needs (issue 20 point 6): what is missing, in
 * words, and what to do; never the key's name.
 * @example missingMessage('loan') // 'This page was opened without its loan. Please go back and open it again.'
 */
export function missingMessage(what: string): string {
  return `This page was opened without its ${what}. Please go back and open it again.`;
}

/** The first thing `needs` names that the page query lacks (blank counts as missing), or null. */
export function missingNeed(needs: LoadNeeds | undefined): string | null {
  if (!needs) return null;
  const query = readQuery();
  for (const [key, what] of Object.entries(needs)) if (!query[key]?.trim()) return what;
  return null;
}

/**
 * @example
 * const { state, reload } = useLoad((call) => fetchLoanDetails(ref, call), { orderId: 'loan' });
 * if (state.status === 'ready') …
 */
export function useLoad<T>(
  load: (call: Readonly<RequestOptions>) => Promise<ApiResult<T>>,
  needs?: LoadNeeds,
): { state: LoadState<T>; reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
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
      setState({ status: 'error', message: missingMessage(missing), code: null, retry: false });
      return;
    }
    void latestLoad.current(LOAD_CALL).then((res) => {
      if (run !== current.current || gone.current) return;
      setState(
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
  }, []);
  const reload = useCallback(() => {
    if (gone.current) return;
    setState((s) => (s.status === 'loading' ? s : { status: 'loading' }));
    start();
  }, [start]);

  // Load once after hydration (the first render is already `loading`); StrictMode's dev double-run only
  // repeats an idempotent read, and its first answer is dropped like any superseded one.
  useEffect(() => {
    gone.current = false;
    start();
    return () => {
      gone.current = true;
    };
  }, [start]);
  return { state, reload };
}

/**
 * The visible failure of a page's load: 'Try again' when a retry can mend it (`onRetry`), else 'Go back'
 * (one page back inside the flow, the web view closed on its first page: D16).
 */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="card load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry ?? leavePage}>
        {onRetry ? 'Try again' : 'Go back'}
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

/**
 * The three states of a page's data in one place (issue 10): the skeleton while it loads, the error box
 * with 'Try again' when it failed, the screen when it is ready. Pages pass the state and what to render
 * with the data, instead of repeating the three branches. Kept in this module (not its own file): a
 * module of its own became a chunk of its own on every page, about 150 B gz of start JS for nothing.
 */
export interface LoadViewProps<T> {
  state: LoadState<T>;
  reload: () => void;
  /** Lines of the skeleton (what the prerendered HTML shows too). */
  lines?: number;
  /** A failure the page shows its own way (e.g. 'nothing to repay'); the error box otherwise. */
  failed?: (message: string) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * @example
 * <LoadView state={state} reload={reload} lines={4}>{(d) => <Details data={d} />}</LoadView>
 */
export function LoadView<T>({ state, reload, lines = 3, failed, children }: LoadViewProps<T>) {
  if (state.status === 'loading') return <Skeleton lines={lines} />;
  if (state.status === 'error')
    return (
      <>{failed?.(state.message) ?? <LoadError message={state.message} onRetry={state.retry ? reload : undefined} />}</>
    );
  return <>{children(state.data)}</>;
}
