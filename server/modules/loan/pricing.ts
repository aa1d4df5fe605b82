/**
 * What a loan costs, in one function (issue: the offer on loan confirm showed "Service fee ₱0.00" and
 * ₱5,300.00 while the order it became asked ₱5,350.00): the offer of a product, the order it becomes, its
 * repayment page and the amount the pay link takes are all priced by `priceLoan`, so the Disclosure
 * Statement a borrower reads before applying (D25) is what the order asks afterwards. Money in cents.
 *
 * Each product's price list: daily interest on the principal for the whole term, the number of
 * instalments, and a service fee either added to the repayment or deducted from the money sent (upfront:
 * the borrower receives less, `netAmount`, and the Disclosure Statement's EIR says what that costs).
 */
import { DAY } from '../../time.ts';

export interface PriceList {
  /** Daily interest in hundredths of a percent (5 = 0.05 % a day). */
  dailyRateBp: number;
  /** Instalments over the term. */
  periods: number;
  /** Cents. */
  serviceFee: number;
  /** Deducted from the money sent, rather than added to the repayment. */
  feeUpfront: boolean;
}

const DEFAULT_PRICES: PriceList = { dailyRateBp: 5, periods: 1, serviceFee: 0, feeUpfront: false };

/** By product code (server/modules/core.ts PRODUCTS; the unlisted demo products of seed.ts). */
export const PRICE_LISTS: Readonly<Record<string, PriceList>> = {
  // ₱5,000 over 120 days: 4 × ₱1,325.00, no fee (EIR 2.37 % a month).
  PF01: { dailyRateBp: 5, periods: 4, serviceFee: 0, feeUpfront: false },
  // ₱3,000 over 100 days: one payment of ₱3,230.00 with a ₱50.00 service fee.
  SL02: { dailyRateBp: 6, periods: 1, serviceFee: 5000, feeUpfront: false },
  NP03: { dailyRateBp: 4, periods: 6, serviceFee: 0, feeUpfront: false },
  // ₱2,000 over 91 days, ₱100.00 deducted when the money is sent: ₱1,900.00 received, ₱2,127.40 repaid.
  QC04: { dailyRateBp: 7, periods: 1, serviceFee: 10000, feeUpfront: true },
  SA05: { dailyRateBp: 6, periods: 1, serviceFee: 0, feeUpfront: false },
  PP06: { dailyRateBp: 5, periods: 3, serviceFee: 0, feeUpfront: false },
};

export interface PlanRow {
  title: string;
  /** Cents. */
  amount: number;
  /** Epoch milliseconds. */
  pay_time: number;
}

export interface LoanPrice {
  principal: number;
  interest: number;
  fee: number;
  feeUpfront: boolean;
  /** What the borrower receives: the principal, less an upfront fee. */
  net: number;
  /** What the borrower repays: principal and interest, plus a fee that is not deducted upfront. */
  total: number;
  periods: number;
  /** Days of one period (D10): the term is `periods × termUnit` days, the last payment on its last day. */
  termUnit: number;
  plans: PlanRow[];
}

/**
 * The price of a loan of `principal` cents over `termDays` days, disbursed at `start` (epoch ms).
 * @example priceLoan('PF01', 500000, 120, Date.now()).plans.map((p) => p.amount) // [132500, 132500, 132500, 132500]
 */
export function priceLoan(code: string, principal: number, termDays: number, start: number): LoanPrice {
  const list = PRICE_LISTS[code] ?? DEFAULT_PRICES;
  const periods = list.periods;
  const termUnit = Math.floor(termDays / periods);
  const interest = Math.round((principal * list.dailyRateBp * termDays) / 10_000);
  const fee = list.serviceFee;
  const total = principal + interest + (list.feeUpfront ? 0 : fee);
  const each = Math.floor(total / periods);
  const plans = Array.from({ length: periods }, (_, i) => {
    const last = i === periods - 1;
    return {
      title: periods === 1 ? 'Full repayment' : last ? 'Last instalment' : 'Instalment',
      amount: last ? total - each * (periods - 1) : each,
      pay_time: start + (last ? termDays : termUnit * (i + 1)) * DAY,
    };
  });
  return {
    principal,
    interest,
    fee,
    feeUpfront: list.feeUpfront,
    net: principal - (list.feeUpfront ? fee : 0),
    total,
    periods,
    termUnit,
    plans,
  };
}
