/** Products and their loan offers: amounts in cents, the plan (priced by pricing.ts), the recommended item. */
import type { Wire } from '../../../shared/api/contract/declare';
import type { RecProduct } from '../../../shared/api/contract/loan';
import type { Db } from '../../db';
import { ApiError } from '../../http';
import { releaseOf } from '../repay/ledger';
import { priceLoan } from './pricing';

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  logo: string;
  amount_cents: number;
  term_days: number;
  rate_text: string;
  range_text: string;
  range_desc: string;
  description: string;
  button_text: string;
  enabled: number;
  /** 0: a product only its own offer opens (seed.ts's demo offers), never in a list of products. */
  listed: number;
}

/**
 * What an offer of each product sends beyond the spec's fields, so every branch of the Disclosure
 * Statement (D25) opens from `/_entries`: `netAmount` and `loanDate` or neither, and the whole plan, none
 * of it, or a row without its date (a backend's slip the statement must say it cannot price).
 */
export interface OfferShape {
  net: boolean;
  loanDate: boolean;
  plan: 'full' | 'none' | 'undated';
}

const FULL: OfferShape = { net: false, loanDate: false, plan: 'full' };

export const OFFER_SHAPES: Readonly<Record<string, OfferShape>> = {
  PF01: { net: true, loanDate: true, plan: 'full' },
  // A backend written from the spec alone: no netAmount, no loanDate (the statement counts from firstPayTime
  // less firstPeriodDay, D37).
  SL02: FULL,
  // The upfront fee: netAmount is what is sent after it.
  QC04: { net: true, loanDate: true, plan: 'full' },
  SA05: { net: true, loanDate: true, plan: 'none' },
  PP06: { net: true, loanDate: true, plan: 'undated' },
};

/** The products a list shows (recommended products, joint login's family). */
export function products(db: Db): ProductRow[] {
  return db.prepare('SELECT * FROM products WHERE listed = 1 ORDER BY id').all() as ProductRow[];
}

export function productById(db: Db, id: number): ProductRow {
  const row = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
  if (!row) throw new ApiError(404, 'This product does not exist.');
  return row;
}

export function ensureAvailable(p: ProductRow): void {
  if (p.enabled !== 1) throw new ApiError('10003', `${p.name} is full today. Please try again tomorrow.`);
}

/**
 * A product of a list. `underReview` (D39): the borrower has an application for it under review (one per
 * product at a time, loan-detail-push), so the list leaves it out rather than offer an Apply it refuses.
 */
export function recProduct(p: ProductRow, underReview = false): Wire<RecProduct> {
  return {
    underReview: underReview ? 1 : 0,
    logo: p.logo,
    name: p.name,
    buttonText: p.button_text,
    range: p.range_text,
    rangeDesc: p.range_desc,
    rate: p.rate_text,
    desc: p.description,
    enabled: p.enabled,
    productCode: p.code,
  };
}

/**
 * The offer of a product today: its price (`priceLoan`, the same as the order it becomes) and the days
 * of the first period. Contract D10: the term is `periods × termUnit` days (Peso Flex: 4 × 30 = 120).
 * Dated as the ledger will date the loan applied for now (ADR 0045): from the day its money is sent
 * (`loanDate`), so the Disclosure Statement's schedule is the order's.
 */
export function offerOf(p: ProductRow, now = Date.now()) {
  const loanDate = releaseOf(now);
  const price = priceLoan(p.code, p.amount_cents, p.term_days, loanDate);
  return { ...price, amount: price.principal, firstPeriodDay: price.termUnit, loanDate };
}

/** The shape an offer of `code` is sent in (`OFFER_SHAPES`; the whole plan and no optional field otherwise). */
export function shapeOf(code: string): OfferShape {
  return OFFER_SHAPES[code] ?? FULL;
}
