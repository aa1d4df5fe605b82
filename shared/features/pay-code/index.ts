export { BARCODE_FAILED_MESSAGE, BarcodeButton } from '../barcode/barcode-button';
export { groupCode } from '../../format/group-code';
export { AmountLine, CodeWithCopy, MissingInfo, QrImage } from './pay-code-parts';
export { PayCodeScreen } from './pay-code-screen';
export { useRepayCodeInfo } from './use-repay-code-info';
export type { RepayCodeState } from './use-repay-code-info';
