/**
 * What `npm run screenshots` photographs and the index page it writes: every entry once per seeded
 * scenario (from the reference server's `/_entries.json`), an entry without any scenario once as it
 * opens with the demo session alone; in English (`docs/screens/`) and in Filipino, as the shell opens
 * `fil/<entry>.html` (`docs/screens/fil/`, D27).
 */

export type Lang = 'en' | 'fil';

/** Where a language's pictures go inside docs/screens/, and the path prefix of its pages (D27). */
export const LANG_DIR: Record<Lang, string> = { en: '', fil: 'fil/' };

export interface IndexEntry {
  name: string;
  title: string;
}

export interface IndexScenario {
  key: string;
  title: string;
  entry: string;
  query: Record<string, string>;
}

/** The body of `/_entries.json`. */
export interface EntriesIndex {
  token: string;
  entries: IndexEntry[];
  scenarios: IndexScenario[];
}

export interface Shot {
  entry: string;
  /** Caption: the scenario's title, or the entry's own title without a scenario. */
  caption: string;
  /** The scenario key, or `null` for the entry opened without one. */
  scenario: string | null;
  query: Record<string, string>;
  /** PNG file name inside docs/screens/: `<entry>.png` or `<entry>--<scenario>.png`. */
  file: string;
}

/** @example shotsOf(index).find((s) => s.scenario === 'order-174')?.file // 'order--order-174.png' */
export function shotsOf(index: EntriesIndex): Shot[] {
  return index.entries.flatMap((entry): Shot[] => {
    const scenarios = index.scenarios.filter((s) => s.entry === entry.name);
    if (scenarios.length === 0)
      return [{ entry: entry.name, caption: entry.title, scenario: null, query: {}, file: `${entry.name}.png` }];
    return scenarios.map((s) => ({
      entry: entry.name,
      caption: s.title,
      scenario: s.key,
      query: s.query,
      file: `${entry.name}--${s.key}.png`,
    }));
  });
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const LANG_NAME: Record<Lang, string> = { en: 'English', fil: 'Filipino' };

/**
 * `docs/screens/index.html`: one section per entry, each picture captioned with its scenario's name; with
 * Filipino pictures (`filShots`, the same names under `fil/`), each entry shows a row per language.
 */
export function galleryHtml(entries: IndexEntry[], shots: Shot[], filShots: Shot[] = []): string {
  const figures = (lang: Lang, e: IndexEntry, list: Shot[]) =>
    list
      .filter((s) => s.entry === e.name)
      .map((s) => {
        const key = s.scenario ? `<small>${esc(s.scenario)}</small>` : '';
        const src = esc(LANG_DIR[lang] + s.file);
        const alt = esc(`${LANG_DIR[lang]}${e.name}.html: ${s.caption}${lang === 'en' ? '' : ` (${LANG_NAME[lang]})`}`);
        return `<figure><a href="${src}"><img src="${src}" alt="${alt}" width="195" height="422" loading="lazy"></a><figcaption>${esc(s.caption)}${key}</figcaption></figure>`;
      })
      .join('\n');
  const sections = entries
    .map((e) => {
      const fil = figures('fil', e, filShots);
      const rows = fil
        ? `<h3>${LANG_NAME.en}</h3>\n<div class="row">\n${figures('en', e, shots)}\n</div>\n<h3 lang="fil">${LANG_NAME.fil} <small>fil/${esc(e.name)}.html</small></h3>\n<div class="row">\n${fil}\n</div>`
        : `<div class="row">\n${figures('en', e, shots)}\n</div>`;
      return `<section id="${esc(e.name)}"><h2>${esc(e.name)}.html <small>${esc(e.title)}</small></h2>\n${rows}</section>`;
    })
    .join('\n');
  const count = filShots.length
    ? `${shots.length} pictures in English and ${filShots.length} in Filipino (<code>fil/</code>, as the shell opens a screen for a phone set to Filipino)`
    : `${shots.length} pictures`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PesoBridge screens</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:16px;color:#1f1a2e}h2{margin:32px 0 8px;font-size:18px}h3{margin:12px 0 6px;font-size:14px;color:#5c566b}h2 small,h3 small,figcaption small{color:#5c566b;font-weight:normal;display:block;font-size:12px}h3 small{display:inline}.row{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0;width:195px}img{border:1px solid #ddd;display:block;width:195px;height:auto}figcaption{font-size:13px;margin-top:4px}</style></head>
<body><h1>PesoBridge screens</h1>
<p>Every entry in every seeded scenario of the reference server, on an iPhone-size screen (390×844). Written by <code>npm run screenshots</code>; ${count}.</p>
${sections}
</body></html>
`;
}
