/**
 * The rules that govern a loan, as the loan agreement names them (ADR 0057): each with what of the loan it
 * governs and where a reader finds it. The ceilings' circulars come from the loan caps in force in this
 * build (`loanCaps`, shared/config/loan-caps.ts), so an operator who replaces a cap with a new circular
 * changes the agreement's notice with it; the others are fixed by law.
 *
 * @example governingRules(resolveLoanCaps())[1].name // 'SEC Memorandum Circular No. 3, series of 2022, as amended by SEC Memorandum Circular No. 14, series of 2025'
 */
import type { LoanCaps } from './config.ts';

export interface GoverningRule {
  /** The rule as a reader finds it. */
  name: string;
  /** What of the loan it governs. */
  governs: string;
  /** Where a reader finds it: who issued it and when, and where it is published. */
  source: string;
}

export const RA_3765 = 'Republic Act No. 3765 (the Truth in Lending Act)';
export const SEC_MC19_2019 = 'SEC Memorandum Circular No. 19, series of 2019';

/** Where each circular of the caps was issued, for a circular the caps name (the operator's own: the SEC). */
const ISSUED: Record<string, string> = {
  'SEC Memorandum Circular No. 3, series of 2022':
    'issued by the Securities and Exchange Commission in 2022, implementing BSP Circular No. 1133 (2021); published at www.sec.gov.ph',
  'SEC Memorandum Circular No. 14, series of 2025':
    'issued by the Securities and Exchange Commission on 2025-12-10; published at www.sec.gov.ph',
};

/**
 * The circulars of the caps, oldest first, each once: the first is the rule, the later ones amend it.
 * @example capCirculars(resolveLoanCaps()) // [SEC MC 3 s2022, SEC MC 14 s2025]
 */
export function capCirculars(caps: LoanCaps): string[] {
  const all = [caps.eirPerMonth, caps.interestPerMonth, caps.penaltyPerMonth, caps.totalCostOfPrincipal]
    .flat()
    .sort((a, b) => a.from.localeCompare(b.from));
  return [...new Set(all.map((cap) => cap.circular))];
}

/** The rules that govern a loan under these caps: the disclosure, the ceilings (for the loans they cover), the advert. */
export function governingRules(caps: LoanCaps): GoverningRule[] {
  const [first, ...amending] = capCirculars(caps);
  const sources = [first, ...amending].map(
    (c) => `${c}: ${ISSUED[c] ?? 'issued by the Securities and Exchange Commission; published at www.sec.gov.ph'}`,
  );
  const { maxPrincipal, maxTermMonths } = caps.covered;
  return [
    {
      name: RA_3765,
      governs: 'the Disclosure Statement every loan comes with: its figures, and your right to a copy',
      source: 'approved 1963-06-22; published in the Official Gazette (www.officialgazette.gov.ph)',
    },
    ...(first
      ? [
          {
            name: amending.length ? `${first}, as amended by ${amending.join(' and ')}` : first,
            governs: `the ceilings on interest, fees and penalties of a loan of at most ₱${maxPrincipal.toLocaleString('en-US')} for at most ${maxTermMonths} months, unsecured and for general purposes (the loans it covers)`,
            source: sources.join('; '),
          },
        ]
      : []),
    {
      name: SEC_MC19_2019,
      governs:
        'what an advertisement of a loan shows: the lender’s name, registration and authority numbers, and the advice to read the Disclosure Statement',
      source: 'issued by the Securities and Exchange Commission in 2019; published at www.sec.gov.ph',
    },
  ];
}
