/** The newer Loan confirm (spec §2): the shared view with the promo pop-up and the '00' code check. */
import { LoanConfirmView } from '../../shared/features/loan-confirm';

export const LoanConfirmV2Page = () => <LoanConfirmView variant="v2" />;
