/**
 * `npm run screenshots`: builds nothing (run `npm run build` first); starts the reference server on a
 * scratch database, reads its `/_entries.json`, and photographs every entry in every seeded scenario
 * with the demo borrower's session into docs/screens/, with docs/screens/index.html beside them; then,
 * every page having been left (so each sent its field report, ADR 0021), the server's `/_field` page into
 * docs/screens/field.png. Each picture twice: in English, and in Filipino as the shell opens `fil/<entry>.html`
 * for a phone set to Filipino (docs/screens/fil/, D27). `-- --field-only`: the pages are opened and left,
 * only field.png is written.
 * One Chromium, a few pages at a time (the machine is shared).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Db } from '../server/db';
import { startScratchServer } from '../server/start';
import { ROOT } from '../shared/site/entries';
import { capture, iphone, launchChromium } from './capture';
import { galleryHtml, LANG_DIR, shotsOf } from './gallery';
import type { EntriesIndex, Lang, Shot } from './gallery';

const OUT = join(ROOT, 'docs', 'screens');
const PARALLEL = Number(process.env.SCREENSHOT_PAGES ?? 3);
/** Device pixels per CSS pixel: 1 keeps the ~60 pictures to a few MB in git. */
const SCALE = Number(process.env.SCREENSHOT_SCALE ?? 1);
const FIELD_ONLY = process.argv.includes('--field-only');
/** `SCREENSHOT_LANGS=en` photographs the English pages only (half the time). */
const LANGS = (process.env.SCREENSHOT_LANGS ?? 'en,fil').split(',').filter((l): l is Lang => l === 'en' || l === 'fil');

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const { origin, server, stop } = await startScratchServer({ devRoutes: true });
  const browser = await launchChromium();
  try {
    const index = (await (await fetch(`${origin}/_entries.json`)).json()) as EntriesIndex;
    const shots = shotsOf(index);
    for (const lang of LANGS) {
      const dir = join(OUT, LANG_DIR[lang]);
      mkdirSync(dir, { recursive: true });
      if (!FIELD_ONLY) for (const f of readdirSync(dir)) if (f.endsWith('.png')) rmSync(join(dir, f));
    }
    const queue = LANGS.flatMap((lang) => shots.map((shot) => ({ lang, shot })));
    const failed: string[] = [];
    const worker = async () => {
      // A context per picture: no storage or cookies carried from one scenario to the next.
      for (let next: { lang: Lang; shot: Shot } | undefined; (next = queue.shift());) {
        const { lang, shot } = next;
        const file = LANG_DIR[lang] + shot.file;
        const context = await browser.newContext(iphone(SCALE));
        try {
          const qs = new URLSearchParams({ token: index.token, ...shot.query });
          const page = await context.newPage();
          const url = `${origin}/${LANG_DIR[lang]}${shot.entry}.html?${qs}`;
          if (FIELD_ONLY) await page.goto(url, { waitUntil: 'networkidle' });
          else await capture(page, url, join(OUT, file));
          // Once its field reports have started, leaving the page sends its report.
          await page
            .locator('html[data-field-reports]')
            .waitFor({ state: 'attached', timeout: 5_000 })
            .catch(() => undefined);
          // Leaving queues the report; the next page view of ours sends it once idle (ADR 0021, 0034): a
          // page of ours in the same context, whose send is awaited.
          const sent = page
            .waitForRequest((r) => r.url().endsWith('/v1/logs'), { timeout: 10_000 })
            .catch(() => undefined);
          await page.goto(`${origin}/about-us.html`);
          await sent;
          console.log(`ok   ${file}`);
        } catch (e) {
          failed.push(file);
          console.error(`FAIL ${file}: ${(e as Error).message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    await fieldPicture(browser, origin, server.db);
    if (FIELD_ONLY) return;
    writeFileSync(
      join(OUT, 'index.html'),
      galleryHtml(
        index.entries,
        shots.filter((s) => !failed.includes(s.file)),
        LANGS.includes('fil') ? shots.filter((s) => !failed.includes(LANG_DIR.fil + s.file)) : [],
      ),
    );
    console.log(`${LANGS.length * shots.length - failed.length} pictures in docs/screens/ (index.html)`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await stop();
  }
}

/** `/_field` once the reports of the pages just left are in, at a laptop's width. */
async function fieldPicture(browser: Browser, origin: string, db: Db): Promise<void> {
  const views = () => (db.prepare('SELECT COUNT(*) AS n FROM field_views').get() as { n: number }).n;
  for (let i = 0, last = -1; i < 40 && views() !== last; i++) {
    last = views();
    await new Promise((r) => setTimeout(r, 250));
  }
  const context = await browser.newContext({ viewport: { width: 1000, height: 1200 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/_field`, { waitUntil: 'load' });
    await page.screenshot({ path: join(OUT, 'field.png'), fullPage: false });
    console.log(`ok   field.png (${views()} page views)`);
  } finally {
    await context.close();
  }
}

void main();
