/**
 * The registry of page entries: every folder `pages/<name>/` with a `screen.ts` is one entry, declared
 * there as plain data (`Screen`, shared/site/screen.ts; ADR 0035) and gathered in the generated table
 * `screens.ts` (scripts/entry-names.ts). It drives the build's inputs and titles, the dev server's
 * `/<name>.html` paths, the reference server's routes and alias paths, the hosting rules files, the size
 * report, the e2e sweeps and the contract documents.
 *
 * `pages/<name>/first-calls.ts` (optional): the read call(s) the page makes first, declared in typed code
 * (`firstCall(endpoint, payload)`, `shared/api/first-call.ts`) and exported as its default list; the
 * entry's inline start script sends them while the HTML is parsed (`scripts/vite/early-calls-plugin.ts`),
 * and the page computes its payload from the same declaration (ADR 0022). They are code of the app (the
 * contract's endpoints), so they stay beside the declaration rather than in it: the server and the Vite
 * config load the declarations without loading the app.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pascalPageName, type Screen } from './screen.ts';
import { SCREENS } from './screens.ts';

/** The registry's names as a type, generated from these folders (scripts/entry-names.ts, ADR 0002). */
export type { EntryName } from '../platform/entry-names';
export { pascalPageName, type Screen } from './screen.ts';

export interface EntryDef {
  /** File name in dist without `.html`, as in contract §1. */
  name: string;
  title: string;
  aliases: string[];
  prerender: Screen['prerender'];
  /** The entries its controls open (its `screen.ts`'s `opens`), sorted. */
  opens: string[];
  /** Alias → title of the aliases with their own prerendered HTML (`/About` → `dist/About.html`). */
  aliasPages: Record<string, string>;
  /** Absolute path of `pages/<name>/first-calls.ts`, the calls its start script sends; null for most entries. */
  firstCalls: string | null;
  /** The meta description of a public page; '' for an entry no search engine indexes. */
  description: string;
  /** Alias → meta description of the aliases with their own HTML; the entry's own where one has none. */
  aliasDescriptions: Record<string, string>;
  /** Absolute path of the entry's HTML template, `pages/<name>/<name>.html` (its file name is its name in dist). */
  html: string;
  /** Absolute path of the page component module (`pages/<name>/<name>-page.tsx`). */
  component: string;
  /** The component's export name: PascalCase of the entry name + `Page`. */
  componentExport: string;
}

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PAGES_DIR = join(ROOT, 'pages');

/**
 * Every entry, sorted by name, each declaration checked: a mistake fails the build, the servers and the
 * tests with the file to fix.
 */
export function loadEntries(screens: Record<string, Screen> = SCREENS): EntryDef[] {
  return Object.entries(screens)
    .map(([name, raw]) => {
      const where = `pages/${name}/screen.ts`;
      if (!raw.title) throw new Error(`${where} needs a title`);
      if (raw.prerender !== 'full' && raw.prerender !== 'frame') {
        throw new Error(`${where}: prerender must be "full" or "frame"`);
      }
      const aliases = [...(raw.aliases ?? [])];
      const aliasPages = { ...raw.aliasPages };
      for (const alias of Object.keys(aliasPages)) {
        // A flat file name of its own: letters first, so it never collides with a kebab-case entry name.
        if (!aliases.includes(alias) || !/^\/[A-Z][\w-]*$/.test(alias)) {
          throw new Error(
            `${where}: aliasPages key ${alias} must be one of its aliases, a capitalised path like /About`,
          );
        }
      }
      const aliasDescriptions = { ...raw.aliasDescriptions };
      for (const alias of Object.keys(aliasDescriptions)) {
        if (!(alias in aliasPages))
          throw new Error(`${where}: aliasDescriptions key ${alias} must be one of its aliasPages`);
      }
      const opens = [...new Set(raw.opens ?? [])].sort();
      for (const target of opens) {
        // The names are typed, but a table handed in (a test) or a screen removed since is not.
        if (!(target in screens) || target === name)
          throw new Error(`${where}: opens ${target}, which is no other entry`);
      }
      return {
        name,
        title: raw.title,
        aliases,
        aliasPages,
        description: raw.description ?? '',
        aliasDescriptions,
        prerender: raw.prerender,
        opens,
        firstCalls: existsSync(join(PAGES_DIR, name, 'first-calls.ts'))
          ? join(PAGES_DIR, name, 'first-calls.ts')
          : null,
        html: join(PAGES_DIR, name, `${name}.html`),
        component: join(PAGES_DIR, name, `${name}-page.tsx`),
        componentExport: pascalPageName(name),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The flat HTML file (in `dist/`, without `.html`) that serves an alias: its own page when the entry
 * lists it in `aliasPages`, else the entry's file.
 * @example aliasPageName(indexEntry, '/About') // 'About'
 * @example aliasPageName(indexEntry, '/') // 'index'
 */
export function aliasPageName(entry: EntryDef, alias: string): string {
  return alias in entry.aliasPages ? alias.slice(1) : entry.name;
}

/** Alias path → the flat file serving it, without `.html`, e.g. `/About` → `About`, `/` → `index`. */
export function aliasMap(entries: EntryDef[] = loadEntries()): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of entries) for (const alias of entry.aliases) map.set(alias, aliasPageName(entry, alias));
  return map;
}

/** The entry's template as Vite names it in the bundle and the dev server's URLs: relative to the project root, with `/`. */
export function templateOf(entry: EntryDef): string {
  return relative(ROOT, entry.html).split(sep).join('/');
}
