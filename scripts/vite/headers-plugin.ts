/**
 * Writes `dist/_headers` (Cloudflare's format, within its limits, one rule per file) and, beside `dist/`, the
 * CDN's Worker and its config (`deploy/worker.js`, `deploy/wrangler.json`, ADR 0048) and `deploy/nginx.conf` from shared/site/headers.ts once the build
 * has written its HTML: each entry's CSP carries the sha256 of that entry's inline scripts (and inlined
 * style sheets) as built, so an
 * inline bit another plugin adds is allowed without anyone editing a policy. A page with an inline event
 * handler or a `javascript:` URL fails the build: the CSP would block it silently in the browser.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  blockedInlineCode,
  cdnLimitProblems,
  cdnRules,
  cdnWorker,
  entryPaths,
  headerRules,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  reportConnectSources,
  workerRoutes,
  wranglerConfig,
} from '../../shared/site/headers.ts';
import { resolveConfig } from '../../shared/config/config.ts';
import type { HeaderRule } from '../../shared/site/headers.ts';
import type { EntryDef } from '../../shared/site/entries.ts';
import { aliasPageName } from '../../shared/site/entries.ts';
import { nginxConfig } from '../../shared/site/nginx.ts';
import { FIL_DIR, LANG_PREFIXES } from '../../shared/site/twins.ts';
import type { NginxOptions } from '../../shared/site/nginx.ts';

/**
 * Reads the built entries and returns the `_headers` text; also used by its unit test. `appConfig`: the
 * build's VITE_APP_CONFIG (the pages' config override), which may move the field reports' collector.
 */
export async function buildHeadersFile(
  outDir: string,
  entries: readonly EntryDef[],
  appConfig = process.env.VITE_APP_CONFIG,
): Promise<string> {
  const text = headersFile(cdnRules(await buildHeaderRules(outDir, entries, appConfig), rewritesOf(entries)));
  const problems = cdnLimitProblems(text);
  if (problems.length) throw new Error(`dist/_headers would not be read whole by the CDN: ${problems.join('; ')}`);
  return text;
}

/** The alias paths and `/` as the files they serve, in each language (D27): what nginx and the CDN's Worker rewrite. */
export function rewritesOf(entries: readonly EntryDef[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const prefix of LANG_PREFIXES) {
    out[`${prefix}/`] = `${prefix}/index.html`;
    for (const e of entries)
      for (const alias of e.aliases) out[prefix + alias] = `${prefix}/${aliasPageName(e, alias)}.html`;
  }
  return out;
}

/**
 * The nginx server block for the built `outDir` (ADR 0020): from the same rules as `_headers`. The build
 * writes it with `NGINX_ROOT`, `NGINX_LISTEN` and `NGINX_BACKEND` (or their defaults) to `deploy/nginx.conf`;
 * the e2e pass renders its own with the test's ports.
 */
export async function buildNginxConfig(
  outDir: string,
  entries: readonly EntryDef[],
  opts: NginxOptions,
  appConfig = process.env.VITE_APP_CONFIG,
): Promise<string> {
  return nginxConfig(await buildHeaderRules(outDir, entries, appConfig), rewritesOf(entries), opts);
}

/** Every header rule of the built `outDir`. */
export async function buildHeaderRules(
  outDir: string,
  entries: readonly EntryDef[],
  appConfig = process.env.VITE_APP_CONFIG,
): Promise<HeaderRule[]> {
  const built = [];
  // English at the root; the Filipino twins (D27) under fil/, each with the hashes of its own file, once
  // that build has written them (the two passes write one dist/, in either order).
  for (const prefix of LANG_PREFIXES) {
    for (const entry of entries) {
      const file = join(outDir, prefix, `${entry.name}.html`);
      if (prefix && !existsSync(file)) continue;
      const html = readFileSync(file, 'utf8');
      const blocked = blockedInlineCode(html);
      if (blocked.length)
        throw new Error(
          `${prefix.slice(1)}${prefix && '/'}${entry.name}.html has inline code the CSP blocks: ${blocked.join(', ')}`,
        );
      // An alias page (`About.html`) is a file of its own, with its own inline scripts (ADR 0047).
      const aliasPages: Record<string, { scriptHashes: string[]; styleHashes: string[] }> = {};
      for (const alias of Object.keys(entry.aliasPages)) {
        const page = join(outDir, prefix, `${aliasPageName(entry, alias)}.html`);
        if (!existsSync(page)) continue;
        const text = readFileSync(page, 'utf8');
        aliasPages[alias] = {
          scriptHashes: await inlineScriptHashes(text),
          styleHashes: await inlineStyleHashes(text),
        };
      }
      built.push({
        name: entry.name,
        aliases: entry.aliases,
        scriptHashes: await inlineScriptHashes(html),
        styleHashes: await inlineStyleHashes(html),
        prefix,
        aliasPages,
      });
    }
  }
  const dirsOf = (dir: string) =>
    readdirSync(join(outDir, dir))
      // `.vite/` (the manifest) is build metadata, not something the CDN should serve.
      .filter((name) => !name.startsWith('.') && statSync(join(outDir, dir, name)).isDirectory())
      .map((name) => (dir ? `${dir}/${name}` : name));
  // The twins' folder holds entries (rules of their own above), not static files; its subfolders are.
  const staticDirs = [
    ...dirsOf('').filter((name) => name !== 'assets' && name !== FIL_DIR),
    ...(existsSync(join(outDir, FIL_DIR)) ? dirsOf(FIL_DIR) : []),
  ].sort();
  // The field reports' collector, when the config puts it on another origin (ADR 0021): the config the
  // pages were built with.
  const connect = reportConnectSources(resolveConfig(appConfig).fieldReports.url);
  return headerRules(built, staticDirs, connect);
}

export function headersPlugin(entries: readonly EntryDef[]): Plugin {
  let outDir = 'dist';
  let appConfig: string | undefined;
  // Set once the bundle is on disk: a failed build never gets there, and its own error must be what is
  // reported, not this plugin's ENOENT on the HTML it never wrote.
  let written = false;
  return {
    name: 'loan:headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // What the pages read through import.meta.env: the environment, or the mode's `.env` files.
      appConfig = (config.env as Record<string, string | undefined>).VITE_APP_CONFIG;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (!written) return;
        writeFileSync(join(outDir, '_headers'), await buildHeadersFile(outDir, entries, appConfig));
        // Beside dist/, never in it: a CDN would publish it. ADR 0020, 0048, docs/operators.md.
        const deploy = resolve(outDir, '..', 'deploy');
        mkdirSync(deploy, { recursive: true });
        const paths = LANG_PREFIXES.flatMap((prefix) => entries.flatMap((e) => entryPaths(e, prefix)));
        writeFileSync(join(deploy, 'worker.js'), cdnWorker(workerRoutes(paths, rewritesOf(entries))));
        writeFileSync(join(deploy, 'wrangler.json'), wranglerConfig(relative(deploy, outDir).split('\\').join('/')));
        writeFileSync(
          join(deploy, 'nginx.conf'),
          await buildNginxConfig(
            outDir,
            entries,
            {
              root: process.env.NGINX_ROOT ?? '/srv/peso-loan/dist',
              listen: process.env.NGINX_LISTEN ?? '8080',
              backend: process.env.NGINX_BACKEND ?? 'http://127.0.0.1:5173',
            },
            appConfig,
          ),
        );
      },
    },
  };
}
