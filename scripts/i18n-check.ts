/**
 * The catalog check (D27, ADR 0039), run by the unit tests (test/scripts/i18n-check.test.ts): every text
 * an entry shows through `t()` / `tNodes()`, and every page title and description of the registry, has a
 * Filipino entry in `shared/i18n/fil/*.json`; each entry's Filipino keeps its English's `{placeholders}`,
 * is not empty, and is used somewhere; no English is in two catalog files (the second would silently win).
 * `npm run build:release` says how many entries no native speaker has reviewed yet (`reviewLine`).
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
    const where = `pages/${e.name}/entry.json`;
    add(e.title, where);
    add(e.description, where);
    for (const title of Object.values(e.aliasPages)) add(title, where);
    for (const text of Object.values(e.aliasDescriptions)) add(text, where);
  }
  return used;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** What is wrong with the catalog for these used texts: [] when every check passes. */
export function catalogProblems(used: ReadonlyMap<string, readonly string[]>, files: Record<string, CatalogFile>) {
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
    if (!areaOf.has(english)) problems.push(`"${english}" (${where.join(', ')}) has no Filipino in shared/i18n/fil/`);
  return problems;
}

/**
 * The catalog area a text's use belongs to: `titles` for the registry's titles and descriptions, a shared
 * folder's name (`ui`, `app`, a feature's `pay-code`), else the entry's name (`<entry>-entry` when a shared
 * feature has that name too: `pay-guide-entry`).
 */
export function areaOfUse(where: string, features: ReadonlySet<string>): string {
  if (/^pages\/[\w-]+\/entry\.json$/.test(where)) return 'titles';
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
      const areas = [...new Set(where.map((w) => areaOfUse(w, features)))];
      const lowest = Math.min(...areas.map((a) => rankOf(a, features)));
      const homes = areas.filter((a) => rankOf(a, features) === lowest).sort();
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

/** The reference backend's catalog (contract D33): shaped like the pages' files, reviewed the same way. */
export const SERVER_CATALOG_FILE = join(ROOT, 'server/i18n/fil.json');

/** The server catalog as a file of the review (read here, not imported: the build does not ship it). */
export function readServerCatalog(file = SERVER_CATALOG_FILE): CatalogFile {
  return JSON.parse(readFileSync(file, 'utf8')) as CatalogFile;
}

const countOf = (files: Record<string, CatalogFile>) => {
  const entries = Object.values(files).flatMap((file) => Object.values(file));
  return { all: entries.length, unreviewed: entries.filter((e) => e.reviewed !== true).length };
};

/**
 * How many catalog entries no native speaker has reviewed, the pages' and the backend's: what every
 * build and `build:release` say.
 */
export function reviewLine(files: Record<string, CatalogFile>, server?: CatalogFile): string {
  const pages = countOf(files);
  const line = `Filipino catalog: ${pages.unreviewed} of ${pages.all} texts not yet reviewed by a native speaker (shared/i18n/fil/, "reviewed")`;
  if (!server) return line;
  const backend = countOf({ server });
  return `${line}; the reference backend's: ${backend.unreviewed} of ${backend.all} (server/i18n/fil.json)`;
}

/** The share of the pages' entries a native speaker has reviewed, from 0 to 1 (1 for no entries). */
export function reviewedShare(files: Record<string, CatalogFile>): number {
  const { all, unreviewed } = countOf(files);
  return all ? (all - unreviewed) / all : 1;
}

/**
 * The floor `FIL_REVIEWED_MIN` sets for a release (a share from 0 to 1, e.g. `0.95`; unset: none), or why
 * it cannot be read.
 * @example reviewedFloor('0.9') // 0.9
 * @example reviewedFloor('90%') // 'FIL_REVIEWED_MIN must be a share from 0 to 1, not "90%"'
 */
export function reviewedFloor(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : `FIL_REVIEWED_MIN must be a share from 0 to 1, not "${value}"`;
}

/** Why a release may not ship this Filipino: a reviewed share under the floor; null when it may. */
export function reviewRefusal(files: Record<string, CatalogFile>, floor: number): string | null {
  const share = reviewedShare(files);
  if (share >= floor) return null;
  const percent = (x: number) => `${Math.floor(x * 1000) / 10}%`;
  return `Release build refused: ${percent(share)} of the Filipino texts are reviewed by a native speaker, under the ${percent(floor)} FIL_REVIEWED_MIN asks (docs/i18n/README.md, "Review").`;
}
