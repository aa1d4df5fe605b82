import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, post, STATES, YOUMI } from '../../../shared/api/contract/endpoint';
import { fields, int, opt, text } from '../../../shared/api/contract/sends';
import { callHeaders, callQuery, sendAndForget, sessionQuery } from '../../../shared/api/wire';
import { isLoadingVisible, resetLoading } from '../../../shared/feedback/loading';
import { dismissToast } from '../../../shared/feedback/toast';

export const pingSends = fields({ a: int(), b: opt(text()) });
const ping = post<typeof pingSends, { ok: boolean }>(`${STATES}/ping`);
export const visitSends = fields({ user_from: opt(text()), utm_tag: opt(text()), page_id: opt(text()) });
const visit = get<typeof visitSends, null>(`${YOUMI}/promotion/track-visit`);

function toastText(): string {
  return [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '').join('|');
}

beforeEach(() => {
  history.replaceState(null, '', '/order.html?token=t1&productId=7&building=B1&gather=G1&swift=S1&eyes=E1&utm=x');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetLoading();
  dismissToast();
  document.body.innerHTML = '';
});

describe('what every call carries (one place decides it, ADR 0037)', () => {
  it('the session query is the page query with its session keys, as a copy the caller may extend', () => {
    const page = { token: 't1', productId: '7' };
    const query = sessionQuery(page);
    expect(query).toEqual({ token: 't1', productId: '7' });
    query.x = '1';
    expect(page).toEqual({ token: 't1', productId: '7' });
    expect(sessionQuery()).toMatchObject({ token: 't1', productId: '7', product_id: '7', gather: 'G1', utm: 'x' });
  });

  it("leaves out of the page query every key the call's own payload sends, productId and product_id as one (D34)", () => {
    const page = { token: 't1', productId: '7', product_id: '7', user_from: 'fb', utm_tag: 'a' };
    expect(sessionQuery(page, { user_from: 'ig', utm_tag: undefined })).toEqual({
      token: 't1',
      productId: '7',
      product_id: '7',
      utm_tag: 'a',
    });
    expect(sessionQuery(page, { product_id: '9' })).toEqual({ token: 't1', user_from: 'fb', utm_tag: 'a' });
    expect(sessionQuery(page, { productId: '9' })).toEqual({ token: 't1', user_from: 'fb', utm_tag: 'a' });
    const multipart = new FormData();
    multipart.append('productId', '9');
    expect(sessionQuery(page, multipart)).toEqual({ token: 't1', user_from: 'fb', utm_tag: 'a' });
    // A GET's payload joins the query; a POST's goes in the body, and the page's copy stays out of both.
    expect(callQuery('query', page, { user_from: 'ig' })).toEqual({ ...page, user_from: 'ig' });
    expect(callQuery('form', page, { productId: '9' })).toEqual({ token: 't1', user_from: 'fb', utm_tag: 'a' });
  });

  it("the headers mark the call as ours and carry the query's session keys, and no other key", () => {
    expect(callHeaders({ gather: 'G', token: 't', eyes: '' })).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      gather: 'G',
    });
    expect(callHeaders()).toMatchObject({ building: 'B1', gather: 'G1', swift: 'S1', eyes: 'E1' });
  });
});

describe('sendAndForget (a tracking event, ADR 0027)', () => {
  it("sends with keepalive and the helper's query, headers and form body, and returns at once", () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    expect(sendAndForget(ping, { a: 30, b: undefined })).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const sentUrl = new URL(url, 'http://x');
    expect(sentUrl.pathname).toBe('/states/ping');
    expect(Object.fromEntries(sentUrl.searchParams)).toEqual({
      token: 't1',
      productId: '7',
      product_id: '7',
      building: 'B1',
      gather: 'G1',
      swift: 'S1',
      eyes: 'E1',
      utm: 'x',
    });
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(String(init.body)).toBe('a=30');
    expect(init.headers).toMatchObject({ building: 'B1', gather: 'G1', swift: 'S1', eyes: 'E1' });
    expect(isLoadingVisible()).toBe(false);
  });

  it("sends each key once: the landing's own source wins over the page query's (D34)", () => {
    history.replaceState(null, '', '/landing.html?user_from=fb&utm_tag=a&app_from=x');
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    sendAndForget(visit, { user_from: 'fb2', utm_tag: 'b', page_id: 'p' });
    const sentUrl = new URL(fetchMock.mock.calls[0]![0], 'http://x');
    expect([...sentUrl.searchParams]).toEqual([
      ['app_from', 'x'],
      ['user_from', 'fb2'],
      ['utm_tag', 'b'],
      ['page_id', 'p'],
    ]);
  });

  it('a call that fails, or cannot start, is dropped without a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    sendAndForget(ping, { a: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('refused');
      }),
    );
    sendAndForget(ping, { a: 1 });
    await Promise.resolve();
    await Promise.resolve();
    expect(toastText()).toBe('');
  });
});
