/**
 * When the field reports start (ADR 0021): after the page's `load`, once the network has been quiet for
 * a second (its data and the chunks that draw it are in), and then an idle moment, so neither their module
 * nor `web-vitals` competes with what the page paints (web-vitals reads LCP, FCP, TTFB and CLS from the
 * buffered entries); never when the config has no report URL. Loaded after mount, in no React page's start
 * script (a static page's script is this and little else). The client errors' listeners start at once.
 */
import type { NotedRead } from '../api/read-report';
import { config } from '../config/config';
import { listenForClientErrors } from './render-errors';

let asked = false;

/** @example startFieldReportsWhenIdle(); // where the page starts; a second call does nothing */
export function startFieldReportsWhenIdle(reads?: () => readonly NotedRead[]): void {
  if (asked) return;
  asked = true;
  if (!config.fieldReports.url) {
    // Decided, on the document: nothing is measured, loaded or sent on this page view.
    document.documentElement.dataset.fieldReports = 'off';
    return;
  }
  // From now on, not when the reports load: a tap's exception may come before the page is quiet (ADR 0034).
  listenForClientErrors();
  const start = () =>
    void import('./field-reports').then(
      (m) => m.startFieldReports(reads),
      () => undefined,
    );
  // A moment the main thread has nothing to do (no timeout: a busy page is left alone).
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : setTimeout(start, 0));
  const afterLoad = () => quiet(idle);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

/**
 * Calls `then` once no resource (a call, a script, a picture) has finished for `ms`: the first idle moment
 * after `load` comes while the data is still on its way, and the reports' module and web-vitals would then
 * run just before the render they measure (ADR 0021).
 */
export function quiet(then: () => void, ms = QUIET_MS): void {
  let timer = setTimeout(done, ms);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    });
    observer.observe({ type: 'resource' });
  } catch {
    // No resource timing here: the plain wait.
    observer = undefined;
  }
  function done() {
    observer?.disconnect();
    then();
  }
}

const QUIET_MS = 1000;
