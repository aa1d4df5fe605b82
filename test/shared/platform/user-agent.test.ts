import { describe, expect, it, vi, afterEach } from 'vitest';
import { isMessagingInAppBrowser, messagingAppName } from '../../../shared/platform/user-agent';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('messagingAppName', () => {
  it.each([
    [
      'Facebook on iOS',
      `${IPHONE} [FBAN/FBIOS;FBAV/460.0.0.42.107;FBBV/598452180;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]`,
      'Facebook',
    ],
    ['Facebook on Android', `${ANDROID} [FB_IAB/FB4A;FBAV/459.0.0.48.109;]`, 'Facebook'],
    ['a token FBAV alone', `${IPHONE} FBAV/1`, 'Facebook'],
    ['a token FBAN alone', `${IPHONE} [FBAN/FBIOS]`, 'Facebook'],
    ['a token FB_IAB alone', `${ANDROID} [FB_IAB/FB4A]`, 'Facebook'],
    [
      'Messenger on iOS',
      `${IPHONE} LightSpeed [FBAN/MessengerLiteForiOS;FBAV/450.0;FBBV/1] [FBAN/MessengerForiOS;FBAV/450.0]`,
      'Messenger',
    ],
    ['Messenger on Android', `${ANDROID} [FB_IAB/Orca-Android;FBAV/453.0.0.31.106;]`, 'Messenger'],
    ['Messenger as FB_IAB/MESSENGER', `${ANDROID} [FB_IAB/MESSENGER;FBAV/430.0.0.23.113;]`, 'Messenger'],
    ['WeChat on iOS', `${IPHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/en`, 'WeChat'],
    [
      'WeChat on Android',
      `${ANDROID} XWEB/1160117 MMWEBSDK/20240301 MMWEBID/2585 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin`,
      'WeChat',
    ],
  ])('recognises %s', (_label, ua, app) => {
    expect(messagingAppName(ua)).toBe(app);
    expect(isMessagingInAppBrowser(ua)).toBe(true);
  });

  it.each([
    ['Safari on iPhone', `${IPHONE} Version/17.4 Safari/604.1`],
    ['the app shell WKWebView', IPHONE],
    ['Chrome on Android', ANDROID],
    ['Instagram', `${IPHONE} Instagram 330.0.3.19.91 (iPhone15,2; iOS 17_4; en_US)`],
    ['an empty user agent', ''],
  ])('returns null and false for %s', (_label, ua) => {
    expect(messagingAppName(ua)).toBeNull();
    expect(isMessagingInAppBrowser(ua)).toBe(false);
  });

  it('reads navigator.userAgent by default', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${IPHONE} MicroMessenger/8.0.47`);
    expect(messagingAppName()).toBe('WeChat');
    expect(isMessagingInAppBrowser()).toBe(true);
  });
});
