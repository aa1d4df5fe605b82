/**
 * The effective interest rate (contract D25; RA 3765, BSP Circular 730): the monthly rate r that
 * discounts every payment of the plan to the net proceeds the borrower receives,
 *
 *   net = Σ amountᵢ · (1 + r)^(−daysᵢ / 30)
 *
 * with daysᵢ counted from the disbursement date to each payment date in Manila (`manilaDay` in
 * date.ts) and a month of 30 days, as SEC MC No. 3 s2022 and MC No. 14 s2025 state their monthly caps.
 * Money in integer cents. Pure: the statement on loan confirm, its copy and the cap check all call it.
 */

export interface Payment {
  /** Cents. */
  amount: number;
  /** Days from the disbursement date; 0 is the same day. */
  days: number;
}

/** What the plan is worth at rate r, less the net proceeds: falls as r rises. */
const gap = (net: number, plan: readonly Payment[], r: number) =>
  plan.reduce((sum, p) => sum + p.amount * (1 + r) ** (-p.days / 30), 0) - net;

/**
 * The monthly EIR as a fraction (0.03 is 3 % a month), or null when no rate exists: no payment, a payment
 * before the disbursement date or of less than nothing, net proceeds of nothing, or every payment on the
 * day itself.
 * @example eirPerMonth(500000, [{ amount: 515000, days: 30 }]) // 0.03
 * @example eirPerMonth(500000, [1, 2, 3, 4].map((n) => ({ amount: 132500, days: 30 * n }))) // 0.0237…
 */
export function eirPerMonth(net: number, plan: readonly Payment[]): number | null {
  if (!(net > 0) || !plan.some((p) => p.days > 0) || plan.some((p) => !(p.days >= 0) || !(p.amount >= 0))) return null;
  // Repaying exactly what was received costs nothing: 0, not a float a hair away from it.
  if (plan.reduce((sum, p) => sum + p.amount, 0) === net) return 0;
  // Bisection: `gap` is +∞ as r nears −1 and falls steadily; past a million percent a month there is no rate.
  let lo = -1 + 1e-9;
  let hi = 1e4;
  if (!(gap(net, plan, lo) > 0 && gap(net, plan, hi) < 0)) return null;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (gap(net, plan, mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
