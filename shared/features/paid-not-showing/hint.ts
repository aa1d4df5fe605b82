/**
 * "Paid but not showing?" (ADR 0028), as the pages it opens read it: the complaint home and form opened
 * for a payment that does not show. No React and no config here: the complaint pages import it alone.
 */

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
