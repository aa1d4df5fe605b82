/**
 * Starts a page: hydrates the prerendered frame when the build put one in `#root`, otherwise renders
 * from scratch (dev server, or a page built without prerender).
 */
import { StrictMode, useEffect } from 'react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../ui/theme.css';

/** Marks the document once React has hydrated and run effects: what smoke checks wait for. */
function Mounted({ Page }: { Page: ComponentType }) {
  useEffect(() => {
    const mounted = () => (document.documentElement.dataset.mounted = 'true');
    // Session keys leave the address bar after the page's own effects (children run first), never in the
    // prerendered render; loaded on demand, outside the start script (ADR 0009).
    import('../session/hide-session').then((m) => m.hideSessionKeys()).then(mounted, mounted);
  }, []);
  return <Page />;
}

/** @example mount(OrderPage); // in pages/order/main.tsx */
export function mount(Page: ComponentType): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the entry HTML');
  const element = (
    <StrictMode>
      <Mounted Page={Page} />
    </StrictMode>
  );
  if (root.firstElementChild) hydrateRoot(root, element);
  else createRoot(root).render(element);
}
