/**
 * The three states of a page's data in one place (issue 10): the skeleton while it loads, the error box
 * with 'Try again' when it failed, the screen when it is ready. Pages pass the state and what to render
 * with the data, instead of repeating the three branches.
 */
import type { ReactNode } from 'react';
import type { LoadState } from './use-load';
import { LoadError, Skeleton } from './use-load';

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
 * <LoadView state={state.value} reload={reload} lines={4}>{(d) => <Details data={d} />}</LoadView>
 */
export function LoadView<T>({ state, reload, lines = 3, failed, children }: LoadViewProps<T>) {
  if (state.status === 'loading') return <Skeleton lines={lines} />;
  if (state.status === 'error') return <>{failed?.(state.message) ?? <LoadError message={state.message} onRetry={reload} />}</>;
  return <>{children(state.data)}</>;
}
