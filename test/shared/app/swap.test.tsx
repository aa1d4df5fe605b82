/**
 * The swap between our entries (D38, ADR 0058), below the browser: what the old screen leaves behind is
 * reset (its React root with its effects, the toast and its timer, the loading overlay, the modal stack,
 * the tap guard), which URLs a swap may take, and that a swap that cannot be trusted leaves by a normal
 * navigation. The swap itself, screen by screen, is in test/e2e/swap.spec.ts.
 */
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../shared/app/mount';
import { screens } from '../../../shared/app/screens';
import { buildOf, installSwap, leaveScreen, splitStyles, swapTarget } from '../../../shared/app/swap';
import { goBack, onNativeBack } from '../../../shared/bridge/native';
import { isLoadingVisible, showLoading } from '../../../shared/feedback/loading';
import { LOAD_FAILED_MESSAGE } from '../../../shared/feedback/messages';
import { toast } from '../../../shared/feedback/toast';
import { pushModal, topHost } from '../../../shared/feedback/top-layer';
import { navigateInFlow, resetFlowDepth, swapWith } from '../../../shared/platform/flow-depth';
import { screenEpoch } from '../../../shared/platform/screen-epoch';
import { guardTap, tapBusy } from '../../../shared/platform/tap-guard';
import { stubNavigation } from '../../support/stub-navigation';

vi.mock('virtual:first-calls', () => ({ default: {} }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// The test files of a pool share modules: the next file's openings are not this file's swap.
afterAll(() => {
  act(() => leaveScreen());
  swapWith(null);
  history.replaceState(null, '', '/');
  resetFlowDepth();
  // The loading overlay this file showed (hidden, its text kept) leaves the next file's document.
  document.body.innerHTML = '';
});

describe('leaveScreen: nothing of the old screen runs after it', () => {
  it('unmounts its root (effects cleaned up: timers, listeners, the back handler) and resets every shared part', async () => {
    vi.useFakeTimers();
    const ticks = vi.fn();
    const heard = vi.fn();
    const back = vi.fn();
    function Screen() {
      useEffect(() => {
        const timer = setInterval(ticks, 1000);
        addEventListener('resize', heard);
        const release = onNativeBack(back);
        return () => {
          clearInterval(timer);
          removeEventListener('resize', heard);
          release();
        };
      }, []);
      return <p>Old screen</p>;
    }
    const root = createRoot(document.getElementById('root')!);
    screens.root = root;
    await act(async () => root.render(<Screen />));
    document.documentElement.dataset.mounted = 'true';
    toast('Saved');
    showLoading();
    const dialog = document.body.appendChild(document.createElement('dialog'));
    pushModal(dialog);
    void guardTap(document.body, () => true);
    expect(tapBusy()).toBe(true);
    const epoch = screenEpoch.n;

    act(() => leaveScreen());

    expect(document.getElementById('root')!.textContent).toBe('');
    expect(screens.root).toBeNull();
    vi.advanceTimersByTime(5000);
    dispatchEvent(new Event('resize'));
    expect(ticks).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
    // Back no longer runs the old screen's handler (it would have opened its pop-up).
    vi.spyOn(history, 'back').mockImplementation(() => undefined);
    goBack();
    expect(back).not.toHaveBeenCalled();
    expect(document.querySelector('.toast')?.textContent).toBe('');
    expect(isLoadingVisible()).toBe(false);
    expect(topHost()).toBe(document.body);
    expect(tapBusy()).toBe(false);
    expect(document.documentElement.dataset.mounted).toBeUndefined();
    // Its calls still under way are another screen's now: their messages and answers are dropped.
    expect(screenEpoch.n).toBe(epoch + 1);
  });
});

describe('swapTarget: what a swap may open', () => {
  const here = new URL('https://app.example.ph/order.html?orderId=4');
  it('another entry of ours in the same language', () => {
    expect(swapTarget('/repay-period.html?orderId=4&token=t', here)?.pathname).toBe('/repay-period.html');
    const fil = new URL('https://app.example.ph/fil/x.html');
    expect(swapTarget('/fil/order.html?orderId=5', fil)).not.toBeNull();
    // The Filipino pages' links carry the language (D27): no switch.
    expect(swapTarget('/fil/order.html?orderId=5&lang=fil', fil)).not.toBeNull();
    expect(swapTarget('/order.html?orderId=5', fil)).toBeNull();
  });
  it('never another origin, a path that is no entry, a language switch, or this very page', () => {
    expect(swapTarget('https://pay.example.com/repay-period.html', here)).toBeNull();
    expect(swapTarget('/assets/a.js', here)).toBeNull();
    expect(swapTarget('/', here)).toBeNull();
    expect(swapTarget('/fil/repay-period.html', here)).toBeNull();
    expect(swapTarget('/repay-period.html?lang=fil', here)).toBeNull();
    expect(swapTarget('/order.html?orderId=4', here)).toBeNull();
  });
});

describe('a swap that cannot be trusted is a normal navigation', () => {
  function stubPage() {
    history.replaceState(null, '', '/order.html?orderId=4');
    resetFlowDepth();
    return stubNavigation().assign;
  }
  const page = (build: string) =>
    `<!doctype html><html><head><meta name="pb-swap" content="${build}"><title>Repayment</title>` +
    '<script type="module" src="/assets/repay-period.js"></script></head><body><div id="root"><h1>Repayment</h1></div></body></html>';

  // The next entry's page as its module would hand it over (no module is fetched in this test).
  screens.pages.set('repay-period', () => <h1>Repayment</h1>);

  it('the same build: swapped in place, one page deeper, the next title and frame, no navigation', async () => {
    document.head.innerHTML = '<meta name="pb-swap" content="b1">';
    const assign = stubPage();
    vi.spyOn(history, 'pushState');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(page('b1')));
    installSwap();
    navigateInFlow('/repay-period.html?orderId=4');
    await vi.waitFor(() => expect(document.title).toBe('Repayment'));
    expect(history.pushState).toHaveBeenCalledWith(
      expect.objectContaining({ pbFlowDepth: 1 }),
      '',
      '/repay-period.html?orderId=4',
    );
    expect(document.getElementById('root')!.innerHTML).toMatch(/^<h1[^>]*>Repayment<\/h1>$/);
    expect(assign).not.toHaveBeenCalled();
  });

  it('the swapped-in screen is met as after a page load: its title said, focus on its main heading', async () => {
    document.head.innerHTML = '<meta name="pb-swap" content="b1">';
    stubPage();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(page('b1')));
    installSwap();
    // The old screen's control had focus; it goes with the old screen.
    const old = document.getElementById('root')!.appendChild(document.createElement('button'));
    old.focus();
    document.title = 'Order details';
    navigateInFlow('/repay-period.html?orderId=4');
    await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    const heading = document.activeElement as HTMLElement;
    expect(heading.textContent).toBe('Repayment');
    // Focusable by script only: not a stop on the tab order.
    expect(heading.tabIndex).toBe(-1);
    const herald = document.querySelector('[aria-live="assertive"]');
    expect(herald?.textContent).toBe('Repayment');
    expect(herald?.closest('#root')).toBeNull();
  });

  it('a screen whose render fails lands as its direct opening would: the message, its heading focused, its title said', async () => {
    document.head.innerHTML = '<meta name="pb-swap" content="b1">';
    const assign = stubPage();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, reload } as Location);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(page('b1').replaceAll('repay-period', 'repay-code').replaceAll('Repayment', 'Pay code')),
    );
    // React logs what the boundary caught; that is this test's point.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    screens.pages.set('repay-code', () => {
      throw new Error('a page that cannot render');
    });
    installSwap();
    const old = document.getElementById('root')!.appendChild(document.createElement('button'));
    old.focus();
    navigateInFlow('/repay-code.html?orderId=4');
    await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(document.activeElement!.textContent).toBe('Pay code');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(LOAD_FAILED_MESSAGE);
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('Pay code');
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a screen that cannot start at all is opened directly: its own address, already in the bar, reloaded', async () => {
    document.head.innerHTML = '<meta name="pb-swap" content="b1">';
    const assign = stubPage();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, reload } as Location);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(page('b1')));
    const start = vi.spyOn(screens, 'start', 'get').mockReturnValue(() => {
      throw new Error('no root');
    });
    installSwap();
    navigateInFlow('/repay-period.html?orderId=4');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(start).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('another build: the next document is opened by the browser, nothing of it mounted here', async () => {
    document.head.innerHTML = '<meta name="pb-swap" content="b1">';
    const assign = stubPage();
    document.title = 'Order details';
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(page('b2')));
    installSwap();
    navigateInFlow('/repay-period.html?orderId=4');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/repay-period.html?orderId=4'));
    // Asked for, read, refused: the build is the reason, not a swap that never started.
    expect(fetched).toHaveBeenCalled();
    expect(document.title).toBe('Order details');
  });

  it('an answer that is not the page (an error status): a normal navigation too', async () => {
    const assign = stubPage();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('busy', { status: 503 }));
    installSwap();
    navigateInFlow('/repay-period.html?orderId=4');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/repay-period.html?orderId=4'));
  });

  it('another origin is left to the browser at once, with no request of ours', () => {
    const assign = stubPage();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    installSwap();
    navigateInFlow('https://pay.example.com/checkout');
    expect(assign).toHaveBeenCalledWith('https://pay.example.com/checkout');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the next document, read', () => {
  it('its inlined styles come out (this page’s policy would refuse them), their file markers stay', () => {
    const html =
      '<head><style>a{color:red}</style><link rel="stylesheet" type="text/plain" href="/assets/a.css">' +
      '<style>b{}</style></head>';
    const { html: rest, sheets } = splitStyles(html);
    expect(sheets).toEqual([{ text: 'a{color:red}', href: '/assets/a.css' }, { text: 'b{}' }]);
    expect(rest).toBe('<head><link rel="stylesheet" type="text/plain" href="/assets/a.css"></head>');
  });
  it('its build is its meta’s', () => {
    expect(buildOf('<meta name="pb-swap" content="Ab3"/>')).toBe('Ab3');
    expect(buildOf('<meta name="robots" content="noindex"/>')).toBeNull();
  });
});
