import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepayChannel } from '../../../shared/api/contract/repay';
import { asId } from '../../../shared/api/contract/declare';

// Each fetch of the sheet's chunk: the first two fail, the third waits until the test releases it.
const gate = vi.hoisted(() => {
  let release = () => {};
  let failures = 2;
  return {
    held: () =>
      failures-- > 0 ? Promise.reject(new Error('chunk failed')) : new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
});
vi.mock('../../../shared/ui/lazy-ready/lazy-ready', async () => {
  const real = await vi.importActual<typeof import('../../../shared/ui/lazy-ready/lazy-ready')>(
    '../../../shared/ui/lazy-ready/lazy-ready',
  );
  return { ...real, chunk: <T,>(load: () => Promise<T>) => real.chunk(() => gate.held().then(load)) };
});
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/feedback/toast', () => ({ toast }));

const { PayChannels } = await import('../../../shared/features/pay-channel/pay-channels');
const { NETWORK_ERROR_MESSAGE } = await import('../../../shared/feedback/messages');

afterEach(cleanup);

const channels: RepayChannel[] = [
  { logo: '/a.svg', name: 'GCash', channel_number: asId('90006') },
  { logo: '/b.svg', name: 'Maya', channel_number: asId('90007') },
];

describe("'Payment Method' while the sheet's chunk is not here", () => {
  it(
    'a failed fetch on tap says so; the next tap fetches it again and opens the sheet once it arrives',
    { timeout: 20_000 },
    async () => {
      render(<PayChannels channels={channels} value={asId('90006')} onChange={() => undefined} />);
      const row = screen.getByRole('button', { name: /Payment Method/ });
      // The fetch that starts when the row appears fails quietly: nothing was asked for yet.
      await act(async () => {});
      expect(toast).not.toHaveBeenCalled();

      fireEvent.click(row);
      await act(async () => {});
      expect(toast).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
      expect(screen.queryByRole('dialog', { name: 'Payment Method' })).toBeNull();

      fireEvent.click(row);
      await act(async () => {});
      expect(screen.queryByRole('dialog', { name: 'Payment Method' })).toBeNull();
      await act(async () => gate.release());
      // The sheet's module is transformed on its first import: seconds on a loaded machine, not a timing rule.
      expect(await screen.findByRole('dialog', { name: 'Payment Method' }, { timeout: 15_000 })).toBeTruthy();
      expect(toast).toHaveBeenCalledTimes(1);
    },
  );
});
