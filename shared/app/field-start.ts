/**
 * When the field reports start (issue 23): after the page's `load` and an idle moment, so neither their
 * module nor `web-vitals` competes with what the page paints; never when the config has no report URL.
 * This is all of them a start script carries.
 */
import type { ReadReport } from '../api/read-report';
import { config } from '../config/config';

let asked = false;

/** @example startFieldReportsWhenIdle(); // where the page starts; a second call does nothing */
export function startFieldReportsWhenIdle(reads?: () => readonly ReadReport[]): void {
  if (asked) return;
  asked = true;
  if (!config.fieldReports.url) {
    // Decided, on the document: nothing is measured, loaded or sent on this page view.
    document.documentElement.dataset.fieldReports = 'off';
    return;
  }
  const start = () =>
    void import('./field-reports').then(
      (m) => m.startFieldReports(reads),
      () => undefined,
    );
  // A moment the main thread has nothing to do (no timeout: a busy page is left alone), then another, so
  // that what the page's load started (its data, the chunks that draw it) goes first.
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => requestIdleCallback(start))
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
