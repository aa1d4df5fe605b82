import { afterEach, describe, expect, it, vi } from 'vitest';
import { goBack, inNativeShell, leavePage, native, onNativeBack } from '../../../shared/bridge/native';
import { resetFlowDepth } from '../../../shared/platform/flow-depth';
import type { NativeCommand } from '../../../shared/bridge/native';

const ALL: NativeCommand[] = [
  'to',
  'close',
  'toP',
  'home',
  'mine',
  'login',
  'call',
  'rate',
  'trackPoint',
  'bankStart',
  'bankEnd',
];

function installShell(): [string, unknown][] {
  const calls: [string, unknown][] = [];
  window.webkit = {
    messageHandlers: Object.fromEntries(ALL.map((n) => [n, { postMessage: (p: unknown) => calls.push([n, p]) }])),
  };
  return calls;
}

afterEach(() => {
  delete window.webkit;
  vi.restoreAllMocks();
});

describe('native bridge', () => {
  it('posts the 11 commands with their payload rules', () => {
    const calls = installShell();
    native.to('/order.html?x=1');
    native.close();
    native.toP(['a', 1]);
    native.home();
    native.mine();
    native.login();
    native.call('0917 123 4567');
    native.rate();
    native.trackPoint();
    native.bankStart();
    native.bankEnd();
    expect(calls).toEqual([
      ['to', '/order.html?x=1'],
      ['close', ''],
      ['toP', ['a', 1]],
      ['home', ''],
      ['mine', ''],
      ['login', ''],
      ['call', '09171234567'],
      ['rate', ''],
      ['trackPoint', ''],
      ['bankStart', ''],
      ['bankEnd', ''],
    ]);
    expect(inNativeShell()).toBe(true);
  });

  it('outside the shell, to navigates only through the URL guard', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'https://app.example.ph/x.html',
      assign,
    } as Location);
    native.to('javascript:alert(1)');
    expect(assign).not.toHaveBeenCalled();
    native.to('/order.html');
    expect(assign).toHaveBeenCalledWith('https://app.example.ph/order.html');
    expect(inNativeShell()).toBe(false);
  });

  it('onNativeBack runs the page handler, and closes the web view when none is registered', () => {
    const calls = installShell();
    const handler = vi.fn();
    const off = onNativeBack(handler);
    window.onNativeBack?.();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    off();
    window.onNativeBack?.();
    expect(calls).toEqual([['close', '']]);
  });

  it('D16: inside a flow, back (gesture or header) goes one page back instead of closing; a page handler still runs first', () => {
    const calls = installShell();
    history.replaceState({ pbFlowDepth: 1 }, '', '/complaint-form.html');
    resetFlowDepth();
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    window.onNativeBack?.();
    goBack();
    expect(back).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([]);
    const handler = vi.fn();
    const off = onNativeBack(handler);
    goBack();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(2);
    off();
    history.replaceState(null, '', '/complaint.html');
    resetFlowDepth();
    leavePage();
    expect(calls).toEqual([['close', '']]);
  });
});
