import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '../../i18n/t';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  /** Omit for a single-button notice ('Kind tips' with Confirm only). */
  cancelText?: string;
  /** The button focused on opening: the first (cancel) by default; `confirm` where staying is the safe answer. */
  focus?: 'confirm' | 'cancel';
}

interface ConfirmViewProps extends ConfirmOptions {
  onDone: (ok: boolean) => void;
}

function ConfirmView({ title, message, confirmText = t('Confirm'), cancelText, focus, onDone }: ConfirmViewProps) {
  const messageId = useId();
  return (
    <Dialog open onClose={() => onDone(false)} title={title} labelledBy={title ? undefined : messageId}>
      <p id={messageId} className="dialog__message">
        {message}
      </p>
      <DialogActions cancel={cancelText ? { label: cancelText, onClick: () => onDone(false) } : undefined}>
        <button
          type="button"
          className="btn"
          data-initial-focus={focus === 'confirm' || undefined}
          onClick={() => onDone(true)}
        >
          {confirmText}
        </button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Asks a question from non-React code; resolves true on confirm, false on cancel or Escape.
 * @example
 * if (await confirmDialog({ message: res.message, confirmText: 'Withdraw Now', cancelText: 'Cancel' })) …
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let settled = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      // Unmounting closes the dialog and returns focus before the caller continues.
      root.unmount();
      host.remove();
      resolve(ok);
    };
    root.render(<ConfirmView {...options} onDone={done} />);
  });
}
