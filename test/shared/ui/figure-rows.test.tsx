import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FigureRows } from '../../../shared/ui/figure-rows';

afterEach(cleanup);

describe('FigureRows (ADR 0031)', () => {
  it('is one description list: a term and its value per row, in order, as text', () => {
    const { container } = render(
      <FigureRows
        rows={[
          ['Loan amount', '₱3,000.00'],
          ['Reference', '<b>REF-1</b>'],
        ]}
      />,
    );
    const list = container.querySelector('dl.figure-rows')!;
    const rows = [...list.querySelectorAll(':scope > div.figure-rows__row')];
    expect(rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])).toEqual([
      ['Loan amount', '₱3,000.00'],
      ['Reference', '<b>REF-1</b>'],
    ]);
    // Server strings render as text (D7): no element made of them.
    expect(list.querySelector('b')).toBeNull();
  });

  it("keeps a screen's own class and id on the list and a row's class on its row", () => {
    const { container } = render(
      <FigureRows
        id="details"
        className="code2__facts"
        rows={[
          ['Contract number', 'C-1'],
          ['Total payment', '₱5.00', 'code2__total'],
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list.id).toBe('details');
    expect(list.className).toBe('figure-rows code2__facts');
    expect([...list.children].map((row) => row.className)).toEqual([
      'figure-rows__row',
      'figure-rows__row code2__total',
    ]);
  });

  it('shows nothing but the empty list when there are no rows', () => {
    const { container } = render(<FigureRows rows={[]} />);
    expect(container.querySelector('dl.figure-rows')!.children).toHaveLength(0);
  });
});
