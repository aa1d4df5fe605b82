/**
 * Offers that pass a legal cap (ADR 0025: an offer within the caps' scope whose effective interest rate or
 * total cost is above the cap in force), kept for the field reports so the lender hears of it. What a
 * report carries: the cap, the product's name and the figures, never anything of the borrower (no amount,
 * no date, no id). Each distinct breach once per screen of the page view, with that screen's epoch
 * (`screenEpoch`: a screen swapped in, D38, reports its own, ADR 0060). Free of React and out of every
 * start script: loan confirm's cap check notes here, field-reports.ts reads here.
 */
import { screenEpoch } from '../platform/screen-epoch';
import type { OnScreen } from '../platform/screen-epoch';

/** One breach as a field report carries it (`caps` of the report body; the collector: server/modules/field). */
export interface FieldCapBreach {
  /** `eir`: the effective interest rate a month; `totalCost`: interest and fees, of the principal. */
  cap: 'eir' | 'totalCost';
  /** The product's name as the offer gives it (at most 80 characters). */
  product: string;
  /** The offer's figure, percent to two decimals. */
  figure: number;
  /** The cap it passes, percent. */
  limit: number;
}

/** A breach as this page view keeps it, with the screen that showed the offer. */
export type NotedCapBreach = OnScreen<FieldCapBreach>;

const noted: NotedCapBreach[] = [];
const MAX_NOTED = 20;

/** @example noteCapBreach({ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 }); */
export function noteCapBreach(breach: FieldCapBreach): void {
  const product = breach.product.trim().slice(0, 80);
  const epoch = screenEpoch.n;
  const same = (b: NotedCapBreach) =>
    b.epoch === epoch &&
    b.cap === breach.cap &&
    b.product === product &&
    b.figure === breach.figure &&
    b.limit === breach.limit;
  if (noted.length < MAX_NOTED && !noted.some(same)) noted.push({ ...breach, product, epoch });
}

/** The breaches noted on this page view, in order. */
export function capBreachesNoted(): readonly NotedCapBreach[] {
  return noted;
}

/** Test seam: a new page view. */
export function forgetCapBreaches(): void {
  noted.length = 0;
}
