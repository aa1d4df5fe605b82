/**
 * The ceilings on small, short-term, unsecured loans by lending and financing companies, and who they
 * cover (ADR 0025):
 *
 * - BSP Circular No. 1133 (2021), implemented by SEC Memorandum Circular No. 3, series of 2022, for loans
 *   made, renewed or restructured from 2022-03-03: nominal interest at most 6 % a month, the effective
 *   interest rate (interest and every fee, not penalties) at most 15 % a month, penalties at most 5 % a
 *   month on the amount due, and interest, fees and penalties together at most 100 % of the principal.
 * - SEC Memorandum Circular No. 14, series of 2025 (issued 2025-12-10), for loans made, renewed or
 *   restructured from 2026-04-01: the effective interest rate at most 12 % a month; the other three stay.
 * - Both cover unsecured, general-purpose loans of at most ₱10,000 with a term of at most four months.
 *
 * Each cap names its circular and the day it applies from; the operator's config (`loanCaps`) replaces a
 * list whole. The build checks the loan terms' figures against the caps in force on the day it runs
 * (`loanCapWarnings`, scripts/vite/release-config-plugin.ts) and refuses late charges that pass the penalty
 * cap on a product the reference backend offers (`penaltyCapBreaches`, the ledger's formula); loan confirm weighs each covered offer's
 * EIR and total cost against the caps in force on its loan date (`capBreaches`) and reports a breach to
 * the field reports. Pure, and in no page's start script.
 *
 * @example capOn(resolveLoanCaps().eirPerMonth, '2026-11-25') // { percent: 12, circular: 'SEC Memorandum Circular No. 14, series of 2025', from: '2026-04-01' }
 */
import type { AppConfig, LoanCap, LoanCaps } from './config.ts';
import { DAYS_PER_MONTH, MONTHS_TO_WEIGH, penaltyPercentOfMonth } from './late-charges.ts';
import type { LateTerms } from './late-charges.ts';

export const SEC_MC3_2022 = 'SEC Memorandum Circular No. 3, series of 2022';
export const SEC_MC14_2025 = 'SEC Memorandum Circular No. 14, series of 2025';

const MC3_FROM = '2022-03-03';
const MC14_FROM = '2026-04-01';
const both = (percent: number): LoanCap[] => [
  { percent, circular: SEC_MC3_2022, from: MC3_FROM },
  { percent, circular: SEC_MC14_2025, from: MC14_FROM },
];

export const DEFAULT_LOAN_CAPS: LoanCaps = {
  covered: { maxPrincipal: 10_000, maxTermMonths: 4 },
  eirPerMonth: [
    { percent: 15, circular: SEC_MC3_2022, from: MC3_FROM },
    { percent: 12, circular: SEC_MC14_2025, from: MC14_FROM },
  ],
  interestPerMonth: both(6),
  penaltyPerMonth: both(5),
  totalCostOfPrincipal: both(100),
};

const LISTS = ['eirPerMonth', 'interestPerMonth', 'penaltyPerMonth', 'totalCostOfPrincipal'] as const;
type CapList = (typeof LISTS)[number];

/**
 * The caps with the operator's override: each key it sets replaces the default's whole.
 * @example resolveLoanCaps({ eirPerMonth: [{ percent: 10, circular: 'SEC MC No. 1, s. 2027', from: '2027-07-01' }] })
 */
export function resolveLoanCaps(override: AppConfig['loanCaps'] = {}): LoanCaps {
  return {
    ...DEFAULT_LOAN_CAPS,
    ...override,
    covered: { ...DEFAULT_LOAN_CAPS.covered, ...override.covered },
  };
}

/**
 * The cap in force on `day` (`YYYY-MM-DD`): the one with the latest `from` on or before it; none before
 * the first.
 */
export function capOn(caps: readonly LoanCap[], day: string): LoanCap | undefined {
  let found: LoanCap | undefined;
  for (const cap of caps) if (cap.from <= day && (!found || cap.from >= found.from)) found = cap;
  return found;
}

/** What is wrong with an override: a build refuses caps it cannot read (a cap nobody can check is none). */
export function loanCapProblems(override: AppConfig['loanCaps'] = {}): string[] {
  const problems: string[] = [];
  for (const key of LISTS) {
    const list = override[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.length) {
      problems.push(`loanCaps.${key} is not a list of caps`);
      continue;
    }
    list.forEach((cap, i) => {
      const ok =
        cap &&
        typeof cap.percent === 'number' &&
        cap.percent > 0 &&
        typeof cap.circular === 'string' &&
        cap.circular.trim() !== '' &&
        typeof cap.from === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(cap.from);
      if (!ok) problems.push(`loanCaps.${key}[${i}] needs a percent above 0, its circular and its date (YYYY-MM-DD)`);
    });
  }
  const covered = override.covered;
  if (covered !== undefined) {
    const { maxPrincipal, maxTermMonths } = { ...DEFAULT_LOAN_CAPS.covered, ...covered };
    if (!(maxPrincipal > 0) || !(maxTermMonths > 0))
      problems.push('loanCaps.covered needs a maxPrincipal (pesos) and a maxTermMonths above 0');
  }
  return problems;
}

const NAMES: Record<CapList, string> = {
  eirPerMonth: 'effective interest rate',
  interestPerMonth: 'interest',
  penaltyPerMonth: 'penalties',
  totalCostOfPrincipal: 'total cost',
};

/**
 * What the build says of the caps it applies on `day`, and what it warns of: an override that loosens a
 * circular's cap (the operator's legal call, said out loud).
 * @example loanCapsLine(resolveLoanCaps(), '2026-11-25') // 'loan caps on 2026-11-25 (covered loans: …): effective interest rate 12 % a month (SEC Memorandum Circular No. 14, series of 2025, from 2026-04-01), …'
 */
export function loanCapsLine(caps: LoanCaps, day: string): string {
  const parts = LISTS.map((key) => {
    const cap = capOn(caps[key], day);
    const unit = key === 'totalCostOfPrincipal' ? '% of the principal' : '% a month';
    return cap ? `${NAMES[key]} ${cap.percent} ${unit} (${cap.circular}, from ${cap.from})` : `${NAMES[key]}: none`;
  });
  const { maxPrincipal, maxTermMonths } = caps.covered;
  return `loan caps on ${day} (covered loans: ₱${maxPrincipal} or less, ${maxTermMonths} months or less): ${parts.join('; ')}`;
}

/** Caps of the override in force on `day` that are looser than the circulars' own. */
export function loosenedCaps(caps: LoanCaps, day: string): string[] {
  const out: string[] = [];
  for (const key of LISTS) {
    const mine = capOn(caps[key], day);
    const law = capOn(DEFAULT_LOAN_CAPS[key], day);
    if (law && (!mine || mine.percent > law.percent))
      out.push(
        `loanCaps.${key}: ${mine ? `${mine.percent} %` : 'no cap'} on ${day}, looser than ${law.percent} % (${law.circular})`,
      );
  }
  return out;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The loan terms' figures that pass a cap in force on `day` (warnings: which loans are covered is the
 * operator's legal call). The daily penalty is weighed alone here, a month of each tier; with the one-time
 * charge, on the amounts it falls on, `penaltyCapBreaches` weighs it per product.
 * @example loanCapWarnings(defaultConfig.loanTerms) // []
 */
export function loanCapWarnings(
  terms: AppConfig['loanTerms'],
  caps: LoanCaps = DEFAULT_LOAN_CAPS,
  day: string = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
): string[] {
  const interest = capOn(caps.interestPerMonth, day)?.percent ?? Infinity;
  const penalty = capOn(caps.penaltyPerMonth, day)?.percent ?? Infinity;
  const totalCost = capOn(caps.totalCostOfPrincipal, day)?.percent ?? Infinity;
  const out: string[] = [];
  if (terms.interestPercentPerMonth > interest) {
    out.push(
      `loanTerms.interestPercentPerMonth ${terms.interestPercentPerMonth} % passes the ${interest} %/month interest cap`,
    );
  }
  for (const name of ['days1to30', 'days31to90', 'from91'] as const) {
    const daily = terms.dailyPenaltyPercent[name];
    const monthly = round(daily * DAYS_PER_MONTH);
    if (monthly > penalty)
      out.push(
        `loanTerms.dailyPenaltyPercent.${name} ${daily} %/day is ${monthly} %/month: over the ${penalty} %/month penalty cap`,
      );
  }
  if (!(terms.totalCostCapPercent > 0) || terms.totalCostCapPercent > totalCost) {
    out.push(
      `loanTerms.totalCostCapPercent ${terms.totalCostCapPercent} % is not within the ${totalCost} %-of-principal total cost cap`,
    );
  }
  return out;
}

/** A product as the penalty cap weighs it: its name and the amounts that can fall overdue (its instalments, cents). */
export interface PenaltyProduct {
  name: string;
  overdue: readonly number[];
}

const pesos = (cents: number) =>
  `₱${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Where the late charges pass the penalty cap in force on `day`: for each product, each amount that can
 * fall overdue and each month of delay, the one-time charge (the larger of the new and the repeat
 * client's) and the daily penalty that month, in percent of that amount (`penaltyPercentOfMonth`, the
 * ledger's own formula). A build and the reference server refuse terms with any (ADR 0044).
 * @example penaltyCapBreaches(terms, DEFAULT_LOAN_CAPS, '2026-11-28', [{ name: 'Quick Cash (QC04)', overdue: [212740] }]) // ['Quick Cash (QC04), month 1 of delay (days 1 to 30): …']
 */
export function penaltyCapBreaches(
  terms: LateTerms,
  caps: LoanCaps,
  day: string,
  products: readonly PenaltyProduct[],
): string[] {
  const cap = capOn(caps.penaltyPerMonth, day);
  if (!cap) return [];
  const out: string[] = [];
  for (const product of products) {
    for (let month = 1; month <= MONTHS_TO_WEIGH; month++) {
      let worst: { amount: number; percent: number } | null = null;
      for (const amount of new Set(product.overdue)) {
        if (!(amount > 0)) continue;
        const percent = Math.max(
          penaltyPercentOfMonth(terms, amount, month, 'new'),
          penaltyPercentOfMonth(terms, amount, month, 'repeat'),
        );
        if (round(percent) > cap.percent && (!worst || percent > worst.percent)) worst = { amount, percent };
      }
      if (!worst) continue;
      const first = (month - 1) * DAYS_PER_MONTH + 1;
      const charges = (worst.percent * worst.amount) / 100;
      out.push(
        `${product.name}, month ${month} of delay (days ${first} to ${first + DAYS_PER_MONTH - 1}): ` +
          `${pesos(charges)} of late charges on ${pesos(worst.amount)} overdue is ${round(worst.percent)} %, ` +
          `over the ${cap.percent} % a month penalty cap (${cap.circular})`,
      );
    }
  }
  return out;
}

/** An offer as the caps weigh it (loan confirm's Disclosure Statement, D25). */
export interface WeighedOffer {
  /** Cents. */
  principal: number;
  /** The loan date, `YYYY-MM-DD` (Manila): the caps in force that day apply. */
  from: string;
  /** The last payment's date, `YYYY-MM-DD`, or the day the term ends. */
  until: string;
  /** The effective interest rate, percent a month; null when it cannot be worked out. */
  eir: number | null;
  /** Interest and fees, percent of the principal; null when it cannot be worked out. */
  totalCost: number | null;
}

export interface CapBreach {
  cap: 'eir' | 'totalCost';
  /** The offer's figure, percent to two decimals. */
  figure: number;
  /** The cap it passes, percent. */
  limit: number;
  circular: string;
}

/**
 * Whether the caps cover the loan: at most the principal, and its last day at most `maxTermMonths`
 * calendar months after the loan date (a month-end rolls over, so the longer reading counts).
 * @example isCovered(DEFAULT_LOAN_CAPS, { principal: 500000, from: '2026-11-25', until: '2027-03-25' }) // true
 */
export function isCovered(caps: LoanCaps, offer: Pick<WeighedOffer, 'principal' | 'from' | 'until'>): boolean {
  const [y, m, d] = offer.from.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + caps.covered.maxTermMonths, d)).toISOString().slice(0, 10);
  return offer.principal <= caps.covered.maxPrincipal * 100 && offer.until <= last;
}

/**
 * The caps a covered offer passes (none for a loan the caps do not cover, or a figure that cannot be
 * worked out).
 * @example capBreaches(DEFAULT_LOAN_CAPS, { principal: 500000, from: '2026-11-25', until: '2027-03-25', eir: 13.1, totalCost: 40 }) // [{ cap: 'eir', figure: 13.1, limit: 12, … }]
 */
export function capBreaches(caps: LoanCaps, offer: WeighedOffer): CapBreach[] {
  if (!isCovered(caps, offer)) return [];
  const out: CapBreach[] = [];
  const weigh = (cap: CapBreach['cap'], figure: number | null, list: readonly LoanCap[]) => {
    const limit = capOn(list, offer.from);
    if (figure !== null && limit && round(figure) > limit.percent)
      out.push({ cap, figure: round(figure), limit: limit.percent, circular: limit.circular });
  };
  weigh('eir', offer.eir, caps.eirPerMonth);
  weigh('totalCost', offer.totalCost, caps.totalCostOfPrincipal);
  return out;
}
