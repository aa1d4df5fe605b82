/** The channel list sheet of 'Payment Method' (logo, name, check mark), loaded apart from the start JS. */
import type { Id } from '../../api/contract/declare';
import type { RepayChannel } from '../../api/contract/repay';
import { Dialog } from '../../ui/dialog';
import { t } from '../../i18n/t';
import { Logo } from '../../ui/logo';

export interface ChannelSheetProps {
  open: boolean;
  channels: RepayChannel[];
  value: Id | '';
  onChoose: (channelNumber: Id) => void;
  onClose: () => void;
}

export function ChannelSheet({ open, channels, value, onChoose, onClose }: ChannelSheetProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('Payment Method')}
      closeLabel={t('Close')}
      className="pay-channels__sheet"
    >
      <ul className="pay-channels__list">
        {channels.map((c) => {
          const selected = c.channel_number === value;
          return (
            <li key={c.channel_number}>
              <button
                type="button"
                className="pay-channels__option"
                aria-pressed={selected}
                onClick={() => onChoose(c.channel_number)}
              >
                <Logo src={c.logo} width={32} height={32} />
                <span className="pay-channels__name">{c.name}</span>
                <svg
                  className="pay-channels__check"
                  viewBox="0 0 24 24"
                  width="22"
                  height="22"
                  aria-hidden="true"
                  focusable="false"
                >
                  {selected ? (
                    <>
                      <circle cx="12" cy="12" r="11" fill="currentColor" />
                      <path
                        d="M7 12.5l3.2 3.2L17 9"
                        fill="none"
                        stroke="#fff"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                      />
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
  );
}
