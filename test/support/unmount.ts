/**
 * Every test file's setup (vite.config.ts `setupFiles`): whatever a test rendered is unmounted after it,
 * as Testing Library does by itself where the test runner's globals are on (ours are not). Most files of
 * the suite share one DOM per worker; a tree left mounted there (an open dialog, whose effect registers it
 * as the overlays' host) reached into the next file's tests once its DOM was cleared under it.
 */
import { afterEach } from 'vitest';

afterEach(async () => {
  // Only where the file rendered something: a node-environment file never loads Testing Library for it.
  if (typeof document === 'undefined' || !document.body.hasChildNodes()) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
