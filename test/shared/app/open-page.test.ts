import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInFlow, openLink, replaceInFlow } from '../../../shared/app/open-page';
import { releaseTap, tapBusy } from '../../../shared/platform/tap-guard';
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
  // Nothing is asked before a navigation (ADR 0027): any request fails the test.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      throw new Error('a request before the navigation');
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  dismissToast();
  releaseTap();
  document.body.innerHTML = '';
});

describe('opening another page of ours (ADR 0027)', () => {
  it('starts the navigation in the same task, with no request before it', () => {
    expect(openInFlow('/repay-period.html?orderId=4')).toBe(true);
    expect(nav.assign).toHaveBeenCalledWith('/repay-period.html?orderId=4');
    expect(replaceInFlow('/order.html?orderId=5')).toBe(true);
    expect(nav.replace).toHaveBeenCalledWith('/order.html?orderId=5');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a device that says it is offline stays, with the network message; the same tap works once online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(openInFlow('/repay-period.html')).toBe(false);
    expect(replaceInFlow('/order.html')).toBe(false);
    expect(nav.assign).not.toHaveBeenCalled();
    expect(nav.replace).not.toHaveBeenCalled();
    expect(toastText()).toBe(NETWORK_ERROR_MESSAGE);
    onLine.mockReturnValue(true);
    expect(openInFlow('/repay-period.html')).toBe(true);
    expect(nav.assign).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("another origin's page (a provider's) is followed at once, offline or not", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(openInFlow('https://pay.example.com/checkout?t=1')).toBe(true);
    expect(nav.assign).toHaveBeenCalledWith('https://pay.example.com/checkout?t=1');
    expect(toastText()).toBe('');
  });
});

describe('a tapped link of ours (ADR 0027)', () => {
  it('is marked busy at once, leaves, and a second tap does nothing until the page is shown again', async () => {
    document.body.innerHTML = '<a href="/complaint-details.html?problemId=7">Item</a>';
    const link = document.querySelector('a')!;
    openLink(link.getAttribute('href')!, link);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(nav.assign).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    openLink(link.getAttribute('href')!, link);
    expect(nav.assign).toHaveBeenCalledTimes(1);
    expect(tapBusy()).toBe(true);
    // Back to this page from the page cache: the guard opens and the mark goes.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(link.hasAttribute('aria-busy')).toBe(false);
    openLink(link.getAttribute('href')!, link);
    expect(nav.assign).toHaveBeenCalledTimes(2);
  });

  it('offline: the link stays usable, not busy, with the message', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    document.body.innerHTML = '<a href="/complaint-list.html">My complaints</a>';
    const link = document.querySelector('a')!;
    openLink(link.getAttribute('href')!, link);
    await Promise.resolve();
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(tapBusy()).toBe(false);
    expect(toastText()).toBe(NETWORK_ERROR_MESSAGE);
  });
});
