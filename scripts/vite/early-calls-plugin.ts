/**
 * Data in parallel with the script (ADR 0017): every entry that declares its first calls in
 * `pages/<name>/first-calls.ts` (typed code: `firstCall(endpoint, payload)`, ADR 0022) gets a small inline
 * start script as the first thing in its `<head>` (before any stylesheet, which would hold an inline
 * script back): the module `shared/api/start-calls.ts`, bundled here with its imports into one minified
 * IIFE with the entry's calls as data. It sends those calls while the HTML is parsed, computing the page
 * query, payload and headers with the page's own functions; the request helper adopts the responses
 * (`shared/api/early.ts`).
 *
 * - Only read calls may start early: an endpoint whose contract record (`reads(…, { early: true })` in
 *   `shared/api/contract/`) does not say so fails the build (a money action or a form post must never be
 *   sent just because a page was opened).
 * - The script is the same bytes for every request of an entry (no per-request content): the CSP lists
 *   it by hash, computed from the built HTML (`scripts/vite/headers-plugin.ts`).
 */
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import type { FirstCall } from '../../shared/api/first-call.ts';
import type { EarlyCallSpec } from '../../shared/api/early-start.ts';
import type { EntryDef } from '../../shared/site/entries.ts';
import { ROOT } from '../../shared/site/entries.ts';

/** The start script's module; its `startEarlyCalls` runs with the entry's calls. */
export const START_MODULE = join(ROOT, 'shared/api/start-calls.ts');

/** The engines the start script must run in: the build's own target (`build.target` of vite.config.ts). */
const DEFAULT_TARGET = ['es2020', 'safari14'];

/** The generated entry of the start script bundle (`\0`: no file, no other plugin touches it). */
const START_ENTRY = '\0early-start-entry';

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
  const seen = new Set<string>();
  return calls.map(({ endpoint, payload }) => {
    // The page takes each call by its declaration's method and path (`take`, ADR 0048): one each.
    const name = `${endpoint?.method} ${endpoint?.path}`;
    if (seen.has(name)) throw new Error(`pages/${entry.name}/first-calls.ts: ${name} is declared twice`);
    seen.add(name);
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
export async function earlyCallsScript(
  entry: EntryDef,
  calls: Calls,
  readersUrl?: string,
  target: string | string[] = DEFAULT_TARGET,
  lang = 'en',
): Promise<string> {
  const specs = earlyCallSpecs(entry, calls);
  if (!specs.length) return '';
  const source =
    `import { startEarlyCalls } from ${JSON.stringify(START_MODULE)};\n` +
    `startEarlyCalls(${JSON.stringify(specs)}, ${JSON.stringify(readersUrl ? [readersUrl] : [])});\n`;
  const bundle = await rolldown({
    input: START_ENTRY,
    cwd: ROOT,
    transform: { target },
    // A warning here (a side effect an import brought along, an unresolved module) is a bigger script.
    onLog(level, log, handler) {
      if (level === 'warn') throw new Error(`early-calls script of ${entry.name}: ${log.message}`);
      handler(level, log);
    },
    plugins: [
      {
        name: 'loan:early-start-entry',
        resolveId: (id) => (id === START_ENTRY ? id : null),
        // The build's language (D27) as a constant, as Vite makes it for the page: the start script sends
        // `lang=fil` as the page's calls do (`withPageLang`), so the helper adopts the early call in
        // Filipino too; in English the check folds away.
        load: (id) =>
          id === START_ENTRY
            ? source
            : id.replace(/\\/g, '/').endsWith('/shared/i18n/lang.ts')
              ? `export const LANG = ${JSON.stringify(lang === 'fil' ? 'fil' : 'en')};\n` +
                `export const LANG_TAG = { en: 'en', fil: 'fil' };\n`
              : null,
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    if (output.length !== 1) throw new Error(`early-calls script of ${entry.name}: more than one chunk`);
    // `</script` cannot occur in JSON of paths and field names, but never let it close the element early.
    return output[0].code.trim().replace(/<\//g, '<\\/');
  } finally {
    await bundle.close();
  }
}

export function earlyCallsPlugin(entries: EntryDef[]): Plugin {
  const scripts = new Map<string, Promise<string>>();
  let base = '/';
  let target: string | string[] = DEFAULT_TARGET;
  let lang = 'en';
  return {
    name: 'loan:early-calls',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      lang = (config.env as Record<string, string | undefined>).VITE_LANG ?? 'en';
      const built = config.build.target;
      if (typeof built === 'string' || Array.isArray(built)) target = built;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const entry = entries.find((e) => e.html === ctx.filename);
        if (!entry?.firstCalls) return html;
        const readers = readersChunkUrl(ctx.bundle, base);
        if (!readers) throw new Error(`${entry.name}: no chunk for ${READERS_MODULE} in the bundle`);
        // One bundle per entry, whatever number of HTML files (aliases) it writes.
        if (!scripts.has(entry.name))
          scripts.set(
            entry.name,
            loadFirstCalls(entry).then((calls) => earlyCallsScript(entry, calls, readers, target, lang)),
          );
        const script = await scripts.get(entry.name)!;
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

/** The first calls of every entry as data, for the page that opens them (`shared/app/next-start.ts`). */
export const FIRST_CALLS_MODULE = 'virtual:first-calls';

/**
 * `virtual:first-calls`: each entry's declared first calls as its start script sends them
 * (`earlyCallSpecs`, the same checks), so a page can start the next screen's first read when a finger
 * lands on the control that opens it (ADR 0048). Loaded only with that module, after a page has mounted.
 */
export function firstCallsModulePlugin(entries: EntryDef[]): Plugin {
  const resolved = `\0${FIRST_CALLS_MODULE}`;
  return {
    name: 'loan:first-calls-module',
    resolveId: (id) => (id === FIRST_CALLS_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const table: Record<string, EarlyCallSpec[]> = {};
      for (const entry of entries)
        if (entry.firstCalls) table[entry.name] = earlyCallSpecs(entry, await loadFirstCalls(entry));
      return `export default ${JSON.stringify(table)};\n`;
    },
  };
}
