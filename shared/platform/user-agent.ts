/**
 * In-app browsers of messaging apps (spec §1): pages inside Facebook, Messenger or WeChat need special
 * handling (no app store links, no native bridge), detected by user-agent tokens.
 */

export type MessagingApp = 'Facebook' | 'Messenger' | 'WeChat';

function currentUserAgent(): string {
  // No navigator during the build-time prerender on Node 20.
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/**
 * Which messaging app's in-app browser the page runs in, or null. Messenger is checked before Facebook
 * because its user agent carries the Facebook tokens too.
 * @example messagingAppName('… [FBAN/MessengerForiOS;FBAV/…]') // 'Messenger'
 * @example messagingAppName('… MicroMessenger/8.0.47 …') // 'WeChat'
 */
export function messagingAppName(ua: string = currentUserAgent()): MessagingApp | null {
  if (/MicroMessenger/i.test(ua)) return 'WeChat';
  // iOS Messenger: FBAN/MessengerForiOS; Android Messenger: FB_IAB/MESSENGER or FB_IAB/Orca-Android.
  if (/FBAN\/MessengerForiOS|FB_IAB\/MESSENGER|Orca/.test(ua)) return 'Messenger';
  if (/FBAN|FBAV|FB_IAB/.test(ua)) return 'Facebook';
  return null;
}

/**
 * True inside the in-app browser of Facebook, Messenger or WeChat.
 * @example isMessagingInAppBrowser('Mozilla/5.0 (iPhone…) [FBAN/FBIOS;FBAV/450.0…]') // true
 */
export function isMessagingInAppBrowser(ua: string = currentUserAgent()): boolean {
  return messagingAppName(ua) !== null;
}
