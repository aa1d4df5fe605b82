import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInFlow, replaceInFlow } from '../../../shared/app/open-page';
import { dismissToast } from '../../../shared/feedback/toast';
import { NETWORK_ERROR_MESSAGE } from '../../../shared/feedback/messages';

const nav = { assign: vi.fn(), replace: vi.fn() };

function toastText(): string {
  return [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '').join('|');
}

beforeEach(() => {
  nav.assign.mockReset();
  nav.replace.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: 'http://app.test/order.html?orderId=4',
    origin: 'http://app.test',
    pathname: '/order.html',
    search: '?orderId=4',
    assign: nav.assign,
    replace: nav.replace,
  } as unknown as Location);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  dismissToast();
});

describe('opening another page of ours (issue 21 point 2)', () => {
  it('asks for the page with HEAD first, then leaves', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await openInFlow('/repay-period.html?orderId=4')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://app.test/repay-period.html?orderId=4',
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(nav.assign).toHaveBeenCalledWith('/repay-period.html?orderId=4');
    expect(await replaceInFlow('/order.html?orderId=5')).toBe(true);
    expect(nav.replace).toHaveBeenCalledWith('/order.html?orderId=5');
  });

  it('offline, or when the page does not arrive, stays and says so; the same tap works once it does', async () => {
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!up) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 200 });
      }),
    );
    expect(await openInFlow('/repay-period.html')).toBe(false);
    expect(nav.assign).not.toHaveBeenCalled();
    expect(toastText()).toBe(NETWORK_ERROR_MESSAGE);
    up = true;
    expect(await openInFlow('/repay-period.html')).toBe(true);
    expect(nav.assign).toHaveBeenCalledTimes(1);
  });

  it('a gateway error is no page either; navigator.onLine false needs no request', async () => {
    const fetchMock = vi.fn(async () => new Response('<h1>502</h1>', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await replaceInFlow('/order.html')).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockClear();
    expect(await openInFlow('/order.html')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(nav.assign).not.toHaveBeenCalled();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it("another origin's page (a provider's) is not ours to ask: followed at once", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await openInFlow('https://pay.example.com/checkout?t=1')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(nav.assign).toHaveBeenCalledWith('https://pay.example.com/checkout?t=1');
  });
});
