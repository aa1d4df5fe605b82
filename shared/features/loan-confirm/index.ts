export { LoanConfirmView, DISCLOSURE_ADVISORY } from './loan-confirm-view';
export { LOAN_CONFIRM_POLICY } from './variant-policy';
export type { LoanConfirmPolicy, LoanConfirmVariant } from './variant-policy';
