/**
 * `npm run screenshots`: builds nothing (run `npm run build` first); starts the reference server on a
 * scratch database, reads its `/_entries.json`, and photographs every entry in every seeded scenario
 * with the demo borrower's session into docs/screens/, with docs/screens/index.html beside them.
 * One Chromium, a few pages at a time (the machine is shared).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startScratchServer } from '../server/start';
import { ROOT } from '../shared/site/entries';
import { capture, iphone, launchChromium } from './capture';
import { galleryHtml, shotsOf } from './gallery';
import type { EntriesIndex, Shot } from './gallery';

const OUT = join(ROOT, 'docs', 'screens');
const PARALLEL = Number(process.env.SCREENSHOT_PAGES ?? 3);
/** Device pixels per CSS pixel: 1 keeps the ~60 pictures to a few MB in git. */
const SCALE = Number(process.env.SCREENSHOT_SCALE ?? 1);

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const { origin, stop } = await startScratchServer({ devRoutes: true });
  const browser = await launchChromium();
  try {
    const index = (await (await fetch(`${origin}/_entries.json`)).json()) as EntriesIndex;
    const shots = shotsOf(index);
    mkdirSync(OUT, { recursive: true });
    for (const f of readdirSync(OUT)) if (f.endsWith('.png')) rmSync(join(OUT, f));
    const queue = [...shots];
    const failed: string[] = [];
    const worker = async () => {
      // A context per picture: no storage or cookies carried from one scenario to the next.
      for (let shot: Shot | undefined; (shot = queue.shift());) {
        const context = await browser.newContext(iphone(SCALE));
        try {
          const qs = new URLSearchParams({ token: index.token, ...shot.query });
          await capture(await context.newPage(), `${origin}/${shot.entry}.html?${qs}`, join(OUT, shot.file));
          console.log(`ok   ${shot.file}`);
        } catch (e) {
          failed.push(shot.file);
          console.error(`FAIL ${shot.file}: ${(e as Error).message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    writeFileSync(
      join(OUT, 'index.html'),
      galleryHtml(
        index.entries,
        shots.filter((s) => !failed.includes(s.file)),
      ),
    );
    console.log(`${shots.length - failed.length} pictures in docs/screens/ (index.html)`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await stop();
  }
}

void main();
