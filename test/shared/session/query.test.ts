import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../shared/config/config';
import { isPartnerUrl, withCommonQuery } from '../../../shared/session/outbound';
import { appendQuery, entryUrl, readQuery, toQueryString } from '../../../shared/session/query';
import { SESSION_STORE } from '../../../shared/session/tab-session';

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

  // Contract D22: the URL's own keys win; the page's keys only fill what it lacks.
  it.each([
    [
      'a link of another product keeps its own productId',
      '/loan-confirm.html?productId=1',
      { productId: '2', product_id: '2', orderId: '2', token: 't' },
      '/loan-confirm.html?productId=1&product_id=1&orderId=2&token=t',
    ],
    [
      'product_id on the link stands for productId too',
      '/bind-bank.html?product_id=1',
      { productId: '2', product_id: '2' },
      '/bind-bank.html?product_id=1&productId=1',
    ],
    [
      'a link of another order keeps its own orderId',
      '/order.html?orderId=9',
      { orderId: '2', token: 't' },
      '/order.html?orderId=9&token=t',
    ],
    ["an empty own value still counts as the link's", '/order.html?orderId=', { orderId: '2' }, '/order.html?orderId='],
    ['repeated own keys stay as written', '/x.html?a=1&a=2', { a: '3', b: '4' }, '/x.html?a=1&a=2&b=4'],
    [
      'the hash stays after the query',
      '/landing.html?id=1#/downloadTemplate?x=1',
      { id: '2', token: 't' },
      '/landing.html?id=1&token=t#/downloadTemplate?x=1',
    ],
    [
      'a link without a query gets the page query',
      '/order.html',
      { token: 't', b: 'x y' },
      '/order.html?token=t&b=x+y',
    ],
    [
      "nothing to add leaves the server's link as written",
      'https://pay.example/p?sig=a%2Fb',
      { sig: 'c' },
      'https://pay.example/p?sig=a%2Fb',
    ],
    ['undefined values add nothing', '/x.html?a=1&', { b: undefined }, '/x.html?a=1&'],
  ])('appendQuery: %s (D22)', (_name, url, query, expected) => {
    expect(appendQuery(url, query)).toBe(expected);
  });

  it('toQueryString leaves undefined out', () => {
    expect(toQueryString({ a: '1', skip: undefined })).toBe('a=1');
  });

  it("entryUrl: the link's own keys first, then the page query it lacks, its session keys last", () => {
    history.replaceState(null, '', '/order.html?token=t&orderId=5');
    expect(entryUrl('repay-period', { source: 'loanDetail' })).toBe(
      '/repay-period.html?source=loanDetail&orderId=5&token=t',
    );
  });

  it("entryUrl: an own productId replaces both of the page's mirrored keys; undefined drops a page key", () => {
    history.replaceState(null, '', '/legacy-repay.html?token=t&orderId=5&product_id=2');
    const url = new URL(entryUrl('order', { orderId: 7, productId: 3 }), 'https://x.ph');
    expect(Object.fromEntries(url.searchParams)).toEqual({ orderId: '7', productId: '3', product_id: '3', token: 't' });
    expect(entryUrl('complaint-list', { orderId: undefined })).toBe(
      '/complaint-list.html?product_id=2&productId=2&token=t',
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

describe('entryUrl to a page that needs no session', () => {
  it('{ session: false } leaves out the keys this tab keeps hidden and the spec session keys, and keeps the screen keys', () => {
    // After the page hid its session (hide-session.ts): the address bar has only the screen's keys.
    sessionStorage.setItem(SESSION_STORE, JSON.stringify({ token: 't', userToken: 'u', building: 'B' }));
    history.replaceState(null, '', '/repay-period.html?orderId=4&productId=2');
    const url = new URL(entryUrl('pay-guide', {}, { session: false }), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ orderId: '4', productId: '2', product_id: '2' });
    expect(new URL(entryUrl('pay-guide'), 'http://x').searchParams.get('token')).toBe('t');
    // Before it did: the spec's session keys still in the address bar stay out too.
    history.replaceState(null, '', '/repay-period.html?token=t&gather=G&orderId=4');
    expect(new URL(entryUrl('pay-guide', {}, { session: false }), 'http://x').search).toBe('?orderId=4');
    history.replaceState(null, '', '/');
    sessionStorage.clear();
  });
});
