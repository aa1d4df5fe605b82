/** The order page's own dialogs: the app rating (contract D2) and the bank-card prompt. */
import { useState } from 'react';
import { guardTap } from '../../shared/app/tap-guard';
import { submitScore } from '../../shared/api/loan';
import { native } from '../../shared/bridge/native';
import { Dialog } from '../../shared/ui/dialog';
import { StarRating } from '../../shared/ui/rating';
import { toast } from '../../shared/feedback/toast';
import { t } from '../../shared/i18n/t';

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
      toast(t('Please choose'));
      return;
    }
    await guardTap(control, async () => {
      const res = await submitScore(stars, { loading: t('loading...') });
      if (!res.success) return;
      onClose();
      if (stars < 4) setThanks(true);
      else native.rate();
    });
  }

  return (
    <>
      <Dialog open={open} onClose={cancel} title={t('Rate our app')}>
        <p className="dialog__message">{t('Please give our app a score. It helps us serve you better.')}</p>
        <StarRating value={stars} onChange={setStars} label={t('Your score')} />
        <div className="dialog__actions order-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={cancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="btn" onClick={(e) => void submit(e.currentTarget)}>
            {t('Submit')}
          </button>
        </div>
      </Dialog>
      <Dialog open={thanks} onClose={() => setThanks(false)} title={t('Thank you for your feedback')}>
        <p className="dialog__message">{t('We are sorry we did not do better. We will keep improving our service.')}</p>
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={() => setThanks(false)}>
            {t('Confirm')}
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
      ariaLabel={title ? undefined : t('Bind your bank card')}
      closeLabel={t('Close')}
    >
      <p className="dialog__message">{message}</p>
      <button type="button" className="btn" onClick={(e) => onBind(e.currentTarget)}>
        {t('Go and bind the card')}
      </button>
    </Dialog>
  );
}
