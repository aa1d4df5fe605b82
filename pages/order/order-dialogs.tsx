/** The order page's own dialogs: the app rating (contract D2) and the bank-card prompt. */
import { useState } from 'react';
import { guardTap } from '../../shared/app/tap-guard';
import { googleScore } from '../../shared/api/contract/loan';
import { call } from '../../shared/api/request';
import { native } from '../../shared/bridge/native';
import { Dialog } from '../../shared/ui/dialog';
import { StarRating } from '../../shared/ui/rating';
import { toast } from '../../shared/feedback/toast';

/** Five stars, Cancel and Submit; the chosen stars are sent; under 4 a thank-you, 4 or more the store. */
export function RatingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [stars, setStars] = useState(0);
  const [thanks, setThanks] = useState(false);

  function cancel() {
    setStars(0);
    onClose();
  }

  /** One score per tap however fast the taps: the page's tap guard (ADR 0027). */
  async function submit(control: Element) {
    if (stars < 1) {
      toast('Please choose');
      return;
    }
    await guardTap(control, async () => {
      const res = await call(googleScore, { score: stars }, { loading: 'loading...' });
      if (!res.success) return;
      onClose();
      if (stars < 4) setThanks(true);
      else native.rate();
    });
  }

  return (
    <>
      <Dialog open={open} onClose={cancel} title="Rate our app">
        <p className="dialog__message">Please give our app a score. It helps us serve you better.</p>
        <StarRating value={stars} onChange={setStars} label="Your score" />
        <div className="dialog__actions order-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={cancel}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={(e) => void submit(e.currentTarget)}>
            Submit
          </button>
        </div>
      </Dialog>
      <Dialog open={thanks} onClose={() => setThanks(false)} title="Thank you for your feedback">
        <p className="dialog__message">We are sorry we did not do better. We will keep improving our service.</p>
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={() => setThanks(false)}>
            Confirm
          </button>
        </div>
      </Dialog>
    </>
  );
}

export interface BankCardDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
  /** 'Go and bind the card', with the tapped button (the tap guard marks it busy). */
  onBind: (control: Element) => void;
}

/** The server's title and message, a close icon and 'Go and bind the card'. */
export function BankCardDialog({ open, title, message, onClose, onBind }: BankCardDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title || undefined}
      ariaLabel={title ? undefined : 'Bind your bank card'}
      closeLabel="Close"
    >
      <p className="dialog__message">{message}</p>
      <button type="button" className="btn" onClick={(e) => onBind(e.currentTarget)}>
        Go and bind the card
      </button>
    </Dialog>
  );
}
