/**
 * The money guard (README "Rules the code keeps"): the page's tap guard (`tap-guard.ts`, ADR 0027) seen
 * from React, for the controls that send money or file a loan. One action at a time on a screen, locked
 * from the first tap until the page has left, unlocked when the action ends without leaving (a refusal,
 * a refused link, a network failure) or when the page is shown again from the page cache (back from the
 * provider). Apply now, Payment, the legacy card flow's Confirm, Pay online and a recommended product's
 * Apply all go through it; the other openings of a screen hold the same guard (`guardTap`), so a tap on
 * Repayment and one on Apply cannot both run.
 *
 * A tap handler reads the guard synchronously, so a double tap that lands before React re-renders is
 * refused without a second record kept by hand in a ref; the component re-renders when it locks or opens.
 */
import { useSyncExternalStore } from 'react';
import { guardTap, onTapBusy, tapBusy } from './tap-guard';
import type { TapAction } from './tap-guard';

export interface MoneyGuard {
  /** True from the first tap until the action ends without leaving, or the page is shown again. */
  readonly busy: boolean;
  /**
   * Runs `action` unless a guarded action holds the page, marking `control` (the tapped button) busy at
   * once. `action` resolves `true` when it sent the browser away (the provider, the new order): the guard
   * then stays locked until the page is gone or shown again.
   */
  run(action: TapAction, control?: Element | null): Promise<void>;
}

const run: MoneyGuard['run'] = async (action, control) => {
  await guardTap(control, action);
};

/**
 * The page's guard for a screen's money actions; the component re-renders when `busy` changes.
 * @example
 * const guard = useMoneyGuard();
 * <button disabled={guard.busy} onClick={(e) => void guard.run(() => followServerUrl(url), e.currentTarget)}>Payment</button>
 */
export function useMoneyGuard(): MoneyGuard {
  const busy = useSyncExternalStore(onTapBusy, tapBusy, () => false);
  return { busy, run };
}
