import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, RequestOptions } from '../../../shared/api/request';
import { LOAD_CALL, LoadError, LoadView, missingMessage, missingNeed } from '../../../shared/app/load-view';
import { useLoad } from '../../../shared/app/use-load';
import type { LoadNeeds } from '../../../shared/app/load-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe({ load, onReload }: { load: () => Promise<ApiResult<string>>; onReload?: (r: () => void) => void }) {
  const { state, reload } = useLoad(load);
  onReload?.(reload);
  return (
    <>
      <button type="button" onClick={reload}>
        reload
      </button>
      {state.status === 'loading' && <p>loading state</p>}
      {state.status === 'error' && <LoadError message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <p>data: {state.data}</p>}
    </>
  );
}

const result = (success: boolean, data?: string, message = ''): ApiResult<string> => ({
  success,
  code: success ? 0 : 1,
  message,
  data,
  raw: null,
});

/** A load whose answer the test hands over when it wants: the order of answers is the test's. */
function held() {
  let settle!: (res: ApiResult<string>) => void;
  const promise = new Promise<ApiResult<string>>((resolve) => (settle = resolve));
  return { promise, settle: (res: ApiResult<string>) => act(async () => settle(res)) };
}

describe('useLoad', () => {
  it('starts in the loading state, then shows the data', async () => {
    render(<Probe load={() => Promise.resolve(result(true, 'hello'))} />);
    screen.getByText('loading state');
    await screen.findByText('data: hello');
  });

  it('shows the failure with Try again, and the retry loads again', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(result(false, undefined, 'Network error'))
      .mockResolvedValueOnce(result(true, 'second'));
    render(<Probe load={load} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('data: second');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('an older load that answers after a newer reload does not overwrite it', async () => {
    const first = held();
    const second = held();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(<Probe load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(load).toHaveBeenCalledTimes(2);

    await second.settle(result(true, 'new'));
    screen.getByText('data: new');
    await first.settle(result(true, 'old'));
    screen.getByText('data: new');
    expect(screen.queryByText('data: old')).toBeNull();
  });

  it('an older load that answers while the newer one is still out leaves the page loading', async () => {
    const first = held();
    const second = held();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(<Probe load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));

    await first.settle(result(true, 'old'));
    screen.getByText('loading state');
    await second.settle(result(false, undefined, 'Network error'));
    expect(screen.getByRole('alert').textContent).toContain('Network error');
  });

  it('keeps the error code of the failed call', async () => {
    const failed: ApiResult<string> = { success: false, code: '3001', message: 'Settled', data: undefined, raw: null };
    const { result } = renderHook(() => useLoad(() => Promise.resolve(failed)));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'error', message: 'Settled', code: '3001', retry: false }),
    );
  });

  it('hands out the same reload on every render, and it calls the latest load', async () => {
    const reloads: (() => void)[] = [];
    const { rerender } = render(
      <Probe load={() => Promise.resolve(result(true, 'a'))} onReload={(r) => reloads.push(r)} />,
    );
    await screen.findByText('data: a');
    rerender(<Probe load={() => Promise.resolve(result(true, 'b'))} onReload={(r) => reloads.push(r)} />);
    expect(reloads.length).toBeGreaterThan(2);
    expect(new Set(reloads).size).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await screen.findByText('data: b');
  });

  it('after the unmount a reload calls nothing, and a late answer is dropped quietly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = held();
    const load = vi.fn().mockReturnValueOnce(pending.promise);
    let reload = () => {};
    const { unmount } = render(<Probe load={load} onReload={(r) => (reload = r)} />);
    unmount();
    await pending.settle(result(true, 'late'));
    act(() => reload());
    expect(load).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('current: a handler set once at mount reads the state as it is now, not as it was then', async () => {
    const seen: string[] = [];
    function Listener() {
      const { state, current } = useLoad(() => Promise.resolve(result(true, 'now')));
      // Registered once: its closure's `state` stays the first render's 'loading'.
      useEffect(() => {
        const onPing = () => seen.push(current.value.status);
        window.addEventListener('ping', onPing);
        return () => window.removeEventListener('ping', onPing);
      }, [current]);
      return <p>{state.status}</p>;
    }
    render(<Listener />);
    act(() => void window.dispatchEvent(new Event('ping')));
    await screen.findByText('ready');
    act(() => void window.dispatchEvent(new Event('ping')));
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('a component re-renders from the load state alone, with no state of its own', async () => {
    // The hook holds no React state: without its signal tracking the page would stay on 'loading'.
    const renders = vi.fn();
    function Plain() {
      const { state } = useLoad(() => Promise.resolve(result(true, 'shown')));
      renders(state.status);
      return <p>{state.status === 'ready' ? state.data : 'waiting'}</p>;
    }
    render(<Plain />);
    await screen.findByText('shown');
    expect(renders.mock.calls.map(([s]) => s)).toEqual(['loading', 'ready']);
  });

  it('LoadView shows the skeleton, the error box, then the screen', () => {
    const reload = vi.fn();
    const { rerender } = render(
      <LoadView state={{ status: 'loading' }} reload={reload}>
        {(d: string) => <p>{d}</p>}
      </LoadView>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    rerender(
      <LoadView state={{ status: 'error', message: 'Down', retry: true }} reload={reload}>
        {(d: string) => <p>{d}</p>}
      </LoadView>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(
      <LoadView state={{ status: 'ready', data: 'shown' }} reload={reload}>
        {(d: string) => <p>{d}</p>}
      </LoadView>,
    );
    screen.getByText('shown');
  });
});

describe('failures a retry cannot mend, and a page opened without what it needs (D21)', () => {
  const posted: [string, unknown][] = [];

  beforeEach(() => {
    posted.length = 0;
    window.webkit = {
      messageHandlers: {
        close: { postMessage: (p: unknown) => posted.push(['close', p]) },
        call: { postMessage: (p: unknown) => posted.push(['call', p]) },
      },
    };
  });

  afterEach(() => {
    delete window.webkit;
    history.replaceState(null, '', '/');
  });

  function Page({ load, needs }: { load: (call: RequestOptions) => Promise<ApiResult<string>>; needs?: LoadNeeds }) {
    const { state, reload } = useLoad(load, needs);
    return (
      <LoadView state={state} reload={reload}>
        {(d: string) => <p>data: {d}</p>}
      </LoadView>
    );
  }

  it("a refusal shows its message once, with the way back and no 'Try again'", async () => {
    const load = vi.fn(async () => ({
      ...result(false, undefined, 'Negosyo Plus is full today.'),
      code: 10003,
      status: 200,
    }));
    render(<Page load={load} />);
    await screen.findByText('Negosyo Plus is full today.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    // The first page of the web view: back closes it (D16).
    expect(posted).toEqual([['close', '']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("every error box offers 'Call customer service', which dials the configured phone through the bridge (D15)", async () => {
    render(<Page load={vi.fn(async () => ({ ...result(false, undefined, 'Network error'), code: null }))} />);
    const call = await screen.findByRole('button', { name: 'Call customer service' });
    // The number is in view too (a plain browser without a dialler can still read it).
    expect(screen.getByRole('alert').textContent).toContain('(02) 8852 3100');
    fireEvent.click(call);
    expect(posted).toEqual([['call', '0288523100']]);
  });

  it("a network failure or a 5xx offers 'Try again'", async () => {
    for (const failure of [
      { ...result(false, undefined, 'Network error'), code: null },
      { ...result(false, undefined, 'Bad gateway'), code: 500, status: 502 },
    ]) {
      const load = vi.fn(async () => failure);
      render(<Page load={load} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      cleanup();
    }
  });

  it('every call of the load is silent: the box speaks, no toast says the same', async () => {
    const load = vi.fn(async (call: RequestOptions) => result(true, String(call.silent)));
    render(<Page load={load} />);
    await screen.findByText('data: true');
    expect(LOAD_CALL).toEqual({ silent: true });
  });

  it('a page opened without a key it needs says what is missing in words, sends nothing, and offers the way back', async () => {
    history.replaceState(null, '', '/order.html?token=t&productId=2&orderId=%20');
    const load = vi.fn(async () => result(true, 'x'));
    render(<Page load={load} needs={{ orderId: 'loan order' }} />);
    await screen.findByText(missingMessage('loan order'));
    expect(missingMessage('loan order')).toBe(
      'This page was opened without its loan order. Please go back and open it again.',
    );
    expect(document.body.textContent).not.toContain('orderId');
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('productId and product_id count as one key', () => {
    history.replaceState(null, '', '/loan-confirm.html?product_id=3');
    expect(missingNeed({ productId: 'loan offer' })).toBeNull();
    history.replaceState(null, '', '/loan-confirm.html?token=t');
    expect(missingNeed({ productId: 'loan offer' })).toBe('loan offer');
  });
});
