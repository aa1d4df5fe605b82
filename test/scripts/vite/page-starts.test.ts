// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageStarts, STATIC_PAGE_MODULE, staticClosure } from '../../../scripts/vite/page-starts';

/** A module graph as the bundler's plugin context shows it at the end of the module phase. */
function graph(modules: Record<string, { entry?: boolean; imports?: string[]; dynamic?: string[] }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      modules[id]
        ? {
            isEntry: Boolean(modules[id].entry),
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].dynamic ?? [],
          }
        : null,
  };
}

describe('which pages start with a module', () => {
  const starts = pageStarts();
  const about = `${STATIC_PAGE_MODULE}about-us.ts`;
  (starts.plugin.buildEnd as (this: unknown) => void).call(
    graph({
      'pages/about-us/about-us.html': { entry: true, imports: [about] },
      [about]: { imports: ['shared/app/static-page.ts'] },
      'shared/app/static-page.ts': {
        imports: ['shared/bridge/native.ts', 'shared/session/hide-session.ts'],
        dynamic: ['shared/app/field-reports.ts'],
      },
      'shared/app/field-reports.ts': { imports: ['shared/platform/entry-name.ts'] },
      'shared/platform/entry-name.ts': {},
      'pages/order/order.html': { entry: true, imports: ['pages/order/main.tsx'] },
      'pages/order/main.tsx': {
        imports: ['shared/app/mount.tsx', 'shared/format/money.ts', 'shared/platform/entry-name.ts'],
      },
      'shared/app/mount.tsx': { imports: ['shared/bridge/native.ts'], dynamic: ['shared/app/after-mount.ts'] },
      'shared/app/after-mount.ts': { imports: ['shared/session/hide-session.ts'] },
      'shared/bridge/native.ts': {},
      'shared/session/hide-session.ts': {},
      'shared/format/money.ts': {},
    }),
  );

  it('tells a static page’s start from a React page’s, through static imports only', () => {
    expect(starts.byStatic('shared/bridge/native.ts') && starts.byReact('shared/bridge/native.ts')).toBe(true);
    expect([starts.byStatic('shared/format/money.ts'), starts.byReact('shared/format/money.ts')]).toEqual([
      false,
      true,
    ]);
    expect([starts.byStatic('shared/app/static-page.ts'), starts.byReact('shared/app/static-page.ts')]).toEqual([
      true,
      false,
    ]);
    // Reached by the React page only through a dynamic import: not what it starts with.
    expect(starts.byReact('shared/session/hide-session.ts')).toBe(false);
    expect(starts.byReact('shared/app/after-mount.ts')).toBe(false);
    expect(starts.byStatic('shared/session/hide-session.ts')).toBe(true);
  });

  it('knows what a static page loads later, through dynamic imports too (the field reports and theirs)', () => {
    expect(starts.byStatic('shared/platform/entry-name.ts')).toBe(false);
    expect(starts.reachedByStatic('shared/platform/entry-name.ts')).toBe(true);
    expect(starts.reachedByStatic('shared/app/field-reports.ts')).toBe(true);
    expect(starts.reachedByStatic('shared/bridge/native.ts')).toBe(true);
    expect(starts.reachedByStatic('shared/format/money.ts')).toBe(false);
    expect(starts.reachedByStatic('shared/app/after-mount.ts')).toBe(false);
  });

  it('follows every static import once, cycles included', () => {
    const imports: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'a'], c: ['b'], d: ['a'] };
    expect([...staticClosure('a', (id) => imports[id] ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });
});
