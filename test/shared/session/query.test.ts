import { afterEach, describe, expect, it } from 'vitest';
import { appendQuery, entryUrl, readQuery, toQueryString, withCommonQuery } from '../../../shared/session/query';

afterEach(() => history.replaceState(null, '', '/'));

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
    expect(entryUrl('repay-period', { source: 'loanDetail' })).toBe('/repay-period.html?token=t&orderId=5&source=loanDetail');
  });

  it('withCommonQuery gives the session to the same origin only (D7)', () => {
    history.replaceState(null, '', '/order.html?token=t&building=b&productId=5');
    const base = 'https://app.example.ph/order.html?token=t&building=b&productId=5';
    expect(withCommonQuery('/pay.html', base)).toBe('/pay.html?token=t&building=b&productId=5&product_id=5');
    const external = withCommonQuery('https://partner.example/w?x=1', base);
    expect(external).toBe('https://partner.example/w?x=1&productId=5&product_id=5');
    expect(external).not.toContain('token');
  });
});
