import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, confirmDialog } from '../../../shared/ui/dialog';

function cancel(dialog: HTMLElement): Event {
  // What the browser fires on Escape.
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog, event);
  return event;
}

function dialogs(): HTMLDialogElement[] {
  return Array.from(document.querySelectorAll('dialog'));
}

function Harness({ closeLabel }: { closeLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open tips
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Kind tips" closeLabel={closeLabel}>
        <p>Bind your card first.</p>
        <button type="button" onClick={() => setOpen(false)}>
          Confirm
        </button>
      </Dialog>
    </>
  );
}

function openHarness(closeLabel?: string) {
  render(<Harness closeLabel={closeLabel} />);
  const trigger = screen.getByRole('button', { name: 'Open tips' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Kind tips' }) as HTMLDialogElement };
}

describe('Dialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is not open until open becomes true, then opens as a modal named by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    expect(dialogs()[0].open).toBe(false);
    expect(showModal).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Open tips' }));
    const dialog = screen.getByRole('dialog', { name: 'Kind tips' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Kind tips' }).id);
  });

  it('closes when open becomes false and returns focus to the element focused before', () => {
    const { trigger, dialog } = openHarness();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('Escape (the cancel event) calls onClose and prevents the native close', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Kind tips">
        <p>text</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Kind tips' }) as HTMLDialogElement;
    const event = cancel(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    // The parent did not flip `open`, so the dialog stays open.
    expect(dialog.open).toBe(true);
  });

  it('Escape closes a controlled dialog and focus goes back to the trigger', () => {
    const { trigger, dialog } = openHarness();
    cancel(dialog);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('a native close that could not be prevented is reported through onClose', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Kind tips">
        <p>text</p>
      </Dialog>,
    );
    (screen.getByRole('dialog', { name: 'Kind tips' }) as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders a close icon button with the given accessible name only when closeLabel is set', () => {
    const { dialog } = openHarness('Close');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    cleanup();

    openHarness();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('falls back to the open attribute where showModal is missing', () => {
    const proto = HTMLDialogElement.prototype as { showModal?: () => void };
    const original = proto.showModal;
    proto.showModal = undefined;
    try {
      const { dialog } = openHarness();
      expect(dialog.hasAttribute('open')).toBe(true);
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(dialog.hasAttribute('open')).toBe(false);
    } finally {
      proto.showModal = original;
    }
  });
});

describe('confirmDialog', () => {
  afterEach(() => {
    cleanup();
  });

  // Wrapped in an object: an async function returning the promise would wait for the answer.
  async function ask(options: Parameters<typeof confirmDialog>[0]): Promise<{ answer: Promise<boolean> }> {
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = confirmDialog(options);
    });
    return { answer };
  }

  it('resolves true on Confirm and removes itself from the page', async () => {
    const before = document.body.childElementCount;
    const { answer } = await ask({ title: 'Kind tips', message: 'Withdraw now?', cancelText: 'Cancel' });
    const dialog = screen.getByRole('dialog', { name: 'Kind tips' });
    expect(dialog).toHaveProperty('open', true);
    screen.getByText('Withdraw now?');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(dialogs()).toHaveLength(0);
    expect(document.body.childElementCount).toBe(before);
  });

  it('resolves false on Cancel', async () => {
    const { answer } = await ask({ message: 'Leave?', confirmText: 'Withdraw Now', cancelText: 'Cancel' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(dialogs()).toHaveLength(0);
  });

  it('resolves false on Escape', async () => {
    const { answer } = await ask({ message: 'Leave?', cancelText: 'Cancel' });
    cancel(screen.getByRole('dialog', { name: 'Leave?' }));
    await expect(answer).resolves.toBe(false);
    expect(dialogs()).toHaveLength(0);
  });

  it('without cancelText shows only the confirm button, with its custom text', async () => {
    const { answer } = await ask({ message: 'Card bound.', confirmText: 'OK' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('renders the message as text, never as markup', async () => {
    const message = '<b>bold</b><img src=x>';
    const { answer } = await ask({ message });
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('b, img')).toBeNull();
    screen.getByText(message);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await answer;
  });

  it("focuses the first button by default, the confirm button when asked (D26: 'Stay')", async () => {
    const first = await ask({ message: 'Leave?', confirmText: 'Stay', cancelText: 'Leave' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await first.answer;
    const second = await ask({ message: 'Leave?', confirmText: 'Stay', cancelText: 'Leave', focus: 'confirm' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await expect(second.answer).resolves.toBe(true);
  });

  it('returns focus to the element focused before it opened', async () => {
    render(<button type="button">Withdraw</button>);
    const trigger = screen.getByRole('button', { name: 'Withdraw' });
    trigger.focus();
    const { answer } = await ask({ message: 'Sure?', cancelText: 'Cancel' });
    expect(document.activeElement).not.toBe(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await answer;
    expect(document.activeElement).toBe(trigger);
  });
});
