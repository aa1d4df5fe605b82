/**
 * "Paid but not showing?" (ADR 0028) as the screens place it: the control comes in its own chunk once the
 * screen has its data. It sits under the figures and the pay button, and nothing of it is needed for the
 * first paint, so a money screen's start script does not carry it (ADR 0048: room under the 90 KB ceiling).
 */
import { Suspense } from 'react';
import { lazyReady } from '../../ui/lazy-ready/lazy-ready';

const Control = lazyReady(() => import('./paid-not-showing').then((m) => m.PaidNotShowing));

/**
 * @example <PaidNotShowing />
 */
export function PaidNotShowing() {
  return (
    <Suspense fallback={null}>
      <Control />
    </Suspense>
  );
}
