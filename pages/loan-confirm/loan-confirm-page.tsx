/** Loan confirm (spec §2): the shared view, first variant. */
import { LoanConfirmView } from '../../shared/features/loan-confirm';

export const LoanConfirmPage = () => <LoanConfirmView variant="v1" />;
