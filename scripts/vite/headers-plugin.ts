/**
 * Writes `dist/_headers` (Netlify / Cloudflare Pages format) from shared/site/headers.ts once the build
 * has written its HTML: each entry's CSP carries the sha256 of that entry's inline scripts (and inlined
 * style sheets) as built, so an
 * inline bit another plugin adds is allowed without anyone editing a policy. A page with an inline event
 * handler or a `javascript:` URL fails the build: the CSP would block it silently in the browser.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  blockedInlineCode,
  headerRules,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
} from '../../shared/site/headers.ts';
import type { EntryDef } from '../../shared/site/entries.ts';

/** Reads the built entries and returns the `_headers` text; also used by its unit test. */
export async function buildHeadersFile(outDir: string, entries: readonly EntryDef[]): Promise<string> {
  const built = [];
  for (const entry of entries) {
    const html = readFileSync(join(outDir, `${entry.name}.html`), 'utf8');
    const blocked = blockedInlineCode(html);
    if (blocked.length) throw new Error(`${entry.name}.html has inline code the CSP blocks: ${blocked.join(', ')}`);
    built.push({
      name: entry.name,
      aliases: entry.aliases,
      scriptHashes: await inlineScriptHashes(html),
      styleHashes: await inlineStyleHashes(html),
    });
  }
  const staticDirs = readdirSync(outDir)
    // `.vite/` (the manifest) is build metadata, not something the CDN should serve.
    .filter((name) => name !== 'assets' && !name.startsWith('.') && statSync(join(outDir, name)).isDirectory())
    .sort();
  return headersFile(headerRules(built, staticDirs));
}

export function headersPlugin(entries: readonly EntryDef[]): Plugin {
  let outDir = 'dist';
  // Set once the bundle is on disk: a failed build never gets there, and its own error must be what is
  // reported, not this plugin's ENOENT on the HTML it never wrote.
  let written = false;
  return {
    name: 'loan:headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (!written) return;
        writeFileSync(join(outDir, '_headers'), await buildHeadersFile(outDir, entries));
      },
    },
  };
}
