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

/** The demo lender's words in Filipino (D27), for the Filipino build; refused by a release build like the English. */
export const DEMO_PROMISES_FIL: LenderPromises = {
  paymentOnItsWay: 'Hindi ka sisingilin nang dalawang beses habang pinoproseso pa ang bayad mo.',
  homeLead:
    'Mag-apply gamit ang phone mo. May desisyon sa loob ng 1 araw, at makikita mo ang lahat ng gastos bago ka mag-apply.',
  banners: [
    {
      src: '/images/marketing/banner-1.svg',
      alt: 'Madaling cash loan. Mag-apply gamit ang phone mo, walang collateral.',
    },
    {
      src: '/images/marketing/banner-2.svg',
      alt: 'May desisyon sa loob ng 1 araw. Matatanggap ang pera sa loob ng 1 hanggang 3 araw, at makikita muna ang lahat ng gastos.',
    },
  ],
};

/**
 * The lender's sentence for `key` in the build's language, else the demo one. In Filipino: the lender's
 * Filipino, else its English (a promise it made is never swapped for the demo lender's), else the demo's.
 * The language is read as `shared/i18n/lang.ts` reads it, written out as `import.meta.env` so Vite replaces
 * it (an English page carries no Filipino) and optional because the build's own release check runs this
 * module outside Vite.
 */
export function promise<K extends keyof LenderPromises>(key: K): LenderPromises[K] {
  const set: Partial<LenderPromises> | undefined = config.promises;
  const own = set?.[key];
  if (import.meta.env?.VITE_LANG !== 'fil') return own ?? DEMO_PROMISES[key];
  return config.promises?.fil?.[key] ?? own ?? DEMO_PROMISES_FIL[key];
}
