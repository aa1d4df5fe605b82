/**
 * "Paid but not showing?" (ADR 0028), as the pages it opens read it: the complaint home opened for a
 * payment that does not show, and the words every screen uses about when a payment shows. No React here:
 * the complaint pages import it without the explanation.
 */
import { config } from '../../config/config';

/** The question that opens the explanation. */
export const PAID_NOT_SHOWING = 'Paid but not showing?';

/** The query key and value the complaint pages are opened with from the explanation. */
export const ABOUT_KEY = 'about';
export const ABOUT_PAYMENT = 'payment';

/** True when the page was opened for a payment that does not show. */
export const aboutPayment = (query: Readonly<Record<string, string | undefined>>): boolean =>
  query[ABOUT_KEY] === ABOUT_PAYMENT;

/** The complaint home's hint, when opened for a payment. */
export const COMPLAINT_PAYMENT_HINT =
  'About a payment that does not show: choose the type of your complaint below, then attach a photo of your receipt.';

/** The complaint form's hint beside the images, when opened for a payment. */
export const RECEIPT_PHOTO_HINT =
  'Attach a photo of your receipt: its reference number, amount, date and time must be readable.';

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
