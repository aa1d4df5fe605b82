/**
 * React 19's own `useSyncExternalStore`, for `@preact/signals-react`'s runtime, which imports the
 * `use-sync-external-store/shim` package so that it also runs on React 16–17. On React 19 the shim only
 * forwards to React's hook, but ships its fallback (and CommonJS wrapper) all the same; `vite.config.ts`
 * resolves the shim here instead (ADR 0017: the card's signals in the start JS of the money screens).
 */
export { useSyncExternalStore } from 'react';
