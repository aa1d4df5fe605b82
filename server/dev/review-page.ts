/**
 * `/_review`: the reviewer's page (ADR 0046). Every Filipino text of the catalogs, the pages'
 * (`shared/i18n/fil/<area>.json`) and the reference backend's (`server/i18n/fil.json`, contract D33), with
 * where it shows (the screens of its area and their seeded scenarios, each a link to the Filipino and the
 * English page), the English beside the Filipino, its note and the glossary's words it says. A native
 * speaker marks a text reviewed or writes a better Filipino; the page writes that back into the catalog
 * file in the working tree, as a change a person reads (`git diff`) and commits: nothing reaches a build
 * until then. Development only: it writes files, so `server/dev/` mounts it behind the switch.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { html } from 'hono/html';
import { loadEntries, ROOT } from '../../shared/site/entries';
import type { Scenario } from '../module';
import { devPage } from './page';

export interface ReviewEntry {
  readonly fil: string;
  readonly reviewed: boolean;
  readonly note?: string;
}

type Catalog = Record<string, ReviewEntry>;

/** The backend's catalog goes by this area name. */
export const SERVER_AREA = 'server';

/** Where an area's catalog file is: a page's or shared folder's under `shared/i18n/fil/`, or the server's. */
export function catalogPath(area: string, root = ROOT): string | null {
  if (area === SERVER_AREA) return join(root, 'server/i18n/fil.json');
  if (!/^[a-z0-9-]+$/.test(area)) return null;
  return readdirSync(join(root, 'shared/i18n/fil')).includes(`${area}.json`)
    ? join(root, 'shared/i18n/fil', `${area}.json`)
    : null;
}

/** One area's catalog (`titles`, `server`, …), or null when there is no such area. */
export function readCatalogOf(area: string, root = ROOT): Catalog | null {
  const path = catalogPath(area, root);
  return path ? (JSON.parse(readFileSync(path, 'utf8')) as Catalog) : null;
}

/** Every catalog by area, the server's last. */
export function readCatalogs(root = ROOT): [area: string, catalog: Catalog][] {
  const areas = readdirSync(join(root, 'shared/i18n/fil'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  return [...areas, SERVER_AREA].map((area) => [area, readCatalogOf(area, root)!]);
}

/** One glossary line: the English concept and its Filipino words (the bold ones of the glossary's table). */
export interface GlossaryTerm {
  en: string;
  words: string[];
}

/** The glossary's words (docs/i18n/glossary.md, "The words"). */
export function readGlossary(root = ROOT): GlossaryTerm[] {
  const text = readFileSync(join(root, 'docs/i18n/glossary.md'), 'utf8');
  const table = text.slice(text.indexOf('## The words'), text.indexOf('## Forms that stay'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('|') && line.includes('**'))
    .map((line) => {
      const [en = '', fil = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { en, words: [...fil.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!) };
    });
}

/** The glossary's lines a Filipino text says, by their Filipino words. */
export function termsOf(fil: string, glossary: readonly GlossaryTerm[]): GlossaryTerm[] {
  const lower = fil.toLowerCase();
  return glossary.filter((term) =>
    term.words.some((w) => new RegExp(`(^|[^\\p{L}])${w.toLowerCase()}($|[^\\p{L}])`, 'u').test(lower)),
  );
}

/**
 * The screens an area's texts show on: a page's own (`<entry>.json`, or `<entry>-entry.json` where a shared
 * feature has the entry's name); a page title's entry (`titles.json`); a shared feature's, the entries whose
 * page imports it; every screen for the rest of `shared/` and for the backend's words.
 */
export function screensOf(area: string, text: string, root = ROOT): string[] | 'every screen' {
  const entries = loadEntries();
  const names = entries.map((e) => e.name);
  const own = area.replace(/-entry$/, '');
  if (area === 'titles') return entries.filter((e) => e.title === text || e.description === text).map((e) => e.name);
  if (names.includes(own) && (area.endsWith('-entry') || !isFeature(area, root))) return [own];
  if (isFeature(area, root))
    return names.filter((name) =>
      readdirSync(join(root, 'pages', name)).some(
        (f) => /\.tsx?$/.test(f) && readFileSync(join(root, 'pages', name, f), 'utf8').includes(`features/${area}`),
      ),
    );
  return 'every screen';
}

const isFeature = (area: string, root: string) => readdirSync(join(root, 'shared/features')).includes(area);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Writes a reviewer's answer into the catalog file: `reviewed` true, and the Filipino they wrote when it
 * differs. Refuses an unknown area or text, an empty Filipino and one that drops or adds a placeholder.
 * The file keeps its order and form (two spaces, a final newline: as Prettier writes it).
 */
export function writeReview(area: string, en: string, suggestion: string, root = ROOT): string | null {
  const path = catalogPath(area, root);
  if (!path) return `No catalog named ${area}`;
  const catalog = JSON.parse(readFileSync(path, 'utf8')) as Catalog;
  const entry = catalog[en];
  if (!entry) return `No text ${JSON.stringify(en)} in ${area}`;
  const fil = suggestion.trim() || entry.fil;
  if (placeholders(fil).join() !== placeholders(en).join())
    return `The Filipino must keep the English's placeholders: ${placeholders(en).join(', ') || 'none'}`;
  catalog[en] = { ...entry, fil, reviewed: true };
  writeFileSync(path, `${JSON.stringify(catalog, null, 2)}\n`);
  return null;
}

const CSS = [
  'table { border-collapse: collapse; width: 100%; }',
  'tr { border-top: 1px solid #ddd; vertical-align: top; }',
  '.reviewed { color: #2e7d32; }',
  '.todo { color: #b3261e; }',
  'textarea { width: 100%; min-height: 3em; font: inherit; }',
  'nav a { margin-right: 8px; }',
].join('\n');

/** The page: every text of the catalogs (`only`: one area; `todo`: only the unreviewed). */
export function reviewPageHtml(
  scenarios: readonly Scenario[],
  token: string,
  { only, todo, error }: { only?: string; todo?: boolean; error?: string } = {},
  root = ROOT,
) {
  const glossary = readGlossary(root);
  const catalogs = readCatalogs(root);
  const all = catalogs.flatMap(([, c]) => Object.values(c));
  const reviewed = all.filter((e) => e.reviewed).length;
  const link = (entry: string, query: Record<string, string>, lang: 'fil' | 'en') =>
    `${lang === 'fil' ? '/fil' : ''}/${entry}.html?${new URLSearchParams({ token, ...query, ...(lang === 'fil' ? { lang } : {}) })}`;
  // Where an area's texts show is the same for all of them (a title's own entry aside): worked out once.
  const known = new Map<string, string[] | 'every screen'>();
  const where = (area: string, en: string) => {
    const key = area === 'titles' ? `titles:${en}` : area;
    const screens = known.get(key) ?? screensOf(area, en, root);
    known.set(key, screens);
    if (screens === 'every screen')
      return html`<small>${area === SERVER_AREA ? 'the backend’s answers, on any screen' : 'every screen'}</small>`;
    return screens.flatMap((name) => {
      const opened = scenarios.filter((s) => s.entry === name);
      const items = opened.length ? opened : [{ key: name, title: name, entry: name, query: {} } as Scenario];
      return items.map(
        (s) =>
          html`<div>
            <a href="${link(name, s.query, 'fil')}">${name} · ${s.key}</a>
            (<a href="${link(name, s.query, 'en')}">English</a>)
          </div>`,
      );
    });
  };
  const rows = catalogs
    .filter(([area]) => !only || area === only)
    .flatMap(([area, catalog]) =>
      Object.entries(catalog)
        .filter(([, e]) => !todo || !e.reviewed)
        .map(
          ([en, e]) =>
            html`<tr>
              <td><code>${area}</code><br />${where(area, en)}</td>
              <td lang="en">${en}</td>
              <td lang="fil">
                ${e.fil}<br /><small class="${e.reviewed ? 'reviewed' : 'todo'}"
                  >${e.reviewed ? 'reviewed' : 'not reviewed'}</small
                >
              </td>
              <td>
                ${e.note ? html`<p><small>${e.note}</small></p>` : ''}
                ${termsOf(e.fil, glossary).map((t) => html`<div><small>${t.en}: ${t.words.join(' / ')}</small></div>`)}
              </td>
              <td>
                <form method="post" action="/_review">
                  <input type="hidden" name="area" value="${area}" />
                  <input type="hidden" name="en" value="${en}" />
                  <textarea name="fil" aria-label="A better Filipino (empty: as it is)"></textarea>
                  <button type="submit">Mark reviewed</button>
                </form>
              </td>
            </tr>`,
        ),
    );
  return devPage(
    'Filipino review',
    html`<h1>Filipino review (development)</h1>
      <p>
        ${reviewed} of ${all.length} texts reviewed. A reviewer reads each text on its screen, against the English and
        the glossary, then marks it reviewed, writing a better Filipino first where needed. The change is written to the
        catalog file: commit it (<code>git diff shared/i18n/fil server/i18n</code>).
      </p>
      ${error ? html`<p role="alert" class="todo">${error}</p>` : ''}
      <nav>
        <a href="/_review">All</a><a href="/_review?todo=1">Not reviewed</a>
        ${catalogs.map(([area]) => html`<a href="/_review?area=${area}">${area}</a>`)}
      </nav>
      <table>
        <thead>
          <tr>
            <th>Where</th>
            <th>English</th>
            <th>Filipino</th>
            <th>Note, glossary</th>
            <th>Review</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>`,
    CSS,
  );
}
