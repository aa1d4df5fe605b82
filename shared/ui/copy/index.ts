export { copyText } from './copy-text';
export { COPY_FAILED_MESSAGE, CopyButton } from './copy-button';
export type { CopyButtonProps } from './copy-button';
