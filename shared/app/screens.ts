/**
 * The screens of this document (contract D38, ADR 0058): an entry's module is evaluated once per document,
 * so a screen swapped in again is started from here. `mount.tsx` fills it (the pages it mounted, the React
 * root of the screen shown, how it starts a page); `swap.ts` reads it, and sets `claim` while it imports
 * the next entry's module, whose `mount(Page)` then hands its page over instead of starting it.
 */
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';

export const screens: {
  pages: Map<string, ComponentType>;
  root: Root | null;
  claim: ((Page: ComponentType) => void) | null;
  start: ((root: HTMLElement, Page: ComponentType, on?: Landing) => void) | null;
} = { pages: new Map(), root: null, claim: null, start: null };

/**
 * What a swap (D38) is told of a screen it started that fails: `failed` once the root boundary has caught a render
 * error (its message shown in place of the page), `lost` when an error escaped every boundary and the root is left empty.
 */
export interface Landing {
  failed: () => void;
  lost: () => void;
}
