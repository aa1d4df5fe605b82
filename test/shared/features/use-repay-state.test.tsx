/**
 * The two repay-detail loaders of the code and instalment pages, on the load state in a signal (ADR 0023): an
 * answer that arrives after a newer load never overwrites it.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../shared/api/request';

const fetchLoanPlayDetail = vi.fn();
vi.mock('../../../shared/api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/request')>()),
  call: (_endpoint: unknown, ...args: unknown[]) => fetchLoanPlayDetail(...args),
}));
vi.mock('../../../shared/session/query', () => ({ readQuery: () => ({ orderId: '4', productId: '2' }) }));

const { useRepayCodeInfo } = await import('../../../shared/features/pay-code/use-repay-code-info');
const { useRepayDetail } = await import('../../../shared/features/repay-info/use-repay-detail');
const { playDetailCall } = await import('../../../shared/features/repay-info/calls');

/** An answer the test hands over when it wants. */
function held() {
  let settle!: (res: ApiResult<unknown>) => void;
  const promise = new Promise<ApiResult<unknown>>((resolve) => (settle = resolve));
  return { promise, settle: (res: ApiResult<unknown>) => act(async () => settle(res)) };
}

const detail = (payCode: string): ApiResult<unknown> => ({
  success: true,
  code: 0,
  message: '',
  raw: null,
  data: {
    repayAmount: 323000,
    orderNo: 'PB00001004',
    defDetail: { payCode, logo: '/l.svg', title: '7-Eleven', qrUrl: '', type: 1, payNotice: {} },
  },
});

const failure = (code: number | null, message: string): ApiResult<unknown> => ({
  success: false,
  code,
  message,
  data: undefined,
  raw: null,
});

beforeEach(() => {
  fetchLoanPlayDetail.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('useRepayCodeInfo', () => {
  it('shows the code of the newest load when an older answer arrives after it', async () => {
    const first = held();
    const second = held();
    fetchLoanPlayDetail.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useRepayCodeInfo());
    act(() => result.current.reload());
    expect(fetchLoanPlayDetail).toHaveBeenCalledTimes(2);

    await second.settle(detail('700000000002'));
    await first.settle(detail('700000000001'));
    expect(result.current.state).toMatchObject({ status: 'ready', data: { payCode: '700000000002' } });
  });

  it('hands out the same reload on every render', async () => {
    fetchLoanPlayDetail.mockResolvedValue(detail('700000000001'));
    const { result, rerender } = renderHook(() => useRepayCodeInfo());
    const first = result.current.reload;
    await act(async () => {});
    rerender();
    expect(result.current.reload).toBe(first);
  });
});

describe('useRepayDetail', () => {
  it("tells 'nothing to pay' from the failure that is shown, not from an older answer", async () => {
    const first = held();
    const second = held();
    fetchLoanPlayDetail.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useRepayDetail(playDetailCall));
    act(() => result.current.reload());

    await second.settle(failure(null, 'Network error'));
    // The first load's answer: the order is settled (3001). It is older than the failure shown.
    await first.settle(failure(3001, 'This order is settled'));
    expect(result.current.state).toMatchObject({ status: 'error', message: 'Network error' });
    expect(result.current.closed).toBe(false);
  });

  it("a settled order's failure reads as 'nothing to pay'", async () => {
    fetchLoanPlayDetail.mockResolvedValue(failure(3001, 'This order is settled'));
    const { result } = renderHook(() => useRepayDetail(playDetailCall));
    await act(async () => {});
    expect(result.current.closed).toBe(true);
  });
});
