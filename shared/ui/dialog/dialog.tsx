import { useEffect, useId, useRef } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { closeModalDialog, showModalDialog } from '../../feedback/top-layer';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called for Escape and the close icon; the parent decides by flipping `open`. */
  onClose: () => void;
  title?: ReactNode;
  /** Id of an element inside that names the dialog, when `title` is not used. */
  labelledBy?: string;
  /** Accessible name for a dialog with no visible title. */
  ariaLabel?: string;
  className?: string;
  children?: ReactNode;
  /** Renders a close icon button with this accessible name, e.g. 'Close'. */
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> (focus trap, top layer, backdrop for free).
 * @example
 * <Dialog open={open} onClose={() => setOpen(false)} title="Kind tips">…</Dialog>
 */
export function Dialog({ open, onClose, title, labelledBy, ariaLabel, className, children, closeLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // True while this component has the dialog shown: tells our own close() from a native one.
  const shown = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const previous = document.activeElement as HTMLElement | null;
    showModalDialog(el);
    shown.current = true;
    return () => {
      shown.current = false;
      closeModalDialog(el);
      previous?.focus?.();
    };
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Keep `open` the single source of truth: the parent closes the dialog by re-rendering.
    event.preventDefault();
    onClose();
  }

  function handleNativeClose() {
    // A second Escape can close the dialog without a cancelable event; tell the parent.
    if (shown.current) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
      aria-label={ariaLabel}
      tabIndex={-1}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      {closeLabel && (
        <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {title && (
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
      )}
      {children}
    </dialog>
  );
}
