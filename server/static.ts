/**
 * Serves the built pages from `dist/`: flat entries, their alias paths (contract §1), hashed assets
 * cached for a year, HTML revalidated on every load.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
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

export function sendFile(c: Context<Env>, file: string): Response {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = /[\\/]assets[\\/]/.test(file);
  c.header('Content-Type', type);
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  return c.body(readFileSync(file));
}
