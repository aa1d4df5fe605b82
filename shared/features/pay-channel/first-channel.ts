import type { Id } from '../../api/contract/declare';
import type { RepayChannel } from '../../api/contract/repay';

/** The channel chosen at start: the first of the list ('' when the list is empty). */
export function firstChannel(channels: RepayChannel[] | undefined): Id | '' {
  return channels?.[0]?.channel_number ?? '';
}
