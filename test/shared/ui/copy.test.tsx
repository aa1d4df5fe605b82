import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton, copyText } from '../../../shared/ui/copy';
import { dismissToast } from '../../../shared/feedback/toast';

type ExecCommand = (command: string) => boolean;

function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText: vi.fn(writeText) } : undefined,
  });
  return navigator.clipboard as unknown as { writeText: ReturnType<typeof vi.fn> } | undefined;
}

// Records what the fallback's textarea held and whether it was selected when copy ran.
function mockExecCommand(result: boolean | Error) {
  const seen: { command: string; value: string | undefined; selected: string | undefined }[] = [];
  const exec = vi.fn<ExecCommand>((command) => {
    const area = document.querySelector('textarea');
    seen.push({
      command,
      value: area?.value,
      selected: area ? area.value.slice(area.selectionStart, area.selectionEnd) : undefined,
    });
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return { exec, seen };
}

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

describe('copyText', () => {
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('uses navigator.clipboard.writeText when available', async () => {
    const clipboard = mockClipboard(() => Promise.resolve());
    const { exec } = mockExecCommand(true);
    await expect(copyText('PAY-123')).resolves.toBe(true);
    expect(clipboard!.writeText).toHaveBeenCalledWith('PAY-123');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected hidden textarea and execCommand when there is no clipboard API', async () => {
    mockClipboard(undefined);
    const { seen } = mockExecCommand(true);
    await expect(copyText('PAY-123')).resolves.toBe(true);
    expect(seen).toEqual([{ command: 'copy', value: 'PAY-123', selected: 'PAY-123' }]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when writeText rejects', async () => {
    mockClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const { seen } = mockExecCommand(true);
    await expect(copyText('PAY-123')).resolves.toBe(true);
    expect(seen.map((s) => s.command)).toEqual(['copy']);
  });

  it('resolves false when the fallback copy fails or throws, and cleans up', async () => {
    mockClipboard(undefined);
    mockExecCommand(false);
    await expect(copyText('x')).resolves.toBe(false);
    mockExecCommand(new Error('not supported'));
    await expect(copyText('x')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives focus back to the element that had it', async () => {
    mockClipboard(undefined);
    mockExecCommand(true);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await copyText('x');
    expect(document.activeElement).toBe(input);
    input.remove();
  });
});

describe('CopyButton', () => {
  beforeEach(() => {
    delete (document as { execCommand?: unknown }).execCommand;
  });

  afterEach(() => {
    dismissToast();
    cleanup();
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
    delete (document as { execCommand?: unknown }).execCommand;
  });

  async function tapCopy(name = 'Copy') {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
    });
  }

  it('copies the text and toasts the copied message', async () => {
    const clipboard = mockClipboard(() => Promise.resolve());
    render(<CopyButton text="PAY-123" copiedMessage="Pay code copied" />);
    await tapCopy();
    expect(clipboard!.writeText).toHaveBeenCalledWith('PAY-123');
    expect(screen.getByRole('status').textContent).toBe('Pay code copied');
  });

  it("toasts 'Copied' by default and uses the given label", async () => {
    mockClipboard(() => Promise.resolve());
    render(<CopyButton text="PAY-123" label="Copy code" />);
    await tapCopy('Copy code');
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('toasts the manual-copy message when copying fails', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    mockExecCommand(false);
    render(<CopyButton text="PAY-123" />);
    await tapCopy();
    expect(screen.getByRole('status').textContent).toBe('Copy failed, please copy it manually');
  });
});
