export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { confirmDialog } from './confirm-dialog';
export type { ConfirmOptions } from './confirm-dialog';
export { DialogActions } from './dialog-actions';
export type { DialogActionsProps } from './dialog-actions';
