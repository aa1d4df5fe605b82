export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { confirmDialog } from './confirm-dialog';
export type { ConfirmOptions } from './confirm-dialog';
