import { toast } from '../../feedback/toast';
import { t } from '../../i18n/t';
import { copyText } from './copy-text';
import './copy-button.css';

export interface CopyButtonProps {
  text: string;
  label?: string;
  copiedMessage?: string;
  className?: string;
}

export const COPY_FAILED_MESSAGE = t('Copy failed, please copy it manually');

/**
 * Copies `text` and says so in a toast.
 * @example
 * <CopyButton text={payCode} />
 */
export function CopyButton({ text, label = t('Copy'), copiedMessage = t('Copied'), className }: CopyButtonProps) {
  async function handleClick() {
    toast((await copyText(text)) ? copiedMessage : COPY_FAILED_MESSAGE);
  }
  return (
    <button type="button" className={className ? `copy-button ${className}` : 'copy-button'} onClick={handleClick}>
      {label}
    </button>
  );
}
