/**
 * What differs between the two Loan confirm screens (spec §2, §7 "Loan confirm", §8), in one object per
 * variant, so the view reads the policy instead of asking `variant === 'v2'` at every turn. Add a field here
 * (not a branch in the view) when a variant gains a behaviour of its own.
 */
import { isSessionExpiredCode } from '../../api/contract/endpoint';
import { canRetry } from '../../api/request';
import type { ApiResult } from '../../api/request';
import { t } from '../../i18n/t';

export type LoanConfirmVariant = 'v1' | 'v2';

export interface LoanConfirmPolicy {
  /** Whether a call succeeded: v1 the shared rule (code parses to 0), v2 exactly '00' (spec §8). */
  succeeded(res: ApiResult<unknown>): boolean;
  /** Where the payload sits: v1 in `data`, v2 in the newer envelope's `attach` (spec §7). */
  payload<T>(res: ApiResult<T>): T | undefined;
  /**
   * Whether the request helper stays quiet on a failed envelope. v2 toasts the server's message itself,
   * because its own success rule ('00') differs from the helper's: the helper would toast a '0' as success.
   */
  quietRequests: boolean;
  /**
   * The toast for a failed envelope that the page shows itself (`null`: none — the helper already did, or
   * nothing arrived and the helper toasted the network failure). `fallback` stands in for an empty message.
   */
  failureToast(res: ApiResult<unknown>, fallback?: string): string | null;
  /**
   * Whether 'Try again' can mend a failed offer (D21): v1 the shared rule (`canRetry`); v2
   * the same, except that a code other than '00' is a refusal even when the shared rule reads it as 0.
   */
  canRetry(res: ApiResult<unknown>): boolean;
  /** Whether the offer's promo pop-up (`NewPopMsg`) is shown. */
  promo: boolean;
}

export const APPLY_FAILED_MESSAGE = t('The application could not be sent. Please try again.');
/** An application the server took whose answer names no page to show it on. */
export const APPLIED_MESSAGE = t('Your application was sent. You can follow it under My loans in the app.');

const v1: LoanConfirmPolicy = {
  succeeded: (res) => res.success,
  payload: (res) => res.data,
  quietRequests: false,
  failureToast: () => null,
  canRetry,
  promo: false,
};

const v2: LoanConfirmPolicy = {
  succeeded: (res) => String(res.code) === '00',
  payload: (res) => res.attach,
  quietRequests: true,
  failureToast: (res, fallback) => (res.code === null ? null : res.message || fallback || null),
  canRetry: (res) => res.code === null || (res.status ?? 0) >= 500 || isSessionExpiredCode(res.code),
  promo: true,
};

export const LOAN_CONFIRM_POLICY: Readonly<Record<LoanConfirmVariant, LoanConfirmPolicy>> = { v1, v2 };
