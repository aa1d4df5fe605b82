import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecProduct } from '../../../shared/api/contract/loan';

const calls: string[] = [];
vi.mock('../../../shared/api/loan', () => ({
  trackEvent: vi.fn(async (req: unknown) => {
    calls.push(`event ${JSON.stringify(req)}`);
    return { success: true };
  }),
  openProduct: vi.fn(async (req: unknown) => {
    calls.push(`define ${JSON.stringify(req)}`);
    return { success: false, code: '1', message: 'no', data: undefined, raw: null };
  }),
}));

const { RecommendedList, linkTarget } = await import('../../../shared/features/recommended');

const item = (over: Partial<RecProduct>): RecProduct => ({
  logo: '/l.svg',
  name: 'Peso Flex',
  buttonText: 'Apply',
  range: '₱1 - ₱2',
  rangeDesc: 'Loan amount',
  rate: '0.05%',
  desc: 'd',
  enabled: 1,
  productCode: 'PF01',
  ...over,
});

beforeEach(() => (calls.length = 0));
afterEach(cleanup);

describe('recommended products', () => {
  it('D3: a click with enabled 1 sends the event with the index, then define', async () => {
    render(
      <RecommendedList
        items={[item({ name: 'A', enabled: 0, productCode: 'A0' }), item({ name: 'B', productCode: 'B1' })]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply: B' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      'event {"productId":"","moduleId":1,"positionId":1}',
      'define {"module":1,"position":1,"product_code":"B1"}',
    ]);
  });

  it('D3: a click with enabled 0 is ignored', async () => {
    render(<RecommendedList items={[item({ name: 'A', enabled: 0 })]} />);
    const button = screen.getByRole('button', { name: 'Apply: A' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
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
