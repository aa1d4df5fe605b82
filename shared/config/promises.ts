/**
 * Sentences that commit the lender (contract D30, ADR 0032): what happens to a payment on its way and
 * what the marketing home claims beyond the spec's own ("140,000+ users", "97.8%", D24). Only the lender
 * can keep them, so they are its configuration (`promises` in `VITE_APP_CONFIG`); the defaults below are
 * the demo lender's, kept within the lender's terms (a decision within 1 day, funds in 1 to 3 days), and
 * a release build refuses each one the lender has not set (`shared/config/release-check.ts`). A module of
 * its own, not in `defaultConfig`: only the pages that say them carry their words.
 *
 * @example promise('homeLead') // the lender's lead, else the demo one
 */
import { config } from './config.ts';
import type { LenderPromises } from './config.ts';

/** Demo values (D30): the demo lender's words, refused by a release build until the lender sets its own. */
export const DEMO_PROMISES: LenderPromises = {
  paymentOnItsWay: 'You are not charged twice while it is on its way.',
  homeLead: 'Apply from your phone. A decision within 1 day, with every cost shown before you apply.',
  banners: [
    { src: '/images/marketing/banner-1.svg', alt: 'Cash loans made simple. Apply from your phone, no collateral.' },
    {
      src: '/images/marketing/banner-2.svg',
      alt: 'A decision within 1 day. Funds in 1 to 3 days, every cost shown first.',
    },
  ],
};

/** The lender's sentence for `key`, else the demo one. */
export function promise<K extends keyof LenderPromises>(key: K): LenderPromises[K] {
  return config.promises?.[key] ?? DEMO_PROMISES[key];
}
