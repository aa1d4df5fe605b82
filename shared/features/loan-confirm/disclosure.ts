/**
 * The Disclosure Statement of an offer (contract D25; RA 3765 and BSP Circular 730's minimum), apart from
 * the view: every figure worked out from the offer (money in cents until shown), and what cannot be worked
 * out said in a plain sentence instead of a figure (never ₱0.00, never 0 %). The screen, the copy the
 * borrower keeps and the cap check read the same object.
 */
import type { LoanConfirm, RepayPlan } from '../../api/contract/loan';
import { readReports } from '../../api/read-report';
import { eirPerMonth } from '../../format/eir';
import { dayText, manilaDay } from '../../format/manila-day';
import { formatMoney } from '../../format/money';
import { t } from '../../i18n/t';

export interface Disclosure {
  /** [label, value] of each figure that could be worked out, in the statement's order. */
  rows: [string, string][];
  /** The sentences under the figures: the schedule, where the days count from, and what is left out. */
  notes: string[];
  plan: RepayPlan[];
  /** The finance charge as a percentage of the amount financed (the total cost the caps weigh). */
  chargePercent: number | null;
  /** The effective interest rate, percent per month. */
  eir: number | null;
  /** The Manila day (`manilaDay`) the loan starts (`loanStartDay`); null when a date sent cannot be read. */
  from: number | null;
  /** The days count from today: the offer sent no `loanDate`, nor `firstPayTime` with `firstPeriodDay` (D37). */
  fromToday: boolean;
  /** `netAmount` was sent as null (D37): no net proceeds, finance charge or rate. */
  netWithheld: boolean;
  /**
   * Whether the offer shows its whole cost (a plan, its total, the finance charge and the rate): 'Apply now'
   * waits until it does (ADR 0045); `waitFor` says for what.
   */
  complete: boolean;
  /** Under 'Apply now' while the cost is incomplete: what the application waits for. */
  waitFor: string | null;
}

export const NO_PLAN = t(
  'The repayment plan was not sent, so the total of payments, the finance charge, the effective interest rate and the schedule cannot be shown.',
);
/** Under the 'Repayment plan' heading when the offer came without one: never an empty list under it. */
export const NO_PLAN_ROWS = t('This offer came without its repayment plan. Ask us for it before you apply.');
export const NO_ROWS = t(
  'A payment of the repayment plan could not be read, so the total, the finance charge and the effective interest rate cannot be worked out.',
);
export const NO_NET = t(
  'The amount you receive could not be read, so the finance charge and the effective interest rate cannot be worked out.',
);
export const NO_DATES = t('Some payments have no date, so the effective interest rate cannot be worked out.');
export const NO_RATE = t('The effective interest rate cannot be worked out from these payment dates.');
export const NO_START = t(
  'The day the money is sent could not be read, so the effective interest rate cannot be worked out.',
);
/** D37: `netAmount` sent as null, a figure the backend has and did not give. */
export const NO_NET_SENT = t(
  'The offer did not give the amount you receive, so the net proceeds, the finance charge and the effective interest rate cannot be worked out.',
);
/** Under 'Apply now' while the offer lacks its plan (or a row of it), else its rate (ADR 0045). */
export const WAIT_PLAN = t('You can apply once the offer shows its repayment plan.');
export const WAIT_RATE = t('You can apply once the offer shows its effective interest rate.');
export const WAIT_NET = t('You can apply once the offer shows the amount you receive.');
/** Said once after what is left out. */
export const ASK = t('Ask us for what is missing before you apply.');

/**
 * The reader left a row of the offer's plan out (its amount unreadable): the plan's total is not the
 * loan's. Only the offer has a `repay_plans` on loan confirm.
 */
export const planRowDropped = () => readReports().some((r) => /^repay_plans\.\d/.test(r.field));

/**
 * A percentage to two decimals, never `-0.00%`.
 * @example percent(2.3708) // '2.37%'
 */
export function percent(value: number): string {
  return `${Math.abs(value) < 0.005 ? '0.00' : value.toFixed(2)}%`;
}

/** Where the statement's days count from (D37): the day the offer gives, or today when it gives none. */
export type LoanStart = { day: number; from: 'loanDate' | 'firstPayTime' | 'today' } | null;

/**
 * The Manila day the loan starts, as the backend dates it (ADR 0045, contract D37): `loanDate`, else the
 * first payment less the days of the first period (`firstPayTime`, `firstPeriodDay`, both the spec's), and
 * when the offer sends none of them, `today` (the Manila day the borrower reads it). A date sent that
 * cannot be read is not a date left out: null then, and no rate.
 * @example loanStartDay({ loanDate: '', firstPayTime: '2026-12-25', firstPeriodDay: 30 }) // manilaDay('2026-11-25')
 */
export function loanStartDay(
  offer: Pick<LoanConfirm, 'loanDate' | 'firstPayTime' | 'firstPeriodDay'>,
  today = manilaDay(Date.now()),
): number {
  return loanStart(offer, today)?.day ?? NaN;
}

/** `loanStartDay` with where the day came from. */
export function loanStart(
  offer: Pick<LoanConfirm, 'loanDate' | 'firstPayTime' | 'firstPeriodDay'>,
  today = manilaDay(Date.now()),
): LoanStart {
  const given = (x: number | string) => x !== '' && x !== 0;
  if (given(offer.loanDate)) {
    const sent = manilaDay(offer.loanDate);
    return Number.isNaN(sent) ? null : { day: sent, from: 'loanDate' };
  }
  const days = offer.firstPeriodDay;
  if (given(offer.firstPayTime) && Number.isInteger(days) && days > 0) {
    const first = manilaDay(offer.firstPayTime);
    return Number.isNaN(first) ? null : { day: first - days, from: 'firstPayTime' };
  }
  return Number.isNaN(today) ? null : { day: today, from: 'today' };
}

/**
 * `rowsDropped`: the reader left a plan row out (its amount could not be read), so the plan's total is not
 * the loan's. `today`: the Manila day the borrower reads the offer (the start when the offer dates nothing).
 * @example disclosureOf(offer).eir // 2.37… for 4 × ₱1,325 every 30 days on ₱5,000
 */
export function disclosureOf(offer: LoanConfirm, rowsDropped = false, today = manilaDay(Date.now())): Disclosure {
  const plan = offer.repay_plans ?? [];
  const n = plan.length;
  const financed = offer.amount;
  const sent = offer.netAmount;
  // D25: the amount financed when `netAmount` is left out; D37: sent as null it is withheld, never guessed;
  // an amount of nothing was sent but is none.
  const net = sent === undefined ? financed : sent !== null && sent > 0 ? sent : null;
  const start = loanStart(offer, today);
  const from = start?.day ?? null;
  const total = n && !rowsDropped ? plan.reduce((sum, p) => sum + p.amount, 0) : null;
  const charge = total !== null && net !== null ? total - net : null;
  const chargePercent = charge !== null && financed > 0 ? (charge / financed) * 100 : null;
  const days = plan.map((p) => manilaDay(p.pay_time) - (from ?? NaN));
  const dated = !plan.some((p) => Number.isNaN(manilaDay(p.pay_time)));
  const rate =
    charge !== null && dated && from !== null
      ? eirPerMonth(
          net!,
          plan.map((p, i) => ({ amount: p.amount, days: days[i] })),
        )
      : null;
  const eir = rate === null ? null : rate * 100;
  const rows: [string, string | null][] = [
    [t('Amount financed'), formatMoney(financed)],
    [t('Net proceeds (what you receive)'), net === null ? null : formatMoney(net)],
    [t('Total of payments'), total === null ? null : formatMoney(total)],
    [t('Finance charge (interest and all fees)'), charge === null ? null : formatMoney(charge)],
    [t('Finance charge, % of amount financed'), chargePercent === null ? null : percent(chargePercent)],
    [t('Effective interest rate a month'), eir === null ? null : percent(eir)],
  ];
  const gaps = [
    !n && NO_PLAN,
    rowsDropped && n && NO_ROWS,
    net === null && (sent === null ? NO_NET_SENT : NO_NET),
    charge !== null && !dated && NO_DATES,
    charge !== null && dated && from === null && NO_START,
    charge !== null && dated && from !== null && rate === null && NO_RATE,
  ].filter((gap): gap is string => !!gap);
  const notes = [
    n &&
      (n === 1
        ? t('Schedule of payments: the payment of the repayment plan.')
        : t('Schedule of payments: the {count} payments of the repayment plan.', { count: n })),
    eir !== null &&
      from !== null &&
      (start?.from === 'today'
        ? t(
            'The rate counts the days from today, {day}, to each payment: the offer does not say the day the money is sent.',
            {
              day: dayText(from),
            },
          )
        : t('The rate counts the days from the day the money is sent, {day}, to each payment.', {
            day: dayText(from),
          })),
    ...gaps,
    gaps.length && ASK,
  ];
  return {
    rows: rows.filter((row): row is [string, string] => row[1] !== null),
    notes: notes.filter((note): note is string => !!note),
    plan,
    chargePercent,
    eir,
    from,
    fromToday: start?.from === 'today',
    netWithheld: sent === null,
    complete: eir !== null,
    waitFor: eir !== null ? null : !n || rowsDropped ? WAIT_PLAN : net === null ? WAIT_NET : WAIT_RATE,
  };
}
