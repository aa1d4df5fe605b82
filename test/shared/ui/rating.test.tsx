import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarRating } from '../../../shared/ui/rating';

const NAMES = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

function Harness({ initial = 0, onChange }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      label="Please rate this service"
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

function stars(): HTMLElement[] {
  return screen.getAllByRole('radio');
}

function filled(): boolean[] {
  return stars().map((s) => s.classList.contains('star-rating__star--filled'));
}

describe('StarRating', () => {
  afterEach(() => {
    cleanup();
  });

  it('is a radio group named by the label with five labelled star buttons', () => {
    render(<Harness />);
    screen.getByRole('radiogroup', { name: 'Please rate this service' });
    expect(stars().map((s) => s.getAttribute('aria-label'))).toEqual(NAMES);
    expect(stars().every((s) => s.tagName === 'BUTTON')).toBe(true);
  });

  it("uses 'Rating' as the default label", () => {
    render(<StarRating value={0} onChange={() => {}} />);
    screen.getByRole('radiogroup', { name: 'Rating' });
  });

  it('starts with nothing checked or filled', () => {
    render(<Harness />);
    expect(stars().map((s) => s.getAttribute('aria-checked'))).toEqual(Array(5).fill('false'));
    expect(filled()).toEqual([false, false, false, false, false]);
  });

  it('a click on star 3 sets 3, fills stars 1 to 3 and checks only star 3', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(filled()).toEqual([true, true, true, false, false]);
    expect(stars().map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true', 'false', 'false']);
  });

  it('a lower click unfills the stars after it', () => {
    render(<Harness initial={5} />);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(filled()).toEqual([true, true, false, false, false]);
  });

  it('only the checked star is in the tab order (the first when none is checked)', () => {
    const { unmount } = render(<Harness />);
    expect(stars().map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    unmount();
    render(<Harness initial={4} />);
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  });

  it('arrow keys move the value and the focus, within 1 to 5', () => {
    const onChange = vi.fn();
    render(<Harness initial={3} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('radio', { name: '3 stars' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 stars' }));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(5);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(filled()).toEqual([true, true, true, false, false]);
  });

  it('ArrowLeft with nothing chosen selects 1 star, never 0', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('radio', { name: '1 star' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
