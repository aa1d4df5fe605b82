/**
 * Opening another page of ours (ADR 0027): the navigation starts in the same task as the tap, with no
 * request before it. Only a device that says it is offline (`offline()`) keeps the borrower where they
 * are, with the network message and the control still there, so the same tap works once the connection
 * is back; never the browser's error page with no way back into the app. Another origin's page (a
 * provider's `payUrl`) is followed at once. Every screen's opening goes through here: buttons
 * (`openInFlow`, `replaceInFlow`, `followServerUrl`) and links (`watchFlowLinks(openLink)`, installed by
 * `mount()` and the static pages' script), the links under the tap guard (`guardTap`). It lives in `app`
 * because it joins platform and feedback.
 */
import { NETWORK_ERROR_MESSAGE } from '../feedback/messages';
import { toast } from '../feedback/toast';
import { navigateInFlow } from '../platform/flow-depth';
import { offline } from '../platform/reach';
import { guardTap } from '../platform/tap-guard';

function open(url: string, replace: boolean): boolean {
  let ours = true;
  try {
    ours = new URL(url, location.href).origin === location.origin;
  } catch {
    // Not a URL the browser could follow either: the navigation below fails the same way it would.
  }
  if (ours && offline()) {
    toast(NETWORK_ERROR_MESSAGE);
    return false;
  }
  navigateInFlow(url, replace);
  return true;
}

/**
 * Opens another page in this web view, one page deeper (back returns here), at once; returns true when
 * the page is being left, false when the borrower stays (offline: told so).
 * @example if (!openInFlow(entryUrl('repay-period'))) unlock();
 */
export const openInFlow = (url: string): boolean => open(url, false);

/**
 * Replaces this page with another at the same depth, at once, as `openInFlow`.
 * @example replaceInFlow(entryUrl('order', { orderId }));
 */
export const replaceInFlow = (url: string): boolean => open(url, true);

/**
 * What a tapped link of ours does: `openInFlow` under the tap guard, the link marked busy; a second tap
 * while the page is on its way out does nothing.
 */
export function openLink(href: string, link?: Element): void {
  void guardTap(link, () => openInFlow(href));
}
