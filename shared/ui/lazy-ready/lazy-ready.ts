import { createElement, lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** An on-demand chunk, fetched once (again after a failure), and what it gave once it is here. */
export interface Chunk<T> {
  /** Fetches the chunk (once; again after a failure). */
  preload(): Promise<T>;
  /** What the chunk gave, once it is here; `null` before. */
  readonly current: T | null;
}

/**
 * @example
 * const box = chunk(() => import('./pay-code-box'));
 * if (box.current) render(box.current.PayCodeBox); else void box.preload().then(rerender);
 */
export function chunk<T>(load: () => Promise<T>): Chunk<T> {
  let current: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    preload: () =>
      (loading ??= load().then(
        (value) => (current = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}

export type LazyReady<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk ahead (again after a failure); what the component renders once it is here. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * `React.lazy` that renders at once when its chunk is already here. A plain `lazy` suspends on its first
 * render even then (its promise has not said so yet), and React holds content that replaces a fallback
 * for 300 ms: a picker fetched ahead for the first tap still opened 300 ms late. Here the first render
 * after `preload()` has settled gets a thenable that answers synchronously, so nothing suspends.
 * @example
 * const Picker = lazyReady(() => import('./picker').then((m) => m.Picker));
 * useEffect(() => void Picker.preload().catch(() => undefined), []);
 */
export function lazyReady<P>(load: () => Promise<ComponentType<P>>): LazyReady<P> {
  const part = chunk(load);
  const component = lazy(() => {
    const ready = part.current;
    if (!ready) return part.preload().then((c) => ({ default: c }));
    const module = { default: ready };
    // React reads `then` and, called back at once, renders the component in this very pass.
    const now = { then: (resolve: (m: typeof module) => void) => resolve(module) };
    return now as unknown as Promise<typeof module>;
  });
  return Object.assign(component, { preload: part.preload });
}

/**
 * A part a screen shows with its data but not in its first paint, in a chunk of its own: the component
 * renders nothing until the chunk is here, then the part (a `lazyReady` under its own `Suspense`).
 * @example const PaidNotShowing = later(() => import('../../shared/features/paid-not-showing/paid-not-showing').then((m) => m.PaidNotShowing));
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyReady(load);
  return (props: P) => createElement(Suspense, { fallback: null }, createElement(Part as ComponentType<P>, props));
}
