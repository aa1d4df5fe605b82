/**
 * Which kind of page starts with each module: the static pages (prerendered text with the small static
 * runtime, no React: `static-pages-plugin.ts`) or the React pages. The chunk groups of vite.config.ts
 * read it, so a module's chunk follows from its folder and from who loads it at start — never from its
 * file name.
 *
 * "Starts with": the module is in the static import closure of the page's entry (what its HTML loads
 * before the page runs), as opposed to a module reached only through a dynamic import.
 */
import type { Plugin } from 'vite';

/** The module id prefix of a static page's script (the static pages plugin's virtual modules). */
export const STATIC_PAGE_MODULE = '\0/@static-page/';

export interface PageStarts {
  /** Records the module graph at the end of the build's module phase, before the chunks are made. */
  plugin: Plugin;
  /** A static page starts with this module. */
  byStatic(id: string): boolean;
  /** A React page starts with this module. */
  byReact(id: string): boolean;
  /** How many React entries start with this module (an entry and its aliases' pages count once). */
  reactStarts(id: string): number;
  /**
   * A static page may load this module at some point: at start or through a dynamic import (the field
   * reports, once the page is idle: ADR 0021).
   */
  reachedByStatic(id: string): boolean;
}

/** Every module `from` statically imports, directly or not, itself included. */
export function staticClosure(from: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

/** @example const starts = pageStarts(); plugins: [starts.plugin]; test: (id) => starts.byReact(id) */
export function pageStarts(): PageStarts {
  const byStatic = new Set<string>();
  const byReact = new Set<string>();
  const reactCount = new Map<string, number>();
  const reachedByStatic = new Set<string>();
  return {
    plugin: {
      name: 'loan:page-starts',
      apply: 'build',
      buildEnd() {
        byStatic.clear();
        byReact.clear();
        reactCount.clear();
        reachedByStatic.clear();
        const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        const everImportedBy = (id: string) => {
          const info = this.getModuleInfo(id);
          return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
        };
        for (const id of this.getModuleIds()) {
          if (!this.getModuleInfo(id)?.isEntry) continue;
          const closure = staticClosure(id, importsOf);
          const isStatic = [...closure].some((m) => m.startsWith(STATIC_PAGE_MODULE));
          const starts = isStatic ? byStatic : byReact;
          for (const m of closure) starts.add(m);
          if (!isStatic) for (const m of closure) reactCount.set(m, (reactCount.get(m) ?? 0) + 1);
          if (isStatic) for (const m of staticClosure(id, everImportedBy)) reachedByStatic.add(m);
        }
      },
    },
    byStatic: (id) => byStatic.has(id),
    byReact: (id) => byReact.has(id),
    reactStarts: (id) => reactCount.get(id) ?? 0,
    reachedByStatic: (id) => reachedByStatic.has(id),
  };
}
