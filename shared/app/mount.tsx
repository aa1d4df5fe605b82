/**
 * Starts a page: hydrates the prerendered frame when the build put one in `#root`, otherwise renders
 * from scratch (dev server, or a page built without prerender).
 */
import { StrictMode, useEffect } from 'react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { flowDepth, watchFlowLinks } from '../platform/flow-depth';
import { RootBoundary } from './root-boundary';
import '../ui/theme.css';

/** Marks the document once React has hydrated and run effects: what smoke checks wait for. */
function Mounted({ Page }: { Page: ComponentType }) {
  useEffect(() => {
    document.documentElement.dataset.mounted = 'true';
  }, []);
  return <Page />;
}

/** @example mount(OrderPage); // in pages/order/main.tsx */
export function mount(Page: ComponentType): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the entry HTML');
  // D16: learn this page's place in the web view's history before anything can push or replace state.
  flowDepth();
  watchFlowLinks();
  // The boundary renders nothing of its own when all is well, so the prerendered HTML still matches.
  const element = (
    <StrictMode>
      <RootBoundary>
        <Mounted Page={Page} />
      </RootBoundary>
    </StrictMode>
  );
  if (root.firstElementChild) hydrateRoot(root, element);
  else createRoot(root).render(element);
}
