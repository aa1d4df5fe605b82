/**
 * Serves the built pages from `dist/`: flat entries, their alias paths (contract §1), hashed assets
 * cached for a year, HTML fresh for five seconds and then revalidated (a 304 when the browser's copy is
 * current, ADR 0051).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { promisify } from 'node:util';
import type { Context } from 'hono';
import { ASSET_HEADERS, entryHeaders, inlineScriptHashes, inlineStyleHashes } from '../shared/site/headers';
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
  return decodedFileInside(root, decoded);
}

/** `fileInside` for a path already decoded (`hostPath`'s). */
export function decodedFileInside(root: string, decoded: string): string | null {
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

/**
 * The path a request names, as nginx reads it to pick a file and a location (ADR 0047): percent-decoded
 * (`%2F` is a slash), slashes merged, `.` and `..` resolved; null when it cannot be decoded, holds a NUL or
 * climbs above the root (nginx answers 400). The reference server picks a page and its headers from this
 * path, so an odd address (`//host/x%2F..%2F`) gets the page and the headers nginx gives it, and the
 * page's scripts run there as they do behind nginx.
 * @example hostPath('//evil.example/x%2F..%2F..%2FAbout') // '/About'
 * @example hostPath('/fil//About') // '/fil/About'
 */
export function hostPath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const out: string[] = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!out.length) return null;
      out.pop();
    } else out.push(part);
  }
  const last = parts.at(-1);
  const dir = out.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${out.join('/')}${dir ? '/' : ''}`;
}

/**
 * Files of `dist/` a host never serves (ADR 0047): the CDN's rule files and anything under a dot name
 * (`.vite/manifest.json`).
 * @example neverServed('/_headers') // true
 */
export function neverServed(path: string): boolean {
  return /\/(_headers|_redirects)$|\/\./.test(path);
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
  const html = entry ? body.toString('utf8') : '';
  const headers = entry
    ? entryHeaders(entry, await inlineScriptHashes(html), await inlineStyleHashes(html))
    : immutable
      ? ASSET_HEADERS
      : { 'Cache-Control': 'no-cache' };
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('Vary', 'Accept-Encoding');
  if (!immutable) {
    // A page past its fresh seconds (and any `no-cache` file) answers 304 when the copy the browser holds
    // is this file, as nginx and the CDN do (ADR 0051): a round trip, not the bytes again.
    const tag = etagOf(file, body);
    c.header('ETag', tag);
    if (matchesEtag(c.req.header('If-None-Match'), tag)) return c.body(null, 304);
  }
  const br = await brotliOf(file, type, body, c.req.header('Accept-Encoding'));
  if (br) {
    // As a CDN serves the build (Cloudflare, Netlify): Brotli where the browser takes it, about 13 % fewer
    // bytes than gzip on the JS; `compress()` (gzip) skips a response that is already encoded.
    c.header('Content-Encoding', 'br');
    return c.body(br);
  }
  return c.body(body);
}

const etagCache = new Map<string, { mtimeMs: number; tag: string }>();

/**
 * A weak validator of a file's bytes (weak: the same file sent Brotli-encoded or not is the same page),
 * computed once per file version, as its Brotli encoding is.
 */
export function etagOf(file: string, body: Buffer): string {
  const { mtimeMs } = statSync(file);
  const hit = etagCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.tag;
  const tag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  etagCache.set(file, { mtimeMs, tag });
  return tag;
}

/**
 * Whether `If-None-Match` names `tag` (RFC 9110 §13.1.2: weak comparison, a list, or `*`).
 * @example matchesEtag('W/"a", "b"', 'W/"b"') // true
 */
export function matchesEtag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}

/** Text files of the build only: uploads (`/files`) and pictures are served as they are. */
const BROTLI_TYPES = /^(text\/|application\/json|image\/svg)/;
const brotliCache = new Map<string, { mtimeMs: number; data: Promise<Buffer<ArrayBuffer>> }>();
const compress = promisify(brotliCompress);

/**
 * The file's Brotli encoding (quality 11, computed once per file version), or null when not wanted. It is
 * compressed on libuv's thread pool, not the server's thread: at quality 11 the React chunk takes about a
 * second on a loaded 2-core machine, and every other request waited behind it (the e2e suite's server
 * compresses each file of the build on its first request). Requests for a file being compressed share
 * that one compression.
 */
export async function brotliOf(
  file: string,
  type: string,
  body: Buffer,
  acceptEncoding = '',
): Promise<Buffer<ArrayBuffer> | null> {
  if (!/\bbr\b/.test(acceptEncoding) || !BROTLI_TYPES.test(type) || body.length < 512) return null;
  const { mtimeMs } = statSync(file);
  const hit = brotliCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.data;
  const data = compress(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  }) as Promise<Buffer<ArrayBuffer>>;
  brotliCache.set(file, { mtimeMs, data });
  // A failed compression is not kept: the next request tries again.
  data.catch(() => brotliCache.delete(file));
  return data;
}
