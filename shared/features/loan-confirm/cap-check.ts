/**
 * The caps an offer passes (ADR 0025): a covered offer (₱10,000 or less, four months or less, by the caps
 * in force) whose effective interest rate or total cost is above the cap in force on its loan date is noted
 * for the field reports (product and figures, never the borrower). The borrower sees the figures as they
 * are: the statement says what the offer costs, the lender hears that it should not. Loaded with the
 * page's dialogs once the offer is shown, only when field reports are sent.
 */
import type { LoanConfirm } from '../../api/contract/loan';
import { noteCapBreach } from '../../app/cap-breaches';
import { config } from '../../config/config';
import { capBreaches, resolveLoanCaps } from '../../config/loan-caps';
import { dayText, manilaDay } from '../../format/manila-day';
import { disclosureOf, planRowDropped } from './disclosure';
import { termDays } from './loan-confirm-logic';

/** @example checkCaps(offer) // notes { cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 } when it passes */
export function checkCaps(offer: LoanConfirm, today = manilaDay(new Date())): void {
  const d = disclosureOf(offer, planRowDropped());
  // The caps in force on the loan's own day; an offer that does not say is weighed by today's caps.
  const from = d.from ?? today;
  // The loan's last day: its last payment, else the end of its term (D10).
  const last = Math.max(...d.plan.map((p) => manilaDay(p.pay_time)).filter((day) => !Number.isNaN(day)));
  const until = Number.isFinite(last) ? last : from + termDays(offer);
  const breaches = capBreaches(resolveLoanCaps(config.loanCaps), {
    principal: offer.amount,
    from: dayText(from),
    until: dayText(until),
    eir: d.eir,
    totalCost: d.chargePercent,
  });
  for (const { cap, figure, limit } of breaches) noteCapBreach({ cap, product: offer.comProductName, figure, limit });
}
