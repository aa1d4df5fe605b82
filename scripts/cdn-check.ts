/**
 * `npm run check:cdn` (ADR 0020): serves the built `dist/` with Cloudflare's own engine
 * (`wrangler pages dev`, workerd, the same code that reads `_headers` and `_redirects` in production) and
 * checks what a borrower's phone would get: every path of every entry, in English and under `fil/`,
 * answers 200 (at most one redirect: Pages sends `/x.html` to `/x`), with the headers `dist/_headers` lists
 * for it (CSP with that build's hashes, `nosniff`, `frame-ancestors`, `no-cache`); every alias path of the
 * contract answers 200 with its page and no redirect; the assets are immutable. It found the alias rewrites
 * onto `.html` files looping (`/About` → 308 → `/About`), fixed in `hostingRules`, and `_headers` past the
 * 100 rules Pages reads (ADR 0020). Not part of `npm test` (see WRANGLER):
 * run it before publishing. About 5 s once the engine is cached.
 *
 *   npm run build && npm run check:cdn
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { aliasMap, loadEntries } from '../shared/site/entries';
import { entryPaths } from '../shared/site/headers';
import { LANG_PREFIXES, langOfPath } from '../shared/site/twins';
import { freePort, parseHeadersFile } from './hosting';

const DIST = resolve('dist');

/**
 * Cloudflare's CLI, pinned. Not a dependency of the project: its engine (workerd) is 150 MB, about 11 s
 * more of `npm ci` on a machine at the edge of CI's 10 minutes, for a check run before publishing; `npx`
 * fetches it from the npm registry on first use. 3.x: the 4.x line needs Node 22.
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
    [
      '--yes',
      WRANGLER,
      'pages',
      'dev',
      DIST,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--compatibility-date',
      '2025-07-18',
    ],
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
        if (i > 1200) throw new Error('wrangler pages dev did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
    const common = rules.get('/*') ?? {};
    const aliases = aliasMap();
    let checked = 0;
    // Every path in each language: the Filipino twins (D27) are served from `fil/` by the same rules.
    const paths = LANG_PREFIXES.flatMap((prefix) =>
      loadEntries().flatMap((entry) => entryPaths(entry).map((path) => `${prefix}${path}`)),
    );
    for (const path of paths) {
      const { res, hops } = await get(origin, path);
      checked++;
      const final = hops.at(-1) ?? path;
      if (res.status !== 200) problems.push(`${path}: ${res.status}`);
      if (aliases.has(langOfPath(path).path) && hops.length)
        problems.push(`${path}: redirected (${hops.join(' → ')}), not served`);
      if (hops.length > 1) problems.push(`${path}: ${hops.length} redirects`);
      const listed = { ...common, ...rules.get(final) };
      for (const [name, value] of Object.entries(listed)) {
        if (name === 'strict-transport-security') continue;
        if (res.headers.get(name) !== value) problems.push(`${path} (${final}): ${name} is ${res.headers.get(name)}`);
      }
      if (!/frame-ancestors/.test(res.headers.get('content-security-policy') ?? ''))
        problems.push(`${path}: no frame-ancestors`);
      await res.arrayBuffer();
    }
    const asset = readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js'));
    const { res } = await get(origin, `/assets/${asset}`);
    if (res.headers.get('cache-control') !== 'public, max-age=31536000, immutable')
      problems.push(`/assets/${asset}: cache-control ${res.headers.get('cache-control')}`);
    console.log(`Cloudflare Pages engine (wrangler pages dev): ${checked} entry paths and an asset checked`);
  } finally {
    stop();
  }
  if (problems.length) {
    console.error(`${problems.length} problems:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('ok: every path answers with its headers; every alias is served, not redirected');
}

await main();
