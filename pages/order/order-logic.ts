/** The order page's rules by status (spec §4 "Order statuses", contract D1), apart from the view. */
import { signal } from '@preact/signals-react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { LoanDetails } from '../../shared/api/contract/loan';
import { formatMoney } from '../../shared/format/money';
import type { EntryName } from '../../shared/platform/entry-names';
import { t } from '../../shared/i18n/t';

/** Statuses with repay actions or 'Borrow Again': the recommended block hides for exactly these (D1). */
export const ACTION_STATUSES = [170, 174, 180, 200];

export type OrderActions = 'repay-rollover' | 'repayment' | 'borrow-again' | 'none';

/**
 * @example orderActions(174, '1') // 'repay-rollover'
 * @example orderActions(170, '1') // 'repayment'
 * @example orderActions(110, '0') // 'none'
 */
export function orderActions(status: number, isDelay: string | number): OrderActions {
  if (status === 174 || status === 180) return String(isDelay) === '1' ? 'repay-rollover' : 'repayment';
  if (status === 170) return 'repayment';
  if (status === 200) return 'borrow-again';
  return 'none';
}

/** Contract D1: the recommended block shows exactly when the status is not 170, 174, 180 or 200. */
export function showsRecommended(status: number): boolean {
  return !ACTION_STATUSES.includes(status);
}

const ICONS: Record<number, string> = {
  21: 'review',
  110: 'rejected',
  151: 'disbursing',
  174: 'due',
  180: 'overdue',
  200: 'settled',
};

/** Every status the spec lists (spec §4): each has its icon or its actions; the contract's table lists these. */
export const LISTED_STATUSES: readonly number[] = [
  ...new Set([...Object.keys(ICONS).map(Number), ...ACTION_STATUSES]),
].sort((a, b) => a - b);

/**
 * The status icon: one per status the spec lists; any other status gets the 200 icon.
 * @example statusIcon(21) // '/images/status/review.svg'
 */
export function statusIcon(status: number): string {
  return `/images/status/${ICONS[status] ?? ICONS[200]}.svg`;
}

/** The continue-withdrawal link redirects when the status is not 21 and the link is non-empty. */
export function redirectsToContinue(status: number, playeduL: string | undefined): boolean {
  return status !== 21 && typeof playeduL === 'string' && playeduL.trim() !== '';
}

/** Session flag set by the repay buttons; while set, 'Kind tips' stays closed. */
export const BANK_TIP_FLAG = 'showBankTip';

export function bankTipShown(): boolean {
  try {
    return Boolean(sessionStorage.getItem(BANK_TIP_FLAG));
  } catch {
    return false;
  }
}

export function setBankTipShown(): void {
  try {
    sessionStorage.setItem(BANK_TIP_FLAG, '1');
  } catch {
    // Storage can be off (private mode); the tips then show again, which is harmless.
  }
}

/**
 * The entries this order's visible controls can open in this web view, for `useNextScreens` (ADR 0017):
 * REPAY / Repayment open the instalment page unless the server sends its own page (`h5Url`), Rollover
 * opens the extension page, the bank-card prompt opens bind bank. Nothing else is fetched ahead.
 * @example nextScreens({ orderStatus: 174, isDelay: '1', cardNeedPop: 0 }) // ['repay-period', 'repay-delay']
 */
export function nextScreens(d: {
  orderStatus: number;
  isDelay: string | number;
  h5Url?: string;
  cardNeedPop?: unknown;
}): EntryName[] {
  const actions = showsRecommended(d.orderStatus) ? 'none' : orderActions(d.orderStatus, d.isDelay);
  const out: EntryName[] = [];
  if ((actions === 'repay-rollover' || actions === 'repayment') && !d.h5Url) out.push('repay-period');
  if (actions === 'repay-rollover') out.push('repay-delay');
  if (Number(d.cardNeedPop) === 1) out.push('bind-bank');
  return out;
}

/** Said once on the order after the payout account was changed from it. */
export const ACCOUNT_CHANGED_MESSAGE = t('Your payout account has been changed.');

/** The query key bind bank returns with after a change of the payout account. */
export const ACCOUNT_CHANGED_KEY = 'accountChanged';

export interface DialogFlags {
  rating: boolean;
  bankCard: boolean;
  /** Set once a dialog is asked for: its lazy module mounts then and stays (the rating's thanks outlives it). */
  needed: boolean;
}

/**
 * The order page's dialog chain (spec §2: the bank-card prompt, else the app rating; contract D2), a
 * signal shared by the chain and the page: the chain asks after its awaits from the flags as they are
 * then, not as they were when the load began; the page reads them to open the dialogs.
 * @example const d = orderDialogs(); d.ask({ bankCard: true, rating: false }); d.flags.value.bankCard // true
 */
export function orderDialogs(): {
  flags: ReadonlySignal<DialogFlags>;
  ask(wanted: { bankCard: boolean; rating: boolean }): void;
  close(which: 'rating' | 'bankCard'): void;
} {
  const flags = signal<DialogFlags>({ rating: false, bankCard: false, needed: false });
  return {
    flags,
    ask(wanted) {
      const cur = flags.value;
      const bankCard = cur.bankCard || wanted.bankCard;
      const rating = cur.rating || wanted.rating;
      flags.value = { bankCard, rating, needed: cur.needed || bankCard || rating };
    },
    close(which) {
      flags.value = { ...flags.value, [which]: false };
    },
  };
}

/** The dialog chain of one order page (`orderDialogs`). */
export type OrderDialogs = ReturnType<typeof orderDialogs>;

/** A card of money figures: its heading and its label-and-figure rows. */
export interface MoneyCard {
  title: string;
  /** The last row is the total when `total` is set. */
  rows: [label: string, value: string][];
  total: boolean;
}

/** Statuses of a loan being repaid: its balance shows. */
const REPAYING = [170, 174, 180];

/** A part of the balance the backend withheld (sent as `null`, D37): said, never ₱0.00, never left out. */
export const NOT_GIVEN = t('Not given');

/**
 * What is left while the loan is repaid, and what was paid once it is settled (ADR 0044), from the
 * backend's optional fields: a part it does not send is not shown, one it withholds (`null`, D37) is shown
 * as not given, and a total is shown only when every part of it is a figure (left) or the backend sends it
 * (paid). Null: nothing to show, the page as before.
 * @example moneyCard({ orderStatus: 170, balancePrincipal: 375000, balanceInterest: 22500, balanceCharges: 0 }) // { title: 'Left to repay', rows: [['Principal', '₱3,750.00'], …, ['Total left', '₱3,975.00']] }
 */
export function moneyCard(
  d: Pick<
    LoanDetails,
    | 'orderStatus'
    | 'balancePrincipal'
    | 'balanceInterest'
    | 'balanceCharges'
    | 'paidTotal'
    | 'paidInstalments'
    | 'paidLateCharges'
    | 'paidExtensionFees'
  >,
): MoneyCard | null {
  const rowsOf = (parts: [string, number | null | undefined][]) =>
    parts.flatMap(([label, cents]): [string, string][] =>
      cents === undefined ? [] : [[label, cents === null ? NOT_GIVEN : formatMoney(cents)]],
    );
  if (REPAYING.includes(d.orderStatus)) {
    const parts: [string, number | null | undefined][] = [
      [t('Principal'), d.balancePrincipal],
      [t('Interest'), d.balanceInterest],
      [t('Charges'), d.balanceCharges],
    ];
    const rows = rowsOf(parts);
    if (!rows.length) return null;
    const all = parts.every(([, cents]) => typeof cents === 'number');
    const total = parts.reduce((sum, [, cents]) => sum + (cents ?? 0), 0);
    if (!all) return { title: t('Left to repay'), rows, total: false };
    return { title: t('Left to repay'), rows: [...rows, [t('Total left'), formatMoney(total)]], total: true };
  }
  if (d.orderStatus === 200 && d.paidTotal !== undefined) {
    const paidTotal = d.paidTotal;
    const rows = rowsOf([
      [t('Instalments'), d.paidInstalments],
      [t('Late charges'), d.paidLateCharges],
      [t('Extension fees'), d.paidExtensionFees],
    ]);
    const total = paidTotal === null ? NOT_GIVEN : formatMoney(paidTotal);
    return { title: t('What you paid'), rows: [...rows, [t('Total paid'), total]], total: true };
  }
  return null;
}
