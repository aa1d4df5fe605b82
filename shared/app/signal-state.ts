/**
 * State that a shared hook holds for its page in a signal (the design card's `@preact/signals-react`, ADR
 * 0023): the hook writes it after an `await`, the page renders from it, and code
 * that outlives a render (a listener registered once, a chain of awaits) reads `current` as it is now.
 * A component's own toggles and fields stay `useState`.
 */
import { signal } from '@preact/signals-react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';

/** `useSignals` in a custom hook: track what the hook reads, end the tracking when it returns. */
const MANAGED_HOOK = 2;

export interface SignalState<T> {
  /** The value as of this render: what the page renders. */
  value: T;
  /** The value as it is now; the same signal on every render. */
  current: ReadonlySignal<T>;
  /** Writes it (the component re-renders); the same function on every render. */
  set(next: T): void;
}

/**
 * @example
 * const { value: state, set, current } = useSignalState<LoadState<T>>({ status: 'loading' });
 * void call().then((res) => set({ status: 'ready', data: res }));
 */
export function useSignalState<T>(initial: T): SignalState<T> {
  const tracking = useSignals(MANAGED_HOOK);
  try {
    const [box] = useState(() => {
      const current = signal(initial);
      return { current, set: (next: T) => void (current.value = next) };
    });
    return { ...box, value: box.current.value };
  } finally {
    tracking.f();
  }
}
