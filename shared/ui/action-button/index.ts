export { ActionButton, useTapBusy } from './action-button';
export type { ActionButtonProps } from './action-button';
