import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loanDetails } from '../../../shared/api/contract/loan';
import { problemDetail } from '../../../shared/api/contract/complaint';
import { firstCall, fromQuery } from '../../../shared/api/first-call';
import type { ApiResult } from '../../../shared/api/request';
import { LOAD_CALL, LoadError, LoadView, missingMessage } from '../../../shared/app/load-view';
import { useLoad } from '../../../shared/app/use-load';
import type { LoadAnswer, LoadFirst } from '../../../shared/app/use-load';
import { asId } from '../../../shared/api/contract/declare';

/** What the one client was asked to send (the load's calls go through it, nothing else). */
const sent = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/request')>()),
  call: (...args: unknown[]) => sent(...args) as unknown,
}));

const orderCall = firstCall(loanDetails, {
  productId: fromQuery('productId'),
  orderId: fromQuery('orderId', 'needed'),
});
const detailCall = firstCall(problemDetail, { problemId: fromQuery('problemId', 'needed') });

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
    const { container, rerender } = render(
      <LoadView state={{ status: 'loading' }} reload={reload}>
        {(d: string) => <p>{d}</p>}
      </LoadView>,
    );
    // Within the view: a toast another test of this worker left in the shared DOM is a status too.
    expect(within(container).getByRole('status').textContent).toBe('Loading');
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

  function Page({ load }: { load: (first: LoadFirst) => Promise<LoadAnswer<string>> }) {
    const { state, reload } = useLoad(load);
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

  it("a first call alone is the page's data: its payload from the page query, silent, with the page's options", async () => {
    history.replaceState(null, '', '/order.html?token=t&productId=2&orderId=41');
    sent.mockResolvedValue(result(true, 'order 41'));
    function OrderPage() {
      const { state } = useLoad(orderCall, { loading: 'Loading...' });
      return <p>{state.status === 'ready' ? state.data.toString() : state.status}</p>;
    }
    render(<OrderPage />);
    await screen.findByText('order 41');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(
      loanDetails,
      { productId: '2', orderId: '41' },
      { ...LOAD_CALL, loading: 'Loading...' },
    );
    expect(LOAD_CALL).toEqual({ silent: true });
    sent.mockReset();
  });

  it('a page opened without a key its first call declares needed says what is missing in words, sends nothing, and offers the way back', async () => {
    history.replaceState(null, '', '/order.html?token=t&productId=2&orderId=%20');
    const asked = vi.fn();
    render(
      <Page
        load={async (first) => {
          asked();
          const [order] = await Promise.all([first(orderCall), first(detailCall)]);
          return { ...order, attach: undefined, data: 'x' };
        }}
      />,
    );
    await screen.findByText('This page was opened without its loan order. Please go back and open it again.');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain('orderId');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('the same, stated by a first call given alone', async () => {
    history.replaceState(null, '', '/complaint-details.html?token=t');
    function DetailsPage() {
      const { state, reload } = useLoad(detailCall);
      return (
        <LoadView state={state} reload={reload}>
          {() => <p>details</p>}
        </LoadView>
      );
    }
    render(<DetailsPage />);
    await screen.findByText(missingMessage('problemId'));
    expect(missingMessage('problemId')).toBe(
      'This page was opened without its complaint. Please go back and open it again.',
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('names what is missing in words for every key a first call needs, never the key', () => {
    expect(missingMessage('orderId')).toContain('its loan order.');
    expect(missingMessage('productId')).toContain('its loan offer.');
    expect(missingMessage('someKey')).toBe(
      'This page was opened without its details. Please go back and open it again.',
    );
  });

  it('productId and product_id count as one key', async () => {
    const offerCall = firstCall(loanDetails, { productId: fromQuery('productId', 'needed'), orderId: asId('1') });
    history.replaceState(null, '', '/loan-confirm.html?product_id=3');
    sent.mockResolvedValue(result(true, 'offer 3'));
    function OfferPage() {
      const { state } = useLoad(offerCall);
      return <p>{state.status === 'ready' ? 'ready' : state.status}</p>;
    }
    render(<OfferPage />);
    await screen.findByText('ready');
    expect(sent.mock.calls[0]?.[1]).toEqual({ productId: '3', orderId: '1' });
    sent.mockReset();
  });
});
