import type { Id } from '../../api/contract/declare';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { RepayChannel } from '../../api/contract/repay';
import { toast } from '../../feedback/toast';
import { chunk } from '../../ui/lazy-ready/lazy-ready';
import './pay-channels.css';
import { NETWORK_ERROR_MESSAGE } from '../../feedback/messages';
import { t } from '../../i18n/t';
import { Logo } from '../../ui/logo';

export interface PayChannelsProps {
  channels: RepayChannel[];
  /** The chosen `channel_number`. */
  value: Id | '';
  onChange: (channelNumber: Id) => void;
}

/** The sheet's chunk, fetched once (and again after a failure). */
const sheet = chunk(() => import('./channel-sheet').then((m) => m.ChannelSheet));

/**
 * 'Payment Method': shows the chosen channel and opens the channel list (logo, name, check mark).
 * The caller starts with the first channel chosen (spec §4 "Repayment"). The list's code is fetched
 * right after the row appears (not in the start JS), so the first tap opens it at once.
 * @example <PayChannels channels={d.repayList} value={channel} onChange={setChannel} />
 */
export function PayChannels({ channels, value, onChange }: PayChannelsProps) {
  const [open, setOpen] = useState(false);
  // The sheet is whatever its chunk gave once it is here: a render after it arrives picks it up.
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const Sheet = sheet.current;
  const live = useRef(true);
  const chosen = channels.find((c) => c.channel_number === value);

  useEffect(() => {
    live.current = true;
    sheet.preload().then(
      () => live.current && arrived(),
      () => undefined,
    );
    return () => {
      live.current = false;
    };
  }, []);

  function show() {
    if (Sheet) {
      setOpen(true);
      return;
    }
    sheet.preload().then(
      () => live.current && setOpen(true),
      () => toast(NETWORK_ERROR_MESSAGE),
    );
  }

  return (
    <>
      <button type="button" className="card pay-channels__row" aria-haspopup="dialog" onClick={show}>
        <span className="pay-channels__label">{t('Payment Method')}</span>
        <span className="pay-channels__chosen">
          {chosen && <Logo src={chosen.logo} width={24} height={24} />}
          <span>{chosen?.name ?? t('Please choose')}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </span>
      </button>
      {Sheet && (
        <Sheet
          open={open}
          channels={channels}
          value={value}
          onChoose={(channelNumber) => {
            onChange(channelNumber);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
