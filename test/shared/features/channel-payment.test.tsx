import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asId } from '../../../shared/api/contract/declare';

const createPayLink = vi.fn();
/** The pay-link call (`generate-vcode`) as the client is asked for it: its payload. */
vi.mock('../../../shared/api/request', () => ({
  call: (endpoint: { path: string }, payload: unknown) =>
    endpoint.path.endsWith('/generate-vcode') ? createPayLink(payload) : new Promise(() => undefined),
}));
const follow = vi.fn();
vi.mock('../../../shared/app/follow-server-url', () => ({ followServerUrl: (...args: unknown[]) => follow(...args) }));

const { ChannelPayment, NO_CHANNEL_MESSAGE } = await import('../../../shared/features/pay-channel/channel-payment');
const { releaseTap } = await import('../../../shared/platform/tap-guard');
// The channel list fetches its sheet ahead once it shows: loaded here, so that fetch never outlives the file.
await import('../../../shared/features/pay-channel/channel-sheet');

const channels = [
  { logo: 'https://cdn.example/gcash.png', name: 'GCash', channel_number: asId('90006') },
  { logo: 'https://cdn.example/maya.png', name: 'Maya', channel_number: asId('90007') },
];
const payload = { productId: asId('2'), orderId: asId('4'), amount: 323000 };

beforeEach(() => {
  createPayLink.mockReset();
  follow.mockReset();
});
afterEach(() => {
  cleanup();
  releaseTap();
});

describe("ChannelPayment: the repayment pages' one 'Payment' (ADR 0036)", () => {
  it('pays the first channel with the page’s payload; the money button is disabled while the page leaves', async () => {
    createPayLink.mockResolvedValue({ success: true, data: { payUrl: 'https://pay.example/x' } });
    follow.mockReturnValue(true);
    render(
      <ChannelPayment channels={channels} payload={{ ...payload, isDelay: 1 }} onReturn={() => undefined}>
        <a href="#paid">Paid but still showing?</a>
      </ChannelPayment>,
    );
    expect(screen.queryByText(NO_CHANNEL_MESSAGE)).toBeNull();
    expect(screen.getByRole('link', { name: 'Paid but still showing?' }).parentElement?.className).toBe('pay-actions');
    const pay = screen.getByRole('button', { name: 'Payment' });
    await act(async () => {
      pay.click();
      pay.click();
    });
    // The action's code comes after the first paint (ADR 0048): the one call leaves once it is here.
    await act(() => vi.waitFor(() => expect(createPayLink).toHaveBeenCalledTimes(1)));
    expect(createPayLink.mock.calls[0][0]).toEqual({ ...payload, isDelay: 1, channelNumber: '90006' });
    expect(pay).toHaveProperty('disabled', true);
    expect(pay.getAttribute('aria-busy')).toBe('true');
  });

  it('no amount to charge: Payment is disabled and sends nothing', () => {
    render(<ChannelPayment channels={channels} payload={null} onReturn={() => undefined} />);
    const pay = screen.getByRole('button', { name: 'Payment' });
    expect(pay).toHaveProperty('disabled', true);
    pay.click();
    expect(createPayLink).not.toHaveBeenCalled();
  });

  it('D39: a cash counter is never in the picker, so Payment never opens a checkout for it', async () => {
    const seven = { logo: '/7.svg', name: '7-Eleven', channel_number: asId('90008'), kind: 'cash' as const };
    render(<ChannelPayment channels={[seven, ...channels]} payload={payload} onReturn={() => undefined} />);
    // The first channel chosen is the first online one.
    expect(screen.getByRole('button', { name: /Payment Method/ }).textContent).toContain('GCash');
    screen.getByRole('button', { name: /Payment Method/ }).click();
    const sheet = await screen.findByRole('dialog', { name: 'Payment Method' });
    expect(sheet.textContent).not.toContain('7-Eleven');
    expect(sheet.textContent).toContain('Maya');
  });

  it('only cash counters: no online channel, said so, and Payment is disabled', () => {
    const seven = { logo: '/7.svg', name: '7-Eleven', channel_number: asId('90008'), kind: 'cash' as const };
    render(<ChannelPayment channels={[seven]} payload={payload} onReturn={() => undefined} />);
    expect(screen.getByRole('note').textContent).toBe(NO_CHANNEL_MESSAGE);
    expect(screen.getByRole('button', { name: 'Payment' })).toHaveProperty('disabled', true);
  });

  it('no channel: says so, and Payment is disabled', () => {
    render(<ChannelPayment channels={[]} payload={payload} onReturn={() => undefined} />);
    expect(screen.getByRole('note').textContent).toBe(NO_CHANNEL_MESSAGE);
    expect(screen.getByRole('button', { name: 'Payment' })).toHaveProperty('disabled', true);
  });
});
