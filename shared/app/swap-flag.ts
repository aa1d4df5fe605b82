/**
 * Whether this tab swaps screens between our entries (contract D38, ADR 0058): `config.swapScreens`, unless
 * the tab says otherwise in `sessionStorage['pb.swap']` (`on` or `off`): the swap's tests and the bench turn
 * it on and off there without another build. Read once a page has mounted (after-mount.ts).
 */
import { config } from '../config/config';

/** The tab's switch: `on`, `off`, or anything else (the config decides). */
export const SWAP_FLAG_KEY = 'pb.swap';

/** @example if (swapScreens()) import('./swap').then((m) => m.installSwap()); */
export function swapScreens(store: Pick<Storage, 'getItem'> | null = safeSession()): boolean {
  const flag = store?.getItem(SWAP_FLAG_KEY);
  return flag === 'on' ? true : flag === 'off' ? false : config.swapScreens;
}

function safeSession(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}
