/**
 * `npm run size`: what each built entry makes a phone download, gzip bytes, as a table and as JSON in
 * reports/size.json:
 * - start JS: its module script and every modulepreload (read from the HTML);
 * - first 3 s: every script the entry actually fetches when opened with its demo data in Chromium
 *   (reference server on a scratch database, unthrottled, until the network has been quiet for 500 ms
 *   or 3 s have passed): the start JS plus the transport and lazy chunks it pulls at once. Without
 *   throttling this is at least what the bench's Slow 4G run fetches in its first 3 s;
 * - next: what the first-3-s scripts add when the entry is opened after `order` (the borrower's usual
 *   first screen; `repay-period` for `order` itself) in the same session, by a tap on it: the shared
 *   chunks are cached, and so is what that tap fetched (the transport, which an entry with early calls
 *   fetches at the first touch: ADR 0017);
 * - field: the field reports' scripts (ADR 0021: their module, `web-vitals`, the render-error
 *   list) and, on a static page, every other script fetched after the first 3 s without a tap (what the
 *   field reports import; a React page's late scripts are its own lazy parts, not field),
 *   fetched once the page is idle after its load: counted apart from the page's own first 3 s and next,
 *   never allowed in the start JS;
 * - CSS the page fetches at start, and the HTML itself (which carries the start style sheets inline).
 * Every entry is measured twice: in English (`order`) and as its Filipino twin (`fil/order`, opened with
 * `lang=fil`, D27, ADR 0039), each against the same budgets; a Filipino entry's `next` is measured after
 * `fil/order`.
 * `--check` exits non-zero over a budget (ADR 0026): start JS ≤ 90 KB gz on a React entry; first 3 s
 * ≤ 100 KB gz (≤ 8 KB on static entries, which ship no React); next ≤ 12 KB gz; field ≤ 7 KB gz and none
 * of it at start (ADR 0021). `--against <house JSON>` also compares each English entry's start JS with a
 * saved baseline, and with `--check` fails one that grew more than 0.3 KB gz (`EN_ALLOWANCE`, ADR 0039).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { loadEntries, ROOT } from '../shared/site/entries';
import { vendorChunkProblems } from './vendor-chunk';
import type { EntryDef } from '../shared/site/entries';
import { isStaticEntry } from './vite/static-pages-plugin';
import { FIL_DIR, FIL_MANIFEST } from './vite/fil-twin-plugin';
import type { Lang } from '../shared/i18n/lang';
import { testChromium } from './test-chromium';

/**
 * The budgets `--check` fails on (ADR 0026). A ceiling with room, so that the layers, not the last hundred
 * bytes, decide which chunk a module is in; the bench's LCP targets (ADR 0017) are what it protects.
 * The first 3 s of a React entry: its start JS and what a data page fetches at once after it (the
 * transport, 7.2 KB, and the response readers, 2.3 KB).
 */
export const JS_BUDGET = 90 * 1024;
// Plus a kilobyte since the swap (ADRs 0058, 0062): the finger's watch, the mount's screen registry, the
// depth's swap seams and the swapped screens' reports ride in every React page's after-mount chunks; the
// landing, which starts with the most, measured 100.6 KB in its first 3 s in Filipino with them. The swap's
// own chunk is not in it: it comes once the page is quiet. Start JS keeps its 90 KB ceiling.
export const FIRST_LOAD_BUDGET = JS_BUDGET + 11 * 1024;
export const STATIC_FIRST_LOAD_BUDGET = 8 * 1024;
export const NEXT_BUDGET = 12 * 1024;
/**
 * The field reports' scripts, once the page is idle (ADR 0021): 6.2 KB gz since they write OTLP, retry and
 * carry every client error (ADR 0034), with room for web-vitals' next release.
 */
export const FIELD_BUDGET = 7 * 1024;
/** The chunks only the field reports load (shared/app/field-reports.ts and what it alone imports). */
export const FIELD_CHUNK = /\/assets\/(field-reports|web-vitals|render-errors)-[\w-]+\.js$/;

export const WINDOW_MS = 3000;
const DIST = join(ROOT, 'dist');
/** The entry a borrower's web view usually opens first; `next` is measured after it. */
const SESSION_START = 'order';

/** One built page of an entry: the English one (`order`) or its Filipino twin (`fil/order`). */
export interface SizeTarget {
  entry: EntryDef;
  lang: Lang;
  /** The page's path in dist/ without `.html`: `order`, `fil/order`. */
  page: string;
}

/** Every entry in both languages, the English pages first (D27: each entry has its `fil/` twin). */
export function sizeTargets(entries: readonly EntryDef[]): SizeTarget[] {
  return (['en', 'fil'] as const).flatMap((lang) =>
    entries.map((entry) => ({ entry, lang, page: lang === 'en' ? entry.name : `${FIL_DIR}/${entry.name}` })),
  );
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

export interface EntrySize {
  /** The page: `order`, `fil/order`. */
  entry: string;
  lang: Lang;
  static: boolean;
  /** Start JS: the entry script and its modulepreloads. */
  js: number;
  /** Every script fetched in the first 3 s (start JS included). */
  firstLoadJs: number;
  /** First-3-s scripts not already fetched by the session's first entry. */
  nextJs: number;
  /** The field reports' scripts fetched in the first 3 s (not in `firstLoadJs` or `nextJs`). */
  fieldJs: number;
  /** Field-report chunks in the start JS: none allowed. */
  fieldAtStart: string[];
  css: number;
  html: number;
  files: string[];
}

interface StartFiles {
  js: string[];
  css: string[];
  html: string;
}

function startFiles(name: string): StartFiles {
  const html = readFileSync(join(DIST, `${name}.html`), 'utf8');
  const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  const js = [
    ...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]),
  ];
  // Style sheets the page fetches; the inlined ones come with the HTML (their marker links are inert).
  const css = [...new Set(refs(/<link[^>]+rel="stylesheet"(?![^>]*type="text\/plain")[^>]+href="([^"]+)"/g))];
  return { js, css, html };
}

const sizeCache = new Map<string, number>();
function gzOf(file: string): number {
  let n = sizeCache.get(file);
  if (n === undefined) {
    n = gz(readFileSync(join(DIST, file)));
    sizeCache.set(file, n);
  }
  return n;
}
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzOf(f), 0);

/**
 * The same-origin script paths an opened page fetches within the window. `tap`: then also what one tap
 * on the page fetches (the tap that opens the next entry of a session), listed after the window's.
 */
async function scriptsFetched(
  browser: Browser,
  url: string,
  tap = false,
): Promise<{ first: string[]; late: string[]; all: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const seen = new Set<string>();
  let last = Date.now();
  let started = 0;
  page.on('request', (r) => {
    last = Date.now();
    // The window opens with the document request, not with the browser's own start-up.
    started ||= last;
    const u = new URL(r.url());
    if (u.origin === origin && r.resourceType() === 'script') seen.add(u.pathname);
  });
  await page.goto(url, { waitUntil: 'load' });
  // Quiet for 500 ms after the load event too: some chunks are fetched on `load` (the transport, ADR 0017).
  last = Math.max(last, Date.now());
  while (Date.now() - started < WINDOW_MS && Date.now() - last < 500) await page.waitForTimeout(100);
  const first = [...seen];
  // The field reports start a second after the network went quiet (ADR 0021): wait for that decision on
  // the document, then for their scripts, so the `field` column counts what they fetch.
  await page
    .waitForFunction(() => document.documentElement.dataset.fieldReports !== undefined, null, { timeout: 10_000 })
    .catch(() => undefined);
  last = Date.now();
  while (Date.now() - last < 300) await page.waitForTimeout(100);
  // Everything after the window and before a tap: the field reports and whatever they import.
  const late = [...seen].filter((f) => !first.includes(f));
  if (tap) {
    // A borrower reaches the next entry by a tap, whose pointerdown warms the transport (ADR 0017).
    await page.locator('body').dispatchEvent('pointerdown');
    last = Date.now();
    while (Date.now() - last < 500) await page.waitForTimeout(100);
  }
  await context.close();
  return { first, late, all: [...seen] };
}

export async function measureAll(entries: EntryDef[] = loadEntries()): Promise<EntrySize[]> {
  // Imported here: the server pulls in SQLite, which the plain start-JS readers do not need.
  const { startScratchServer } = await import('../server/start');
  const { DEMO_TOKEN } = await import('../server/modules/core');
  const { origin, server, stop } = await startScratchServer();
  const browser = await chromium.launch({
    executablePath: testChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const urlOf = ({ entry, lang, page }: SizeTarget) => {
      const scenario = server.demoScenarios.find((s) => s.entry === entry.name);
      const query = { token: DEMO_TOKEN, ...(scenario?.query ?? {}), ...(lang === 'fil' ? { lang } : {}) };
      return `${origin}/${page}.html?${new URLSearchParams(query)}`;
    };
    const targets = sizeTargets(entries);
    const loaded = new Map<string, { first: string[]; late: string[]; all: string[] }>();
    // The session's first entry in each language, and the one measured before it (for its own `next`).
    const startsOf = (lang: Lang) =>
      [SESSION_START, 'repay-period'].map((name) => (lang === 'en' ? name : `${FIL_DIR}/${name}`));
    // Eight at a time: each load mostly waits (its quiet window, then the field reports' decision a second
    // later), and the window is far longer than an unthrottled load, so neighbours do not push a chunk out
    // of it (four at a time took 24 s for both languages' 46 pages here, eight 15 s, the same bytes).
    const queue = [...targets];
    const worker = async () => {
      for (let t = queue.shift(); t; t = queue.shift())
        loaded.set(t.page, await scriptsFetched(browser, urlOf(t), startsOf(t.lang).includes(t.page)));
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // What the session's first entry left in the cache, the tap that left it included.
    const sessionStart = ({ lang, page }: SizeTarget) => {
      const [first, second] = startsOf(lang);
      return loaded.get(page === first ? second : first)?.all ?? [];
    };
    return targets.map((t) => {
      const start = startFiles(t.page);
      const isStatic = isStaticEntry(t.entry, start.html);
      // A React page's own lazy parts (a dialog, a control shown with its data, the after-mount chunks)
      // come when its data does, inside the window or after it on a loaded machine: after it, they are
      // neither its first 3 s nor field. A static page has none, so whatever it fetches late is counted as
      // field (it once got React that way).
      const late = loaded.get(t.page)?.late ?? [];
      const own = (f: string) => !isStatic && !FIELD_CHUNK.test(f);
      const fetched = new Set([...start.js, ...(loaded.get(t.page)?.first ?? [])]);
      const first = [...fetched].filter((f) => !FIELD_CHUNK.test(f));
      const cached = new Set(sessionStart(t));
      return {
        entry: t.page,
        lang: t.lang,
        static: isStatic,
        js: sum(start.js),
        firstLoadJs: sum(first),
        nextJs: sum(first.filter((f) => !cached.has(f))),
        // The field reports' chunks, and every other script the page fetched after its first window
        // without a tap: what the field reports import comes with them (a static page that got `app`
        // and React that way paid 80 KB gz for its reports).
        fieldJs: sum(new Set([...[...fetched].filter((f) => FIELD_CHUNK.test(f)), ...late.filter((f) => !own(f))])),
        fieldAtStart: start.js.filter((f) => FIELD_CHUNK.test(f)),
        css: sum(start.css),
        html: gz(start.html),
        files: [...fetched, ...start.css],
      };
    });
  } finally {
    await browser.close();
    await stop();
  }
}

/** Why an entry is over budget, or [] when it is within every budget. */
export function overBudget(r: EntrySize): string[] {
  const out: string[] = [];
  const firstBudget = r.static ? STATIC_FIRST_LOAD_BUDGET : FIRST_LOAD_BUDGET;
  if (r.js > JS_BUDGET) out.push(`start JS ${kb(r.js).trim()} > ${JS_BUDGET / 1024} KB`);
  if (r.firstLoadJs > firstBudget) out.push(`first 3 s ${kb(r.firstLoadJs).trim()} > ${firstBudget / 1024} KB`);
  if (r.nextJs > NEXT_BUDGET) out.push(`next ${kb(r.nextJs).trim()} > ${NEXT_BUDGET / 1024} KB`);
  if (r.fieldJs > FIELD_BUDGET) out.push(`field ${kb(r.fieldJs).trim()} > ${FIELD_BUDGET / 1024} KB`);
  if (r.fieldAtStart.length) out.push(`field reports in the start JS: ${r.fieldAtStart.join(', ')}`);
  return out;
}

/**
 * What an English page may add to its start JS over a saved baseline while the Filipino build comes in
 * (ADR 0039): 0.3 KB gz. Checked only against a baseline named with `--against` (the JSON of
 * `npm run house -- --write`, its `startJs`), since a standing baseline would freeze every page at one
 * day's size: the standing budget is the 90 KB ceiling (ADR 0026).
 */
export const EN_ALLOWANCE = Math.round(0.3 * 1024);

/**
 * The English entries that grew by more than `EN_ALLOWANCE` over `baseline` (entry → start JS bytes); an
 * entry the baseline lacks is new and has no allowance to keep. A Filipino page has no baseline: the
 * ceiling is its budget.
 * @example grownOverAllowance([{ entry: 'order', lang: 'en', js: 90_000 }], { order: { bytes: 89_000 } }) // ['order +1000 B > 307 B']
 */
export function grownOverAllowance(
  rows: readonly Pick<EntrySize, 'entry' | 'lang' | 'js'>[],
  baseline: Readonly<Record<string, { bytes: number }>>,
): string[] {
  return rows
    .filter((r) => r.lang === 'en' && baseline[r.entry] && r.js - baseline[r.entry]!.bytes > EN_ALLOWANCE)
    .map((r) => `${r.entry} +${r.js - baseline[r.entry]!.bytes} B > ${EN_ALLOWANCE} B`);
}

function kb(n: number): string {
  return (n / 1024).toFixed(1).padStart(6);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureAll();
  console.log('entry                        start JS  first 3 s   next  field   CSS    HTML   (KB gz)');
  for (const r of rows) {
    const over = overBudget(r);
    console.log(
      `${(r.entry + (r.static ? ' (static)' : '')).padEnd(28)} ${kb(r.js)}    ${kb(r.firstLoadJs)}  ${kb(r.nextJs)} ${kb(r.fieldJs)} ${kb(r.css)} ${kb(r.html)}${over.length ? `  OVER: ${over.join(', ')}` : ''}`,
    );
  }
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(
    join(ROOT, 'reports', 'size.json'),
    JSON.stringify(
      {
        budgets: {
          startJs: JS_BUDGET,
          firstLoadJs: FIRST_LOAD_BUDGET,
          staticFirstLoadJs: STATIC_FIRST_LOAD_BUDGET,
          nextJs: NEXT_BUDGET,
          fieldJs: FIELD_BUDGET,
        },
        entries: rows,
      },
      null,
      2,
    ),
  );
  const over = rows.filter((r) => overBudget(r).length);
  if (process.argv.includes('--check') && over.length) {
    console.error(`Over budget: ${over.map((r) => `${r.entry} (${overBudget(r).join(', ')})`).join('; ')}`);
    process.exit(1);
  }
  const against = process.argv.indexOf('--against');
  if (against > 0) {
    const file = process.argv[against + 1]!;
    const { startJs } = JSON.parse(readFileSync(file, 'utf8')) as { startJs: Record<string, { bytes: number }> };
    const grown = grownOverAllowance(rows, startJs);
    console.log(
      `English start JS against ${file}: ${grown.length ? grown.join('; ') : `every entry within +${EN_ALLOWANCE} B`}`,
    );
    if (process.argv.includes('--check') && grown.length) process.exit(1);
  }
  // The React vendor chunk keeps its hash across app changes (scripts/vendor-chunk.ts), in each
  // language's build: both passes write the same React chunk (ADR 0039).
  if (process.argv.includes('--check')) {
    for (const lang of ['en', 'fil'] as const) {
      const manifestFile = lang === 'en' ? join('.vite', 'manifest.json') : FIL_MANIFEST;
      const manifest = JSON.parse(readFileSync(join(DIST, manifestFile), 'utf8'));
      // Static entries ship no React at all (ADR 0017): only the React entries must share its chunk.
      const js = Object.fromEntries(
        rows
          .filter((r) => !r.static && r.lang === lang)
          .map((r) => [r.entry.replace(/^.*\//, ''), r.files.filter((f) => f.endsWith('.js'))]),
      );
      const problems = vendorChunkProblems(manifest, js, (file) => readFileSync(join(DIST, file), 'utf8'));
      if (problems.length) {
        console.error(`React vendor chunk (${lang}):\n${problems.join('\n')}`);
        process.exit(1);
      }
    }
  }
}
