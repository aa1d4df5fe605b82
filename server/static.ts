/**
 * Serves the built pages from `dist/`: flat entries, their alias paths (contract §1), hashed assets
 * cached for a year, HTML revalidated on every load.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { ASSET_HEADERS, entryHeaders, inlineScriptHashes } from '../shared/site/headers';
import type { Env } from './http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** Resolves a URL path inside `root`, refusing anything that escapes it. */
export function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

/**
 * `entry`: the built entry this HTML is; it gets that entry's headers from shared/site/headers.ts, with
 * the hashes of the inline scripts of the very file sent (what `dist/_headers` carries for the CDN).
 */
export async function sendFile(c: Context<Env>, file: string, entry?: string): Promise<Response> {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = /[\\/]assets[\\/]/.test(file);
  const body = readFileSync(file);
  c.header('Content-Type', type);
  const headers = entry
    ? entryHeaders(entry, await inlineScriptHashes(body.toString('utf8')))
    : immutable
      ? ASSET_HEADERS
      : { 'Cache-Control': 'no-cache' };
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.body(body);
}
