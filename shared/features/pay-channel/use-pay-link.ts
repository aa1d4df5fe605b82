import { useRef } from 'react';
import { generateVcode } from '../../api/contract/repay';
import type { GenerateVcodeRequest } from '../../api/contract/repay';
import { call } from '../../api/request';
import type { ApiResult } from '../../api/request';
import { createAttemptKeys } from '../../api/idempotency';
import { followServerUrl } from '../../app/follow-server-url';
import { useMoneyGuard } from '../../app/money-guard';
import { toast } from '../../feedback/toast';
import { NETWORK_ERROR_MESSAGE } from '../../feedback/messages';

export interface PayLink {
  /** True while the call runs (and while the page leaves for the provider). */
  busy: boolean;
  /**
   * Asks for the pay link and opens it, `control` (the tapped button) marked busy at once; a second call
   * while one runs does nothing.
   */
  pay(payload: GenerateVcodeRequest, control?: Element | null): Promise<void>;
}

/** The backend refuses a payment whose amount is no longer the amount due (the page showed an old one). */
export const AMOUNT_CHANGED_CODE = 409;

/**
 * The backend made the payment link but its answer could not be read: nothing failed and nothing was
 * charged; the same attempt asked again (the same idempotency key) gets the same link.
 */
export const PAY_LINK_UNREAD_MESSAGE =
  'Your payment is ready, but its page could not be opened here. Tap Payment again to open it: you will not be charged twice.';

/**
 * The 'Payment' action of the instalment and extension pages: `generate-vcode` with one idempotency key
 * per attempt (reused when the same attempt is retried), then the guarded redirect to `payUrl`. The
 * button stays locked until the page has left (unlocked when the borrower comes back from the provider
 * with the back button, from the page cache, or when the link was refused). A payment refused because
 * the amount due changed offers 'Refresh', which runs `refresh` (the page's reload).
 * @example const { busy, pay } = usePayLink(reload); <button disabled={busy} onClick={(e) => pay(payload, e.currentTarget)}>Payment</button>
 */
export function usePayLink(refresh?: () => void): PayLink {
  const keys = useRef(createAttemptKeys());
  // One money action at a time, locked until the page has left (shared/app/money-guard.ts).
  const guard = useMoneyGuard();

  async function pay(payload: GenerateVcodeRequest, control?: Element | null) {
    let refused: ApiResult<unknown> | undefined;
    await guard.run(async () => {
      const { productId, orderId, amount, channelNumber, isDelay } = payload;
      const key = keys.current.keyFor(JSON.stringify([productId, orderId, amount, channelNumber, isDelay ?? 0]));
      // The same key (a retry of the same attempt) gets the same link and never a second payment (ADR 0008).
      const res = await call(generateVcode, payload, {
        loading: true,
        quiet: true,
        headers: { 'Idempotency-Key': key },
      });
      // Leaving for the provider: stays locked until the page is gone (or shown again from the cache).
      if (res.success && followServerUrl(res.data?.payUrl, { commonQuery: false, money: true })) return true;
      refused = res;
      return false;
    }, control);
    // Unlocked by now: what the borrower is told about a refusal.
    const res = refused as ApiResult<unknown> | undefined;
    if (!res) return;
    if (Number(res.code) === AMOUNT_CHANGED_CODE) {
      // A rare answer: its dialog (and the loader of it) is fetched only now, out of the screens' start JS.
      const again = await import('../../ui/dialog/lazy-confirm').then(
        ({ confirmLazy }) =>
          confirmLazy({
            message: res.message || 'The amount due has changed.',
            confirmText: 'Refresh',
            cancelText: 'Cancel',
          }),
        () => {
          toast(NETWORK_ERROR_MESSAGE);
          return null;
        },
      );
      if (again) refresh?.();
    } else if (res.unreadable) {
      toast(PAY_LINK_UNREAD_MESSAGE);
    } else if (!res.success && res.code !== null && res.message) {
      toast(res.message);
    }
  }

  return { busy: guard.busy, pay };
}
