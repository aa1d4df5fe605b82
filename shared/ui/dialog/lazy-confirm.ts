/**
 * `confirmDialog` fetched on first use, for pages whose questions are rare (server-requested pop-ups):
 * the dialog code stays out of their start JS. Import this file directly (not the folder's index, which
 * loads the dialog eagerly).
 */
import { toast } from '../../feedback/toast';
import type { ConfirmOptions } from './confirm-dialog';
import { NETWORK_ERROR_MESSAGE } from '../../feedback/messages';

/**
 * Resolves true on confirm, false on cancel or Escape, and null when the dialog code could not be fetched
 * (a network message is toasted; the caller leaves things as they are).
 * @example if ((await confirmLazy({ message, confirmText: 'Agree', cancelText: 'Cancel' })) === false) native.close();
 */
export async function confirmLazy(options: ConfirmOptions): Promise<boolean | null> {
  let mod: typeof import('./confirm-dialog');
  try {
    mod = await import('./confirm-dialog');
  } catch {
    toast(NETWORK_ERROR_MESSAGE);
    return null;
  }
  return mod.confirmDialog(options);
}
