/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { defineConfig } from 'vite';
import { loadEntries } from './shared/site/entries.ts';
import { aliasPagesPlugin } from './scripts/vite/alias-pages-plugin.ts';
import { entriesPlugin } from './scripts/vite/entries-plugin.ts';
import { htmlPlugin } from './scripts/vite/html-plugin.ts';
import { prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { headersPlugin } from './scripts/vite/headers-plugin.ts';
import { inlineCssPlugin } from './scripts/vite/inline-css-plugin.ts';
import { releaseConfigPlugin } from './scripts/vite/release-config-plugin.ts';
import { earlyCallsPlugin } from './scripts/vite/early-calls-plugin.ts';
import { staticPagesPlugin } from './scripts/vite/static-pages-plugin.ts';
import { vwCap } from './scripts/vite/vw-cap.ts';

const entries = loadEntries();

/**
 * The build's version the field reports carry (issue 23): the package's version and the commit built,
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
  // Files that mock modules or reset them (`grep -l 'vi.mock\|vi.doMock\|resetModules'`).
  'test/pages/landing/register-form.test.tsx',
  'test/shared/app/follow-server-url.test.ts',
  'test/shared/features/recommended.test.tsx',
  'test/shared/features/use-pay-link.test.tsx',
  'test/shared/features/use-repay-state.test.tsx',
  // A lazy component's first render: needs a module graph where it never rendered.
  'test/shared/ui/picker-first-tap.test.tsx',
  'test/shared/features/pay-channels-chunk.test.tsx',
  // Mocks web-vitals.
  'test/shared/app/field-reports.test.ts',
];

/**
 * Scripts a page has loaded before any of its lazy imports can run: `core` and the bundler's runtime on
 * every page, React on every page whose chunks import it (see the groups below); `after-mount`, which
 * every page fetches as it mounts, before its data (and so what a tap or the data asks for) is there. Left
 * out of a lazy chunk's preload list, a file is still loaded if it was not (a static import always is):
 * the list only fetches ahead.
 */
const ALWAYS_LOADED = /(^|\/)(core|rolldown-runtime|react|after-mount)-[\w-]+\.js$/;

export default defineConfig({
  // Flat entry names need root-absolute asset paths (toolchain note).
  base: '/',
  publicDir: 'static',
  define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion()) },
  plugins: [
    entriesPlugin(entries),
    htmlPlugin(entries),
    prerenderPlugin(entries),
    aliasPagesPlugin(entries),
    releaseConfigPlugin(),
    staticPagesPlugin(entries),
    earlyCallsPlugin(entries),
    inlineCssPlugin(),
    // Last: hashes the inline scripts and styles of every HTML file the others wrote.
    headersPlugin(entries),
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
      // of a start script (issue 22: repay-period's start JS was at its 84 KB budget). The HTML's own
      // list (`hostType: 'html'`) stays whole.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps,
    },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React changes only when we upgrade it: its chunk hash survives every app change.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            // superagent and its helpers: one cached chunk for every page that calls the backend. qs-lite is
            // by file name because it is superagent's `qs` replaced (ADR 0003): it belongs with superagent.
            {
              name: 'http',
              test: /node_modules[\\/](superagent|component-emitter|fast-safe-stringify|cookiejar)[\\/]|shared[\\/]api[\\/]qs-lite/,
              priority: 20,
            },
            // The bottom layers every page loads, the static ones included (bridge, session query, toast,
            // loading, top layer, URL guard, opening another page: flow depth, reach, open-page; Vite's preload
            // helper, which every dynamic import goes through, the static pages' start of the field reports
            // among them: issue 23), and the base CSS (normalize, theme, page layout): one chunk
            // instead of six small ones — fewer requests on a cold HTTP/1.1 load and less gzip overhead
            // (issue 13). Not the session modules a page loads on demand (hide-session after mount,
            // referrer-session on a link tapped before the script ran) or only when it leaves (outbound).
            // Before `app`: a group also takes the dependencies of what it matches, so the first one to run
            // keeps these out of the chunk the static entries never load.
            {
              name: 'core',
              test: /shared[\\/]((bridge|security|feedback)[\\/]|session[\\/](?!hide-session|referrer-session|outbound)|platform[\\/](flow-depth|reach|entry-name)|app[\\/](open-page\.ts|page-layout\.css)|ui[\\/]theme\.css)|node_modules[\\/]normalize\.css[\\/]|vite[\\/]preload-helper/,
              priority: 6,
            },
            // What every React screen runs on top of `core`: mount, the page layout, the root boundary, data
            // loading and the request helper with its readers' loader. One chunk rather than six of 0.2–2 KB,
            // each of which queued behind React for one of HTTP/1.1's six connections (issue 13: order went
            // from 13 start scripts to 11). Only modules every data entry uses: a module some entries skip
            // (follow-server-url, lazy-confirm) would cost the others its bytes. lazy-ready is the exception:
            // 0.1 KB, and as a chunk of its own it was a 12th start script on order and loan confirm; and so is
            // next-screens (0.6 KB, issue 22), which seven of the data entries start with. follow-server-url,
            // use-reload-on-return and idempotency (0.2–0.4 KB each) too: most data entries start with them, and
            // as chunks of their own each cost an import header (issue 20: repay-period back under 84 KB).
            // The formatters of money and dates (the format layer, 0.9 KB) too, since issue 22's warm screens:
            // as a chunk of their own they were the one shared script that order (which shows no figure) left
            // out of the cache, so loan confirm and the other screens opened after it fetched them before their
            // LCP; in `app` the nine data entries that show figures start 0.14 KB lighter (one header less)
            // and the others 0.7 KB heavier, all inside 84 KB.
            // What every page runs once it is up (issue 23): the session keys out of the address bar, the start
            // of the field reports and their render-error list, `afterMount` itself. One chunk, the static
            // pages' and the React pages' alike (a React page imports it after hydration, as it did hide-session
            // alone): the field reports' module then fetches nothing else of the page's. The offers past a legal
            // cap (cap-breaches, ADR 0025) too: loan confirm's cap check notes there, the field reports read it.
            {
              name: 'after-mount',
              test: /shared[\\/](session[\\/]hide-session|app[\\/](field-start|render-errors|after-mount|cap-breaches))\.ts$/,
              priority: 5,
            },
            // The repayment screens' shared parts, two chunks instead of four (issue 23 paid for its hooks
            // this way: each chunk boundary costs an import header): the repay calls with the 'repayment
            // unavailable' notice (every instalment, delay and code screen; legacy-repay takes the notice's
            // 0.3 KB along), and the repay notice's storage with the pay code's barcode button and the copy
            // button (always together: repay-period, repay-code, repay-code-2).
            {
              name: 'repay',
              test: /shared[\\/](api[\\/](repay|contract[\\/]repay)|features[\\/]pay-channel[\\/]repay-unavailable)\.tsx?$/,
              priority: 3,
            },
            {
              name: 'repay-info',
              test: /shared[\\/](features[\\/](repay-info[\\/]repay-info\.ts|pay-code[\\/](barcode-button\.tsx|group-code\.ts))|ui[\\/]copy[\\/])/,
              priority: 3,
            },
            // The design card's signals (ADR 0011's revision for issue 22) with the hooks that hold state in
            // them: `useSignalState`, a page's load state (`useLoad`, the code pages' `useRepayCodeInfo` uses
            // the former) and the money guard. One cached chunk for every data
            // entry (2.5 KB of it the package); not in `app`, which the marketing index and the landing load
            // without ever loading data. Below `app` and `core`, which keep what the hooks import.
            {
              name: 'state',
              test: /node_modules[\\/]@preact[\\/]signals|shared[\\/](app[\\/](signal-state|use-load|money-guard)|platform[\\/]use-sync-external-store)\.tsx?$/,
              priority: 4,
            },
            {
              name: 'app',
              test: /shared[\\/](app[\\/](mount|page-layout|load-view|root-boundary|next-screens|follow-server-url|use-reload-on-return)|ui[\\/]lazy-ready[\\/]lazy-ready|format[\\/](?!eir|manila-day)[\w-]+|api[\\/](parsed|request|early|header-value|transport|idempotency|read-report|contract[\\/]endpoint))\.tsx?$/,
              priority: 5,
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
    // Setting up a fresh DOM and module graph for each of ~90 files took 50 of the suite's 60 s (the tests
    // themselves: 7 s). Files that mock modules or hold module state between calls (the request helper,
    // the transport, the loading indicator) keep their own; the rest share one per worker.
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.{ts,tsx}'], exclude: ISOLATED_TESTS, isolate: false },
      },
    ],
  },
});
