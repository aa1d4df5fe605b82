/**
 * Contract D17: whether this load may have to take its session from the referrer (no token in its
 * address, a referrer that names one). A cheap superset of what `adoptReferrerSession` acts on (it does
 * the exact checks itself), kept apart so the entry's start script and `mount()` read it without the
 * module that adopts.
 */
export function referrerMayHoldSession(): boolean {
  return document.referrer.includes('token') && !new URLSearchParams(location.search).get('token');
}
