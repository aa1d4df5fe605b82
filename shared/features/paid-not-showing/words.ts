/**
 * "Paid but not showing?" in words (ADR 0028): when a payment shows, from the one place in the config every
 * screen's posting-time sentence reads (`config.posting`); the reference server's seeded tips say the same
 * cut-off.
 */
import { config } from '../../config/config';
import { LANG } from '../../i18n/lang';
import { t } from '../../i18n/t';

/** The question that opens the explanation. */
export const PAID_NOT_SHOWING = t('Paid but not showing?');

/**
 * The posting-time sentence for the cut-off, from the config (the reference server's tips say the same).
 * @example cutoffSentence() // 'A payment made after 10:00 PM shows the next day.'
 */
export function cutoffSentence(): string {
  return t('A payment made after {cutoff} shows the next day.', { cutoff: config.posting.cutoff });
}

/**
 * When a payment through each kind of channel shows, one sentence each.
 * @example postingTimes()[0] // { kind: 'E-wallet (GCash, Maya)', shows: 'Shows within 15 minutes.' }
 */
export function postingTimes(): { kind: string; shows: string }[] {
  return config.posting.kinds.map((k) => {
    // The lender's own Filipino where it wrote one (D27, D30), else its English: never a sentence it did not write.
    const { kind, shows } = LANG === 'fil' && k.fil ? k.fil : k;
    return { kind: k.channels ? `${kind} (${k.channels})` : kind, shows: t('Shows {when}.', { when: shows }) };
  });
}
