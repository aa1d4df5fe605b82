import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryUrl, readQuery } from '../../../shared/session/query';
import { hideSessionKeys, isSessionKey } from '../../../shared/session/hide-session';
import { SESSION_STORE, storedSession } from '../../../shared/session/tab-session';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('session keys out of the address bar (ASVS 14.2.1)', () => {
  it("knows the spec's session keys and token-like extras, and leaves screen parameters alone", () => {
    for (const key of [
      'token',
      'building',
      'gather',
      'swift',
      'eyes',
      'userToken',
      'accessToken',
      'sign',
      'phone',
      'sessionId',
    ]) {
      expect(isSessionKey(key), key).toBe(true);
    }
    for (const key of ['orderId', 'productId', 'product_id', 'problemId', 'source', 'orderNo', 'isDelay', 'from']) {
      expect(isSessionKey(key), key).toBe(false);
    }
  });

  it('hides the session keys from the URL, keeps the rest, the hash and the history state', () => {
    history.replaceState({ step: 2 }, '', '/order.html?token=t&orderId=5&userToken=u&sign=s#top');
    hideSessionKeys();
    expect(location.pathname + location.search + location.hash).toBe('/order.html?orderId=5#top');
    expect(history.state).toEqual({ step: 2 });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORE) ?? '')).toEqual({ token: 't', userToken: 'u', sign: 's' });
  });

  it('a path that reads as another host (`//host/…`) keeps its origin and loses the keys (ADR 0047)', () => {
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    const origin = location.origin;
    happyDOM.setURL(`${origin}//evil.example/x?token=t&orderId=5`);
    hideSessionKeys();
    expect(location.href).toBe(`${origin}//evil.example/x?orderId=5`);
    happyDOM.setURL(`${origin}/`);
  });

  it('a link between entries reads the same before and after the keys leave the address bar (ADR 0051)', () => {
    // The document a finger's touch fetches (from the link as rendered) is the one the tap navigates to
    // (the link computed after the keys were hidden): one URL, so the HTTP cache serves it.
    history.replaceState(null, '', '/order.html?token=t&orderId=5&productId=2&building=b&userToken=u');
    const before = entryUrl('repay-period', { source: 'loanDetail' });
    hideSessionKeys();
    expect(entryUrl('repay-period', { source: 'loanDetail' })).toBe(before);
    expect(before).toBe(
      '/repay-period.html?source=loanDetail&orderId=5&productId=2&userToken=u&product_id=2&token=t&building=b',
    );
  });

  it('readQuery, calls and entry links still carry them; a reload (same URL, same tab) restores them', () => {
    history.replaceState(null, '', '/order.html?token=t&orderId=5&building=b');
    hideSessionKeys();
    expect(readQuery()).toEqual({ orderId: '5', token: 't', building: 'b' });
    expect(new URL(entryUrl('repay-period'), location.href).searchParams.get('token')).toBe('t');
    // A reload: the stripped URL, the same tab storage, nothing to hide any more.
    hideSessionKeys();
    expect(location.search).toBe('?orderId=5');
    expect(readQuery().token).toBe('t');
  });

  it('a URL with its own session keys replaces what the tab remembered, at once and after hiding', () => {
    sessionStorage.setItem(SESSION_STORE, JSON.stringify({ token: 'old', userToken: 'old-u' }));
    history.replaceState(null, '', '/order.html?token=new&orderId=5');
    expect(readQuery()).toEqual({ token: 'new', orderId: '5' });
    hideSessionKeys();
    expect(JSON.parse(storedSession() ?? '')).toEqual({ token: 'new' });
    expect(readQuery()).toEqual({ orderId: '5', token: 'new' });
  });

  it('keeps the keys in the URL when the tab cannot store them, so a reload keeps the session', () => {
    // Storage switched off: the getter itself throws, as in some private modes.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    history.replaceState(null, '', '/order.html?token=t&orderId=5');
    hideSessionKeys();
    expect(location.search).toBe('?token=t&orderId=5');
    expect(readQuery().token).toBe('t');
  });

  it('ignores a damaged store', () => {
    history.replaceState(null, '', '/order.html?orderId=5');
    for (const damaged of ['{"token":', 'null', '[1]', '"t"', '7']) {
      sessionStorage.setItem(SESSION_STORE, damaged);
      expect(readQuery(), damaged).toEqual({ orderId: '5' });
    }
  });
});
