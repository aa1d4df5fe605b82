export { LoanConfirmView, confirmSucceeded, DISCLOSURE_ADVISORY } from './loan-confirm-view';
export type { LoanConfirmVariant } from './loan-confirm-view';
