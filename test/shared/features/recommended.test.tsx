import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecProduct } from '../../../shared/api/contract/loan';
import { asId } from '../../../shared/api/contract/declare';

const calls: string[] = [];
/** What `define` answers: a refusal unless a test gives a link. */
let defineLink: string | null = null;
vi.mock('../../../shared/api/wire', () => ({
  // Sent and forgotten: nothing waits for its answer (ADR 0027).
  sendAndForget: vi.fn((endpoint: { path: string }, req: unknown) => {
    calls.push(`event ${endpoint.path} ${JSON.stringify(req)}`);
  }),
}));
vi.mock('../../../shared/api/request', () => ({
  call: vi.fn(async (endpoint: { path: string }, req: unknown) => {
    calls.push(`define ${endpoint.path} ${JSON.stringify(req)}`);
    return defineLink === null
      ? { success: false, code: '1', message: 'no', data: undefined, raw: null }
      : { success: true, code: '00', message: 'success', data: { link: defineLink }, raw: null };
  }),
}));
// Following an http(s) link: the page is being left (as `followServerUrl` returns once it navigates).
vi.mock('../../../shared/app/follow-server-url', () => ({
  followServerUrl: vi.fn((url: string | null) => {
    calls.push(`follow ${url}`);
    return url !== null;
  }),
}));
vi.mock('../../../shared/bridge/native', () => ({
  native: { to: vi.fn((url: string) => calls.push(`bridge ${url}`)) },
}));

const { RecommendedList, linkTarget } = await import('../../../shared/features/recommended');
const { releaseTap, SHELL_HANDOVER_MS } = await import('../../../shared/platform/tap-guard');

const item = (over: Partial<RecProduct>): RecProduct => ({
  logo: '/l.svg',
  name: 'Peso Flex',
  buttonText: 'Apply',
  range: '₱1 - ₱2',
  rangeDesc: 'Loan amount',
  rate: '0.05%',
  desc: 'd',
  enabled: 1,
  productCode: asId('PF01'),
  ...over,
});

beforeEach(() => {
  calls.length = 0;
  defineLink = null;
});
afterEach(() => {
  cleanup();
  releaseTap();
  vi.useRealTimers();
});

describe('recommended products', () => {
  it('D3: a click with enabled 1 sends the event with the index and starts define in the same task', () => {
    render(
      <RecommendedList
        items={[item({ name: 'A', enabled: 0, productCode: asId('A0') }), item({ name: 'B', productCode: asId('B1') })]}
      />,
    );
    const apply = screen.getByRole('button', { name: 'Apply: B' });
    fireEvent.click(apply);
    // Nothing awaited between the tap, the event and define; the tapped Apply says it is working.
    expect(apply.getAttribute('aria-busy')).toBe('true');
    expect(calls).toEqual([
      'event /states/service/event/save {"productId":"","moduleId":1,"positionId":1}',
      'define /states/gopia/goya/define {"module":1,"position":1,"product_code":"B1"}',
    ]);
  });

  it('D39: a product under review is left out; the others keep their place in the backend list', () => {
    render(
      <RecommendedList
        items={[
          item({ name: 'A', underReview: '1', productCode: asId('A0') }),
          item({ name: 'B', underReview: '0', productCode: asId('B1') }),
          item({ name: 'C', productCode: asId('C2') }),
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Apply: A' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Apply: C' }));
    expect(calls[1]).toBe('define /states/gopia/goya/define {"module":2,"position":2,"product_code":"C2"}');
  });

  it('D3: a click with enabled 0 is ignored', async () => {
    render(<RecommendedList items={[item({ name: 'A', enabled: 0 })]} />);
    const button = screen.getByRole('button', { name: 'Apply: A' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('once the product page is being opened, every item is locked until the page has left (or is shown again)', async () => {
    defineLink = 'https://partner.example.ph/apply';
    render(
      <RecommendedList
        items={[item({ name: 'A', productCode: asId('A1') }), item({ name: 'B', productCode: asId('B1') })]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply: A' }));
    await vi.waitFor(() => expect(calls.at(-1)).toBe('follow https://partner.example.ph/apply'));
    // The navigation is on its way and the list is still on screen: a second tap, on any item, sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Apply: A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply: B' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Apply: A' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Apply: B' }).getAttribute('aria-busy')).toBeNull();
    // Back from the product's page through the page cache: the list answers again.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Apply: A' }).getAttribute('aria-busy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply: B' }));
    await vi.waitFor(() => expect(calls).toHaveLength(6));
  });

  it('a product the shell opens (the bridge) holds the list a moment, a refusal not at all: the next tap proceeds', async () => {
    vi.useFakeTimers();
    defineLink = 'pesobridge://product/SL02';
    render(<RecommendedList items={[item({ name: 'A', productCode: asId('SL02') })]} />);
    const apply = () => screen.getByRole('button', { name: 'Apply: A' });
    fireEvent.click(apply());
    await vi.waitFor(() => expect(calls.at(-1)).toBe('bridge pesobridge://product/SL02'));
    // While the shell takes over, a second tap sends nothing twice.
    fireEvent.click(apply());
    expect(calls).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(SHELL_HANDOVER_MS));
    expect(apply().getAttribute('aria-busy')).toBeNull();
    defineLink = null;
    fireEvent.click(apply());
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    await vi.waitFor(() => expect(apply().getAttribute('aria-busy')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Apply: A' }));
    await vi.waitFor(() => expect(calls).toHaveLength(7));
  });

  it('shows every field of an item as text', () => {
    render(<RecommendedList items={[item({ name: '<b>x</b>', desc: 'Decision within 1 day' })]} />);
    screen.getByText('<b>x</b>');
    screen.getByText('Decision within 1 day');
    screen.getByText('₱1 - ₱2');
  });

  it('D7: http(s) links open in the page, the app scheme through the bridge, anything else is refused', () => {
    expect(linkTarget('https://partner.example.ph/a')).toEqual({ kind: 'page', url: 'https://partner.example.ph/a' });
    expect(linkTarget('pesobridge://product/SL02')).toEqual({ kind: 'bridge', url: 'pesobridge://product/SL02' });
    expect(linkTarget('javascript:alert(1)')).toEqual({ kind: 'refused' });
    expect(linkTarget('data:text/html,x')).toEqual({ kind: 'refused' });
    expect(linkTarget('https://a.ph@evil.example')).toEqual({ kind: 'refused' });
    expect(linkTarget(undefined)).toEqual({ kind: 'refused' });
  });
});
