import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../shared/ui/dialog';
import { dismissToast, toast } from '../../../shared/feedback/toast';

function region(): HTMLElement {
  return screen.getByRole('status');
}

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
    cleanup();
  });

  it('shows the message in one polite status region appended to the body', () => {
    toast('Please choose');
    expect(region().textContent).toBe('Please choose');
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().parentElement).toBe(document.body);
  });

  it('a new toast replaces the current one instead of stacking', () => {
    toast('first');
    toast('second');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(region().textContent).toBe('second');
  });

  it('disappears after 3000 ms by default', () => {
    toast('Upload succeeded!');
    vi.advanceTimersByTime(2999);
    expect(region().textContent).toBe('Upload succeeded!');
    vi.advanceTimersByTime(1);
    expect(region().textContent).toBe('');
  });

  it('a replacing toast gets its own full duration', () => {
    toast('first', 1000);
    vi.advanceTimersByTime(800);
    toast('second', 1000);
    vi.advanceTimersByTime(800);
    expect(region().textContent).toBe('second');
    vi.advanceTimersByTime(200);
    expect(region().textContent).toBe('');
  });

  it('clamps the duration to at least 300 ms', () => {
    toast('short', 10);
    vi.advanceTimersByTime(299);
    expect(region().textContent).toBe('short');
    vi.advanceTimersByTime(1);
    expect(region().textContent).toBe('');
  });

  it('renders markup from the server as plain text', () => {
    const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
    toast(markup);
    expect(region().textContent).toBe(markup);
    expect(region().children).toHaveLength(0);
  });

  it('dismissToast removes the current toast', () => {
    toast('bye');
    dismissToast();
    expect(region().textContent).toBe('');
  });

  it('while a modal dialog is open the toast lives inside it, so it is not inert', () => {
    const { rerender } = render(
      <Dialog open onClose={() => {}} title="Please rate this service">
        <p>stars</p>
      </Dialog>,
    );
    act(() => toast('Please choose'));
    const dialog = screen.getByRole('dialog', { name: 'Please rate this service' });
    expect(dialog.contains(region())).toBe(true);

    rerender(
      <Dialog open={false} onClose={() => {}} title="Please rate this service">
        <p>stars</p>
      </Dialog>,
    );
    expect(region().parentElement).toBe(document.body);
    expect(region().textContent).toBe('Please choose');
  });
});
