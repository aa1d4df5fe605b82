import { useEffect, useRef } from 'react';
import type { GenerateVcodeRequest } from '../../api/contract/repay';
import { createAttemptKeys } from '../../api/idempotency';
import { toast } from '../../feedback/toast';
import { NETWORK_ERROR_MESSAGE } from '../../feedback/messages';
import { chunk } from '../../ui/lazy-ready/lazy-ready';

export interface PayLink {
  /**
   * The 'Payment' tap's action, run by its money `ActionButton` under the page's tap guard: asks for the
   * pay link and opens it; resolves `true` when the page left for the provider (the guard stays locked).
   */
  pay(payload: GenerateVcodeRequest): Promise<boolean>;
}

/** The action's chunk (`pay-link.ts`), fetched once the screen has painted (again after a failure). */
const link = chunk(() => import('./pay-link'));

/**
 * The 'Payment' action of the instalment and extension pages (`ChannelPayment`): `generate-vcode` with one
 * idempotency key per attempt (reused when the same attempt is retried), then the redirect to `payUrl`.
 * The button's tap guard (ADR 0027, 0036) keeps it locked until the page has left (unlocked when the
 * borrower comes back from the provider with the back button, from the page cache, or when the link was
 * refused). A payment refused because the amount due changed offers 'Refresh', which runs `refresh` (the
 * page's reload). The action's code comes after the first paint (ADR 0048); a tap before it has arrived
 * waits for it under the button's busy state, and one that cannot fetch it sends nothing and says so.
 * @example const { pay } = usePayLink(reload); <ActionButton money action={() => pay(payload)}>Payment</ActionButton>
 */
export function usePayLink(refresh?: () => void): PayLink {
  const keys = useRef(createAttemptKeys());
  useEffect(() => void link.preload().catch(() => undefined), []);
  return {
    pay: (payload) =>
      link.preload().then(
        (m) => m.pay(keys.current, payload, refresh),
        () => {
          toast(NETWORK_ERROR_MESSAGE);
          return false;
        },
      ),
  };
}
