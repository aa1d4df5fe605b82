export { DISCLOSURE_NOTICE, LenderNotice } from './lender-notice';
