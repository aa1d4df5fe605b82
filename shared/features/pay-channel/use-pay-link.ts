import { useEffect, useRef, useState } from 'react';
import type { GenerateVcodeRequest } from '../../api/contract/repay';
import { createAttemptKeys } from '../../api/idempotency';
import { createPayLink } from '../../api/repay';
import { followServerUrl } from '../../app/follow-server-url';

export interface PayLink {
  /** True while the call runs (and while the page leaves for the provider). */
  busy: boolean;
  /** Asks for the pay link and opens it; a second call while one runs does nothing. */
  pay(payload: GenerateVcodeRequest): Promise<void>;
}

/**
 * The 'Payment' action of the instalment and extension pages: `generate-vcode` with one idempotency key
 * per attempt (reused when the same attempt is retried), then the guarded redirect to `payUrl`.
 * `onReturn` runs when the borrower comes back from the provider with the back button (page cache).
 * @example const { busy, pay } = usePayLink(); <button disabled={busy} onClick={() => pay(payload)}>Payment</button>
 */
export function usePayLink(onReturn?: () => void): PayLink {
  const keys = useRef(createAttemptKeys());
  // A ref, not only state: a double tap lands before React re-renders.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Coming back from the provider with the back button restores this page from the cache: unlock it.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
      // The payment may have been completed meanwhile: show the order as it is now.
      onReturn?.();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function pay(payload: GenerateVcodeRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const { productId, orderId, amount, channelNumber, isDelay } = payload;
    const key = keys.current.keyFor(JSON.stringify([productId, orderId, amount, channelNumber, isDelay ?? 0]));
    const res = await createPayLink(payload, key);
    if (res.success) {
      if (followServerUrl(res.data?.payUrl, { commonQuery: false, money: true })) return;
    }
    inFlight.current = false;
    setBusy(false);
  }

  return { busy, pay };
}
