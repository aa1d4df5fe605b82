/**
 * The tap guard (ADR 0027): one guarded action at a time on a page. A tap that opens another screen (a
 * button, a link of ours, a server URL) or starts a money action runs through it:
 * - the tapped control says it is working in the same task as the tap (`aria-busy="true"`, drawn as
 *   pressed by `shared/ui/theme.css`), before any request or navigation has started;
 * - every other tap on a guarded control does nothing until the action ends without leaving (a refusal,
 *   the offline message), or, when it sent the page away, until the page is shown again from the page
 *   cache (back from the next screen or the provider).
 * The one button that runs it is `ActionButton` (`shared/ui/action-button`, ADR 0036); the links of every
 * page, the static pages' among them (`watchFlowLinks`), and a confirm dialog's answer use it directly.
 * Plain DOM, no React and no imports: the static pages ship no React, and every layer may read it.
 */

/** What a guarded action resolves: `true` when it sent the page away (the guard then stays locked). */
export type TapAction = () => boolean | void | Promise<boolean | void>;

let busy = false;
/** The control the running action was tapped on, marked busy. */
let marked: Element | null = null;
/** Which action holds the guard: a late end of an older one (released by `pageshow`) changes nothing. */
let holder = 0;
let watching = false;
const listeners = new Set<() => void>();

function set(next: boolean, control: Element | null): void {
  if (marked && marked !== control) marked.removeAttribute('aria-busy');
  marked = next ? control : null;
  marked?.setAttribute('aria-busy', 'true');
  if (busy === next) return;
  busy = next;
  for (const listener of listeners) listener();
}

/** Back to this page from the page cache: the page it left for is behind it, so the guard opens. */
function watchReturn(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) releaseTap();
  });
}

/** Whether a guarded action holds the page now (what a tap handler reads before React re-renders). */
export function tapBusy(): boolean {
  return busy;
}

/**
 * Calls `listener` whenever the guard locks or opens; returns the unsubscribe function (the shape of
 * React's `useSyncExternalStore`).
 */
export function onTapBusy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the guard and clears the busy mark. */
export function releaseTap(): void {
  holder++;
  set(false, null);
}

/**
 * Runs `action` for a tap on `control` unless a guarded action holds the page; resolves whether it ran.
 * An action that answers at once (an opening that left, or stayed offline) settles the guard in the same
 * task; a throwing action opens the guard and rejects.
 * @example button.addEventListener('click', () => void guardTap(button, () => openInFlow(url)));
 */
export function guardTap(control: Element | null | undefined, action: TapAction): Promise<boolean> {
  if (busy) return Promise.resolve(false);
  watchReturn();
  const mine = ++holder;
  set(true, control ?? null);
  const end = (left: boolean | void): true => {
    if (left !== true && holder === mine) releaseTap();
    return true;
  };
  const fail = (error: unknown): Promise<never> => {
    end(false);
    return Promise.reject(error);
  };
  try {
    const result = action();
    return result instanceof Promise ? result.then(end, fail) : Promise.resolve(end(result));
  } catch (error) {
    return fail(error);
  }
}

/**
 * How long a command handed to the native shell (`home`, `to`) holds the guard: the shell covers the web
 * view with its own screen within that time, and a page the shell leaves in view works again after it.
 */
export const SHELL_HANDOVER_MS = 1000;

/**
 * The end of an action that handed the borrower to the shell: resolves `false` (the page stays) after
 * `SHELL_HANDOVER_MS`, so a second tap meanwhile sends nothing twice.
 * @example guardTap(button, () => { native.home(); return shellHandover(); })
 */
export function shellHandover(): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), SHELL_HANDOVER_MS));
}
