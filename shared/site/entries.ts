/**
 * The registry of page entries: every folder `pages/<name>/` with an `entry.json` is one entry. It drives
 * the build's inputs and titles, the dev server's `/<name>.html` paths, the reference server's routes and
 * alias paths, the hosting rules file, the size report and the e2e axe sweep.
 *
 * entry.json: `{ "title": "Customer service", "aliases": ["/x"], "prerender": "full" | "frame" }`
 * - `full`: the whole screen is static text, readable with JavaScript off (about us, terms);
 * - `frame`: the header, titles and a skeleton of the data area are prerendered; data comes after.
 *
 * `"firstCalls": [{ "endpoint": "loanPlayDetail", "payload": { "orderId": "query:orderId" } }]` (optional):
 * the read call(s) the page makes first, by the name of their descriptor in `shared/api/contract/`;
 * the entry's inline start script sends them while the HTML is parsed (issue 13,
 * `scripts/vite/early-calls-plugin.ts`). Payload values `"query:<key>"` / `"query?:<key>"` come from the
 * page query (see `shared/api/early-start.ts`); the payload must be the one the page sends.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EntryDef {
  /** File name in dist without `.html`, as in contract §1. */
  name: string;
  title: string;
  aliases: string[];
  prerender: 'full' | 'frame';
  /** Read calls started by the entry's inline start script; empty for most entries. */
  firstCalls: FirstCall[];
  /** Absolute path of the entry's HTML source. */
  html: string;
  /** Absolute path of the page component module (`pages/<name>/<name>-page.tsx`). */
  component: string;
  /** The component's export name: PascalCase of the entry name + `Page`. */
  componentExport: string;
}

export interface FirstCall {
  /** Export name of the endpoint descriptor in `shared/api/contract/`, e.g. `loanPlayDetail`. */
  endpoint: string;
  payload: Record<string, string | number>;
}

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PAGES_DIR = join(ROOT, 'pages');

/** @example pascalPageName('customer-service') // 'CustomerServicePage' */
export function pascalPageName(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()) + 'Page';
}

export function loadEntries(): EntryDef[] {
  return readdirSync(PAGES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(PAGES_DIR, d.name, 'entry.json')))
    .map((d) => {
      const name = d.name;
      const raw = JSON.parse(readFileSync(join(PAGES_DIR, name, 'entry.json'), 'utf8')) as Partial<EntryDef>;
      if (!raw.title) throw new Error(`pages/${name}/entry.json needs a title`);
      if (raw.prerender !== 'full' && raw.prerender !== 'frame') {
        throw new Error(`pages/${name}/entry.json: prerender must be "full" or "frame"`);
      }
      return {
        name,
        title: raw.title,
        aliases: raw.aliases ?? [],
        prerender: raw.prerender,
        firstCalls: (raw.firstCalls ?? []).map((call) => {
          if (!call || typeof call.endpoint !== 'string') throw new Error(`pages/${name}/entry.json: every first call needs an endpoint`);
          return { endpoint: call.endpoint, payload: call.payload ?? {} };
        }),
        html: join(PAGES_DIR, name, 'index.html'),
        component: join(PAGES_DIR, name, `${name}-page.tsx`),
        componentExport: pascalPageName(name),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Alias path → entry name, e.g. `/About` → `index`. */
export function aliasMap(entries: EntryDef[] = loadEntries()): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of entries) for (const alias of entry.aliases) map.set(alias, entry.name);
  return map;
}
