import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabPanel, Tabs } from '../../../shared/ui/tabs';

const items = [
  { key: '1', label: 'Debit card' },
  { key: '2', label: 'E-wallet' },
  { key: '3', label: 'Bank account' },
];

function Harness({ onChange }: { onChange?: (key: string) => void }) {
  const [tab, setTab] = useState('1');
  return (
    <>
      <Tabs
        items={items}
        value={tab}
        ariaLabel="Card type"
        idPrefix="card"
        onChange={(key) => {
          setTab(key);
          onChange?.(key);
        }}
      />
      <TabPanel idPrefix="card" tabKey={tab}>
        content of {tab}
      </TabPanel>
    </>
  );
}

function selected(): string[] {
  return screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent!);
}

describe('Tabs', () => {
  afterEach(() => {
    cleanup();
  });

  it('renders a named tablist whose tabs point at their panels', () => {
    render(<Harness />);
    screen.getByRole('tablist', { name: 'Card type' });
    const tab = screen.getByRole('tab', { name: 'E-wallet' });
    expect(tab.id).toBe('card-tab-2');
    expect(tab.getAttribute('aria-controls')).toBe('card-panel-2');
    expect(selected()).toEqual(['Debit card']);
  });

  it('the panel is labelled by its tab', () => {
    render(<Harness />);
    const panel = screen.getByRole('tabpanel', { name: 'Debit card' });
    expect(panel.id).toBe('card-panel-1');
    expect(panel.textContent).toBe('content of 1');
  });

  it('a click selects the tab and shows its panel', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    expect(onChange).toHaveBeenCalledWith('3');
    expect(selected()).toEqual(['Bank account']);
    expect(screen.getByRole('tabpanel', { name: 'Bank account' }).textContent).toBe('content of 3');
  });

  it('only the selected tab is in the tab order', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('Right and Left arrows move selection and focus, wrapping at the ends', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Debit card' }), { key: 'ArrowRight' });
    expect(selected()).toEqual(['E-wallet']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'E-wallet' }));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toEqual(['Debit card']);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Bank account']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Bank account' }));
  });

  it('Home and End jump to the first and last tab; other keys do nothing', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'Debit card' });
    fireEvent.keyDown(first, { key: 'End' });
    expect(selected()).toEqual(['Bank account']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selected()).toEqual(['Debit card']);
    onChange.mockClear();
    fireEvent.keyDown(first, { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
