/**
 * superagent, loaded on demand (ADR 0003). React and the page's own code are what a screen needs to
 * paint and hydrate; the HTTP library is needed only for the first call. Importing this module starts
 * the download at once, in parallel with hydration, and every later call reuses the cached chunk.
 */
import type {} from './early';

type SuperAgent = typeof import('superagent');

let transport: Promise<SuperAgent> | undefined;

/** @example const agent = await loadTransport(); agent.get('/x'); */
export function loadTransport(): Promise<SuperAgent> {
  // superagent is CommonJS: its module.exports arrives as the namespace's default.
  transport ??= import('superagent').then((m) => (m as unknown as { default: SuperAgent }).default);
  // A failed download (offline) must not poison every later call: the next call tries again.
  transport.catch(() => {
    transport = undefined;
  });
  return transport;
}

if (typeof window !== 'undefined') {
  const preload = () => void loadTransport().catch(() => undefined);
  // An entry whose first call(s) the start script already sent (issue 13) needs superagent only for
  // later calls: fetch it once the page has loaded, so it does not compete with the start JS.
  if (window.__earlyCalls && document.readyState !== 'complete')
    window.addEventListener('load', () => setTimeout(preload, 0), { once: true });
  else preload();
}
