/** Which step notes the second code page shows (spec §2 "repayment by code"). */
import type { PayNoticeItem } from '../../shared/api/contract/repay';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The steps of the way the reference number is for: the items named like its channel (`7-Eleven`, however
 * spelled), so the page never tells a borrower who chose another way (a channel's 'Payment') to enter it;
 * every group when no item is named so, so no step the backend sends is lost.
 * @example stepsFor({ 'Pay at a store': [{ name: '7-Eleven', steps }], 'E-wallet': [gcash] }, '7-Eleven') // [['Pay at a store', [seven]]]
 */
export function stepsFor(notice: Record<string, PayNoticeItem[]>, channel: string): [string, PayNoticeItem[]][] {
  const groups = Object.entries(notice).filter(([, items]) => items.length > 0);
  const named = groups
    .map(([group, items]): [string, PayNoticeItem[]] => [group, items.filter((i) => key(i.name) === key(channel))])
    .filter(([, items]) => items.length > 0);
  return key(channel) && named.length > 0 ? named : groups;
}
