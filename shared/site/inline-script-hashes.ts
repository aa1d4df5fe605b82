/**
 * CSP source expressions (`'sha256-…'`) for every inline script in the built HTML: the early-call start
 * scripts of issue 13 run under a `script-src` without `'unsafe-inline'`. Node only (the reference
 * server reads them once at start). Issue 12's security-headers work owns the final policy; this keeps
 * the reference server's current policy true to the build meanwhile.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** @example inlineScriptHashes('<script>a()</script>') // ["'sha256-…'"] */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1])
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** Every inline script hash of the `.html` files in a build folder, deduplicated and sorted. */
export function distInlineScriptHashes(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  const all = readdirSync(distDir)
    .filter((f) => f.endsWith('.html'))
    .flatMap((f) => inlineScriptHashes(readFileSync(join(distDir, f), 'utf8')));
  return [...new Set(all)].sort();
}
