/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { defineConfig } from 'vite';
import { loadEntries } from './shared/site/entries.ts';
import { aliasPagesPlugin } from './scripts/vite/alias-pages-plugin.ts';
import { devBackendPlugin } from './scripts/vite/dev-backend-plugin.ts';
import { htmlPlugin } from './scripts/vite/html-plugin.ts';
import { prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { pageStarts } from './scripts/vite/page-starts.ts';
import { headersPlugin } from './scripts/vite/headers-plugin.ts';
import { inlineCssPlugin } from './scripts/vite/inline-css-plugin.ts';
import { releaseConfigPlugin } from './scripts/vite/release-config-plugin.ts';
import { earlyCallsPlugin, firstCallsModulePlugin } from './scripts/vite/early-calls-plugin.ts';
import { hreflangPlugin, langTwinPlugin } from './scripts/vite/lang-twin-plugin.ts';
import { staticPagesPlugin } from './scripts/vite/static-pages-plugin.ts';
import { swapPlugin } from './scripts/vite/swap-plugin.ts';
import { vwCap } from './scripts/vite/vw-cap.ts';
import { i18nPlugin } from './scripts/vite/i18n-plugin.ts';
import { filTwinPlugin } from './scripts/vite/fil-twin-plugin.ts';

const entries = loadEntries();

/**
 * The build's version the field reports carry (ADR 0021): the package's version and the commit built,
 * `0.1.0+e2186e4` (`+local` outside a git checkout).
 */
function buildVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let commit = 'local';
  try {
    commit =
      execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || commit;
  } catch {
    // Not a git checkout (a tarball): the version alone says which release.
  }
  return `${version}+${commit}`;
}

/** Unit test files that need a fresh module graph and DOM each (see `test.projects`). */
const ISOLATED_TESTS = [
  'test/shared/api/**',
  'test/shared/feedback/**',
  // Files that mock modules or reset them (`grep -l 'vi.mock\|vi.doMock\|resetModules'`). Shared, a
  // file that resets the modules leaves its own copy of a module behind for the next file of the worker
  // (field-start's config without a report URL failed the release check's test after it).
  'test/pages/landing/register-form.test.tsx',
  'test/scripts/check-backend/money-noted.test.ts',
  'test/shared/app/field-start.test.ts',
  'test/shared/app/next-start.test.ts',
  'test/shared/app/swap.test.tsx',
  'test/shared/app/use-load.test.tsx',
  'test/shared/features/channel-payment.test.tsx',
  // Each renders its page once per language: a fresh module graph per language (D27).
  'test/pages/**/in-filipino.test.tsx',
  'test/shared/app/follow-server-url.test.ts',
  'test/shared/features/recommended.test.tsx',
  'test/shared/features/use-pay-link.test.tsx',
  'test/shared/features/use-pay-link-offline.test.tsx',
  'test/shared/features/use-repay-state.test.tsx',
  'test/shared/i18n/filipino-build.test.tsx',
  // A lazy component's first render: needs a module graph where it never rendered.
  'test/shared/ui/picker-first-tap.test.tsx',
  'test/shared/features/pay-channels-chunk.test.tsx',
  // Mocks web-vitals.
  'test/shared/app/field-reports.test.ts',
  // Module state (what was fetched once) and the page's address, which another file's page may have set.
  'test/shared/app/prefetch-screens.test.ts',
  // Mocks Vite's build().
  'test/scripts/vite/fil-twin-outdir.test.ts',
  // Renders two pages through their calls' answers, one after the other.
  'test/shared/features/pay-code/pay-code-screen.test.tsx',
  // Stands in the fil/ build's language (D27).
  'test/shared/session/page-lang.test.ts',
  // Loads the t() surface once per language (VITE_LANG stubbed, the catalog mocked).
  'test/shared/i18n/t.test.ts',
];

/** A call that mocks a module or resets them all: what one file of a shared worker leaves to the next. */
const MOCKS = /\bvi\.(mock|doMock)\(|\bvi\.resetModules\(/;
const testFiles = readdirSync('test', { recursive: true, encoding: 'utf8' }).map(
  (f) => `test/${f.split('\\').join('/')}`,
);
/** The test helpers that do so for the file that calls them (`renderIn` loads a page in a language). */
const MOCKING_HELPERS = testFiles
  .filter((f) => /^test\/support\/[^/]+\.tsx?$/.test(f) && MOCKS.test(readFileSync(f, 'utf8')))
  .map((f) => f.replace(/^test\/|\.tsx?$/g, ''));

/**
 * Every unit file that mocks a module or resets them, itself or through a helper, found by reading it
 * (the list above names them too, with why; one left out of it shares its mocked modules, or a page
 * loaded in Filipino, with the next file of a shared worker).
 */
const MOCKING_TESTS = testFiles
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) => {
    const text = readFileSync(f, 'utf8');
    return MOCKS.test(text) || MOCKING_HELPERS.some((helper) => text.includes(`${helper}'`));
  });

/**
 * Scripts a page has loaded before any of its lazy imports can run: `core` and the bundler's runtime on
 * every page; React, `app` and `state` on every React page (see the chunk groups below). Left out of a
 * lazy chunk's preload list, a file is still loaded if it was not (a static import always is): the list
 * only fetches ahead.
 */
const ALWAYS_LOADED = /(^|\/)(core|rolldown-runtime|react|app|state)-[\w-]+\.js$/;

/** Which modules the static pages and the React pages start with: the chunk groups below read it. */
const starts = pageStarts();

/** A call declarations' area of the contract, `shared/api/contract/<area>.ts` (not its helpers). */
const CONTRACT_AREA = /[\\/]shared[\\/]api[\\/]contract[\\/](service|complaint|bank|youmi|field)\.ts$/;

/** `shared/features/<name>/`: the feature's name is its chunk's. */
const FEATURE = /[\\/]shared[\\/]features[\\/]([\w-]+)[\\/]/;

export default defineConfig({
  // Flat entry names need root-absolute asset paths (toolchain note).
  base: '/',
  publicDir: 'static',
  define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion()) },
  plugins: [
    // Before React's TSX transform: reads each t() call as written (ADR 0039).
    i18nPlugin(),
    react(),
    devBackendPlugin(),
    starts.plugin,
    // The one plugin that writes each entry's HTML from its template (ADR 0059); the others add their part.
    htmlPlugin(entries),
    prerenderPlugin(entries),
    aliasPagesPlugin(entries),
    releaseConfigPlugin(),
    staticPagesPlugin(entries),
    // After the static pages took their scripts: which entries a screen may be swapped into (D38).
    swapPlugin(entries),
    earlyCallsPlugin(entries),
    firstCallsModulePlugin(entries),
    // After the start script: the English entry opened with lang=fil leaves before any call (D27).
    langTwinPlugin(),
    inlineCssPlugin(),
    // Last: hashes the inline scripts and styles of every HTML file the others wrote.
    headersPlugin(entries),
    // After the headers: the English pass then builds the Filipino twin into dist/fil/ (D27, ADR 0039).
    filTwinPlugin(),
    // After the alias pages and the move under fil/: each public page names its twins (D27).
    hreflangPlugin(entries),
  ],
  resolve: {
    // superagent only needs qs.stringify for flat form bodies: see shared/api/qs-lite.ts and ADR 0003.
    alias: {
      qs: fileURLToPath(new URL('./shared/api/qs-lite.ts', import.meta.url)),
      // React 19 has the hook the shim stands in for: see shared/platform/use-sync-external-store.ts.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./shared/platform/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  css: {
    postcss: {
      plugins: [
        pxToViewport({
          viewportWidth: 375,
          unitPrecision: 5,
          viewportUnit: 'vw',
          fontViewportUnit: 'vw',
          minPixelValue: 2,
          // normalize.css and other packages keep their own units.
          exclude: [/node_modules/],
        }),
        vwCap(),
      ],
    },
  },
  build: {
    outDir: 'dist',
    // Read by scripts/size.ts to follow dynamic imports.
    manifest: true,
    emptyOutDir: true,
    target: ['es2020', 'safari14'],
    modulePreload: {
      polyfill: false,
      // A lazy chunk's list of scripts to preload leaves out those every page has already loaded
      // (ALWAYS_LOADED). Each list is written into the chunk that imports, so every name cut is bytes out
      // of a start script. The HTML's own list (`hostType: 'html'`) stays whole.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // Chunks by layer: a module's chunk follows from its folder and from which pages start with it
        // (scripts/vite/page-starts.ts), never from its file name, so a rename never moves it (ADR 0026).
        // A higher priority picks first; a group also takes the static imports of what it picks that no
        // group above took.
        codeSplitting: {
          groups: [
            // React changes only when we upgrade it: its chunk hash survives every app change.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 60 },
            // The state package (the design card's signals, ADR 0023): as cacheable as React.
            { name: 'state', test: /node_modules[\\/]@preact[\\/]signals/, priority: 50 },
            // The HTTP transport: superagent and what it imports (qs-lite, its `qs`: ADR 0003), fetched on
            // demand by shared/api/transport.ts, one cached chunk for every page that calls the backend.
            { name: 'http', test: /node_modules[\\/]superagent[\\/]/, priority: 40 },
            // What every page starts with, static and React alike: the bottom layers they share (config,
            // toast, loading, bridge, URL guard, opening another page…), Vite's preload helper and the base
            // style sheets. What only the React pages start with is in `app`, so a static page (no React,
            // ADR 0017) never downloads it. The ui primitives' and features' style sheets stay with their
            // own chunks: every page inlines its start style sheets (inline-css-plugin.ts).
            // A module the React pages start with and a static page loads later (the field reports' entry
            // name) is here too: in `app` it would bring React, `app` and the transport (80 KB gz) onto a
            // static page a second after its load.
            {
              name: 'core',
              test: (id: string) =>
                starts.reachedByStatic(id) &&
                starts.byReact(id) &&
                !/[\\/]shared[\\/](ui[\\/](?!theme)|features[\\/])/.test(id),
              priority: 30,
            },
            // The contract's calls by area (`shared/api/contract/<area>.ts`): a screen starts with the
            // declarations of the calls it makes, not every area's (repayment screens never load the
            // complaint or bank calls); each area is one cached chunk for every page that calls it.
            {
              name: (id: string) => `contract-${CONTRACT_AREA.exec(id)?.[1]}`,
              test: (id: string) => CONTRACT_AREA.test(id) && starts.byReact(id) && !starts.byStatic(id),
              priority: 15,
            },
            // The app layer as the React pages start it, and the layers under it that `core` does not hold:
            // mount, page layout, data loading, the request helper, the loan and repayment calls, the
            // formatters, the session query, the figure rows (ADR 0031: most money screens start with them;
            // a chunk of their own cost each of those 0.2–0.27 KB gz, here they cost every React page 0.1 KB)
            // and the action button (ADR 0036: nearly every screen starts with it, for the same reason).
            // Only what two React entries or more start with (ADR 0050). One cached chunk for every React
            // page: a screen opened after another one fetches only its own chunks.
            {
              name: 'app',
              test: (id: string) =>
                /[\\/]shared[\\/](app|api|format|feedback|config|platform|bridge|session|security|ui[\\/]lazy-ready|ui[\\/]figure-rows|ui[\\/]action-button)[\\/]/.test(
                  id,
                ) &&
                // What one screen alone starts with is that screen's (the test preview's bridge words).
                starts.reactStarts(id) > 1 &&
                !starts.byStatic(id) &&
                !CONTRACT_AREA.test(id) &&
                // The lender's sentences (D30) go with the pages that say them, not with every page.
                !/[\\/]shared[\\/]config[\\/]promises\.ts$/.test(id),
              priority: 20,
            },
            // One chunk per feature (shared/features/<name>/), with what its screens start with; its
            // dependencies stay in the layers' chunks and its lazy parts (the barcode modal, the channel
            // sheet…) in chunks of their own.
            {
              name: (id: string) => FEATURE.exec(id)?.[1] ?? 'features',
              test: (id: string) => FEATURE.test(id) && starts.byReact(id),
              includeDependenciesRecursively: false,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // Unit tests run the browser build of superagent (XMLHttpRequest), as the pages do.
    alias: { superagent: fileURLToPath(new URL('./node_modules/superagent/lib/client.js', import.meta.url)) },
    // What a test rendered is unmounted after it (Testing Library's own clean-up needs the runner's globals).
    setupFiles: ['test/support/unmount.ts'],
    // A worker per core: Vitest's default keeps one core for its main process, which on the 2-core CI
    // machine is one worker for the whole suite (72 s there; 61 s with two).
    maxWorkers: availableParallelism(),
    // Setting up a fresh DOM and module graph for each of ~90 files took 50 of the suite's 60 s (the tests
    // themselves: 7 s). Files that mock modules or hold module state between calls (the request helper,
    // the transport, the loading indicator) keep their own; the rest share one per worker.
    projects: [
      { extends: true, test: { name: 'isolated', include: [...ISOLATED_TESTS, ...MOCKING_TESTS] } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [...ISOLATED_TESTS, ...MOCKING_TESTS],
          isolate: false,
        },
      },
    ],
  },
});
