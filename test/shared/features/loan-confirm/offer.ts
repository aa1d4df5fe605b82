import type { LoanConfirm } from '../../../../shared/api/contract/loan';

/**
 * A loan confirm offer as the reference backend sends it, dated 2026-11-25: Peso Flex by default
 * (₱5,000, 4 × ₱1,325 every 30 days, nothing deducted); `over` replaces any field.
 */
export function loanOffer(over: Partial<LoanConfirm> = {}): LoanConfirm {
  return {
    comProductLogo: '',
    comProductName: 'Peso Flex',
    amount: 500000,
    periods: 4,
    termUnit: 30,
    details: [],
    repay_plans: ['2026-12-25', '2027-01-24', '2027-02-23', '2027-03-25'].map((pay_time) => ({
      title: 'Instalment',
      amount: 132500,
      pay_time,
    })),
    firstPayTime: '',
    firstPeriodDay: 30,
    pRateDsc: '',
    sendSms: 0,
    isPopType: 0,
    popTitle: '',
    popContent: '',
    popAgreementUrl: '',
    NewButtonMsg: '',
    NewPopMsg: '',
    netAmount: 500000,
    loanDate: '2026-11-25',
    ...over,
  };
}
