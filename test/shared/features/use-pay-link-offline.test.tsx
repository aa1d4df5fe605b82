/** 'Payment' tapped when the action's code cannot be fetched (ADR 0048): nothing is sent, the borrower is told. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asId } from '../../../shared/api/contract/declare';
import { NETWORK_ERROR_MESSAGE } from '../../../shared/feedback/messages';

const call = vi.fn();
vi.mock('../../../shared/api/request', () => ({ call: (...args: unknown[]) => call(...args) }));
const toast = vi.fn();
vi.mock('../../../shared/feedback/toast', () => ({ toast: (m: string) => toast(m) }));
// The chunk's fetch fails, as it does offline.
vi.mock('../../../shared/features/pay-channel/pay-link', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { usePayLink } = await import('../../../shared/features/pay-channel/use-pay-link');

describe('usePayLink without its action code', () => {
  it('sends nothing, says the network failed and lets the button go', async () => {
    const { result } = renderHook(() => usePayLink());
    let left!: boolean;
    await act(async () => {
      left = await result.current.pay({
        productId: asId('2'),
        orderId: asId('4'),
        amount: 323000,
        channelNumber: asId('1'),
      });
    });
    expect(left).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });
});
