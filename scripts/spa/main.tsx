/**
 * The bench's peer (ADR 0017): the same screens as one client-rendered single-page bundle with a
 * history router — what the spec's original app was. Every page component is bundled eagerly; nothing
 * is prerendered; the entry comes from the path (`/<entry>.html`, as the shell opens it), links between
 * entries are followed with `history.pushState`. Built by `scripts/spa/vite.config.ts` into
 * `.bench/spa/`, never shipped.
 */
import { StrictMode, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import '../../shared/ui/theme.css';

const modules = import.meta.glob<Record<string, ComponentType>>('../../pages/*/*-page.tsx', { eager: true });

/** Entry name → its page component (`pages/<name>/<name>-page.tsx`, export `<PascalName>Page`). */
const routes = new Map<string, ComponentType>();
for (const [file, mod] of Object.entries(modules)) {
  const m = /pages\/([\w-]+)\/\1-page\.tsx$/.exec(file);
  if (!m) continue;
  const exportName = m[1].replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()) + 'Page';
  if (mod[exportName]) routes.set(m[1], mod[exportName]);
}

const entryOf = (path: string) => path.replace(/^\//, '').replace(/\.html$/, '') || 'index';

function Router() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || a.target) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || !routes.has(entryOf(url.pathname))) return;
      e.preventDefault();
      history.pushState(null, '', url.pathname + url.search + url.hash);
      setPath(url.pathname);
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick);
    document.documentElement.dataset.mounted = 'true';
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick);
    };
  }, []);
  const Page = routes.get(entryOf(path));
  // The route table holds module-level page components; only the lookup happens in render.
  // eslint-disable-next-line react-hooks/static-components
  return Page ? <Page key={path} /> : <p>Not found</p>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router />
  </StrictMode>,
);
