/**
 * Data in parallel with the script (ADR 0017): every entry that declares its first calls in
 * `pages/<name>/first-calls.ts` (typed code: `firstCall(endpoint, payload)`, ADR 0022) gets a small inline
 * start script as the first thing in its `<head>` (before any stylesheet, which would hold an inline
 * script back), generated here from `shared/api/early-start.ts`. It sends those calls while the HTML is
 * parsed; the request helper adopts the responses (`shared/api/early.ts`).
 *
 * - Only read calls may start early: an endpoint whose contract record (`reads(…, { early: true })` in
 *   `shared/api/contract/`) does not say so fails the build (a money action or a form post must never be
 *   sent just because a page was opened).
 * - The script is the same bytes for every request of an entry (no per-request content): the CSP lists
 *   it by hash.
 */
import { minifySync, runnerImport } from 'vite';
import type { Plugin } from 'vite';
import type { FirstCall } from '../../shared/api/first-call.ts';
import { startEarlyCalls } from '../../shared/api/early-start.ts';
import type { EarlyCallSpec } from '../../shared/api/early-start.ts';
import * as session from '../../shared/session/query.ts';
import { mergePageQuery, sessionHeaders } from '../../shared/session/page-query.ts';
import { SESSION_STORE } from '../../shared/session/tab-session.ts';
import type { EntryDef } from '../../shared/site/entries.ts';
import { ROOT } from '../../shared/site/entries.ts';

/** The request helper's whole-call deadline (`HTTP_TIMEOUT_MS`, spec §9; a unit test keeps them equal). */
export const EARLY_TIMEOUT_MS = 60_000;

/** Where the session keys are kept once they have left the address bar (`shared/session/tab-session.ts`). */
function storageKey(): string {
  return SESSION_STORE;
}

type Calls = FirstCall<unknown, unknown>[];

/**
 * An entry's first calls, loaded through Vite's module runner: importing them into the config itself
 * would put their extensionless imports in the config bundle (which Vite's native config loader refuses).
 */
export async function loadFirstCalls(entry: EntryDef): Promise<Calls> {
  if (!entry.firstCalls) return [];
  const { module } = await runnerImport<{ default?: Calls }>(entry.firstCalls, {
    configFile: false,
    root: ROOT,
    logLevel: 'error',
  });
  if (!Array.isArray(module.default))
    throw new Error(`pages/${entry.name}/first-calls.ts must export its calls as a default list`);
  return module.default;
}

/** The declared calls of an entry as its start script sends them. */
export function earlyCallSpecs(entry: EntryDef, calls: Calls): EarlyCallSpec[] {
  return calls.map(({ endpoint, payload }) => {
    if (!endpoint?.path || !endpoint.method || !endpoint.body || endpoint.body === 'multipart')
      throw new Error(`pages/${entry.name}/first-calls.ts: a first call needs an endpoint of the contract`);
    if (!endpoint.early)
      throw new Error(
        `pages/${entry.name}/first-calls.ts: ${endpoint.path} is not a read call (reads(…, { early: true }))`,
      );
    return { method: endpoint.method, path: endpoint.path, body: endpoint.body, payload: { ...payload } };
  });
}

/** The source module of the response readers, one lazy chunk (ADR 0022). */
export const READERS_MODULE = 'shared/api/schemas/index.ts';

/** The built URL of the readers chunk, from the bundle Vite hands to `transformIndexHtml`. */
export function readersChunkUrl(bundle: Record<string, { type: string }> | undefined, base = '/'): string | undefined {
  for (const out of Object.values(bundle ?? {})) {
    const chunk = out as { type: string; facadeModuleId?: string | null; fileName?: string };
    if (chunk.type === 'chunk' && chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(READERS_MODULE))
      return base + chunk.fileName;
  }
  return undefined;
}

/**
 * The inline start script of an entry (without the `<script>` tags), or '' when it declares no call.
 * `readersUrl`: the built readers chunk, fetched by the script beside the calls.
 */
export function earlyCallsScript(entry: EntryDef, calls: Calls, readersUrl?: string): string {
  const specs = earlyCallSpecs(entry, calls);
  if (!specs.length) return '';
  const args = [
    JSON.stringify(specs),
    JSON.stringify([...session.HEADER_KEYS]),
    JSON.stringify(storageKey()),
    String(EARLY_TIMEOUT_MS),
    JSON.stringify(readersUrl ? [readersUrl] : []),
    // The request helper's own query and header functions, so both sides compute the same call.
    `{mergePageQuery:${mergePageQuery.toString()},sessionHeaders:${sessionHeaders.toString()}}`,
  ];
  const source = `(${startEarlyCalls.toString()})(${args.join(',')});`;
  const min = minifySync('early-calls.js', source, { compress: true, mangle: true });
  if (min.errors.length)
    throw new Error(`early-calls script of ${entry.name}: ${min.errors.map((e) => e.message).join('; ')}`);
  // `</script` cannot occur in JSON of paths and field names, but never let it close the element early.
  return min.code.trim().replace(/<\//g, '<\\/');
}

export function earlyCallsPlugin(entries: EntryDef[]): Plugin {
  const loaded = new Map<string, Promise<Calls>>();
  let base = '/';
  return {
    name: 'loan:early-calls',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const entry = entries.find(
          (e) => e.html === ctx.filename || ctx.filename.endsWith(`/pages/${e.name}/index.html`),
        );
        if (!entry?.firstCalls) return html;
        if (!loaded.has(entry.name)) loaded.set(entry.name, loadFirstCalls(entry));
        const readers = readersChunkUrl(ctx.bundle, base);
        if (!readers) throw new Error(`${entry.name}: no chunk for ${READERS_MODULE} in the bundle`);
        const script = earlyCallsScript(entry, await loaded.get(entry.name)!, readers);
        if (!script) return html;
        const tag = `<script>${script}</script>`;
        const charset = /<meta charset="utf-8"\s*\/?>/i;
        return charset.test(html)
          ? html.replace(charset, (m) => `${m}\n    ${tag}`)
          : html.replace('<head>', `<head>\n    ${tag}`);
      },
    },
  };
}
