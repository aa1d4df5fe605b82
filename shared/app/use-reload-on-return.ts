/**
 * Coming back to a page the browser kept in its back-forward cache (iOS WKWebView does, after a
 * payment provider or another entry): the page is shown as it was left, with data that may be stale
 * (the borrower may have paid meanwhile). `pageshow` with `persisted` is the one signal of that return.
 */
import { useEffect, useRef } from 'react';

/**
 * Runs `reload` whenever the page is restored from the back-forward cache.
 * @example const { state, reload } = useLoad(load); useReloadOnReturn(reload);
 */
export function useReloadOnReturn(reload: () => void): void {
  // The latest callback, without re-subscribing on every render.
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
