/**
 * Opening another page of ours (issue 21 point 2): the page is asked for first (`canOpen`), so offline,
 * or when it does not arrive, the borrower stays where they are, sees the network message with the
 * action still there, and the same tap works once the connection is back; never the browser's error
 * page with no way back into the app. Every screen's opening goes through here: buttons
 * (`openInFlow`, `replaceInFlow`, `followServerUrl`) and links (`watchFlowLinks(openLink)`, installed by
 * `mount()` and the static pages' script). It lives in `app` because it joins platform and feedback.
 */
import { NETWORK_ERROR_MESSAGE } from '../feedback/messages';
import { toast } from '../feedback/toast';
import { navigateInFlow } from '../platform/flow-depth';
import { canOpen } from '../platform/reach';

async function open(url: string, replace: boolean): Promise<boolean> {
  if (!(await canOpen(url))) {
    toast(NETWORK_ERROR_MESSAGE);
    return false;
  }
  navigateInFlow(url, replace);
  return true;
}

/**
 * Opens another page in this web view, one page deeper (back returns here), once it answers; resolves
 * true when the page is being left, false when the borrower stays (told why).
 * @example await openInFlow(entryUrl('repay-period'));
 */
export const openInFlow = (url: string): Promise<boolean> => open(url, false);

/**
 * Replaces this page with another at the same depth, once it answers, as `openInFlow`.
 * @example await replaceInFlow(entryUrl('order', { orderId }));
 */
export const replaceInFlow = (url: string): Promise<boolean> => open(url, true);

/** What a tapped link of ours does: `openInFlow`. */
export function openLink(href: string): void {
  void openInFlow(href);
}
