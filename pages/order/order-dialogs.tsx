/** The order page's own dialogs: the app rating (contract D2) and the bank-card prompt. */
import { useState } from 'react';
import { googleScore } from '../../shared/api/contract/loan';
import { call } from '../../shared/api/request';
import { native } from '../../shared/bridge/native';
import { Dialog, DialogActions } from '../../shared/ui/dialog';
import { ActionButton } from '../../shared/ui/action-button';
import type { TapAction } from '../../shared/platform/tap-guard';
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

  /** One score per tap however fast the taps: the action button's tap guard (ADR 0027, 0036). */
  async function submit() {
    if (stars < 1) {
      toast(t('Please choose'));
      return;
    }
    const res = await call(googleScore, { score: stars }, { loading: true });
    if (!res.success) return;
    onClose();
    if (stars < 4) setThanks(true);
    else native.rate();
  }

  return (
    <>
      <Dialog open={open} onClose={cancel} title={t('Rate our app')}>
        <p className="dialog__message">{t('Please give our app a score. It helps us serve you better.')}</p>
        <StarRating value={stars} onChange={setStars} label={t('Your score')} />
        <DialogActions className="order-dialog__actions" cancel={{ label: t('Cancel'), onClick: cancel }}>
          <ActionButton action={submit}>{t('Submit')}</ActionButton>
        </DialogActions>
      </Dialog>
      <Dialog open={thanks} onClose={() => setThanks(false)} title={t('Thank you for your feedback')}>
        <p className="dialog__message">{t('We are sorry we did not do better. We will keep improving our service.')}</p>
        <DialogActions>
          <button type="button" className="btn" onClick={() => setThanks(false)}>
            {t('Confirm')}
          </button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export interface BankCardDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
  /** 'Go and bind the card': opens bind bank under the tap guard (the button is an `ActionButton`). */
  onBind: TapAction;
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
      <ActionButton action={onBind}>{t('Go and bind the card')}</ActionButton>
    </Dialog>
  );
}
