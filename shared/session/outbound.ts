/**
 * Server URLs that leave the page (contract D18): the page query goes only to our origin and to the
 * configured partner hosts. Apart from query.ts so the pages that never leave do not load it.
 */
import { config, isDevelopment } from '../config/config';
import { appendQuery, readQuery } from './query';

/**
 * Whether a URL on another origin may receive the page query: its host is on `config.partnerHosts` and it
 * is `https:` (any scheme in development), so the session never crosses the network in clear (contract D18).
 */
export function isPartnerUrl(url: URL): boolean {
  // URL.hostname is lower case; config.partnerHosts is compared as written (lower case, see config.ts).
  return config.partnerHosts.includes(url.hostname) && (url.protocol === 'https:' || isDevelopment());
}

/**
 * Appends the page query to a (guarded) server URL. Same-origin URLs and partner hosts get all of it;
 * any other origin gets none of it, so no key the shell put in the page URL (`token`, `userToken`, `sign`,
 * a phone…) ever reaches a third party (contract D18).
 * @example withCommonQuery('https://unknown.example/x?a=1') // 'https://unknown.example/x?a=1'
 */
export function withCommonQuery(url: string, base: string = location.href): string {
  const target = new URL(url, base);
  if (target.origin !== new URL(base).origin && !isPartnerUrl(target)) return url;
  return appendQuery(url, readQuery());
}
