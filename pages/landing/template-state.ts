/**
 * The landing template's load state, shared by the registration form and the download page (its own
 * module, so `landing-page.tsx` and `download-view.tsx` do not import each other).
 */
import type { ChannelTemplate } from '../../shared/api/contract/youmi';
import type { ApiResult } from '../../shared/api/request';
import type { StoreUrls } from '../../shared/ui/store-links';
import { config } from '../../shared/config/config';
import { t } from '../../shared/i18n/t';
import { guardUrl } from '../../shared/security/safe-url';

export type TemplateState =
  | { status: 'none' | 'loading' }
  | { status: 'ready'; data: ChannelTemplate }
  /** The call failed on the way: the form stays, registration may still work. */
  | { status: 'error'; message: string }
  /** The backend answered with a code other than '00' (an ended or unknown promotion): its message, no form. */
  | { status: 'refused'; message: string };

export const TEMPLATE_NETWORK_ERROR = t('The promotion could not be loaded. Please check your connection.');
export const TEMPLATE_REFUSED = t('This promotion is not available.');

/** Spec §8 "Template fetch": code not '00' shows the server message; a network failure a text error. */
export function templateStateOf(res: ApiResult<ChannelTemplate>): TemplateState {
  if (res.success && res.data) return { status: 'ready', data: res.data };
  if (res.code === null) return { status: 'error', message: TEMPLATE_NETWORK_ERROR };
  return { status: 'refused', message: res.message || TEMPLATE_REFUSED };
}

/**
 * The store links: config's, except that a channel's own link (safe, contract D7) replaces the one of
 * its store, so a campaign's tracked App Store or Google Play link is kept.
 */
export function storeLinks(template: TemplateState): StoreUrls {
  const links = { ...config.stores };
  const own = template.status === 'ready' && template.data.downloadUrl ? guardUrl(template.data.downloadUrl) : null;
  if (own) {
    const host = new URL(own).hostname;
    if (host === 'apps.apple.com') links.appStoreUrl = own;
    else if (host === 'play.google.com') links.googlePlayUrl = own;
  }
  return links;
}
