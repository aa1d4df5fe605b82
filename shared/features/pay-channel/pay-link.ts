/**
 * The 'Payment' action itself (`usePayLink` loads it after the page's first paint, ADR 0048): what the
 * screens' first paint does not need stays out of their start JS.
 */
import { generateVcode } from '../../api/contract/repay';
import type { GenerateVcodeRequest } from '../../api/contract/repay';
import { call } from '../../api/request';
import type { ApiResult } from '../../api/request';
import type { AttemptKeys } from '../../api/idempotency';
import { followServerUrl } from '../../app/follow-server-url';
import { toast } from '../../feedback/toast';
import { NETWORK_ERROR_MESSAGE } from '../../feedback/messages';
import { t } from '../../i18n/t';

/** The backend refuses a payment whose amount is no longer the amount due (the page showed an old one). */
export const AMOUNT_CHANGED_CODE = 409;

/**
 * The backend made the payment link but its answer could not be read: nothing failed and nothing was
 * charged; the same attempt asked again (the same idempotency key) gets the same link.
 */
export const PAY_LINK_UNREAD_MESSAGE = t(
  'Your payment is ready, but its page could not be opened here. Tap Payment again to open it: you will not be charged twice.',
);

/**
 * `generate-vcode` with the attempt's idempotency key (reused when the same attempt is retried), then the
 * redirect to `payUrl`; resolves `true` when the page left for the provider. A refusal is told (see `tell`).
 */
export async function pay(
  keys: AttemptKeys,
  payload: GenerateVcodeRequest,
  refresh: (() => void) | undefined,
): Promise<boolean> {
  const { productId, orderId, amount, channelNumber, isDelay } = payload;
  const key = keys.keyFor(JSON.stringify([productId, orderId, amount, channelNumber, isDelay ?? 0]));
  // The same key (a retry of the same attempt) gets the same link and never a second payment (ADR 0008).
  const res = await call(generateVcode, payload, { loading: true, quiet: true, headers: { 'Idempotency-Key': key } });
  // Leaving for the provider: stays locked until the page is gone (or shown again from the cache).
  if (res.success && followServerUrl(res.data?.payUrl, { commonQuery: false, money: true })) return true;
  // Told without holding the guard: the 409 question waits on the borrower, the button works meanwhile.
  void tell(res, refresh);
  return false;
}

/** What the borrower is told about a refusal. */
async function tell(res: ApiResult<unknown>, refresh: (() => void) | undefined) {
  if (Number(res.code) === AMOUNT_CHANGED_CODE) {
    // A rare answer: its dialog (and the loader of it) is fetched only now, out of the screens' start JS.
    const again = await import('../../ui/dialog/lazy-confirm').then(
      ({ confirmLazy }) =>
        confirmLazy({
          message: res.message || t('The amount due has changed.'),
          confirmText: t('Refresh'),
          cancelText: t('Cancel'),
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
