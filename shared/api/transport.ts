/**
 * superagent, loaded on demand (ADR 0003). React and the page's own code are what a screen needs to
 * paint and hydrate; the HTTP library is needed only for the first call. Importing this module starts
 * the download at once, in parallel with hydration, and every later call reuses the cached chunk.
 */
import type {} from './early-start';

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
  // An entry whose first call(s) the start script already sent (ADR 0017) needs superagent only for a
  // later call, which a borrower's tap starts: fetch it at the first touch or key (a tap's
  // pointerdown comes before its click), or when a call needs it. Not on a timer: it would compete with
  // the screen's first paint with data, and a borrower who only reads never downloads it.
  // A touch on a control that opens another entry is left out: that touch starts the next screen's
  // document and first read (ADR 0048, next-start.ts), which this 7 KB chunk would share the link with, and
  // this screen makes no call after it; the next screen, swapped in or loaded, fetches its own when a call
  // needs it.
  if (window.__earlyCalls) {
    const events = ['pointerdown', 'keydown'] as const;
    const first = (event: Event) => {
      if (event.type === 'pointerdown' && (event.target as Element | null)?.closest?.('a[href], [data-opens]')) return;
      for (const type of events) window.removeEventListener(type, first, true);
      preload();
    };
    for (const type of events) window.addEventListener(type, first, { capture: true, passive: true });
  } else preload();
}
