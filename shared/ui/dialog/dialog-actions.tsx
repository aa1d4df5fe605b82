import type { ReactNode } from 'react';

export interface DialogActionsProps {
  /** The secondary answer, drawn first (Cancel); omitted for a one-answer notice. */
  cancel?: { label: string; onClick: () => void };
  /** The primary answer or answers: a button, an `ActionButton` when it opens a screen, a download link. */
  children?: ReactNode;
  /** The owner's spacing, beside the row's own. */
  className?: string;
}

/**
 * The row of answers at the foot of every dialog (ADR 0036): the secondary answer first, then the
 * primary, each an equal share of the row (`dialog.css`).
 * @example <DialogActions cancel={{ label: 'Cancel', onClick: close }}><button className="btn" …>Agree</button></DialogActions>
 */
export function DialogActions({ cancel, children, className }: DialogActionsProps) {
  return (
    <div className={className ? `dialog__actions ${className}` : 'dialog__actions'}>
      {cancel && (
        <button type="button" className="btn btn--secondary" onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
      {children}
    </div>
  );
}
