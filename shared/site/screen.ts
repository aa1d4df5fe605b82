/**
 * What a screen declares about itself, in `pages/<name>/screen.ts` beside its page (ADR 0035): the one
 * place the build, both servers, the hosting rules, the e2e sweeps and the contract documents read
 * (`shared/site/entries.ts`). It is plain data: the reference server and the Vite config load it in Node
 * without any of the app's code.
 *
 * @example export default { title: 'Order Details', prerender: 'frame', opens: ['repay-period'] } satisfies Screen;
 */
import type { EntryName } from '../platform/entry-names';

export interface Screen {
  /** The document title: plain English, a literal (the Filipino build looks it up in the catalog). */
  readonly title: string;
  /**
   * - `full`: the whole screen is static text, readable with JavaScript off (about us, terms);
   * - `frame`: the header, titles and a skeleton of the data area are prerendered; data comes after.
   */
  readonly prerender: 'full' | 'frame';
  /** Other paths the servers answer with this screen (contract §1), e.g. `/complainDetails`. */
  readonly aliases?: readonly string[];
  /**
   * Aliases with their own prerendered HTML (`/About` → `dist/About.html`, with that title) instead of the
   * entry's file: the page renders with the alias as its `aliasPath` prop, so it reads with JavaScript off.
   */
  readonly aliasPages?: Readonly<Record<string, string>>;
  /**
   * The meta description of a public page a search engine indexes (`INDEXED_ENTRIES` in headers.ts: the
   * marketing site, the landing); every other entry is `noindex`.
   */
  readonly description?: string;
  /** Alias → meta description of the aliases with their own HTML; the entry's own where one has none. */
  readonly aliasDescriptions?: Readonly<Record<string, string>>;
  /**
   * The entries this screen's controls open: the contract documents list them, and a test holds them to the
   * page code's `entryUrl(…)` and `useNextScreens(…)` targets (test/scripts/screen-opens.test.ts).
   */
  readonly opens?: readonly EntryName[];
}

/**
 * The page component's export: PascalCase of the entry name + `Page`.
 * @example pascalPageName('customer-service') // 'CustomerServicePage'
 */
export function pascalPageName(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()) + 'Page';
}
