/**
 * `npm run check:cdn` (ADR 0020, 0048): serves the built `dist/` with Cloudflare's own engine as the
 * operators' guide deploys it (`wrangler dev` on `deploy/wrangler.json`: Workers static assets with HTML
 * handling off and the generated Worker, workerd reading `_headers` as in production) and checks what a
 * borrower's phone would get: every path of every entry, in English and under `fil/` (`/order.html`, the
 * contract's name the shell opens, `/order`, `/`, every alias), answers 200 at once (any redirect is a
 * problem: it costs a round trip before the first byte, ADR 0048), with the headers `dist/_headers` lists
 * for its file (CSP with that build's hashes, `nosniff`, `frame-ancestors`, five fresh seconds); the assets are
 * immutable; every page revalidates to a 304 (ADR 0051); `_headers` itself is not served. Earlier runs found Cloudflare Pages answering `/x.html`
 * with a 308 to `/x` and alias rewrites looping (ADR 0020). Not part of `npm test` (see WRANGLER): run it
 * before publishing. About 5 s once the engine is cached.
 *
 *   npm run build && npm run check:cdn
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEntries } from '../shared/site/entries';
import { entryPaths } from '../shared/site/headers';
import { LANG_PREFIXES } from '../shared/site/twins';
import { freePort, parseHeadersFile, ruleOf } from './hosting';

const DIST = resolve('dist');
/** What the build writes beside `dist/` for the CDN (`scripts/vite/headers-plugin.ts`). */
const CONFIG = resolve('deploy/wrangler.json');

/**
 * Cloudflare's CLI, pinned. Not a dependency of the project: its engine (workerd) is 150 MB, about 11 s
 * more of `npm ci` on a machine at the edge of CI's 10 minutes, for a check run before publishing; `npx`
 * fetches it from the npm registry on first use. 3.x: the 4.x line needs Node 22; 3.114 serves Workers
 * static assets with `html_handling`, `_headers` and a Worker beside them, as production does.
 */
const WRANGLER = 'wrangler@3.114.17';

async function get(origin: string, path: string): Promise<{ res: Response; hops: string[] }> {
  const hops: string[] = [];
  let url = `${origin}${path}`;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(url, { redirect: 'manual' });
    if (res.status < 300 || res.status >= 400) return { res, hops };
    url = new URL(res.headers.get('location') ?? '', url).href;
    hops.push(new URL(url).pathname);
  }
  throw new Error(`${path}: a redirect loop (${hops.join(' → ')})`);
}

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const engine = spawn(
    'npx',
    ['--yes', WRANGLER, 'dev', '--config', CONFIG, '--port', String(port), '--ip', '127.0.0.1'],
    // Its own process group: npx, wrangler and workerd all go when it is stopped.
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      if (engine.pid) process.kill(-engine.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const problems: string[] = [];
  try {
    for (let i = 0; ; i++) {
      try {
        await fetch(`${origin}/`);
        break;
      } catch {
        // The first use downloads the CLI (about 150 MB): up to two minutes.
        if (i > 1200) throw new Error('wrangler dev did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
    const common = rules.get('/*') ?? {};
    let checked = 0;
    // Every path in each language: the Filipino twins (D27) are served from `fil/` by the same rules.
    const paths = LANG_PREFIXES.flatMap((prefix) =>
      loadEntries().flatMap((entry) => entryPaths(entry).map((path) => `${prefix}${path}`)),
    );
    for (const path of paths) {
      const { res, hops } = await get(origin, path);
      checked++;
      if (hops.length) problems.push(`${path}: redirected (${hops.join(' → ')}), not served`);
      if (res.status !== 200) problems.push(`${path}: ${res.status}`);
      const own = ruleOf(rules, path);
      if (!own) problems.push(`${path}: no rule in _headers for it or its file`);
      const listed = { ...common, ...own };
      for (const [name, value] of Object.entries(listed)) {
        if (name === 'strict-transport-security') continue;
        if (res.headers.get(name) !== value) problems.push(`${path}: ${name} is ${res.headers.get(name)}`);
      }
      if (!/frame-ancestors/.test(res.headers.get('content-security-policy') ?? ''))
        problems.push(`${path}: no frame-ancestors`);
      await res.arrayBuffer();
      // Past its five fresh seconds a page is revalidated (ADR 0051): a validator, and a 304 for it.
      const tag = res.headers.get('etag');
      const again = tag ? await fetch(`${origin}${path}`, { headers: { 'If-None-Match': tag } }) : undefined;
      if (again?.status !== 304) problems.push(`${path}: not revalidated (ETag ${tag}, then ${again?.status})`);
      await again?.arrayBuffer();
    }
    const asset = readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js'));
    const { res } = await get(origin, `/assets/${asset}`);
    if (res.headers.get('cache-control') !== 'public, max-age=31536000, immutable')
      problems.push(`/assets/${asset}: cache-control ${res.headers.get('cache-control')}`);
    const leak = await get(origin, '/_headers');
    if (leak.res.status === 200) problems.push('/_headers: served as a file');
    await leak.res.arrayBuffer();
    console.log(
      `Cloudflare's engine (wrangler dev, Workers static assets): ${checked} entry paths and an asset checked`,
    );
  } finally {
    stop();
  }
  if (problems.length) {
    console.error(`${problems.length} problems:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('ok: every path answers 200 with its headers, none redirected');
}

await main();
