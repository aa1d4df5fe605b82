import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogActions } from '../../../shared/ui/dialog';

afterEach(cleanup);

describe('DialogActions: the row of answers every dialog ends with (ADR 0036)', () => {
  it('draws the secondary answer first, then the primary, in one row', () => {
    const onCancel = vi.fn();
    const { container } = render(
      <DialogActions cancel={{ label: 'Cancel', onClick: onCancel }} className="order-dialog__actions">
        <button type="button" className="btn">
          Submit
        </button>
      </DialogActions>,
    );
    const row = container.firstElementChild!;
    expect(row.className).toBe('dialog__actions order-dialog__actions');
    const buttons = Array.from(row.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Submit']);
    expect(buttons[0].className).toBe('btn btn--secondary');
    expect(buttons[0].getAttribute('type')).toBe('button');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('a one-answer notice has no secondary button', () => {
    const { container } = render(
      <DialogActions>
        <button type="button" className="btn">
          Confirm
        </button>
      </DialogActions>,
    );
    expect(container.firstElementChild!.className).toBe('dialog__actions');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm']);
  });
});
