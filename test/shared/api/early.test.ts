import { afterEach, describe, expect, it, vi } from 'vitest';
import { loanPlayDetail, contractList } from '../../../shared/api/contract';
import { startEarlyCalls } from '../../../shared/api/early-start';
import type { EarlyCallSpec } from '../../../shared/api/early-start';
import { mergePageQuery, sessionHeaders } from '../../../shared/session/page-query';
import { HEADER_KEYS, readQuery } from '../../../shared/session/query';
import { SESSION_STORE } from '../../../shared/session/tab-session';

const SHARED = { mergePageQuery, sessionHeaders };
import { takeEarlyCall, toEndArgs } from '../../../shared/api/early';

afterEach(() => {
  delete window.__earlyCalls;
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('early calls', () => {
  it('the start script sends the declared call with the page query, headers and form body, under the key the helper computes', async () => {
    history.replaceState(null, '', '/repay-period.html?token=t&gather=g&orderId=4&productId=2');
    const fetchMock = vi.fn(async () => new Response('{"code":0,"data":{"x":1}}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyCalls(
      [
        {
          method: 'POST',
          path: loanPlayDetail.path,
          body: 'form',
          payload: {
            orderId: { query: 'orderId' },
            productId: { query: 'productId' },
            extra: { query: 'missing', when: 'present' },
          },
        },
      ],
      ['building', 'gather'],
      null,
      60_000,
      [],
      SHARED,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${loanPlayDetail.path}?token=t&gather=g&orderId=4&productId=2&product_id=2`);
    expect(init.body).toBe('orderId=4&productId=2');
    expect(init.headers).toMatchObject({
      gather: 'g',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const query = { token: 't', gather: 'g', orderId: '4', productId: '2', product_id: '2' };
    const adopted = takeEarlyCall(loanPlayDetail, query, { orderId: '4', productId: '2' }, undefined);
    expect(await adopted).toEqual({ err: null, res: { status: 200, body: { code: 0, data: { x: 1 } } } });
    // Taken once: a retry is a new call.
    expect(takeEarlyCall(loanPlayDetail, query, { orderId: '4', productId: '2' }, undefined)).toBeUndefined();
  });

  it('a GET puts its payload in the query; a different payload or an idempotency key is not adopted', () => {
    history.replaceState(null, '', '/x.html?productId=7');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    startEarlyCalls(
      [
        {
          method: 'GET',
          path: contractList.path,
          body: 'query',
          payload: { productId: { query: 'productId' }, scene: 3 },
        },
      ],
      [],
      null,
      60_000,
      [],
      SHARED,
    );
    const query = { productId: '7', product_id: '7', scene: 3 };
    expect(
      takeEarlyCall(contractList, { ...query, scene: 4 }, { productId: '7', scene: 4 }, undefined),
    ).toBeUndefined();
    expect(
      takeEarlyCall(contractList, query, { productId: '7', scene: 3 }, { 'Idempotency-Key': 'k' }),
    ).toBeUndefined();
    expect(takeEarlyCall(contractList, query, { productId: '7', scene: 3 }, undefined)).toBeDefined();
  });

  it("a field 'needed' sends nothing when the page query lacks the key (or it is blank): the page says what is missing", () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const spec: EarlyCallSpec[] = [
      { method: 'POST', path: '/needs', body: 'form', payload: { orderId: { query: 'orderId', when: 'needed' } } },
      { method: 'POST', path: '/other', body: 'form', payload: { x: { query: 'x', when: 'present' } } },
    ];
    for (const search of ['?token=t', '?token=t&orderId=', '?token=t&orderId=%20']) {
      history.replaceState(null, '', `/order.html${search}`);
      fetchMock.mockClear();
      startEarlyCalls(spec, [], null, 60_000, [], SHARED);
      expect(
        fetchMock.mock.calls.map((c) => String((c as unknown[])[0]).split('?')[0]),
        search,
      ).toEqual(['/other']);
    }
    history.replaceState(null, '', '/order.html?token=t&orderId=4');
    fetchMock.mockClear();
    startEarlyCalls(spec, [], null, 60_000, [], SHARED);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBe('orderId=4');
  });

  it('on a reload without session keys in the address bar, they come from the stored copy', () => {
    history.replaceState(null, '', '/x.html?orderId=4');
    sessionStorage.setItem('k', JSON.stringify({ token: 'stored' }));
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyCalls([{ method: 'POST', path: '/p', body: 'form', payload: {} }], [], 'k', 60_000, [], SHARED);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/p?orderId=4&token=stored');
  });

  it('a URL carrying only token takes none of the stored keys, in the start script as in the helper: the call is adopted', () => {
    // The stored copy of an earlier open of the tab, with headers the new open does not carry.
    sessionStorage.setItem(SESSION_STORE, JSON.stringify({ token: 'old', building: 'B-old', gather: 'G-old' }));
    history.replaceState(null, '', '/repay-period.html?token=new&orderId=4&productId=2');
    const fetchMock = vi.fn(async () => new Response('{"code":0,"data":{}}'));
    vi.stubGlobal('fetch', fetchMock);
    const spec: EarlyCallSpec[] = [
      {
        method: 'POST',
        path: loanPlayDetail.path,
        body: 'form',
        payload: { orderId: { query: 'orderId', when: 'needed' }, productId: { query: 'productId' } },
      },
    ];
    startEarlyCalls(spec, [...HEADER_KEYS], SESSION_STORE, 60_000, [], SHARED);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).not.toContain('old');
    expect(Object.keys(init.headers as Record<string, string>)).not.toContain('building');
    // The helper's own reading of the same page finds the call.
    const query = readQuery();
    expect(query).toEqual({ token: 'new', orderId: '4', productId: '2', product_id: '2' });
    expect(takeEarlyCall(loanPlayDetail, query, { orderId: '4', productId: '2' }, undefined)).toBeDefined();
  });

  it('a header the engine refuses leaves the call to the helper', () => {
    history.replaceState(null, '', '/x.html?gather=%E5%90%8D');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('not ISO-8859-1');
      }),
    );
    expect(() =>
      startEarlyCalls(
        [{ method: 'POST', path: '/p', body: 'form', payload: {} }],
        ['gather'],
        null,
        60_000,
        [],
        SHARED,
      ),
    ).not.toThrow();
    expect(window.__earlyCalls?.take('POST', '/p', { gather: '名' }, {})).toBeUndefined();
  });

  it('maps statuses like superagent: 2xx is a response, others an error carrying the response', () => {
    expect(toEndArgs({ status: 401, text: 'denied' }).err).toMatchObject({
      status: 401,
      response: { status: 401, body: undefined },
    });
    expect(toEndArgs({ status: 500, text: '{"code":1}' }).err?.response?.body).toEqual({ code: 1 });
  });
});
