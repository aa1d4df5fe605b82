/**
 * What a React page does once it has mounted, or once its root boundary caught a render error (loaded on
 * demand, so none of it is in a start script): the session keys leave the address bar (ADR 0014), the
 * error is kept for the field reports, and they start when the page is idle (ADR 0021); a finger on a
 * control that opens another screen starts it (ADR 0048).
 */
import type { NotedRead } from '../api/read-report';
import { hideSessionKeys } from '../session/hide-session';
import { quiet, startFieldReportsWhenIdle } from './field-start';
import { swapScreens } from './swap-flag';
import { noteRenderError } from './render-errors';
import type { CaughtError } from './render-errors';

/**
 * `reads`: the page's reading reports (read-report.ts), handed over by mount.tsx, which has them: this chunk
 * is the static pages' too, and must not import what only the React pages load.
 * @example import('./after-mount').then((m) => m.afterMount(readReports));
 */
export function afterMount(reads: () => readonly NotedRead[], error?: CaughtError): void {
  hideSessionKeys();
  if (error) noteRenderError(error.name, error.message);
  // The next screen starts when a finger lands on what opens it (ADR 0048): loaded from here, out of the
  // start JS, and ready long before a borrower's first tap.
  else {
    import('./next-start').then(
      (m) => m.watchFingers(),
      () => undefined,
    );
    // A tap to another entry of ours swaps the screen in this document (D38, ADR 0058), when switched on
    // and this entry may take part (its build meta; never a static page, which ships no React).
    if (swapScreens() && document.querySelector('meta[name="pb-swap"]')) swapWhenQuiet();
  }
  startFieldReportsWhenIdle(reads);
}

/**
 * The swap's chunk comes once the screen's own first seconds are over (ADR 0062): after `load`, when the
 * network has been quiet for a second, as for the field reports (the screen's data and the chunks that
 * draw it are in). On a slow link its bytes never compete with the figures, nor with the read a finger
 * starts; a tap before it loads a document, as every tap did before the swap.
 */
function swapWhenQuiet(): void {
  const install = () =>
    void import('./swap').then(
      (m) => m.installSwap(),
      () => undefined,
    );
  const afterLoad = () => quiet(install);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
