import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNavigation } from '../../support/stub-navigation';
import {
  enterInPlace,
  flowDepth,
  navigateInFlow,
  resetFlowDepth,
  swapWith,
  watchFlowLinks,
} from '../../../shared/platform/flow-depth';

function newPage(path: string, state: unknown = null) {
  history.replaceState(state, '', path);
  resetFlowDepth();
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('flowDepth (D16)', () => {
  it('is 0 on a page the shell opened by URL (no referrer, no hand-off)', () => {
    newPage('/complaint.html?token=t');
    expect(flowDepth()).toBe(0);
    expect(history.state).toMatchObject({ pbFlowDepth: 0 });
  });

  it('an open hands one more to the page it opens; a replace hands the same depth', () => {
    newPage('/complaint.html?token=t');
    const nav = stubNavigation();
    navigateInFlow('/complaint-form.html?token=t');
    expect(nav.assign).toHaveBeenCalledWith('/complaint-form.html?token=t');
    vi.restoreAllMocks();
    newPage('/complaint-form.html?token=t');
    expect(flowDepth()).toBe(1);

    stubNavigation();
    navigateInFlow('/complaint.html?token=t', true);
    vi.restoreAllMocks();
    newPage('/complaint.html?token=t');
    expect(flowDepth()).toBe(1);
  });

  it('a hand-off for another page, or a stale one, is ignored', () => {
    newPage('/order.html');
    stubNavigation();
    navigateInFlow('/repay-period.html');
    vi.restoreAllMocks();
    newPage('/legacy-repay.html');
    expect(flowDepth()).toBe(0);

    newPage('/order.html');
    stubNavigation();
    const now = Date.now();
    navigateInFlow('/repay-period.html');
    vi.restoreAllMocks();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    newPage('/repay-period.html');
    expect(flowDepth()).toBe(0);
  });

  it('a reload keeps the depth its history entry recorded', () => {
    newPage('/pay-guide.html', { pbFlowDepth: 3, other: 1 });
    expect(flowDepth()).toBe(3);
    expect(history.state).toEqual({ pbFlowDepth: 3, other: 1 });
  });

  it('a same-origin referrer with history to go back to counts as one page in (a tap before the script ran)', () => {
    newPage('/complaint-list.html');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/complaint.html?token=t`);
    vi.spyOn(history, 'length', 'get').mockReturnValue(2);
    expect(flowDepth()).toBe(1);
    resetFlowDepth();
    history.replaceState(null, '', '/complaint-list.html');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://pay.example.com/done');
    expect(flowDepth()).toBe(0);
  });

  it('another origin, or this very page, gets no hand-off', () => {
    newPage('/repay-code.html?token=t');
    const written = vi.spyOn(Storage.prototype, 'setItem');
    const nav = stubNavigation();
    navigateInFlow('https://other.example/x');
    navigateInFlow('/repay-code.html?token=t');
    expect(nav.assign).toHaveBeenCalledTimes(2);
    expect(written).not.toHaveBeenCalled();
  });
});

describe('a screen swapped in (D38)', () => {
  it('a swap asked first takes the opening over; refused, the page is left as before', () => {
    newPage('/order.html');
    const nav = stubNavigation();
    const swap = vi.fn((url: string) => url.includes('repay-period'));
    swapWith(swap);
    try {
      navigateInFlow('/repay-period.html?orderId=4');
      expect(nav.assign).not.toHaveBeenCalled();
      navigateInFlow('https://pay.example.com/x');
      expect(nav.assign).toHaveBeenCalledWith('https://pay.example.com/x');
      expect(swap.mock.calls).toEqual([
        ['/repay-period.html?orderId=4', false],
        ['https://pay.example.com/x', false],
      ]);
    } finally {
      swapWith(null);
    }
  });

  it('its address is one page deeper (push) or the same depth (replace), with the state it brings', () => {
    newPage('/order.html', { pbFlowDepth: 2 });
    enterInPlace('/repay-period.html?orderId=4', 'push', { pbScreen: 'a:2' });
    expect(flowDepth()).toBe(3);
    expect(history.state).toEqual({ pbScreen: 'a:2', pbFlowDepth: 3 });
    expect(location.pathname).toBe('/repay-period.html');
    enterInPlace('/order.html?orderId=4', 'replace', { pbScreen: 'a:3' });
    expect(flowDepth()).toBe(3);
  });

  it('the links of the document are watched once, however many screens mount', () => {
    newPage('/order.html');
    const added = vi.spyOn(window, 'addEventListener');
    watchFlowLinks(() => undefined);
    watchFlowLinks(() => undefined);
    expect(added.mock.calls.filter(([type]) => type === 'click').length).toBeLessThanOrEqual(1);
  });
});
