import { useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { useCountdown } from './use-countdown';
import './countdown-button.css';

export interface CountdownButtonProps {
  idleLabel?: string;
  seconds?: number;
  /** Sends (e.g. the SMS code); the countdown starts only when this returns or resolves true. */
  onClick: () => Promise<boolean> | boolean;
  /** A tap during the countdown, e.g. to toast 'Do not send the code repeatedly'. */
  onBlockedClick?: () => void;
  renderRemaining?: (seconds: number) => string;
  className?: string;
}

const defaultRemaining = (s: number) => t('{seconds}s', { seconds: s });

/**
 * A send button with a resend countdown. It stays enabled while counting (aria-disabled) so a tap can
 * still explain why nothing is sent.
 * @example
 * <CountdownButton onClick={sendSms} onBlockedClick={() => toast('Do not send the code repeatedly')} />
 */
export function CountdownButton({
  idleLabel = t('Get code'),
  seconds = 60,
  onClick,
  onBlockedClick,
  renderRemaining = defaultRemaining,
  className,
}: CountdownButtonProps) {
  const { remaining, running, start } = useCountdown(seconds);
  const [pending, setPending] = useState(false);
  // A ref, not only state: a double tap lands before React re-renders.
  const pendingRef = useRef(false);

  async function handleClick() {
    if (running) {
      onBlockedClick?.();
      return;
    }
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    try {
      if ((await onClick()) === true) start();
    } finally {
      // Also after a throw: the button must not stay stuck; the error itself still surfaces.
      pendingRef.current = false;
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className={className ? `countdown-button ${className}` : 'countdown-button'}
      aria-disabled={running || pending}
      onClick={handleClick}
    >
      {running ? renderRemaining(remaining) : idleLabel}
    </button>
  );
}
