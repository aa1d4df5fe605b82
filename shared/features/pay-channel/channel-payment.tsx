import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GenerateVcodeRequest, RepayChannel } from '../../api/contract/repay';
import { t } from '../../i18n/t';
import { ActionButton } from '../../ui/action-button';
import { firstChannel } from './first-channel';
import { PayChannels } from './pay-channels';
import { usePayLink } from './use-pay-link';
import { onlineChannels } from '../repay-info/channel-kind';

/** Said plainly when the backend sends no channel (D13): 'Payment' stays disabled. */
export const NO_CHANNEL_MESSAGE = t('No payment method is available right now. Please try again later.');

export interface ChannelPaymentProps {
  channels: RepayChannel[];
  /** What 'Payment' pays, without the channel; `null` when the page has no amount to charge. */
  payload: Omit<GenerateVcodeRequest, 'channelNumber'> | null;
  /** The page's reload: 'Refresh' after a payment refused because the amount due changed. */
  onReturn: () => void;
  /** Beside 'Payment', under it (the "Paid but still showing?" link). */
  children?: ReactNode;
}

/**
 * 'Payment Method' and 'Payment' of the instalment and extension pages (spec §4 "Repayment", §7), the
 * online channels only (a cash counter is paid with the reference number, D39): the first channel chosen, the plain note when there is none, and the money button (ADR 0036) that sends
 * `generate-vcode` for the chosen channel and opens the provider's page.
 * @example <ChannelPayment channels={d.repayList} payload={{ ...orderRef(), amount: d.repayAmount }} onReturn={reload}><PaidNotShowing /></ChannelPayment>
 */
export function ChannelPayment({ channels: all, payload, onReturn, children }: ChannelPaymentProps) {
  // D39: a cash counter is paid with the reference number, never through an online checkout.
  const channels = onlineChannels(all);
  const [channel, setChannel] = useState(() => firstChannel(channels));
  const { pay } = usePayLink(onReturn);
  return (
    <>
      <PayChannels channels={channels} value={channel} onChange={setChannel} />
      {channels.length === 0 && <p role="note">{NO_CHANNEL_MESSAGE}</p>}
      <div className="pay-actions">
        <ActionButton
          money
          disabled={!channel || !payload}
          action={() => (channel && payload ? pay({ ...payload, channelNumber: channel }) : undefined)}
        >
          {t('Payment')}
        </ActionButton>
        {children}
      </div>
    </>
  );
}
