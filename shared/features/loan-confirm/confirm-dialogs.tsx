/** The loan confirm's dialogs, fetched when one is needed (agreement document, promo pop-up). */
import { useId } from 'react';
import { Dialog } from '../../ui/dialog';

export { AgreementDialog } from './agreement-dialog';

export interface PromoDialogProps {
  open: boolean;
  message: string;
  buttonText: string;
  onClose: () => void;
}

/** v2's promo pop-up: the server's message, a close icon and the server's button text (dismisses). */
export function PromoDialog({ open, message, buttonText, onClose }: PromoDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={id} closeLabel="Close">
      <p id={id} className="dialog__message lc-promo">
        {message}
      </p>
      {buttonText && (
        <button type="button" className="btn" onClick={onClose}>
          {buttonText}
        </button>
      )}
    </Dialog>
  );
}
