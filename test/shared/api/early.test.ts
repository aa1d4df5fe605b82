import { afterEach, describe, expect, it, vi } from 'vitest';
import { loanPlayDetail, contractList } from '../../../shared/api/contract';
import { earlyRequest, HANDOFF_KEY, HANDOFF_MS } from '../../../shared/api/early-start';
import { startEarlyCalls } from '../../../shared/api/start-calls';
import type { EarlyCallSpec } from '../../../shared/api/early-start';
import { firstPayload } from '../../../shared/api/early';
import { firstCall, fromQuery } from '../../../shared/api/first-call';
import { HTTP_TIMEOUT_MS } from '../../../shared/api/wire';
import { readQuery } from '../../../shared/session/query';
import { SESSION_STORE } from '../../../shared/session/tab-session';

afterEach(() => {
  delete window.__earlyCalls;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('early calls', () => {
  it('the start script sends the declared call with the page query, headers and form body, and hands the page its payload with the answer', async () => {
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
      [],
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    // The payload's keys travel once, in the body (D34): the page query's copies stay out of the query string.
    expect(url).toBe(`${loanPlayDetail.path}?token=t&gather=g`);
    expect(init.body).toBe('orderId=4&productId=2');
    expect(init.headers).toEqual({
      gather: 'g',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const adopted = window.__earlyCalls?.take('POST', loanPlayDetail.path);
    // The payload as sent, computed once: the page sends nothing of its own for this call.
    expect(adopted?.payload).toEqual({ orderId: '4', productId: '2' });
    expect(await adopted?.response).toEqual({ status: 200, text: '{"code":0,"data":{"x":1}}' });
    // Taken once: a retry is a new call.
    expect(window.__earlyCalls?.take('POST', loanPlayDetail.path)).toBeUndefined();
  });

  it('a GET puts its payload in the query, without a body', () => {
    history.replaceState(null, '', '/x.html?productId=7');
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
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
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${contractList.path}?productId=7&scene=3`);
    expect(init).toMatchObject({ method: 'GET', body: undefined });
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(window.__earlyCalls?.take('GET', contractList.path)?.payload).toEqual({ productId: '7', scene: 3 });
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
      startEarlyCalls(spec, []);
      expect(
        fetchMock.mock.calls.map((c) => String((c as unknown[])[0]).split('?')[0]),
        search,
      ).toEqual(['/other']);
    }
    history.replaceState(null, '', '/order.html?token=t&orderId=4');
    fetchMock.mockClear();
    startEarlyCalls(spec, []);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBe('orderId=4');
  });

  it('a page opened from a session-carrying referrer without a token sends nothing: it takes the session on mount first (D17)', () => {
    history.replaceState(null, '', '/complaint-list.html');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/complaint.html?token=t1`);
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyCalls([{ method: 'POST', path: '/p', body: 'form', payload: {} }], []);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__earlyCalls?.take('POST', '/p')).toBeUndefined();
    // With its own token, the same page starts its call.
    history.replaceState(null, '', '/complaint-list.html?token=t1');
    startEarlyCalls([{ method: 'POST', path: '/p', body: 'form', payload: {} }], []);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('on a reload without session keys in the address bar, they come from the stored copy', () => {
    history.replaceState(null, '', '/x.html?orderId=4');
    sessionStorage.setItem(SESSION_STORE, JSON.stringify({ token: 'stored', building: 'B' }));
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyCalls([{ method: 'POST', path: '/p', body: 'form', payload: {} }], []);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/p?orderId=4&token=stored&building=B');
    expect(init.headers).toMatchObject({ building: 'B' });
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
    startEarlyCalls(spec, []);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).not.toContain('old');
    expect(Object.keys(init.headers as Record<string, string>)).not.toContain('building');
    // The helper's own reading of the same page agrees, and the page takes the call.
    const query = readQuery();
    expect(query).toEqual({ token: 'new', orderId: '4', productId: '2', product_id: '2' });
    expect(window.__earlyCalls?.take('POST', loanPlayDetail.path)).toBeDefined();
  });

  it('a session header outside Latin-1, or a request the engine refuses, leaves the call to the helper', () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    history.replaceState(null, '', '/x.html?gather=%E5%90%8D');
    startEarlyCalls([{ method: 'POST', path: '/p', body: 'form', payload: {} }], []);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__earlyCalls?.take('POST', '/p')).toBeUndefined();

    history.replaceState(null, '', '/x.html?gather=g');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('refused');
      }),
    );
    expect(() => startEarlyCalls([{ method: 'POST', path: '/p', body: 'form', payload: {} }], [])).not.toThrow();
    expect(window.__earlyCalls?.take('POST', '/p')).toBeUndefined();
  });

  it("aborts an early call at the helper's deadline, and preloads the readers chunk beside the calls", () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/x.html?token=t');
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }),
    );
    startEarlyCalls([{ method: 'POST', path: '/p', body: 'form', payload: {} }], ['/assets/schemas-A1.js']);
    vi.advanceTimersByTime(HTTP_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.getAttribute('href')).toBe('/assets/schemas-A1.js');
    expect(link?.crossOrigin).toBe('');
  });
});

/** One payload, computed once (ADR 0048): the page sends its first call with the start script's payload. */
describe('the page takes its first call from the start script', () => {
  const orderCall = firstCall(loanPlayDetail, {
    orderId: fromQuery('orderId', 'needed'),
    productId: fromQuery('productId'),
  });

  it("with the start script's payload and answer; without one, computed from the declaration", async () => {
    history.replaceState(null, '', '/repay-period.html?token=t&orderId=4&productId=2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":0}')),
    );
    startEarlyCalls(
      [{ method: 'POST', path: loanPlayDetail.path, body: 'form', payload: { ...orderCall.payload } }],
      [],
    );
    const first = firstPayload(orderCall, readQuery());
    expect(first.payload).toEqual({ orderId: '4', productId: '2' });
    expect(await first.early).toEqual({ status: 200, text: '{"code":0}' });
    // A reload: nothing in flight, the page computes it.
    expect(firstPayload(orderCall, readQuery())).toEqual({ payload: { orderId: '4', productId: '2' } });
  });

  it('shouts in development when the start script sent another payload than the page would compute', () => {
    history.replaceState(null, '', '/repay-period.html?token=t&orderId=4');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.__earlyCalls = {
      take: () => ({ payload: { orderId: '5' }, response: Promise.resolve({ status: 200, text: '{}' }) }),
    };
    expect(firstPayload(orderCall, readQuery()).payload).toEqual({ orderId: '5' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the start script sent {"orderId":"5"}'));
    error.mockRestore();
  });
});

/** The answer the previous page asked for when the finger landed (ADR 0048, `shared/app/next-start.ts`). */
describe('an answer handed over by the previous page', () => {
  const spec: EarlyCallSpec[] = [
    { method: 'POST', path: '/p', body: 'form', payload: { orderId: { query: 'orderId', when: 'needed' } } },
  ];
  // The identity as the previous page computes it: the same function as the start script.
  const idFor = (search: string) => earlyRequest(spec[0], readQuery(`?${search}`))?.id ?? '';

  it('is adopted once, with nothing sent, when it is this very call and fresh', async () => {
    const id = idFor('token=t&orderId=4');
    history.replaceState(null, '', '/x.html?token=t&orderId=4');
    sessionStorage.setItem(
      HANDOFF_KEY,
      JSON.stringify({ id, at: Date.now(), status: 200, text: '{"code":0,"data":7}' }),
    );
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyCalls(spec, []);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await window.__earlyCalls?.take('POST', '/p')?.response).toEqual({
      status: 200,
      text: '{"code":0,"data":7}',
    });
    expect(sessionStorage.getItem(HANDOFF_KEY)).toBeNull();
  });

  it('is never adopted for another order or session, or after its time, and is removed all the same', () => {
    const id = idFor('token=t&orderId=4');
    for (const [search, at] of [
      ['token=t&orderId=5', Date.now()],
      ['token=other&orderId=4', Date.now()],
      ['token=t&orderId=4', Date.now() - HANDOFF_MS],
    ] as const) {
      history.replaceState(null, '', `/x.html?${search}`);
      sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({ id, at, status: 200, text: '{"stale":1}' }));
      const fetchMock = vi.fn(async () => new Response('{}'));
      vi.stubGlobal('fetch', fetchMock);
      startEarlyCalls(spec, []);
      expect(fetchMock, search).toHaveBeenCalledTimes(1);
      expect(sessionStorage.getItem(HANDOFF_KEY), search).toBeNull();
    }
  });
});
