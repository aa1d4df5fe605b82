/** Products and their loan offers: amounts in cents, the plan, and the recommended-product item. */
import type { Wire } from '../../../shared/api/contract/declare';
import type { RecProduct } from '../../../shared/api/contract/loan';
import type { Db } from '../../db';
import { ApiError } from '../../http';
import { DAY } from '../../time';

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
}

/** Daily interest per product, in basis points of a percent (5 = 0.05 %). */
const DAILY_RATE_BP: Record<string, number> = { PF01: 5, SL02: 6, NP03: 4, QC04: 7 };
/** Instalments per product; each lasts term ÷ periods days. */
const PERIODS: Record<string, number> = { PF01: 4, SL02: 1, NP03: 6, QC04: 1 };

export function products(db: Db): ProductRow[] {
  return db.prepare('SELECT * FROM products ORDER BY id').all() as ProductRow[];
}

export function productById(db: Db, id: number): ProductRow {
  const row = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
  if (!row) throw new ApiError(404, 'This product does not exist.');
  return row;
}

export function ensureAvailable(p: ProductRow): void {
  if (p.enabled !== 1) throw new ApiError('10003', `${p.name} is full today. Please try again tomorrow.`);
}

export function recProduct(p: ProductRow): Wire<RecProduct> {
  return {
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
 * The offer of a product: amount, periods, interest and plan (money in cents). Contract D10: the term
 * is `periods × termUnit` days, `termUnit` being the days of one period (Peso Flex: 4 × 30 = 120).
 */
export function offerOf(p: ProductRow, now = Date.now()) {
  const periods = PERIODS[p.code] ?? 1;
  const termUnit = Math.floor(p.term_days / periods);
  const interest = Math.round((p.amount_cents * (DAILY_RATE_BP[p.code] ?? 5) * p.term_days) / 10_000);
  const total = p.amount_cents + interest;
  const each = Math.floor(total / periods);
  const plans = Array.from({ length: periods }, (_, i) => ({
    title: i === periods - 1 ? 'Principal and interest (final)' : 'Principal and interest',
    amount: i === periods - 1 ? total - each * (periods - 1) : each,
    pay_time: now + (i === periods - 1 ? p.term_days : termUnit * (i + 1)) * DAY,
  }));
  return { amount: p.amount_cents, periods, termUnit, interest, total, plans, firstPeriodDay: termUnit };
}
