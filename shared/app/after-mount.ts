/**
 * What a React page does once it has mounted, or once its root boundary caught a render error (loaded on
 * demand, so none of it is in a start script): the session keys leave the address bar (ADR 0014), the
 * error is kept for the field reports, and they start when the page is idle (issue 23, ADR 0021).
 */
import { hideSessionKeys } from '../session/hide-session';
import { startFieldReportsWhenIdle } from './field-start';
import { noteRenderError } from './render-errors';
import type { CaughtError } from './render-errors';

/** @example import('./after-mount').then((m) => m.afterMount()); */
export function afterMount(error?: CaughtError): void {
  hideSessionKeys();
  if (error) noteRenderError(error.name, error.message);
  startFieldReportsWhenIdle();
}
