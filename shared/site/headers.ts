/**
 * The security and cache headers of every response, from one place (ADR 0014): the build writes them to
 * `dist/_headers` for the CDN (scripts/vite/headers-plugin.ts) and the reference server sends the same
 * ones (server/app.ts, server/static.ts). Pure TypeScript with Web Crypto only, so both import it.
 *
 * Scripts: no `'unsafe-inline'`. Every inline `<script>` of a built page is allowed by its sha256, computed
 * from that page's HTML (`inlineScriptHashes`), so an inline bit added to one entry is allowed on that entry
 * only, and a script injected into the document (markup from a response, a tampered CDN copy) never runs.
 *
 * Styles: `style-src-elem 'self'` plus the sha256 of each `<style>` the build inlined into that page
 * (`inlineStyleHashes`; no other inline `<style>` element and no foreign style sheet in browsers with
 * CSP 3), and `style-src 'self' 'unsafe-inline'` for the `style="…"` attributes React writes (skeleton
 * widths, the tab slider's transform): they are prerendered into the HTML, where a hash cannot cover them
 * (`'unsafe-hashes'` is not in Safari 14), and a style attribute cannot run code. Browsers without
 * `style-src-elem` fall back to `style-src`, so older WebKit still paints the prerendered frame.
 */

/** The documents our own pages frame: the privacy policy (marketing `/Policy`) and the loan agreement. */
export const FRAMED_ENTRIES: readonly string[] = ['privacy', 'loan-agreement'];

/**
 * The public pages a search engine may index: the marketing site (with its `/About`, `/Policy`, `/Loan`)
 * and the registration landing, each with the description its screen.ts gives. Every other entry is a
 * borrower's screen in the app (an order, a repayment, a complaint) or a document it opens: `noindex`, in
 * a meta tag (scripts/vite/html-plugin.ts) and as `X-Robots-Tag` with its other headers.
 */
export const INDEXED_ENTRIES: readonly string[] = ['index', 'landing'];

/** Asks search engines to leave a page out of their index (and its snippet out of results). */
export const NOINDEX = 'noindex';

/** Powerful features a page uses; every other one is switched off for every page. */
export const ENTRY_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  // The complaint's evidence photos: the picker may offer the camera.
  'complaint-form': ['camera'],
  // The device check page: a photo input and a geolocation check.
  'test-preview': ['camera', 'geolocation'],
};

/** Features named in every `Permissions-Policy`; all are off unless the entry is listed above. */
export const POLICY_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
] as const;

export type Headers = Record<string, string>;

/** Sent with every response, page or not. */
export const COMMON_HEADERS: Headers = {
  'X-Content-Type-Options': 'nosniff',
  // Session keys ride in the first URL of a page (contract §1): never in a Referer to another origin.
  'Referrer-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Hashed build output (`/assets/*`): a new build writes new names, so a copy never goes stale. */
export const ASSET_HEADERS: Headers = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/**
 * An entry's HTML: fresh for five seconds, then revalidated (its `ETag`), so a release reaches every page
 * opened five seconds after it. The five seconds are the tap's (ADR 0051): the document fetched when a
 * finger lands is opened by the click from the browser's cache, with no round trip; under `no-cache` the
 * navigation asked the server again. `private`: no shared cache keeps a page whose URL carries a session.
 */
export const HTML_CACHE = 'private, max-age=5';

export interface PolicyOptions {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** `'sha256-…'` sources of the page's inline `<style>` elements (its inlined style sheets). */
  styleHashes?: readonly string[];
  /** May be framed by our own pages (`frame-ancestors 'self'`); otherwise by nobody. */
  framable?: boolean;
  /** Origins beside our own the page may send to: the field reports' collector when it is elsewhere. */
  connectSources?: readonly string[];
}

/**
 * The Content-Security-Policy of a built entry.
 * @example contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] }) // "default-src 'self'; script-src 'self' 'sha256-abc='; …"
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  styleHashes = [],
  framable = false,
  connectSources = [],
}: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['style-src-elem', "'self'", ...styleHashes].join(' '),
    // Server images (complaint evidence, QR codes) may live on a CDN; previews of picked photos are blob:.
    "img-src 'self' data: blob: https:",
    // The privacy policy may be configured as an external https page (config.policyUrl).
    "frame-src 'self' https:",
    ['connect-src', "'self'", ...connectSources].join(' '),
    "font-src 'self'",
    "form-action 'self'",
    `frame-ancestors ${framable ? "'self'" : "'none'"}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Anything that is not a built entry (uploaded files, the reference server's own helper pages, JSON):
 * no script at all, inline `<style>` allowed for those helper pages, never framed.
 */
export const OTHER_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** @example permissionsPolicy('test-preview') // 'accelerometer=(), camera=(self), …, geolocation=(self), …' */
export function permissionsPolicy(entry: string | null): string {
  const allowed = new Set(entry ? (ENTRY_PERMISSIONS[entry] ?? []) : []);
  return POLICY_FEATURES.map((f) => `${f}=${allowed.has(f) ? '(self)' : '()'}`).join(', ');
}

/** Headers of an entry's HTML, beside `COMMON_HEADERS`. */
export function entryHeaders(
  entry: string,
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
  connectSources: readonly string[] = [],
): Headers {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      scriptHashes,
      styleHashes,
      framable: FRAMED_ENTRIES.includes(entry),
      connectSources,
    }),
    'Permissions-Policy': permissionsPolicy(entry),
    'Cache-Control': HTML_CACHE,
    ...(INDEXED_ENTRIES.includes(entry) ? {} : { 'X-Robots-Tag': NOINDEX }),
  };
}

/**
 * The origin a page must be allowed to connect to for its field reports (ADR 0021): none when they go to
 * a path of our own origin or nowhere.
 * @example reportConnectSources('https://rum.lender.ph/v1/report') // ['https://rum.lender.ph']
 */
export function reportConnectSources(url: string): string[] {
  return /^https:\/\//.test(url) ? [new URL(url).origin] : [];
}

/** Headers of any other response, beside `COMMON_HEADERS` (the server's cache rules stay its own). */
export const OTHER_HEADERS: Headers = {
  'Content-Security-Policy': OTHER_CSP,
  'Permissions-Policy': permissionsPolicy(null),
};

/**
 * The contract's calls (`/states/`, `/api/`: JSON, the captcha's picture) are never a page. An answer that
 * is HTML all the same (a backend's error page, a firewall's block page, a proxy's 502) is opened, if
 * anything opens it, in a sandbox: an opaque origin that runs no script and loads nothing, so it cannot
 * read a tab's stored session (ADR 0054). The reference server and nginx send these (the API paths are theirs).
 */
export const API_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** Headers of every answer on the API paths, beside `COMMON_HEADERS`, whoever wrote the answer. */
export const API_HEADERS: Headers = {
  'Content-Security-Policy': API_CSP,
  'Permissions-Policy': permissionsPolicy(null),
};

/** The text of each inline `<script>` (no `src`), exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(` ${m[1]}`)) out.push(m[2]);
  }
  return out;
}

/**
 * Markup a script-src without `'unsafe-inline'` would block silently: inline event handlers
 * (`onclick="…"`) and `javascript:` URLs. The build refuses a page that has any.
 */
export function blockedInlineCode(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) found.push(m[1]);
  for (const m of html.matchAll(/(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(m[0]);
  return found;
}

function base64(bytes: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s);
}

async function hashSources(texts: readonly string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const text of texts) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const source = `'sha256-${base64(digest)}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

/**
 * CSP sources for every inline script of a page, in document order, without duplicates.
 * @example await inlineScriptHashes('<script>1</script>') // ["'sha256-…'"]
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  return hashSources(inlineScripts(html));
}

/** The text of each `<style>` element, exactly as the browser hashes it. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]);
}

/**
 * CSP sources for every inline `<style>` of a page (the style sheets the build inlined), without duplicates.
 * @example await inlineStyleHashes('<style>b{}</style>') // ["'sha256-…'"]
 */
export async function inlineStyleHashes(html: string): Promise<string[]> {
  return hashSources(inlineStyles(html));
}

export interface HeaderRule {
  path: string;
  headers: Headers;
}

/**
 * Paths of one entry on a host: the flat file (the contract's name, which every host serves without a
 * redirect, ADR 0048), its extension-less form, `/` for the marketing home, the registry's aliases, and the
 * file of each alias with a page of its own (`/About.html`: a host serves it as a file like any other, ADR
 * 0047); under `prefix` for a language's twin (`/fil`, contract D27: `/fil/order.html`, `/fil/`, `/fil/About`).
 * @example entryPaths({ name: 'index', aliases: ['/About'], aliasPages: { '/About': 'About us' } }) // ['/index.html', '/index', '/', '/About', '/About.html']
 */
export function entryPaths(
  entry: { name: string; aliases: readonly string[]; aliasPages?: Readonly<Record<string, unknown>> },
  prefix = '',
): string[] {
  const paths = [`/${entry.name}.html`, `/${entry.name}`];
  if (entry.name === 'index') paths.push('/');
  for (const alias of entry.aliases) if (!paths.includes(alias)) paths.push(alias);
  for (const alias of Object.keys(entry.aliasPages ?? {})) paths.push(`${alias}.html`);
  return paths.map((path) => prefix + path);
}

/**
 * The alias with a page of its own that a path of an entry serves (`/About` and `/About.html` →
 * `/About`), or null for the entry's own file.
 * @example aliasPageOf({ aliasPages: { '/About': 'About us' } }, '/About.html') // '/About'
 */
export function aliasPageOf(entry: { aliasPages?: Readonly<Record<string, unknown>> }, path: string): string | null {
  const alias = path.replace(/\.html$/, '');
  return entry.aliasPages && alias in entry.aliasPages ? alias : null;
}

/**
 * Every header rule of every path (nginx serves them all; `_headers` takes `cdnRules` of them). Cloudflare
 * applies every rule that matches a path and joins repeated headers, so `/*` carries only the
 * headers no other rule sets (a second CSP would be enforced as well, and block the hashed scripts).
 */
export function headerRules(
  entries: readonly {
    name: string;
    aliases: readonly string[];
    scriptHashes: readonly string[];
    styleHashes?: readonly string[];
    /** The language's path prefix of this built HTML: '' (English) or `/fil` (its twin, D27). */
    prefix?: string;
    /** Alias → the page of its own (`/About` → `About.html`), with the hashes of that file. */
    aliasPages?: Readonly<Record<string, { scriptHashes: readonly string[]; styleHashes?: readonly string[] }>>;
  }[],
  staticDirs: readonly string[] = [],
  connectSources: readonly string[] = [],
): HeaderRule[] {
  const rules: HeaderRule[] = [{ path: '/*', headers: COMMON_HEADERS }];
  rules.push({ path: '/assets/*', headers: { ...OTHER_HEADERS, ...ASSET_HEADERS } });
  // A language's own folder of hashed assets (`fil/assets`), should its build write one, is cached the same.
  for (const dir of staticDirs)
    rules.push({
      path: `/${dir}/*`,
      headers: dir.endsWith('/assets') ? { ...OTHER_HEADERS, ...ASSET_HEADERS } : OTHER_HEADERS,
    });
  for (const entry of entries) {
    const prefix = entry.prefix ?? '';
    for (const path of entryPaths(entry, prefix)) {
      // An alias with a page of its own carries that file's hashes: its inline scripts are its own.
      const alias = aliasPageOf(entry, path.slice(prefix.length));
      const page = alias ? entry.aliasPages?.[alias] : undefined;
      const hashes = page ?? entry;
      rules.push({
        path,
        headers: entryHeaders(entry.name, hashes.scriptHashes, hashes.styleHashes, connectSources),
      });
    }
  }
  return rules;
}

/**
 * What Cloudflare reads of `_headers` (its documentation, Workers static assets as Pages): the first 100
 * rules, and lines of up to 2,000 characters. A rule past the hundredth is dropped without a word: its
 * pages go out without their CSP. The build fails instead (`cdnLimitProblems`).
 */
export const CDN_HEADER_LIMITS = { rules: 100, lineChars: 2000 } as const;

/**
 * The file in `dist/` a page path serves: its rewrite (an alias, `/`), the `.html` file itself, or for an
 * extension-less `/x` the file `/x.html`.
 * @example servedFile('/order', {}) // '/order.html'
 * @example servedFile('/fil/', { '/fil/': '/fil/index.html' }) // '/fil/index.html'
 */
export function servedFile(path: string, rewrites: Readonly<Record<string, string>>): string {
  return rewrites[path] ?? (path.endsWith('.html') ? path : `${path}.html`);
}

/**
 * The rules `_headers` gives the CDN: one per file, keyed by the file's own path (ADR 0048). Workers static
 * assets serve each `.html` file at its own path with no redirect (`html_handling: "none"`), and the
 * generated Worker (`cdnWorker`) serves every other path of the contract (`/`, `/x`, the aliases) from
 * its file, with that file's headers: listing each path again would pass the 100 rules Cloudflare reads.
 * Two paths of one file with different headers fail here.
 */
export function cdnRules(rules: readonly HeaderRule[], rewrites: Readonly<Record<string, string>>): HeaderRule[] {
  const byFile = new Map<string, HeaderRule>();
  const out: HeaderRule[] = [];
  const same = (a: Headers, b: Headers) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  for (const rule of rules) {
    if (rule.path.endsWith('*')) {
      out.push(rule);
      continue;
    }
    const file = servedFile(rule.path, rewrites);
    const seen = byFile.get(file);
    if (!seen) {
      const own = { path: file, headers: rule.headers };
      byFile.set(file, own);
      out.push(own);
    } else if (!same(seen.headers, rule.headers))
      throw new Error(`${rule.path} and another path of ${file} have different headers: the CDN sends the file's`);
  }
  return out;
}

/**
 * The paths of the contract that are no file of `dist/`, each with the file that serves it: what the
 * generated Worker maps (`cdnWorker`).
 * @example workerRoutes(['/order.html', '/order', '/'], { '/': '/index.html' }) // { '/order': '/order.html', '/': '/index.html' }
 */
export function workerRoutes(
  paths: readonly string[],
  rewrites: Readonly<Record<string, string>>,
): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const path of paths) {
    const file = servedFile(path, rewrites);
    if (file !== path) routes[path] = file;
  }
  return routes;
}

/**
 * The Worker beside the static assets (`deploy/worker.js`): it runs only for a path that is no file
 * (Cloudflare serves a `.html` file itself, with no Worker and no redirect) and answers a path of the
 * contract with its file, fetched from the assets binding, so `_headers` gives it that file's headers;
 * anything else is the assets' own 404.
 */
export function cdnWorker(routes: Readonly<Record<string, string>>): string {
  return [
    '// Generated by `npm run build` (shared/site/headers.ts, ADR 0048): do not edit.',
    `const FILES = ${JSON.stringify(routes, null, 2)};`,
    'export default {',
    '  async fetch(request, env) {',
    '    const url = new URL(request.url);',
    '    const file = Object.hasOwn(FILES, url.pathname) ? FILES[url.pathname] : undefined;',
    '    if (!file) return env.ASSETS.fetch(request);',
    '    url.pathname = file;',
    '    return env.ASSETS.fetch(new Request(url, request));',
    '  },',
    '};',
    '',
  ].join('\n');
}

/**
 * `deploy/wrangler.json`: Workers static assets from `assets` (relative to `deploy/`), each `.html`
 * served at its own path (`html_handling: "none"`: no 307 to `/x`), an unknown path a plain 404, the
 * Worker for the rest. `wrangler deploy --config deploy/wrangler.json` publishes it.
 */
export function wranglerConfig(assets: string, name = 'peso-loan-web'): string {
  const config = {
    name,
    main: 'worker.js',
    compatibility_date: '2025-07-18',
    assets: { directory: assets, binding: 'ASSETS', html_handling: 'none', not_found_handling: 'none' },
  };
  return JSON.stringify(config, null, 2) + '\n';
}

/**
 * Why Cloudflare would not read a `_headers` text whole: too many rules, or a line too long; [] when
 * it reads every rule.
 * @example cdnLimitProblems('/*\n  X-A: 1\n') // []
 */
export function cdnLimitProblems(text: string): string[] {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.startsWith('/') || line.startsWith('https://')).length;
  const problems: string[] = [];
  if (rules > CDN_HEADER_LIMITS.rules)
    problems.push(`${rules} rules: Cloudflare reads the first ${CDN_HEADER_LIMITS.rules} only`);
  lines.forEach((line, i) => {
    if (line.length > CDN_HEADER_LIMITS.lineChars)
      problems.push(`line ${i + 1} has ${line.length} characters: Cloudflare reads ${CDN_HEADER_LIMITS.lineChars}`);
  });
  return problems;
}

/** The `_headers` file (Cloudflare's format): a path line, then indented `Name: value` lines. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((r) => [r.path, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'));
  return `# Security and cache headers (shared/site/headers.ts), per path; the reference server sends the same.\n${blocks.join('\n')}\n`;
}
