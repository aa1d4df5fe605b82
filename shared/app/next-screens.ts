/**
 * The hook a page names its next screens with (ADR 0017); the work is in `prefetch-screens.ts`, loaded on
 * demand once there is something to fetch, so it costs the start JS of a screen nothing but this hook.
 */
import { useEffect } from 'react';
import type { EntryName } from '../platform/entry-names';

/**
 * Prefetches the scripts of the entries a page's visible controls open, once the page is idle (never
 * data, never the session, nothing on saveData or 2G: see prefetch-screens.ts).
 * @example useNextScreens(status === 170 ? ['repay-period'] : []);
 */
export function useNextScreens(names: readonly EntryName[]): void {
  const key = names.join(' ');
  useEffect(() => {
    if (!key) return;
    import('./prefetch-screens').then(
      (m) => m.prefetchScreens(key.split(' ')),
      () => undefined,
    );
  }, [key]);
}
