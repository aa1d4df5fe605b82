/**
 * "Paid but not showing?" in words (ADR 0028): when a payment shows, from the one place in the config every
 * screen's posting-time sentence reads (`config.posting`); the reference server's seeded tips say the same
 * cut-off.
 */
import { config } from '../../config/config';

/** The question that opens the explanation. */
export const PAID_NOT_SHOWING = 'Paid but not showing?';

/**
 * The posting-time sentence for the cut-off, from the config (the reference server's tips say the same).
 * @example cutoffSentence() // 'A payment made after 10:00 PM shows the next day.'
 */
export function cutoffSentence(): string {
  return `A payment made after ${config.posting.cutoff} shows the next day.`;
}

/**
 * When a payment through each kind of channel shows, one sentence each.
 * @example postingTimes()[0] // { kind: 'E-wallet (GCash, Maya)', shows: 'Shows within 15 minutes.' }
 */
export function postingTimes(): { kind: string; shows: string }[] {
  return config.posting.kinds.map((k) => ({
    kind: k.channels ? `${k.kind} (${k.channels})` : k.kind,
    shows: `Shows ${k.shows}.`,
  }));
}
