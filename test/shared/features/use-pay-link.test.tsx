import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asId } from '../../../shared/api/contract/declare';

const createPayLink = vi.fn();
/** The pay-link call as the client is asked for it: (payload, its attempt's key, endpoint path, options). */
vi.mock('../../../shared/api/request', () => ({
  call: (endpoint: { path: string }, payload: unknown, options: { headers: Record<string, string> }) =>
    createPayLink(payload, options.headers['Idempotency-Key'], endpoint.path, options),
}));
const toast = vi.fn();
vi.mock('../../../shared/feedback/toast', () => ({ toast: (m: string) => toast(m) }));
const follow = vi.fn();
vi.mock('../../../shared/app/follow-server-url', () => ({ followServerUrl: (...args: unknown[]) => follow(...args) }));

const { usePayLink } = await import('../../../shared/features/pay-channel/use-pay-link');
const { PAY_LINK_UNREAD_MESSAGE } = await import('../../../shared/features/pay-channel/pay-link');
// The guard is the page's (one per page load): each test is a fresh page.
const { guardTap, releaseTap, tapBusy } = await import('../../../shared/platform/tap-guard');

const payload = { productId: asId('2'), orderId: asId('4'), amount: 323000, channelNumber: asId('90006') };

/** Payment's tap: the hook's action under the page's tap guard, as its money `ActionButton` runs it. */
const tap = (pay: (p: typeof payload) => Promise<boolean>, p: typeof payload): Promise<void> =>
  guardTap(null, () => pay(p)).then(() => undefined);

beforeEach(() => {
  createPayLink.mockReset();
  toast.mockReset();
  follow.mockReset();
});
afterEach(() => {
  cleanup();
  releaseTap();
});

describe('usePayLink', () => {
  it('a second tap while the first call runs sends nothing', async () => {
    let resolve!: (v: unknown) => void;
    createPayLink.mockReturnValue(new Promise((r) => (resolve = r)));
    follow.mockReturnValue(true);
    const { result } = renderHook(() => usePayLink());
    let first!: Promise<void>;
    act(() => {
      first = tap(result.current.pay, payload);
      void tap(result.current.pay, payload);
    });
    // The action's code arrives (it is fetched after the first paint), then the one call leaves.
    await vi.waitFor(() => expect(createPayLink).toHaveBeenCalledTimes(1));
    expect(tapBusy()).toBe(true);
    await act(async () => {
      resolve({ success: true, data: { payUrl: 'https://pay.example/x' } });
      await first;
    });
    // The provider's page as the server sent it (spec §7), without the page query.
    expect(follow).toHaveBeenCalledWith('https://pay.example/x', { commonQuery: false, money: true });
  });

  it('a retry of the same attempt sends the same key; another channel a new key', async () => {
    createPayLink.mockResolvedValue({ success: false, code: null, message: 'Network error' });
    const { result } = renderHook(() => usePayLink());
    await act(() => tap(result.current.pay, payload));
    await act(() => tap(result.current.pay, payload));
    await act(() => tap(result.current.pay, { ...payload, channelNumber: asId('90007') }));
    const keys = createPayLink.mock.calls.map((c) => c[1] as string);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(tapBusy()).toBe(false);
  });

  it('a refused payUrl (followServerUrl toasts it) unlocks the button', async () => {
    createPayLink.mockResolvedValue({ success: true, data: { payUrl: 'javascript:alert(1)' } });
    follow.mockReturnValue(false);
    const { result } = renderHook(() => usePayLink());
    await act(() => tap(result.current.pay, payload));
    expect(follow).toHaveBeenCalledTimes(1);
    expect(tapBusy()).toBe(false);
  });

  it('stays locked while the page leaves for the provider; coming back from the page cache unlocks it', async () => {
    createPayLink.mockResolvedValue({ success: true, data: { payUrl: 'https://pay.example/x' } });
    follow.mockReturnValue(true);
    const { result } = renderHook(() => usePayLink());
    await act(() => tap(result.current.pay, payload));
    expect(tapBusy()).toBe(true);
    await act(() => tap(result.current.pay, payload));
    expect(createPayLink).toHaveBeenCalledTimes(1);
    // The pay link of this attempt, under its key, with the overlay; a refusal is the hook's to say.
    const [, key, path, options] = createPayLink.mock.calls[0]!;
    expect(path).toBe('/states/v3/repay/generate-vcode');
    expect(options).toEqual({ loading: true, quiet: true, headers: { 'Idempotency-Key': key } });
    const fresh = Object.assign(new Event('pageshow'), { persisted: false });
    act(() => void window.dispatchEvent(fresh));
    expect(tapBusy()).toBe(true);
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => void window.dispatchEvent(restored));
    expect(tapBusy()).toBe(false);
  });

  it("a payment refused because the amount changed (409) offers 'Refresh', which reloads the page", async () => {
    createPayLink.mockResolvedValue({
      success: false,
      code: 409,
      message: 'The amount due has changed. Please refresh the page.',
      data: undefined,
    });
    const refresh = vi.fn();
    const { result } = renderHook(() => usePayLink(refresh));
    let done!: Promise<void>;
    act(() => {
      done = tap(result.current.pay, payload);
    });
    // The dialog's chunk loads on first use: allow for its first transform here.
    const button = await screen.findByRole('button', { name: 'Refresh' }, { timeout: 10_000 });
    expect(document.body.textContent).toContain('The amount due has changed. Please refresh the page.');
    expect(tapBusy()).toBe(false);
    await act(async () => {
      button.click();
      await done;
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('another refusal is toasted with its message, and the button unlocks', async () => {
    createPayLink.mockResolvedValue({ success: false, code: 1002, message: 'Order not found', data: undefined });
    const { result } = renderHook(() => usePayLink());
    await act(() => tap(result.current.pay, payload));
    expect(toast).toHaveBeenCalledWith('Order not found');
    expect(tapBusy()).toBe(false);
  });

  it('a link made on the server whose answer cannot be read is never called a failure; the same attempt asks again', async () => {
    createPayLink.mockResolvedValue({
      success: false,
      code: 0,
      message: 'Something went wrong. Please try again.',
      data: undefined,
      unreadable: true,
    });
    const { result } = renderHook(() => usePayLink());
    await act(() => tap(result.current.pay, payload));
    expect(toast).toHaveBeenCalledWith(PAY_LINK_UNREAD_MESSAGE);
    expect(toast).not.toHaveBeenCalledWith('Something went wrong. Please try again.');
    await act(() => tap(result.current.pay, payload));
    const keys = createPayLink.mock.calls.map((c) => c[1] as string);
    expect(keys[1]).toBe(keys[0]);
  });
});
