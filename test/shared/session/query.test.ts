import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../shared/config/config';
import { isPartnerUrl, withCommonQuery } from '../../../shared/session/outbound';
import { appendQuery, entryUrl, readQuery, toQueryString } from '../../../shared/session/query';

afterEach(() => {
  history.replaceState(null, '', '/');
  config.partnerHosts = [];
  vi.unstubAllEnvs();
});

describe('page query', () => {
  it('reads the first value of each key and mirrors productId into product_id', () => {
    expect(readQuery('?productId=7&token=t&token=u')).toEqual({ productId: '7', product_id: '7', token: 't' });
  });

  it('mirrors product_id into productId', () => {
    expect(readQuery('?product_id=3')).toEqual({ product_id: '3', productId: '3' });
  });

  it('appendQuery keeps the hash and overrides existing keys', () => {
    expect(appendQuery('/order.html?a=1&b=2#x', { b: 3, c: 'd e' })).toBe('/order.html?a=1&b=3&c=d+e#x');
    expect(toQueryString({ a: '1', skip: undefined })).toBe('a=1');
  });

  it('entryUrl carries the whole page query plus extras', () => {
    history.replaceState(null, '', '/order.html?token=t&orderId=5');
    expect(entryUrl('repay-period', { source: 'loanDetail' })).toBe(
      '/repay-period.html?token=t&orderId=5&source=loanDetail',
    );
  });

  // The shell may put any key in the page URL; a token-like one the code has never heard of included.
  const PAGE = '/order.html?token=t&building=b&productId=5&userToken=u1&accessToken=a1&sign=s1&phone=09171234567';
  const BASE = `https://app.example.ph${PAGE}`;

  it('withCommonQuery gives the same origin every key of the page query (D18)', () => {
    history.replaceState(null, '', PAGE);
    const url = new URL(withCommonQuery('/pay.html?x=1', BASE), BASE);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      token: 't',
      building: 'b',
      productId: '5',
      product_id: '5',
      userToken: 'u1',
      accessToken: 'a1',
      sign: 's1',
      phone: '09171234567',
    });
  });

  it('withCommonQuery gives another origin none of the page query, token-like extras included (D18)', () => {
    history.replaceState(null, '', PAGE);
    expect(withCommonQuery('https://partner.example/w?x=1#k', BASE)).toBe('https://partner.example/w?x=1#k');
    // Same host name, other port or scheme: another origin.
    expect(withCommonQuery('https://app.example.ph:8443/w', BASE)).toBe('https://app.example.ph:8443/w');
    expect(withCommonQuery('http://app.example.ph/w', BASE)).toBe('http://app.example.ph/w');
  });

  it('withCommonQuery gives a configured partner host the whole query, over https only outside development', () => {
    history.replaceState(null, '', PAGE);
    config.partnerHosts = ['partner.example'];
    const partner = new URL(withCommonQuery('https://PARTNER.example/w', BASE));
    expect(partner.searchParams.get('userToken')).toBe('u1');
    expect(partner.searchParams.get('sign')).toBe('s1');
    expect(withCommonQuery('https://evil.partner.example/w', BASE)).toBe('https://evil.partner.example/w');
    expect(withCommonQuery('https://partner.example.evil.ph/w', BASE)).toBe('https://partner.example.evil.ph/w');
    vi.stubEnv('DEV', false);
    expect(isPartnerUrl(new URL('http://partner.example/w'))).toBe(false);
    expect(withCommonQuery('http://partner.example/w', BASE)).toBe('http://partner.example/w');
    expect(isPartnerUrl(new URL('https://partner.example/w'))).toBe(true);
  });
});
