/**
 * Service workers (spec §4 "Service worker", §8). The app registers none: pages must always load fresh
 * from the server the native shell points at, and a cached shell of a loan app could show a stale
 * order status or amount. Only the clean-up of a worker left by an older release remains.
 */

/** sessionStorage key marking that this tab already reloaded once after removing a stale worker. */
export const SW_RELOAD_FLAG = 'sw-stale-reloaded';

/**
 * Deliberately does nothing: the spec makes registration a no-op (see the module comment). Kept so an
 * entry can call it where a worker would be registered, and the decision lives in one place.
 * @example registerServiceWorker() // no worker is registered
 */
export function registerServiceWorker(): void {
  // Intentionally empty.
}

/**
 * When a service worker is still registered but its script is gone (answers 404), unregisters every
 * registration and reloads the page once, so the borrower gets the current pages instead of the old
 * worker's cache. A sessionStorage flag stops a reload loop. Every error is ignored (spec §8): this
 * clean-up must never break the page. Resolves true when it reloaded.
 * @example void unregisterStaleServiceWorker(); // at page start, not awaited
 */
export async function unregisterStaleServiceWorker(scriptUrl = '/sw.js'): Promise<boolean> {
  try {
    // Absent outside secure contexts and in some in-app browsers.
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return false;
    const registrations = await container.getRegistrations();
    if (registrations.length === 0) return false;
    // 'no-store' so neither the HTTP cache nor the old worker answers for the server.
    const response = await fetch(scriptUrl, { cache: 'no-store' });
    if (response.status !== 404) return false;
    await Promise.all(registrations.map((r) => r.unregister()));
    if (sessionStorage.getItem(SW_RELOAD_FLAG)) return false;
    sessionStorage.setItem(SW_RELOAD_FLAG, '1');
    location.reload();
    return true;
  } catch {
    return false;
  }
}
