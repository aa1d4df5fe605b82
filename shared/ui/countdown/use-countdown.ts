import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  running: boolean;
  start: () => void;
  reset: () => void;
}

/**
 * A seconds countdown (e.g. the 60 s SMS resend wait).
 * @example
 * const { remaining, running, start } = useCountdown(60);
 */
export function useCountdown(seconds = 60): Countdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    // Counted against the clock, not the ticks: a backgrounded web view pauses intervals.
    const end = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 1000);
  }, [seconds, stop]);

  const reset = useCallback(() => {
    stop();
    setRemaining(0);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start, reset };
}
