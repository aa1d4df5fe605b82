export { LoanConfirmView, confirmSucceeded, DISCLOSURE_ADVISORY, payloadOf } from './loan-confirm-view';
export type { LoanConfirmVariant } from './loan-confirm-view';
