export { PayGuide, SafetyNotice } from './pay-guide';
export type { GuideSection, GuideStep } from './pay-guide';
