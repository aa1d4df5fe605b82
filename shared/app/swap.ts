/**
 * Moving between our entries inside this document (contract D38, ADR 0058): a tap that opens another entry
 * of ours swaps the screen here instead of loading a new document. The next entry's HTML (the touch's
 * document, ADR 0048, from the HTTP cache) gives its title, its styles and its prerendered frame; its
 * module gives its page (React and the shared chunks are already evaluated); its first calls are sent, or
 * the touch's answer adopted, by the start script's own code (`startEarlyCalls`). Every entry is still its
 * own HTML file, opened directly by the shell and the CDN: nothing here runs before a first paint.
 *
 * Only between documents that say they may (`<meta name="pb-swap">`, scripts/vite/swap-plugin.ts) with the
 * same build and language; any failure before the old screen goes is a normal navigation (`leaveFor`), and
 * Back to a screen that cannot be swapped back reloads it. Turbo's tracker is the list of what goes wrong,
 * designed out here: an entry module is evaluated once and its page started from `screens` (no script runs
 * twice); the listeners of the document are installed once (`watchFlowLinks`, `watchFingers`); the old
 * screen is unmounted whole, and each shared part with a timer or a layer is reset (`leaveScreen`); no
 * snapshot is ever shown (Back swaps the screen in afresh, its data read again); a killed web process
 * reloads the address, which is the screen's own entry.
 *
 * Loaded after mount when `swapScreens()` says so (after-mount.ts); none of it is in a start script.
 */
import type { ComponentType } from 'react';
import FIRST_CALLS from 'virtual:first-calls';
import { earlyRequest } from '../api/early-start';
import { startEarlyCalls } from '../api/start-calls';
import type { EarlyCall, EarlyCallSpec } from '../api/early-start';
import { resetLoading } from '../feedback/loading';
import { NETWORK_ERROR_MESSAGE } from '../feedback/messages';
import { dismissToast, toast } from '../feedback/toast';
import { resetTopLayer } from '../feedback/top-layer';
import { FIL_PREFIX } from '../i18n/twin';
import { readQuery } from '../session/query';
import { entryName } from '../platform/entry-name';
import { enterInPlace, leaveFor, resetFlowDepth, swapWith } from '../platform/flow-depth';
import { offline } from '../platform/reach';
import { screenEpoch } from '../platform/screen-epoch';
import { releaseTap } from '../platform/tap-guard';
import { screens } from './screens';
import { noteSwap, watchInputs } from './screen-views';
import { documentAhead, touchedDocument, touchedRead } from './next-start';
import { onPrefetchedHtml, prefetchedHtml } from './prefetch-screens';

/** The meta tag a swappable entry carries, with its build (scripts/vite/swap-plugin.ts). */
const META = 'meta[name="pb-swap"]';
/** The history entries this document's screens own: `{ pbScreen: n }` beside the flow depth. */
const SCREEN_KEY = 'pbScreen';
/** Longer than this for the next screen's document, module and styles: a normal navigation instead. */
export const SWAP_DEADLINE_MS = 8000;

let build: string | null = null;
/** A document of another build was seen: from now on every opening is a normal navigation. */
let released = false;

/** The build an entry's HTML names (`<meta name="pb-swap" content>`), or null. */
export function buildOf(html: string): string | null {
  return /<meta name="pb-swap" content="([^"]*)"/.exec(html)?.[1] ?? null;
}
/**
 * The screen shown now, by its history key, and the latest swap started (an older one gives way). A key
 * names this document too: after a reload, the entries an earlier life of it pushed are another's.
 */
let shown = '';
let keys = 0;
let latest = 0;
const doc = Math.random().toString(36).slice(2, 8);
const nextKey = () => `${doc}:${++keys}`;

const SAME: RequestInit = { credentials: 'same-origin' };

/** Why a swap gave up: it then leaves by a normal navigation (or reloads, on Back). */
class CannotSwap extends Error {}

/**
 * What the old screen leaves behind, reset before the next one mounts: its React root (with it, its
 * effects' cleanups: timers, listeners, the back handler, its dialogs), the toast and its timer, the
 * loading overlay, the modal stack, the tap guard's lock, and the marks a test waits on; and its calls'
 * messages (`screenEpoch`).
 */
export function leaveScreen(): void {
  // The old screen's calls still under way run to their end, their messages and answers dropped.
  screenEpoch.n += 1;
  const root = screens.root;
  screens.root = null;
  root?.unmount();
  // The next title is said once its screen has mounted, never the old one again.
  if (herald) herald.textContent = '';
  dismissToast();
  resetLoading();
  resetTopLayer();
  releaseTap();
  delete document.documentElement.dataset.mounted;
}

/** The next screen's URL when a swap may open it: ours, an entry's `.html`, the same language. */
export function swapTarget(href: string, here: Location | URL = location): URL | null {
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^(?:\/fil)?\/[\w-]+\.html$/.test(url.pathname)) return null;
  const fil = (path: string) => path.startsWith(`${FIL_PREFIX}/`);
  // A language switch is a normal navigation (the twin's own document, D27): another prefix, or an English
  // path asked in Filipino (`lang=fil`, which the page's first script sends to the twin).
  const wantsFil = fil(url.pathname) || url.searchParams.get('lang') === 'fil';
  if (wantsFil !== fil(here.pathname) || fil(url.pathname) !== fil(here.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/** A `<link rel=stylesheet>` for `href`, resolved once it has loaded (rejected if it cannot). */
function addSheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new CannotSwap(`style ${href}`));
    document.head.append(link);
  });
}

/** An inlined style sheet of a document, and the file it was inlined from (its inert marker link). */
interface Sheet {
  text: string;
  href?: string;
  /** The sheet constructed while the screen was idle (`prepare`), adopted at the tap as it is. */
  made?: CSSStyleSheet;
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>(\s*<link rel="stylesheet" type="text\/plain" href="([^"]+)">)?/g;

/**
 * The next document's HTML without its inline styles, to parse (this page's policy allows only its own
 * inline styles, by hash: a parsed `<style>` of another page is reported as a violation), and those styles.
 * The build follows each inlined sheet with an inert `<link type="text/plain">` naming its file
 * (inline-css-plugin.ts); it stays.
 */
export function splitStyles(html: string): { html: string; sheets: Sheet[] } {
  const sheets = [...html.matchAll(STYLE)].map(([, text, , href]) => (href ? { text, href } : { text }));
  return { html: html.replace(STYLE, (_, __, marker?: string) => marker ?? ''), sheets };
}

/** The texts of the sheets this document has adopted for screens swapped in. */
const adopted = new Set<string>();

/**
 * Gives the document the next screen's style sheets it lacks, at once: as constructed style sheets (the
 * CSS object model, which the policy's hashes do not govern), with the inert marker of their file so that
 * Vite's preload helper and the next swap see them; an engine without constructed sheets loads the files.
 */
function addStyles(sheets: readonly Sheet[]): Promise<void[]> {
  const texts = new Set([...document.head.querySelectorAll('style')].map((s) => s.textContent));
  const files = new Set(
    [...document.head.querySelectorAll('link[rel="stylesheet"][href]')].map((l) => l.getAttribute('href')),
  );
  const constructed = typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document;
  const adding: Promise<void>[] = [];
  for (const { text, href, made } of sheets) {
    if (texts.has(text) || adopted.has(text) || (href && files.has(href))) continue;
    if (constructed) {
      let sheet = made;
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
      }
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      adopted.add(text);
      if (href) {
        const marker = document.createElement('link');
        Object.assign(marker, { rel: 'stylesheet', type: 'text/plain', href });
        document.head.append(marker);
      }
    } else if (href) adding.push(addSheet(href));
    else throw new CannotSwap('an inline style with no file');
    if (href) files.add(href);
  }
  return Promise.all(adding);
}

function within<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new CannotSwap('too slow')), SWAP_DEADLINE_MS)),
  ]);
}

/** The module imports under way, one at a time: `screens.claim` is one slot. */
let importing: Promise<unknown> = Promise.resolve();

/** Imports the entry's module once, its `mount(Page)` handing the page over instead of starting it. */
function importPage(name: string, module: string): Promise<ComponentType | undefined> {
  const run = importing.then(async () => {
    if (screens.pages.has(name)) return screens.pages.get(name);
    let page: ComponentType | undefined;
    screens.claim = (Page) => void (page = Page);
    try {
      await import(/* @vite-ignore */ module);
    } finally {
      screens.claim = null;
    }
    if (page) screens.pages.set(name, page);
    return page;
  });
  importing = run.catch(() => undefined);
  return run;
}

/** The next entry's page component: started from `screens` if its module ran, else imported once. */
async function pageOf(name: string, module: string): Promise<ComponentType> {
  const page = screens.pages.get(name) ?? (await importPage(name, module));
  if (!page) throw new CannotSwap(`${name} did not mount`);
  return page;
}

const MODULE = /<script type="module"[^>]*\bsrc="([^"]+)"/;

/** A next entry's document as a swap puts it in: its title, prerendered frame, module, preloads and styles. */
interface Prepared {
  /** The HTML it was read from. */
  text: string;
  title: string;
  frame: string;
  module: string;
  preloads: Element[];
  sheets: Sheet[];
}

/** The documents read while the screen was idle (`warm`), by path: the tap then parses nothing. */
const prepared = new Map<string, Prepared>();

/**
 * Reads an entry's HTML for a swap: its styles split out (their sheets constructed, not yet adopted: the
 * CSS object model's parse is then off the tap), the rest parsed.
 */
function prepare(text: string): Prepared {
  const { html, sheets } = splitStyles(text);
  const next = new DOMParser().parseFromString(html, 'text/html');
  const frame = next.getElementById('root');
  const module = next.querySelector('script[type="module"][src]')?.getAttribute('src');
  if (!frame || !module) throw new CannotSwap('no frame or module');
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document)
    for (const sheet of sheets) {
      sheet.made = new CSSStyleSheet();
      sheet.made.replaceSync(sheet.text);
    }
  const preloads = [...next.head.querySelectorAll('link[rel="modulepreload"][href]')];
  return { text, title: next.title, frame: frame.innerHTML, module, preloads, sheets };
}

/** The entry at `path` read from `text`: as read while idle when it is that very HTML, else now. */
function readied(path: string, text: string): Prepared {
  const kept = prepared.get(path);
  return kept?.text === text ? kept : prepare(text);
}

/**
 * A next screen's page made ready while this one is idle (its HTML just fetched by prefetch-screens.ts, the
 * same build): its module evaluated, its page kept, nothing rendered; the tap then only mounts it.
 */
function warm(path: string, html: string): void {
  const module = MODULE.exec(html)?.[1];
  const name = entryName(path);
  const its = buildOf(html);
  // A release came meanwhile: every later tap is a normal navigation, as it would be a moment later.
  if (its && its !== build) released = true;
  if (!module || its !== build) return;
  const later = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  later(() => {
    try {
      prepared.set(path, prepare(html));
    } catch {
      // Read again at the tap, which then gives up as it would have.
    }
    if (!screens.pages.has(name)) void importPage(name, module).catch(() => undefined);
  });
}

/**
 * Swaps the screen at `url` in: `push` and `replace` from a tap (the address then changes), `pop` from
 * Back (the address already has). Resolves false when a later swap took over.
 */
export async function swapTo(url: URL, how: 'push' | 'replace' | 'pop', key = nextKey()): Promise<boolean> {
  const mine = ++latest;
  const path = url.pathname + url.search;
  // A touch made offline failed: asked again now, when the tap is made online.
  const touched = touchedDocument(path)?.catch(() => fetch(path, SAME));
  // The same build's HTML of that entry, fetched once this page was idle (prefetch-screens.ts) and read
  // then (`warm`): no round trip and no parse at the tap, and the touch fetched no document
  // (`documentAhead`). A release meanwhile is seen by the next idle screen's fetch (`warm`).
  const kept = prefetchedHtml(url.pathname);
  let text: string;
  if (kept && buildOf(kept) === build) {
    text = kept;
  } else {
    const res = await within(touched ?? fetch(path, SAME));
    // A redirect (a login, another host's rule) is the browser's to follow, as a navigation would.
    if (!res.ok || res.redirected) throw new CannotSwap(`${res.status}`);
    text = await res.text();
    if (buildOf(text) !== build) throw new CannotSwap('another build');
  }
  const next = readied(url.pathname, text);
  const name = entryName(url.pathname);
  // Its scripts preloaded as its own document would; its styles and page before the old screen goes.
  for (const link of next.preloads) {
    const href = link.getAttribute('href')!;
    if (!document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`))
      document.head.append(document.importNode(link, true));
  }
  performance.mark('pb-swap:parsed');
  const [Page] = await within(Promise.all([pageOf(name, next.module), addStyles(next.sheets)]));
  if (mine !== latest) return false;
  performance.mark('pb-swap:ready');

  // From here on, in one task: nothing of the old screen runs after it, nothing is painted between.
  leaveScreen();
  // The field reports' own record of this screen (ADR 0060): its input, and its data's first frame.
  noteSwap(name, how, document.getElementById('root')!);
  if (how === 'pop') resetFlowDepth();
  else enterInPlace(url.pathname + url.search + url.hash, how, { [SCREEN_KEY]: key });
  shown = key;
  document.title = next.title;
  const root = document.getElementById('root')!;
  root.innerHTML = next.frame;
  scrollTo(0, 0);
  startFirstCalls(FIRST_CALLS[name] ?? []);
  // A screen whose render fails lands as its direct opening would: the root boundary's message, met as
  // any arrival (its title said, focus on its heading). One the boundary cannot hold (its root emptied),
  // or that cannot start at all, is opened directly: the address is already its own.
  let landed = false;
  const land = () => {
    if (landed || mine !== latest) return;
    landed = true;
    arrive(root);
  };
  try {
    screens.start!(root, Page, { failed: land, lost: () => mine === latest && location.reload() });
  } catch {
    location.reload();
    return true;
  }
  performance.mark('pb-swap:started');
  whenMounted(land);
  return true;
}

/** Runs `then` once the screen just started has mounted (`mount.tsx` marks the document). */
function whenMounted(then: () => void): void {
  const html = document.documentElement;
  if (html.dataset.mounted) return then();
  const watch = new MutationObserver(() => {
    if (!html.dataset.mounted) return;
    watch.disconnect();
    then();
  });
  watch.observe(html, { attributes: true, attributeFilter: ['data-mounted'] });
}

/** The region that says a swapped-in screen's title: in the accessibility tree before it speaks. */
let herald: HTMLElement | null = null;

/**
 * A screen swapped in is met as after a page load (ADR 0058): the screen reader hears the new document
 * title, and focus is on the new screen's main heading (else its root), where reading and the next swipe
 * start; the old screen's focused control went with it. Focus a borrower already put in the new screen
 * stays there.
 */
function arrive(root: HTMLElement): void {
  if (herald) {
    if (!herald.isConnected) document.body.append(herald);
    herald.textContent = document.title;
  }
  const active = document.activeElement;
  if (active && active !== document.body && document.contains(active)) return;
  const target = root.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('main') ?? root;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * The next screen's first calls, as its start script sends them (or the touch's answer, ADR 0048, from
 * storage); the touch's read still on its way is adopted as it is, not asked again. An answer that is not
 * a success is asked again, as the next page would have.
 */
function startFirstCalls(calls: readonly EarlyCallSpec[]): void {
  const read = touchedRead();
  const page = readQuery();
  const adopted = read && calls.find((call) => earlyRequest(call, page)?.id === read.id);
  startEarlyCalls(
    calls.filter((call) => call !== adopted),
    [],
  );
  const req = adopted && earlyRequest(adopted, page);
  const started = window.__earlyCalls;
  if (!read || !adopted || !req || !started) return;
  const ask = () => fetch(req.url, req.init).then((res) => res.text().then((text) => ({ status: res.status, text })));
  let kept: EarlyCall | undefined = {
    payload: req.payload,
    response: read.response.then((answer) => (answer.status >= 200 && answer.status < 300 ? answer : ask()), ask),
  };
  window.__earlyCalls = {
    take(method, path) {
      if (!kept || method !== adopted.method || path !== adopted.path) return started.take(method, path);
      const mine = kept;
      kept = undefined;
      return mine;
    },
  };
}

/** A tap's opening (`navigateInFlow`): swapped when it can be, else left to a normal navigation. */
function onOpen(href: string, replace: boolean): boolean {
  const url = released ? null : swapTarget(href);
  if (!url) return false;
  // Where a swap's time goes, for the bench and a curious developer (`performance.getEntriesByType('mark')`).
  performance.mark('pb-swap:tap');
  swapTo(url, replace ? 'replace' : 'push').catch((error: unknown) => {
    // Offline at the tap: the borrower stays where they are, told so, the control usable again (ADR 0027).
    if (error instanceof TypeError && offline()) {
      releaseTap();
      toast(NETWORK_ERROR_MESSAGE);
    } else leaveFor(href, replace);
  });
  return true;
}

/** Back or forward to a screen of this document: swapped in afresh, or the address reloaded. */
function onPop(event: PopStateEvent): void {
  const key = (event.state as Record<string, unknown> | null)?.[SCREEN_KEY];
  if (typeof key !== 'string' || key === shown) return;
  // The address is already that entry's: a Back while its screen is on its way goes from its depth (D16).
  resetFlowDepth();
  if (released) return location.reload();
  swapTo(new URL(location.href), 'pop', key).catch(() => location.reload());
}

/**
 * Installs the swap on this document when it may take part (its entry carries the build meta); once.
 * @example import('./swap').then((m) => m.installSwap());
 */
export function installSwap(): void {
  if (build !== null) return;
  build = document.querySelector(META)?.getAttribute('content') ?? null;
  if (!build) return;
  shown = nextKey();
  watchInputs();
  history.replaceState({ ...(history.state as object | null), [SCREEN_KEY]: shown }, '');
  swapWith(onOpen);
  // The touch fetches no document the swap has already (D38): its read then has the link to itself.
  documentAhead((url) => {
    if (released || !swapTarget(url.href)) return true;
    const kept = prefetchedHtml(url.pathname);
    return !kept || buildOf(kept) !== build;
  });
  addEventListener('popstate', onPop);
  onPrefetchedHtml(warm);
  herald = document.createElement('p');
  herald.className = 'visually-hidden';
  herald.setAttribute('aria-live', 'assertive');
  herald.setAttribute('aria-atomic', 'true');
  herald.dataset.swapTitle = '';
  document.body.append(herald);
  document.documentElement.dataset.swap = 'on';
}
