/**
 * Starts a page: hydrates the prerendered frame when the build put one in `#root`, otherwise renders
 * from scratch (dev server, or a page built without prerender).
 */
import { StrictMode, useEffect } from 'react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readReports } from '../api/read-report';
import { entryName } from '../platform/entry-name';
import { flowDepth, watchFlowLinks } from '../platform/flow-depth';
import { openLink } from './open-page';
import { RootBoundary } from './root-boundary';
import { screens } from './screens';
import type { Landing } from './screens';
import type { CaughtError } from './render-errors';
import { snapshotTyped } from './typed-snapshot';
import { referrerMayHoldSession } from '../session/referrer-hint';
import '../ui/theme.css';

type Typed = ReturnType<typeof snapshotTyped>;

/**
 * Once the page has mounted, or once its root boundary caught a render error: the session leaves the
 * address bar and the field reports start (ADR 0021), loaded on demand.
 */
const afterMount = (error?: CaughtError) => import('./after-mount').then((m) => m.afterMount(readReports, error));

/** Marks the document once React has hydrated and run effects: what smoke checks wait for. */
function Mounted({ Page, typed }: { Page: ComponentType; typed: Typed }) {
  useEffect(() => {
    // After the page's own effects (a restored draft among them): what was typed before wins (D17).
    // Once per page load: a remount after 'Try again' must not type old text again. The replay code
    // loads only when something was typed: most loads type nothing before hydration (ADR 0017).
    const early = typed.splice(0);
    const replayed = early.length
      ? import('./typed-before-hydration').then((m) => m.replayTyped(early))
      : Promise.resolve();
    const mounted = () => (document.documentElement.dataset.mounted = 'true');
    // Session keys leave the address bar after the page's own effects (children run first), never in the
    // prerendered render; loaded on demand, outside the start script (ADR 0014).
    // With them, the field reports start (ADR 0021); the root boundary starts both when the page fails.
    replayed.then(() => afterMount()).then(mounted, mounted);
    // Once per page load: `typed` is the snapshot taken before this root was created, never a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Page />;
}

/** @example mount(OrderPage); // in pages/order/main.tsx */
export function mount(Page: ComponentType): void {
  const claim = screens.claim;
  screens.claim = null;
  if (claim) return claim(Page);
  screens.pages.set(entryName(), Page);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the entry HTML');
  // D17: a link tapped before the previous page's script ran came without the session. Only such a load
  // (no token here, a referrer that names one) waits for the module that adopts it (ADR 0017).
  if (referrerMayHoldSession()) {
    const start = () => startPage(root, Page);
    import('../session/referrer-session').then((m) => m.adoptReferrerSession()).then(start, start);
  } else startPage(root, Page);
}

/**
 * Starts `Page` in `root`: the first screen of the document, or one the swap put in (D38), which is told
 * when it fails (`on`).
 */
function startPage(root: HTMLElement, Page: ComponentType, on?: Landing): void {
  // D16: learn this page's place in the web view's history before anything can push or replace state.
  flowDepth();
  watchFlowLinks(openLink);
  // D17: what the borrower typed into the prerendered form, taken before hydration resets it.
  const typed = snapshotTyped(root);
  // The boundary renders nothing of its own when all is well, so the prerendered HTML still matches.
  const element = (
    <StrictMode>
      <RootBoundary onCaught={(error) => void afterMount(error).catch(() => undefined)}>
        <Mounted Page={Page} typed={typed} />
      </RootBoundary>
    </StrictMode>
  );
  // A screen swapped in (D38) is told how a failure ended, each error logged or reported as React's own
  // handlers do: the root boundary (the only one) showing its message, or an error escaping it, which
  // empties the root.
  const options = on && {
    onCaughtError: (error: unknown) => {
      console.error(error);
      on.failed();
    },
    onUncaughtError: (error: unknown) => {
      if (typeof reportError === 'function') reportError(error);
      on.lost();
    },
  };
  if (root.firstElementChild) screens.root = hydrateRoot(root, element, options);
  else (screens.root = createRoot(root, options)).render(element);
}

screens.start = startPage;
