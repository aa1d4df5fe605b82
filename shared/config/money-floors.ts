/**
 * How small a money figure may plausibly be before it reads as pesos sent where the contract says
 * centavos (contract D32: ₱8,000.00 travels as `800000`; a backend that sends `8000` shows ₱80.00).
 * `npm run check:backend` warns on a figure above zero and below its floor, naming the field; the
 * screens never use these (a real figure below a floor still shows as it is). Each floor says why it is
 * where it is, from the demo lender's own terms (`config.loanTerms`, `loanCaps.covered`): a lender whose
 * terms go lower lowers them here.
 *
 * @example MONEY_FLOORS.offer.centavos // 100000 (₱1,000.00)
 */

export interface MoneyFloor {
  /** The smallest plausible figure, in centavos. */
  readonly centavos: number;
  /** Why: printed beside the warning. */
  readonly reason: string;
}

export const MONEY_FLOORS = {
  /** The amount of a loan offer (loan confirm's amount financed and net proceeds). */
  offer: {
    centavos: 100_000,
    reason: 'a fifth of the smallest loan of the loan terms, ₱5,000.00',
  },
  /** What is due: an instalment, the amount due now, a row of the offer's plan. */
  due: {
    centavos: 25_000,
    reason: 'a fifth of one instalment of the smallest loan: ₱5,000.00 over four months is ₱1,250.00 each',
  },
  /** A fee, and the rows of the extension's plan, which lists its fee beside the instalments. */
  fee: {
    centavos: 1_000,
    reason:
      'half the smallest fee the loan terms produce: the 1.5 % extension fee on one of four instalments of a ₱5,000.00 loan is ₱18.75',
  },
} as const satisfies Readonly<Record<string, MoneyFloor>>;

export type MoneyFloorKind = keyof typeof MONEY_FLOORS;
