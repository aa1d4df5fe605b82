/**
 * What "Paid but not showing?" opens (ADR 0028): how long a payment takes to show, by kind of channel,
 * from the config; what to keep; and the way on: the complaint home for this order (its `orderId` rides
 * along with the page query) with the hint to attach the receipt photo, or a call to customer service.
 */
import { useId } from 'react';
import { openInFlow } from '../../app/open-page';
import { ActionButton } from '../../ui/action-button';
import { native } from '../../bridge/native';
import { config } from '../../config/config';
import { promise } from '../../config/promises';
import { ABOUT_PAYMENT, entryUrl } from '../../session/query';
import { Dialog } from '../../ui/dialog';
import { FigureRows } from '../../ui/figure-rows';
import { cutoffSentence, PAID_NOT_SHOWING, postingTimes } from './words';
import { t } from '../../i18n/t';

export function PaidNotShowingExplanation({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ids = { when: useId(), keep: useId(), still: useId() };
  return (
    <Dialog open={open} onClose={onClose} title={PAID_NOT_SHOWING} closeLabel={t('Close')} className="pns">
      <section aria-labelledby={ids.when}>
        <h3 id={ids.when} className="pns__heading">
          {t('When a payment shows')}
        </h3>
        <p className="pns__text">{t('A payment reaches us through the channel you paid with, so it takes a while:')}</p>
        <FigureRows className="pns__times" rows={postingTimes().map((p) => [p.kind, p.shows] as const)} />
        {/* Both sentences commit the lender: its configuration's (D30). */}
        <p className="pns__text">
          {cutoffSentence()} {promise('paymentOnItsWay')}
        </p>
      </section>
      <section aria-labelledby={ids.keep}>
        <h3 id={ids.keep} className="pns__heading">
          {t('What to keep')}
        </h3>
        <p className="pns__text">
          {t(
            'Your receipt, or a screenshot of the confirmation, with its reference number, the amount, and the date and time of payment.',
          )}
        </p>
      </section>
      <section aria-labelledby={ids.still}>
        <h3 id={ids.still} className="pns__heading">
          {t('Still not showing?')}
        </h3>
        <p className="pns__text">
          {t(
            'Send us a complaint about this order with a photo of the receipt, and we will check it with the channel.',
          )}
        </p>
        <div className="pns__actions">
          <ActionButton action={() => openInFlow(entryUrl('complaint', ABOUT_PAYMENT))}>
            {t('Send a complaint about this payment')}
          </ActionButton>
          <button type="button" className="btn btn--secondary" onClick={() => native.call(config.servicePhone)}>
            {t('Call customer service')}
          </button>
        </div>
      </section>
    </Dialog>
  );
}
