/**
 * A page as its English or its Filipino build shows it (D27). The language is read once, when the modules
 * load (`VITE_LANG`), so each language gets a fresh module graph; the calls the page makes are answered
 * on the wire (a scripted XMLHttpRequest), so the test holds whatever layer sends them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { expect, vi } from 'vitest';
import { registryTexts, sourceFiles, textsOf as textsWritten } from '../../scripts/i18n-check';
import { readCatalogFiles } from '../../scripts/vite/i18n-plugin';
import type { CatalogFile } from '../../shared/i18n/catalog';
import { loadEntries, ROOT } from '../../shared/site/entries';
import { FakeXhr } from './fake-xhr';

export type Lang = 'en' | 'fil';

/** The `data` each call answers with, by the end of its path (`problem-list`); a call not named never answers. */
export type Answers = Readonly<Record<string, unknown>>;

/** Answers each request as soon as it is sent, from `answers`, noting each answered call in `answered`. */
export function answering(answers: Answers, answered = new Set<string>()) {
  return class extends FakeXhr {
    override send(body: unknown) {
      super.send(body);
      const path = new URL(this.url, 'http://x').pathname;
      const name = Object.keys(answers).find((end) => path.endsWith(`/${end}`));
      if (name === undefined) return;
      queueMicrotask(() => {
        this.respond({ code: 0, message: 'success', data: answers[name] });
        answered.add(name);
      });
    }
  };
}

/**
 * Every text the borrower reads or hears on the page: the text nodes, and the names and descriptions of
 * its elements (aria-label, alt, placeholder, title), the document's title too.
 */
function textsOf(root: Element, leaveOut: string | undefined): string[] {
  const texts: string[] = [];
  const left = (el: Element | null) => leaveOut !== undefined && el?.closest(leaveOut) != null;
  // A sentence of text and code alone ('Send <code>close</code>') is one text, as it is read.
  const sentences = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const sentence = parent?.localName === 'code' ? parent.parentElement : parent;
    const codeIn =
      sentence && sentence.children.length > 0 && [...sentence.children].every((c) => c.localName === 'code');
    if (codeIn && sentence.textContent !== parent?.textContent) {
      if (!sentences.has(sentence) && !left(sentence)) texts.push(sentence.textContent!.trim());
      sentences.add(sentence);
      continue;
    }
    const text = node.textContent?.trim();
    if (text && !left(parent)) texts.push(text);
  }
  for (const el of root.querySelectorAll('*')) {
    if (left(el)) continue;
    for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  if (document.title) texts.push(document.title);
  return texts;
}

/** What `renderIn` leaves out of the texts, and what it waits for besides the answers. */
export interface RenderOptions {
  /** A selector whose texts are not returned. */
  leaveOut?: string;
  /** A selector the page shows once it is ready (a lazy view no call brings). */
  until?: string;
}

/** A page `mountIn` has rendered: its React root, React's `act`, and the calls answered so far. */
export interface Mounted {
  root: Root;
  act: (work: () => Promise<unknown>) => Promise<void>;
  answered: ReadonlySet<string>;
}

/**
 * Renders the page `load` returns in `lang` (a fresh module graph, `VITE_LANG` stubbed), at `url`, its
 * calls answered from `answers`; for a test that goes on to tap it. The caller unmounts it and unstubs
 * the environment and globals (`renderIn` does both).
 */
export async function mountIn(
  lang: Lang,
  url: string,
  load: () => Promise<ComponentType>,
  answers: Answers = {},
): Promise<Mounted> {
  vi.resetModules();
  vi.stubEnv('VITE_LANG', lang === 'fil' ? 'fil' : '');
  const answered = new Set<string>();
  vi.stubGlobal('XMLHttpRequest', answering(answers, answered));
  // The next screens a page fetches into the cache once idle (ADR 0017) are no part of what it shows.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  document.body.innerHTML = '<div id="root"></div>';
  document.title = '';
  history.replaceState(null, '', url);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { act, createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const Page = await load();
  const root = createRoot(document.getElementById('root')!);
  await act(async () => root.render(createElement(Page)));
  return { root, act: (work) => act(async () => void (await work())), answered };
}

/**
 * Renders the page `load` returns in `lang`, at `url`, its calls answered from `answers`, and returns
 * its texts once the answers have been rendered (and `until` is shown), except those inside `leaveOut`
 * (a selector, or the options).
 * @example const texts = await renderIn('fil', '/complaint.html?token=t', () => import('…').then((m) => m.ComplaintPage));
 */
export async function renderIn(
  lang: Lang,
  url: string,
  load: () => Promise<ComponentType>,
  answers: Answers = {},
  options: string | RenderOptions = {},
): Promise<string[]> {
  const { leaveOut, until } = typeof options === 'string' ? { leaveOut: options, until: undefined } : options;
  const { root, act, answered } = await mountIn(lang, url, load, answers);
  // The transport and the readers are lazy chunks: the calls go out, and their answers are read, once
  // those have loaded. Done when every call named was answered and no skeleton is left.
  const turn = () => act(async () => new Promise((settled) => setTimeout(settled, 0)));
  const waiting = () =>
    (until !== undefined && document.querySelector(until) === null) ||
    (Object.keys(answers).length > 0 &&
      (answered.size < Object.keys(answers).length || document.querySelector('.skeleton') !== null));
  const deadline = Date.now() + 8000;
  while (waiting() && Date.now() < deadline) await turn();
  await turn();
  const texts = textsOf(document.body, leaveOut);
  await act(async () => root.unmount());
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  return texts;
}

/** `{name}` placeholders match any text; the rest exactly. */
function pattern(text: string): RegExp {
  const parts = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()[\]{}|\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`);
}

/**
 * Where an area's texts are written: its entry's folder (an area named `<entry>-entry` is the entry whose
 * name a shared feature also has), else the shared folder of that name.
 */
function folderOf(area: string): string {
  const entry = area.replace(/-entry$/, '');
  const folder = [`pages/${entry}`, `shared/${area}`, `shared/features/${area}`].find((dir) =>
    existsSync(join(ROOT, dir)),
  );
  if (folder === undefined) throw new Error(`no source folder for the catalog area '${area}'`);
  return folder;
}

/**
 * The catalog entries of an area: those of its file (`shared/i18n/fil/<area>.json`), and those of every
 * text its source writes through t()/tNodes() and of its entry's page titles and descriptions, wherever
 * the catalog holds them (one entry per text, in the lowest layer's file: titles.json, a shared area's).
 */
export function catalogOf(area: string): CatalogFile {
  const files = readCatalogFiles();
  const whole: Record<string, CatalogFile[string]> = Object.assign({}, ...Object.values(files));
  const folder = folderOf(area);
  const inFolder = sourceFiles().filter((file) => file.startsWith(join(ROOT, folder, '/')));
  const texts = [...textsWritten(inFolder).used.keys()];
  if (folder.startsWith('pages/'))
    for (const [text, where] of registryTexts(loadEntries()))
      if (where.includes(`${folder}/screen.ts`)) texts.push(text);
  const entries = Object.fromEntries(texts.filter((en) => en in whole).map((en) => [en, whole[en]]));
  return { ...entries, ...(files[area] ?? {}) };
}

/**
 * The Filipino page shows the Filipino of every catalog text of `areas` the English page shows, and no
 * English catalog text of those areas anywhere (a text whose Filipino keeps its English, such as
 * 'E-mail', is left out). Returns the English texts found, so a test can say the page was not empty.
 */
export function expectFilipino(english: string[], filipino: string[], areas: string[]): string[] {
  const shown: string[] = [];
  for (const area of areas) {
    for (const [en, entry] of Object.entries(catalogOf(area))) {
      // A text whose Filipino keeps its English whole ('E-mail'; 'Reference number mo') says it in both.
      if (entry.fil.includes(en)) continue;
      const inEnglish = pattern(en);
      if (english.some((text) => inEnglish.test(text))) {
        shown.push(en);
        expect(
          filipino.filter((text) => pattern(entry.fil).test(text)),
          `the Filipino of '${en}'`,
        ).not.toEqual([]);
      }
      const literal = en.split(/\{\w+\}/).reduce((a, b) => (a.length >= b.length ? a : b));
      expect(
        filipino.filter((text) => inEnglish.test(text) || text.includes(literal)),
        `'${en}' left in English`,
      ).toEqual([]);
    }
  }
  return shown;
}
