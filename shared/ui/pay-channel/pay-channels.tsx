import { useState } from 'react';
import type { RepayChannel } from '../../api/contract/repay';
import { Dialog } from '../dialog';
import './pay-channels.css';

export interface PayChannelsProps {
  channels: RepayChannel[];
  /** The chosen `channel_number`. */
  value: string;
  onChange: (channelNumber: string) => void;
}

/**
 * 'Payment Method': shows the chosen channel and opens the channel list (logo, name, check mark).
 * The caller starts with the first channel chosen (spec §4 "Repayment").
 * @example <PayChannels channels={d.repayList} value={channel} onChange={setChannel} />
 */
export function PayChannels({ channels, value, onChange }: PayChannelsProps) {
  const [open, setOpen] = useState(false);
  const chosen = channels.find((c) => c.channel_number === value);
  return (
    <>
      <button type="button" className="card pay-channels__row" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="pay-channels__label">Payment Method</span>
        <span className="pay-channels__chosen">
          {chosen && <img src={chosen.logo} alt="" width={24} height={24} />}
          <span>{chosen?.name ?? 'Please choose'}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Payment Method" closeLabel="Close" className="pay-channels__sheet">
        <ul className="pay-channels__list">
          {channels.map((c) => {
            const selected = c.channel_number === value;
            return (
              <li key={c.channel_number}>
                <button
                  type="button"
                  className="pay-channels__option"
                  aria-pressed={selected}
                  onClick={() => {
                    onChange(c.channel_number);
                    setOpen(false);
                  }}
                >
                  <img src={c.logo} alt="" width={32} height={32} />
                  <span className="pay-channels__name">{c.name}</span>
                  <svg className="pay-channels__check" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                    {selected ? (
                      <>
                        <circle cx="12" cy="12" r="11" fill="currentColor" />
                        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
                      </>
                    ) : (
                      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    )}
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      </Dialog>
    </>
  );
}
