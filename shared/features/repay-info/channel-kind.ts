/**
 * Channels by kind (D39): a cash counter is paid with the order's reference number at the counter, an
 * online channel through the pay link. 'Payment' never opens a checkout for a counter; a counter leads to
 * the code page (type 1: the reference number and that counter's picture).
 */
import type { DefDetail, RepayChannel } from '../../api/contract/repay';
import type { RepayCodeInfo } from './repay-info';

/** The query key of the code page that names the counter a borrower chose (its `channel_number`). */
export const CHANNEL_QUERY_KEY = 'channel';

/** A channel the backend marks `kind: 'cash'`; one without a kind is online (D39). */
export const isCash = (channel: Pick<RepayChannel, 'kind'>): boolean => channel.kind === 'cash';

/**
 * The channels 'Payment' may open a checkout for: every channel but the cash counters.
 * @example onlineChannels([{ name: 'GCash' }, { name: '7-Eleven', kind: 'cash' }]) // [GCash]
 */
export function onlineChannels(channels: readonly RepayChannel[]): RepayChannel[] {
  return channels.filter((channel) => !isCash(channel));
}

/**
 * The cash counters the instalment page offers: only with a reference number to take to them (the default
 * pay code); without one there is nothing to pay with at a counter.
 */
export function cashChannels(
  channels: readonly RepayChannel[],
  def: Pick<DefDetail, 'payCode'> | undefined,
): RepayChannel[] {
  return def?.payCode.trim() ? channels.filter(isCash) : [];
}

/**
 * The code page's info for the counter its link names: type 1 (the code, not a QR) with that counter's
 * picture and name. Unchanged when the link names none, or a channel that is no cash counter of the list.
 * @example atCashChannel(info, d.repayList, '90008') // { ...info, type: 1, logo: '…/7-eleven.svg', title: '7-Eleven' }
 */
export function atCashChannel(
  info: RepayCodeInfo,
  channels: readonly RepayChannel[],
  channelNumber: string | undefined,
): RepayCodeInfo {
  const counter = channelNumber
    ? channels.find((channel) => isCash(channel) && channel.channel_number === channelNumber)
    : undefined;
  return counter ? { ...info, type: 1, logo: counter.logo, title: counter.name } : info;
}
