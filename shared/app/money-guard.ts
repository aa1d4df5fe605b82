/**
 * The money guard (README "Rules the code keeps"): one money action at a time on a screen, locked from
 * the first tap until the page has left, unlocked when the action ends without leaving (a refusal, a
 * refused link, a network failure) or when the page is shown again from the page cache (back from the
 * provider). Apply now, Payment, the legacy card flow's Confirm, Pay online and a recommended product's
 * Apply all go through it.
 *
 * Its state is a signal (the design card's `@preact/signals-react`, ADR 0011): a tap handler reads
 * `busy.value` synchronously, so a double tap that lands before React re-renders is refused without a
 * second record kept by hand in a ref, and the button that reads it (after `useSignals()`) re-renders.
 */
import { signal } from '@preact/signals-react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';

export interface MoneyGuard {
  /** True from the first tap until the action ends without leaving, or the page is shown again. */
  readonly busy: boolean;
  /**
   * Runs `action` unless one is running. `action` resolves `true` when it sent the browser away (the
   * provider, the new order): the guard then stays locked until the page is gone or shown again.
   */
  run(action: () => Promise<boolean | void>): Promise<void>;
}

/**
 * A guard for one screen's money actions; lives as long as the component, which re-renders when `busy`
 * changes (the hook reads the signal after `useSignals()`).
 * @example
 * const guard = useMoneyGuard();
 * <button disabled={guard.busy} onClick={() => guard.run(async () => followServerUrl(url))}>Payment</button>
 */
export function useMoneyGuard(): MoneyGuard {
  useSignals();
  const [guard] = useState(moneyGuard);
  useEffect(() => {
    // Back from the provider with the back button restores this page from the cache: unlock it.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) guard.release();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [guard]);
  return { busy: guard.busy.value, run: guard.run };
}

/** The guard itself, apart from React (a test drives it directly). */
export function moneyGuard(): { busy: ReadonlySignal<boolean>; run: MoneyGuard['run']; release(): void } {
  const busy = signal(false);
  return {
    busy,
    release: () => (busy.value = false),
    async run(action) {
      if (busy.value) return;
      busy.value = true;
      let left = false;
      try {
        left = (await action()) === true;
      } finally {
        if (!left) busy.value = false;
      }
    },
  };
}
