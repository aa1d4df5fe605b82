/**
 * Whether the visitor registered (or was already registered) in this tab: the download page then says
 * the account is ready. Apart from `download-view.tsx` so the form can mark it without loading that view.
 */
const REGISTERED_KEY = 'landing-registered';

/** Remembers, for this tab only, that the visitor has just registered (or was already registered). */
export function markRegistered(): void {
  try {
    sessionStorage.setItem(REGISTERED_KEY, '1');
  } catch {
    // Storage refused (private mode): the page falls back to its neutral title.
  }
}

export function registeredInThisTab(): boolean {
  try {
    return sessionStorage.getItem(REGISTERED_KEY) === '1';
  } catch {
    return false;
  }
}
