/**
 * The catalog check (D27, ADR 0039), run by the unit tests (test/scripts/i18n-check.test.ts): every text
 * an entry shows through `t()` / `tNodes()`, and every page title and description of the registry, has a
 * Filipino entry in `shared/i18n/fil/*.json`; each entry's Filipino keeps its English's `{placeholders}`,
 * is not empty, and is used somewhere; no English is in two catalog files (the second would silently win).
 * `npm run build:release` says how many entries no native speaker has reviewed yet (`reviewLine`, in
 * scripts/vite/i18n-plugin.ts: this check reads the plugin, never the other way round).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CatalogFile } from '../shared/i18n/catalog.ts';
import type { EntryDef } from '../shared/site/entries.ts';
import { ROOT } from '../shared/site/entries.ts';
import { findTextCalls } from './vite/i18n-plugin.ts';

/** Where the borrower's texts are written: the pages and shared/ (the t() surface itself excepted). */
export function sourceFiles(root = ROOT): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const top of ['pages', 'shared']) walk(join(root, top));
  return out.filter((file) => !/[\\/]shared[\\/]i18n[\\/]/.test(file)).sort();
}

/** Every English text of the given sources → where it is used; and the calls that are not literals. */
export function textsOf(files: readonly string[], read = (file: string) => readFileSync(file, 'utf8')) {
  const used = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of files) {
    const where = relative(ROOT, file);
    for (const call of findTextCalls(read(file), file).calls) {
      if (call.english === undefined) {
        problems.push(`${where}:${call.line}: ${call.kind}() needs its English text as a string literal`);
        continue;
      }
      used.set(call.english, [...(used.get(call.english) ?? []), `${where}:${call.line}`]);
    }
  }
  return { used, problems };
}

/** The registry's texts a page shows in its head: titles and meta descriptions (`titles.json`). */
export function registryTexts(entries: readonly EntryDef[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (text: string, where: string) => {
    if (text.trim()) used.set(text, [...(used.get(text) ?? []), where]);
  };
  for (const e of entries) {
    const where = `pages/${e.name}/screen.ts`;
    add(e.title, where);
    add(e.description, where);
    for (const title of Object.values(e.aliasPages)) add(title, where);
    for (const text of Object.values(e.aliasDescriptions)) add(text, where);
  }
  return used;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** What is wrong with the catalog for these used texts: [] when every check passes. */
export function catalogProblems(
  used: ReadonlyMap<string, readonly string[]>,
  files: Record<string, CatalogFile>,
  features: ReadonlySet<string> = sharedFeatures(),
) {
  const problems: string[] = [];
  const areaOf = new Map<string, string>();
  for (const [area, file] of Object.entries(files))
    for (const [english, entry] of Object.entries(file)) {
      const at = `shared/i18n/fil/${area}.json: "${english}"`;
      const other = areaOf.get(english);
      if (other) problems.push(`${at} is also in ${other}.json (one entry per text)`);
      areaOf.set(english, area);
      if (typeof entry?.fil !== 'string' || !entry.fil.trim()) problems.push(`${at} has no Filipino text`);
      else if (placeholders(entry.fil).join() !== placeholders(english).join())
        problems.push(
          `${at}: its Filipino has the placeholders {${placeholders(entry.fil).join('}, {')}}, the English {${placeholders(english).join('}, {')}}`,
        );
      if (typeof entry?.reviewed !== 'boolean') problems.push(`${at} needs "reviewed": true or false`);
      if (!used.has(english)) problems.push(`${at} is used nowhere (no t() call or page title has this text)`);
    }
  for (const [english, where] of used)
    if (!areaOf.has(english))
      problems.push(
        `"${english}" (${where.join(', ')}) has no Filipino: add ${JSON.stringify(english)}: { "fil": "…", "reviewed": false } to shared/i18n/fil/${homesOf(where, features)[0]}.json`,
      );
  return problems;
}

/**
 * The catalog area a text's use belongs to: `titles` for the registry's titles and descriptions, a shared
 * folder's name (`ui`, `app`, a feature's `pay-code`), else the entry's name (`<entry>-entry` when a shared
 * feature has that name too: `pay-guide-entry`).
 */
export function areaOfUse(where: string, features: ReadonlySet<string>): string {
  if (/^pages\/[\w-]+\/screen\.ts$/.test(where)) return 'titles';
  const shared = /^shared\/(?:features\/)?([\w-]+)\//.exec(where);
  if (shared) return shared[1];
  const entry = /^pages\/([\w-]+)\//.exec(where)?.[1] ?? where;
  return features.has(entry) ? `${entry}-entry` : entry;
}

/** How low an area is: the registry's titles, then shared/ by its layers (ESLint holds them), then the pages. */
function rankOf(area: string, features: ReadonlySet<string>): number {
  if (area === 'titles') return 0;
  if (['feedback', 'format', 'config', 'platform'].includes(area)) return 1;
  if (['ui', 'api', 'contract', 'bridge', 'session', 'security', 'site'].includes(area)) return 2;
  if (area === 'app') return 3;
  return features.has(area) ? 4 : 5;
}

/** The catalog files a text used at `where` belongs in: the lowest areas showing it (usually one). */
function homesOf(where: readonly string[], features: ReadonlySet<string>): string[] {
  const areas = [...new Set(where.map((w) => areaOfUse(w, features)))];
  const lowest = Math.min(...areas.map((a) => rankOf(a, features)));
  return areas.filter((a) => rankOf(a, features) === lowest).sort();
}

/**
 * Where each entry lives: in the file of the lowest area that shows its text (one entry per text, so a
 * text two areas show is the lower one's: a shared folder's before a page's, the titles' before either),
 * so an area's file holds no text that area does not show. [] when every entry is at home.
 */
export function placementProblems(
  used: ReadonlyMap<string, readonly string[]>,
  files: Record<string, CatalogFile>,
  features: ReadonlySet<string> = sharedFeatures(),
): string[] {
  const problems: string[] = [];
  for (const [area, file] of Object.entries(files))
    for (const english of Object.keys(file)) {
      const where = used.get(english);
      if (!where) continue;
      const homes = homesOf(where, features);
      if (!homes.includes(area))
        problems.push(
          `shared/i18n/fil/${area}.json: "${english}" belongs in ${homes.join('.json or ')}.json (the lowest area showing it)`,
        );
    }
  return problems;
}

/** The shared features' names (`shared/features/<name>`): an entry of the same name is `<name>-entry`. */
export function sharedFeatures(root = ROOT): Set<string> {
  return new Set(readdirSync(join(root, 'shared/features')));
}
