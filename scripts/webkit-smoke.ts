/**
 * `npm run smoke:webkit` (the last step of `npm test`): the built entries in a real WebKit engine
 * (WebKitGTK's MiniBrowser, the engine family of the iOS shell's WKWebView) through WebKitWebDriver under
 * Xvfb. Every entry must have its title, its prerendered content and hydrate (`<html data-mounted>`);
 * then 'Paid but not showing?' opens its explanation on a due order, bind bank's City / Province picker
 * (1,642 places) is searched and a place chosen (ADR 0028), loan confirm's Disclosure Statement (D25) shows
 * its figures, 'Keep a copy' the lender, product, date and figures, and the file 'Save as a file' would save
 * is read back in WebKit; loan confirm as a 320 px phone with long text keeps every amount inside and 'Keep a
 * copy' reachable (ADR 0031); back to each money screen from the next page must come out of WebKit's page cache
 * (ADR 0027); then the two money loops run by clicks: order → Repayment → Payment → provider 'Pay' → 'Back
 * to the app' → the order offers 'Borrow Again', and loan confirm → 'Apply now' → the new order; last, a
 * Filipino pass (D27) on the `fil/` twins: the repay loop by way of the reference number's pay code, legacy
 * card repayment with its SMS code, and the complaint path, each page of ours in Filipino; then the money
 * loops again in a tab that swaps screens (D38: `sessionStorage['pb.swap']`), each swapped screen checked to
 * be the same document (a mark on `window` survives) with the figures and calls of the same URL opened directly.
 * Screenshots go to reports/webkit/. Needs `apt-get install -y webkit2gtk-driver xvfb xauth`.
 * WebKitGTK has no device emulation (window ~447×806). The npm script runs it under `timeout`: a hung
 * WebKit session never ends by itself, and every WebDriver call here has its own time limit.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startScratchServer } from '../server/start';
import { DEMO_TOKEN } from '../server/modules/core';
import { filipino as serverSays } from '../server/i18n/say';
import type { Scenario } from '../server/module';
import { loadEntries, ROOT } from '../shared/site/entries';
import { readCatalog } from './vite/i18n-plugin';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_PORT = 4000 + Math.floor(Math.random() * 1000);
const wd = `http://127.0.0.1:${DRIVER_PORT}`;
const OUT_DIR = join(ROOT, 'reports', 'webkit');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(wd + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as { value: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json.value)}`);
  return json.value;
}

/** One WebDriver session: navigation, polling a page condition, clicks by visible text, screenshots. */
class WebKit {
  private constructor(readonly s: string) {}

  static async open(): Promise<WebKit> {
    const session = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        },
      },
    });
    return new WebKit(`/session/${session.sessionId}`);
  }

  go(url: string): Promise<unknown> {
    return call('POST', `${this.s}/url`, { url });
  }

  run<T>(script: string, args: unknown[] = []): Promise<T> {
    return call<T>('POST', `${this.s}/execute/sync`, { script, args });
  }

  /** A script that calls its last argument with the result (WebDriver's Execute Async Script). */
  runAsync<T>(script: string, args: unknown[] = []): Promise<T> {
    return call<T>('POST', `${this.s}/execute/async`, { script, args });
  }

  /** Polls `expression` (a JS expression) until it is truthy; fails with `what` after `ms`. */
  async until(what: string, expression: string, ms = 15_000): Promise<void> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await this.run<boolean>(`return !!(${expression})`).catch(() => false)) return;
      await sleep(200);
    }
    throw new Error(`timed out waiting for ${what} (at ${await this.where()})`);
  }

  /** Where the page is and what it says, for a failure's message (CI keeps only the output). */
  async where(): Promise<string> {
    const href = await this.run<string>('return location.href').catch(() => '?');
    const text = await this.run<string>('return document.body.innerText').catch(() => '?');
    return `${href}; the page says ${JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 400))}`;
  }

  /** A real WebDriver click on the enabled button or link whose visible text is `text`. */
  async click(tag: 'button' | 'a', text: string): Promise<void> {
    const xpath = `//${tag}[normalize-space()=${JSON.stringify(text)}${tag === 'button' ? ' and not(@disabled)' : ''}]`;
    // Found, and in the same place on two polls in a row: a click aimed at a control that is still
    // moving (a chunk painting above it) lands on whatever took its place.
    const rect = `var e = document.evaluate(${JSON.stringify(xpath)}, document, null, 9, null).singleNodeValue; if (!e) return ''; var r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join();`;
    const end = Date.now() + 15_000;
    for (let last = ''; ; await sleep(200)) {
      const now = await this.run<string>(rect).catch(() => '');
      if (now !== '' && now === last) break;
      if (Date.now() > end)
        throw new Error(`timed out waiting for ${tag} '${text}' to stand still (at ${await this.where()})`);
      last = now;
    }
    const el = await call<Record<string, string>>('POST', `${this.s}/element`, { using: 'xpath', value: xpath });
    await call('POST', `${this.s}/element/${Object.values(el)[0]}/click`, {});
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(join(OUT_DIR, file), Buffer.from(await call<string>('GET', `${this.s}/screenshot`), 'base64'));
  }

  close(): Promise<unknown> {
    return call('DELETE', this.s);
  }
}

type Lang = 'en' | 'fil';
/** The path prefix of a language's pages (D27): the shell opens `fil/<entry>.html` for a phone in Filipino. */
const dirOf = (lang: Lang) => (lang === 'fil' ? '/fil' : '');

const entryUrl = (origin: string, entry: string, query: Record<string, string> = {}, lang: Lang = 'en') =>
  `${origin}${dirOf(lang)}/${entry}.html?${new URLSearchParams({ token: DEMO_TOKEN, ...query })}`;

/** JS: the page is `entry`.html (in `lang`) and React has mounted it. */
const mountedOn = (entry: string, lang: Lang = 'en') =>
  `location.pathname === '${dirOf(lang)}/${entry}.html' && document.documentElement.dataset.mounted === 'true' && document.documentElement.lang === '${lang}'`;

const FIL = readCatalog();
/** A text of our screens as a `lang` page shows it (the catalog's Filipino, shared/i18n/fil/). */
function tr(lang: Lang, english: string): string {
  const text = lang === 'en' ? english : FIL.get(english);
  if (text === undefined) throw new Error(`not in the Filipino catalog: ${JSON.stringify(english)}`);
  return text;
}
/** JS: an element `selector` whose text is `text` is on the page. */
const hasText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.textContent.trim() === ${JSON.stringify(text)})`;

/** Every entry: title, prerendered content, hydration. Returns the number of failures. */
async function checkEntries(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<number> {
  let failures = 0;
  for (const entry of loadEntries()) {
    await wk.go(entryUrl(origin, entry.name, scenarios.find((x) => x.entry === entry.name)?.query));
    let state = { title: '', mounted: false, text: 0, styled: false };
    for (let t = 0; t < 30 && !state.mounted; t++) {
      await sleep(200);
      state = await wk.run(
        // styled: the inlined start style sheets apply under the CSP (normalize.css zeroes the body margin).
        'return { title: document.title, mounted: document.documentElement.dataset.mounted === "true", text: document.getElementById("root").innerText.length, styled: getComputedStyle(document.body).marginTop === "0px" }',
      );
    }
    await sleep(800); // let the first call's data paint before the screenshot
    const ok = state.title === entry.title && state.mounted && state.text > 0 && state.styled;
    if (!ok) failures++;
    await wk.screenshot(`${entry.name}.png`);
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${entry.name.padEnd(24)} title=${JSON.stringify(state.title)} hydrated=${state.mounted} styled=${state.styled} text=${state.text}`,
    );
  }
  return failures;
}

/** The borrower of the loop running by swap: a screen opened directly in another tab carries its token. */
let swapToken = DEMO_TOKEN;

/**
 * The money loops by swap (contract D38, ADR 0058): the tab switched on (`sessionStorage['pb.swap']`), the
 * first screen opened again so that it installs the swap, and a mark left on `window` that only this
 * document has.
 */
async function swapTab(wk: WebKit, url: string, entry: string, lang: Lang): Promise<void> {
  swapToken = new URL(url).searchParams.get('token') ?? DEMO_TOKEN;
  await wk.go(url);
  await wk.until(`${entry} before the swap is switched on`, mountedOn(entry, lang));
  await wk.run(`sessionStorage.setItem('pb.swap', 'on'); return true`);
  await wk.go(url);
  await wk.until(
    `${entry} with the swap`,
    `${mountedOn(entry, lang)} && document.documentElement.dataset.swap === 'on'`,
  );
  await wk.run(`window.__smokeDocument = location.pathname; return true`);
}

/**
 * JS: what a screen shows of money (every amount and percentage on it, in order) and the calls of ours it
 * made (their paths, each once): since the last tap (`tapAt`: a finger's read may leave before the swap
 * starts, ADR 0048), else since the swap began (after a tap's money call), else since the document began.
 */
const SCREEN_FACTS = `
  var tap = performance.getEntriesByName('smoke:tap').pop() || performance.getEntriesByName('pb-swap:tap').pop();
  var since = tap ? tap.startTime : 0;
  var calls = performance.getEntriesByType('resource')
    .filter(function (r) { return r.startTime >= since; })
    .map(function (r) { return new URL(r.name).pathname; })
    .filter(function (p) { return /^\\/(states|api)\\//.test(p); });
  var figures = document.getElementById('root').innerText.match(/₱[\\d,]+\\.\\d\\d|\\d+(?:\\.\\d+)?%/g) || [];
  return { figures: figures.join(' '), calls: calls.filter(function (p, i) { return calls.indexOf(p) === i; }).sort().join(' '), skeleton: !!document.querySelector('#root .skeleton') };`;

/** Marks the moment before a tap, from which SCREEN_FACTS counts the next screen's calls. */
const tapAt = (wk: WebKit) => wk.run(`performance.mark('smoke:tap'); return true`);

interface ScreenFacts {
  figures: string;
  calls: string;
  skeleton: boolean;
}

/** The screen's facts once its data is in and they hold still over two polls (a part may paint late). */
async function settledFacts(wk: WebKit, what: string): Promise<ScreenFacts> {
  const end = Date.now() + 15_000;
  for (let last = ''; Date.now() < end; await sleep(300)) {
    const facts = await wk.run<ScreenFacts>(SCREEN_FACTS);
    const now = JSON.stringify(facts);
    if (!facts.skeleton && now === last) return facts;
    last = now;
  }
  throw new Error(`timed out waiting for ${what} to hold still (at ${await wk.where()})`);
}

/**
 * A tap's next screen arrived: `entry` (in `lang`) mounted and `ready` true. When the tab swaps, it must
 * be this same document (the mark on `window` survived: no page load), and show the figures and make the
 * calls of the same URL opened directly, in a tab of its own (its own session storage: the swap off, the
 * borrower's token on the address); the loop then goes on on the swapped screen.
 */
async function arrived(
  wk: WebKit,
  what: string,
  entry: string,
  lang: Lang,
  swap: boolean,
  ready = 'true',
): Promise<void> {
  await wk.until(what, `${mountedOn(entry, lang)} && ${ready}`);
  if (!swap) return;
  const first = await wk.run<string | null>('return window.__smokeDocument || null');
  if (!first) throw new Error(`${what}: a new document, not a screen swapped in (at ${await wk.where()})`);
  const swapped = await settledFacts(wk, `${what} swapped in`);
  const url = new URL(await wk.run<string>('return location.href'));
  url.searchParams.set('token', swapToken);
  const tab = await call<string>('GET', `${wk.s}/window`);
  const { handle } = await call<{ handle: string }>('POST', `${wk.s}/window/new`, { type: 'tab' });
  let direct: ScreenFacts;
  await call('POST', `${wk.s}/window`, { handle });
  try {
    await wk.go(url.href);
    await wk.until(`${what} opened directly`, `${mountedOn(entry, lang)} && ${ready}`);
    direct = await settledFacts(wk, `${what} opened directly`);
  } finally {
    await call('DELETE', `${wk.s}/window`);
    await call('POST', `${wk.s}/window`, { handle: tab });
  }
  if (swapped.figures !== direct.figures || swapped.calls !== direct.calls)
    throw new Error(`${what}: swapped in ${JSON.stringify(swapped)}, opened directly ${JSON.stringify(direct)}`);
  if ((await wk.run<string | null>('return window.__smokeDocument || null')) !== first)
    throw new Error(`${what}: the swapped screen's document is gone`);
  console.log(
    `     ${what.padEnd(20)} swapped in from ${first}: figures [${swapped.figures}], calls [${swapped.calls}]`,
  );
}

/**
 * Money loop 1 (ADR 0008): a due instalment is paid at the local provider and the order is settled. In
 * Filipino (D27) every page of ours is the `fil/` twin, the reference number's pay code is opened on the
 * way, and the provider's link back (the provider's page is its own, in English) returns to the twin.
 */
async function repayLoop(
  wk: WebKit,
  origin: string,
  scenarios: Scenario[],
  lang: Lang = 'en',
  swap = false,
): Promise<void> {
  const due = scenarios.find((s) => s.key === 'order-170');
  if (!due) throw new Error('seed scenario order-170 is missing');
  const start = entryUrl(origin, 'order', due.query, lang);
  if (swap) await swapTab(wk, start, 'order', lang);
  else await wk.go(start);
  await wk.until('the order page', mountedOn('order', lang));
  await tapAt(wk);
  await wk.click('button', tr(lang, 'Repayment'));
  await arrived(wk, 'the instalment page', 'repay-period', lang, swap, `document.body.innerText.includes('₱3,230.00')`);
  if (lang === 'fil') {
    // The pay code, then the instalment page again by its address (a history navigation here can hang
    // WebKitWebDriver).
    const instalment = await wk.run<string>('return location.href');
    await wk.until('the reference number', `!!document.querySelector('a.paycode__code')`);
    await tapAt(wk);
    await call('POST', `${wk.s}/element/${await element(wk, 'a.paycode__code')}/click`, {});
    await arrived(
      wk,
      'the pay code page',
      'repay-code',
      lang,
      swap,
      `${hasText('h1', tr(lang, 'Repayment by code'))} && /\\d/.test(document.querySelector('.pay-code__code')?.textContent ?? '') && document.body.innerText.includes('₱3,230.00')`,
    );
    await wk.screenshot(`loop-repay-code-fil${swap ? '-swap' : ''}.png`);
    await wk.go(instalment);
    await wk.until('the instalment page again', mountedOn('repay-period', lang));
  }
  await wk.click('button', tr(lang, 'Payment'));
  await wk.until("the provider's page", hasText('h1', 'Confirm payment'));
  await wk.click('button', 'Pay');
  await wk.until('the receipt', hasText('h1', 'Payment successful'));
  await wk.click('a', 'Back to the app');
  await wk.until(
    `'${tr(lang, 'Borrow Again')}' on the settled order`,
    `${mountedOn('order', lang)} && new URLSearchParams(location.search).get('orderId') === ${JSON.stringify(due.query.orderId)} && ${hasText('button', tr(lang, 'Borrow Again'))}`,
  );
  await wk.screenshot(`loop-repay${lang === 'fil' ? '-fil' : ''}${swap ? '-swap' : ''}.png`);
}

/** Legacy card repayment in Filipino: a card that needs an SMS code → Repay now → the code → Confirm → the order. */
async function legacyLoop(wk: WebKit, origin: string, scenarios: Scenario[], swap = false): Promise<void> {
  const lang = 'fil';
  const due = scenarios.find((s) => s.key === 'legacy-repay-170');
  if (!due) throw new Error('seed scenario legacy-repay-170 is missing');
  const start = entryUrl(origin, 'legacy-repay', due.query, lang);
  if (swap) await swapTab(wk, start, 'legacy-repay', lang);
  else await wk.go(start);
  await wk.until(
    'the card list',
    `${mountedOn('legacy-repay', lang)} && !!document.querySelector('input[type=radio]')`,
  );
  const card = `//label[contains(normalize-space(), 'BDO Unibank')]//input[@type='radio']`;
  const radio = await call<Record<string, string>>('POST', `${wk.s}/element`, { using: 'xpath', value: card });
  await call('POST', `${wk.s}/element/${radio[ELEMENT] ?? Object.values(radio)[0]}/click`, {});
  await wk.click('button', tr(lang, 'Repay now'));
  await wk.until('the SMS code field', `!!document.querySelector('input[inputmode=numeric]')`);
  await call('POST', `${wk.s}/element/${await element(wk, 'input[inputmode=numeric]')}/value`, { text: '123456' });
  await wk.click('button', tr(lang, 'Confirm'));
  await arrived(
    wk,
    'the order page',
    'order',
    lang,
    swap,
    `new URLSearchParams(location.search).get('orderId') === ${JSON.stringify(due.query.orderId)}`,
  );
  await wk.screenshot(`loop-legacy-fil${swap ? '-swap' : ''}.png`);
}

/** The complaint path in Filipino: home → Collection's sub-type → the form → Send → OK → My complaints → details. */
async function complaintLoop(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<void> {
  const lang = 'fil';
  const home = scenarios.find((s) => s.key === 'complaint-home');
  if (!home) throw new Error('seed scenario complaint-home is missing');
  await wk.go(entryUrl(origin, 'complaint', home.query, lang));
  await wk.until('the complaint home', mountedOn('complaint', lang));
  // The types are the server's texts, in the page's language from its own catalog (D33).
  await wk.click('button', serverSays('Collection'));
  await wk.click('button', serverSays('Harassing calls or messages'));
  await wk.until('the form', `${mountedOn('complaint-form', lang)} && !!document.querySelector('textarea')`);
  const text = `WebKit ${Date.now()}: the collector called me 12 times today.`;
  await call('POST', `${wk.s}/element/${await element(wk, 'textarea')}/value`, { text });
  await wk.click('button', tr(lang, 'Send'));
  // The sent modal shows the complaint's number and stays until OK (D39).
  await wk.click('button', tr(lang, 'OK'));
  await wk.until('the complaint home again', mountedOn('complaint', lang));
  await wk.click('a', tr(lang, 'My complaints'));
  await wk.until(
    'the list',
    `${mountedOn('complaint-list', lang)} && document.body.innerText.includes(${JSON.stringify(text)})`,
  );
  const item = `//a[contains(normalize-space(), ${JSON.stringify(text)})]`;
  const link = await call<Record<string, string>>('POST', `${wk.s}/element`, { using: 'xpath', value: item });
  await call('POST', `${wk.s}/element/${link[ELEMENT] ?? Object.values(link)[0]}/click`, {});
  await wk.until(
    'the details',
    `${mountedOn('complaint-details', lang)} && document.body.innerText.includes(${JSON.stringify(text)})`,
  );
  await wk.screenshot('loop-complaint-fil.png');
}

/**
 * The test preview's shell check (contract §3) in WebKit, as a plain browser: it says it is outside the shell,
 * lists the eleven commands with what the pages do instead, reads the web view's capabilities, and its report
 * names the token by its length only. Prints the web view's lines (what WebKitGTK offers). Returns the failed checks.
 */
async function shellCheck(wk: WebKit, origin: string): Promise<number> {
  let failures = 0;
  const report = (ok: boolean, what: string) => {
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  };
  await wk.go(entryUrl(origin, 'test-preview', { building: 'B1' }));
  await wk.until('the shell check', `(document.getElementById('tp-report')?.value ?? '').includes('User agent')`);
  const text = await wk.run<string>(`return document.getElementById('tp-report').value`);
  report(
    text.includes('Not inside the app shell'),
    'test-preview             shell check: says it runs in a plain browser',
  );
  report(
    (text.match(/^\[Missing\] \w+: No handler\./gm) ?? []).length === 11,
    'test-preview             shell check: the eleven commands, each with its fallback',
  );
  report(
    text.includes(`[OK] token: On the URL (${DEMO_TOKEN.length} characters)`) && !text.includes(DEMO_TOKEN),
    'test-preview             shell check: the token by its length, never its value',
  );
  report(text.includes('[OK] Session storage: Works'), 'test-preview             shell check: session storage works');
  for (const line of text
    .split('\n')
    .filter((l) => /\] (Local storage|Cookies|Camera|Location|Fetch keepalive)/.test(l)))
    console.log(`     ${line}`);
  await wk.screenshot('shell-check.png');
  return failures;
}

/** Money loop 2: a loan offer is applied for and the page is replaced by the new order's details. */
async function applyLoop(wk: WebKit, origin: string, scenarios: Scenario[], swap = false): Promise<void> {
  const offer = scenarios.find((s) => s.key === 'loan-confirm');
  if (!offer) throw new Error('seed scenario loan-confirm is missing');
  const start = entryUrl(origin, 'loan-confirm', offer.query);
  if (swap) await swapTab(wk, start, 'loan-confirm', 'en');
  else await wk.go(start);
  await wk.until('the loan confirm page', mountedOn('loan-confirm'));
  await wk.click('button', 'Apply now');
  await arrived(
    wk,
    "the new order 'Under review'",
    'order',
    'en',
    swap,
    `/^\\d+$/.test(new URLSearchParams(location.search).get('orderId') ?? '') && ${hasText('h2', 'Under review')}`,
  );
  await wk.screenshot(`loop-apply${swap ? '-swap' : ''}.png`);
}

/** The Disclosure Statement's figures of Peso Flex (seeded: ₱5,000, 4 × ₱1,325 every 30 days, no fee). */
const STATEMENT_FIGURES: readonly string[] = ['₱5,000.00', '₱5,300.00', '₱300.00', '6.00%', '2.37%'];

/**
 * Loan confirm's Disclosure Statement in WebKit (D25): the figures on the screen, then 'Keep a copy' (the
 * lender, the product, today's date, every figure and the plan) and the file behind 'Save as a file', read
 * back from the link's data: address. The download itself is the browser's (WebKitGTK under automation
 * saves nowhere a test can read): the tap must leave the page as it is. Returns the failed checks.
 */
async function checkStatement(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<number> {
  const offer = scenarios.find((s) => s.key === 'loan-confirm');
  if (!offer) throw new Error('seed scenario loan-confirm is missing');
  let failures = 0;
  const report = (ok: boolean, what: string) => {
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  };
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const region = `document.getElementById('disclosure-statement')`;
  await wk.go(entryUrl(origin, 'loan-confirm', offer.query));
  await wk.until('the Disclosure Statement', `${region} && ${region}.innerText.includes('2.37%')`);
  const shown = await wk.run<string>(`return ${region}.innerText`);
  report(
    STATEMENT_FIGURES.every((f) => shown.includes(f)) && shown.includes('You have the right to a copy'),
    'loan-confirm             Disclosure Statement: every figure and the right to a copy',
  );
  await wk.click('button', 'Keep a copy');
  const dialog = `document.querySelector('dialog[open]')`;
  await wk.until('the copy', `${dialog} && ${dialog}.innerText.includes('Save as a file')`);
  const copy = await wk.run<string>(`return ${dialog}.innerText`);
  const lender = 'PesoBridge Lending Corporation';
  report(
    [lender, 'Peso Flex', today, '₱1,325.00', ...STATEMENT_FIGURES].every((f) => copy.includes(f)),
    'loan-confirm             Keep a copy: lender, product, date, every figure, the plan',
  );
  await wk.screenshot('loan-confirm-copy.png');
  // What 'Save as a file' saves: the document in the link's data: address.
  const href = await wk.run<string>(
    `var a = document.querySelector('dialog[open] a[download]'); return a ? a.getAttribute('href') : ''`,
  );
  const prefix = 'data:text/html;charset=utf-8,';
  const file = href.startsWith(prefix) ? decodeURIComponent(href.slice(prefix.length)) : '';
  report(
    file.startsWith('<!doctype html>') &&
      [lender, 'Peso Flex', today, ...STATEMENT_FIGURES].every((f) => file.includes(f)),
    `loan-confirm             Save as a file: a standalone document with every figure (${file.length} characters)`,
  );
  // The tap itself: WebKitGTK under automation saves the file where no test reads it; the page stays.
  await wk.click('a', 'Save as a file');
  await sleep(500);
  report(
    await wk.run<boolean>(`return location.pathname === '/loan-confirm.html' && !!${dialog}`),
    'loan-confirm             Save as a file: tapped, the page and its copy stay',
  );
  await wk.click('button', 'Close');
  await wk.until('the copy closed', `!document.querySelector('dialog[open]')`);
  // The fee deducted upfront (first variant), and the newer variant's statement.
  for (const [key, entry, figures] of [
    ['loan-confirm-upfront', 'loan-confirm', ['₱1,900.00', '₱2,127.40', '₱227.40', '11.37%', '3.80%']],
    ['loan-confirm-v2-plain', 'loan-confirm-v2', STATEMENT_FIGURES],
  ] as const) {
    const scenario = scenarios.find((s) => s.key === key);
    if (!scenario) throw new Error(`seed scenario ${key} is missing`);
    await wk.go(entryUrl(origin, entry, scenario.query));
    await wk.until(`the Disclosure Statement of ${key}`, `${region} && ${region}.innerText.includes('%')`);
    const text = await wk.run<string>(`return ${region}.innerText`);
    report(
      figures.every((f) => text.includes(f)),
      `${entry.padEnd(24)} Disclosure Statement of ${key}: every figure`,
    );
  }
  return failures;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecc';

/** A long server text: words, then one unbroken word of 46 characters (a reference, a product code). */
const LONG_TEXT =
  ' as the lender wrote it, in more words than the design expected REF-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef';

/**
 * Money never leaves its card (ADR 0031), in WebKit: loan confirm as a 320 px phone with long text in its
 * product name, figure rows' labels and values, plan titles and agreement titles (written into the page as
 * it stands, since WebDriver cannot rewrite answers), at the reader's text size and at twice it. The page
 * does not scroll sideways, every amount is inside the phone's width on one line, and 'Keep a copy' is
 * what a tap on its centre reaches. The window cannot be made narrower than ~447 px, so the phone is the
 * page's own column (theme.css past 480 px): the body 320 px wide and `--vw` a 320th of it, which is all
 * the converted lengths read (ADR 0006). Returns the number of failed checks.
 */
async function moneyOnCard(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<number> {
  const offer = scenarios.find((s) => s.key === 'loan-confirm');
  if (!offer) throw new Error('seed scenario loan-confirm is missing');
  let failures = 0;
  await wk.go(entryUrl(origin, 'loan-confirm', offer.query));
  await wk.until('the offer', `${mountedOn('loan-confirm')} && !!document.querySelector('.lc-plan__amount')`);
  await wk.run(
    `var root = document.documentElement.style, t = ${JSON.stringify(LONG_TEXT)};
    root.setProperty('--vw', '3.2px'); document.body.style.maxWidth = '320px'; document.body.style.margin = '0';
    document.querySelectorAll('.lc-offer__product span, .figure-rows dt, .figure-rows dd, .lc-plan__title, .lc-agree__doc:not(.lc-ds__copy *)').forEach(function (e) { e.textContent += t; });
    return true;`,
  );
  for (const size of ['100%', '200%']) {
    await wk.run(`document.documentElement.style.fontSize = ${JSON.stringify(size)}; return true;`);
    const seen = await wk.run<{ width: number; wide: number; page: number; amounts: string[]; keep: boolean }>(`
      var body = document.body, width = body.getBoundingClientRect().width, amounts = [], wide = width;
      body.querySelectorAll('*').forEach(function (e) { wide = Math.max(wide, e.getBoundingClientRect().right); });
      document.querySelectorAll('.lc-offer__amount, .lc-plan__amount').forEach(function (e) {
        var lines = e.getClientRects().length, r = e.getBoundingClientRect();
        if (lines !== 1 || r.left < 0 || r.right > width + 0.5)
          amounts.push(e.textContent + ' at ' + Math.round(r.left) + '-' + Math.round(r.right) + ' on ' + lines + ' lines');
      });
      var keep = [].find.call(document.querySelectorAll('button'), function (b) { return b.textContent === 'Keep a copy'; });
      keep.scrollIntoView({ block: 'center' });
      var k = keep.getClientRects()[0], top = document.elementFromPoint(k.left + k.width / 2, k.top + k.height / 2);
      return { width: width, wide: Math.round(wide), page: document.documentElement.scrollWidth, amounts: amounts,
        keep: !!top && (top === keep || keep.contains(top)) };`);
    const ok = seen.width === 320 && seen.wide <= 320 && seen.amounts.length === 0 && seen.keep;
    if (!ok) failures++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} loan-confirm             money on its card at ${seen.width} px, text ${size}: content ${seen.wide} px wide, ${seen.amounts.length ? 'amounts off: ' + seen.amounts.join('; ') : 'every amount inside'}, 'Keep a copy' ${seen.keep ? 'reachable' : 'covered'}`,
    );
  }
  await wk.screenshot('money-on-card.png');
  return failures;
}

/** A WebDriver element by CSS selector, for a control without visible text of its own (a close icon, a field). */
async function element(wk: WebKit, css: string): Promise<string> {
  const el = await call<Record<string, string>>('POST', `${wk.s}/element`, { using: 'css selector', value: css });
  return el[ELEMENT] ?? Object.values(el)[0];
}

/** 'Paid but not showing?' on a due order opens its explanation on the native <dialog>, and closes (ADR 0028). */
async function paidNotShowing(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<void> {
  const due = scenarios.find((s) => s.key === 'order-174-delay');
  if (!due) throw new Error('seed scenario order-174-delay is missing');
  await wk.go(entryUrl(origin, 'order', due.query));
  await wk.until('the order page', mountedOn('order'));
  await wk.click('button', 'Paid but not showing?');
  await wk.until(
    'the explanation',
    `(function () { var d = document.querySelector('dialog[open]'); return !!d && /shows the next day/.test(d.textContent) && !!d.querySelector('dd'); })()`,
  );
  await wk.screenshot('paid-not-showing.png');
  await call('POST', `${wk.s}/element/${await element(wk, 'dialog[open] .dialog__close')}/click`, {});
  await wk.until('the explanation closed', `!document.querySelector('dialog[open]')`);
}

/** Bind bank's City / Province: 1,642 places, searched as typed ('santo' for 'Sto.'), one chosen (ADR 0028). */
async function searchedPicker(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<void> {
  const form = scenarios.find((s) => s.key === 'bind-bank');
  if (!form) throw new Error('seed scenario bind-bank is missing');
  await wk.go(entryUrl(origin, 'bind-bank', form.query));
  await wk.until(
    'the bind bank form',
    `${mountedOn('bind-bank')} && !!document.querySelector('#bank-field-city button')`,
  );
  // In the middle of the window: at its bottom edge the fixed 'Next' bar would take the click.
  await wk.run(`document.querySelector('#bank-field-city button').scrollIntoView({ block: 'center' })`);
  await call('POST', `${wk.s}/element/${await element(wk, '#bank-field-city button')}/click`, {});
  await wk.until('the searchable sheet', `!!document.querySelector('dialog[open] input[type=search]')`);
  const search = await element(wk, 'dialog[open] input[type=search]');
  await call('POST', `${wk.s}/element/${search}/value`, { text: 'santo tomas bat' });
  const option = `[...document.querySelectorAll('dialog[open] .picker__option')].find((l) => l.textContent === 'Sto. Tomas City, Batangas')`;
  await wk.until(
    'the place found',
    `!!${option} && document.querySelectorAll('dialog[open] .picker__option').length <= 2`,
  );
  await wk.run(`${option}.querySelector('input').click()`);
  await wk.click('button', 'Confirm');
  await wk.until(
    'the place chosen',
    `!document.querySelector('dialog[open]') && /Sto\\. Tomas City, Batangas/.test(document.querySelector('#bank-field-city').textContent)`,
  );
  await wk.screenshot('searched-picker.png');
}

/**
 * A same-origin stand-in for a backend that answers an amount due of `cents`: it passes every request on
 * to `origin` and rewrites the instalment's `repayAmount` and the extension's fee (WebKitGTK's WebDriver cannot rewrite a
 * response itself). Returns its origin and a way to close it.
 */
async function amountDueProxy(origin: string, cents: number): Promise<{ origin: string; close: () => void }> {
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = { ...req.headers } as Record<string, string>;
      delete headers['accept-encoding'];
      delete headers.host;
      void fetch(origin + (req.url ?? '/'), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      }).then(
        async (answer) => {
          let body = Buffer.from(await answer.arrayBuffer());
          if (/loan-(play|delay)-detail/.test(req.url ?? '')) {
            const json = JSON.parse(body.toString()) as {
              data?: { repayAmount?: unknown; delayInfo?: { delayAmount?: unknown } };
            };
            if (json.data?.delayInfo) json.data.delayInfo.delayAmount = cents;
            else if (json.data) json.data.repayAmount = cents;
            body = Buffer.from(JSON.stringify(json));
          }
          const out: Record<string, string> = {};
          answer.headers.forEach((v, k) => {
            if (k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding') out[k] = v;
          });
          res.writeHead(answer.status, out).end(body);
        },
        () => res.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => proxy.close() };
}

/**
 * D29 in WebKit: instalment and extension repayment at ₱0.00 offer the order, below zero a credit, and
 * never 'Payment'.
 */
async function nothingDue(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<void> {
  for (const [key, entry, cents, says, offers] of [
    ['repay-period-170', 'repay-period', 0, 'Nothing is due on this loan now.', 'View order'],
    ['repay-period-170', 'repay-period', -515000, 'Credit on this loan', 'Customer service'],
    ['repay-delay-174', 'repay-delay', 0, 'Nothing is due on this loan now.', 'View order'],
    ['repay-delay-174', 'repay-delay', -5000, 'Credit on this loan', 'Customer service'],
  ] as const) {
    const due = scenarios.find((s) => s.key === key);
    if (!due) throw new Error(`seed scenario ${key} is missing`);
    const proxy = await amountDueProxy(origin, cents);
    try {
      await wk.go(entryUrl(proxy.origin, entry, due.query));
      await wk.until(
        `${entry} for ${cents} due`,
        `${mountedOn(entry)} && document.body.innerText.includes(${JSON.stringify(says)}) && ${hasText('a', offers)}`,
      );
      const wrong = await wk.run<string>(
        `return [${hasText('button', 'Payment')} && 'Payment', ${hasText('button', 'Copy')} && 'Copy', /[−-]₱/.test(document.body.innerText) && 'a minus sign'].filter(Boolean).join()`,
      );
      if (wrong) throw new Error(`${cents} due still shows ${wrong}`);
      await wk.screenshot(`nothing-due-${entry}-${cents < 0 ? 'credit' : 'zero'}.png`);
    } finally {
      proxy.close();
    }
  }
}

/**
 * Static entries without React (ADR 0017): in WebKit, the header back control returns to the page that
 * opened the entry (plain-browser fallback of the bridge), and a picture enlarges on the native
 * <dialog> and closes again with focus back on its thumbnail. Returns the number of failed checks.
 */
async function checkStaticEntries(s: string, origin: string): Promise<number> {
  let failures = 0;
  const run = <T>(script: string) => call<T>('POST', `${s}/execute/sync`, { script, args: [] });
  const click = async (css: string) => {
    const el = await call<Record<string, string>>('POST', `${s}/element`, { using: 'css selector', value: css });
    await call('POST', `${s}/element/${el[ELEMENT] ?? Object.values(el)[0]}/click`, {});
  };
  const waitFor = async (script: string) => {
    for (let t = 0; t < 30; t++) {
      // A script that meets a document being unloaded (a navigation still landing) is asked again.
      const met = await run<boolean>(script).catch((e: Error) => {
        if (/no such frame|unload/.test(e.message)) return false;
        throw e;
      });
      if (met) return true;
      await sleep(200);
    }
    return false;
  };
  const report = (ok: boolean, what: string) => {
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  };
  for (const entry of ['about-us', 'privacy', 'loan-agreement', 'pay-guide', 'pay-guide-local']) {
    await call('POST', `${s}/url`, { url: `${origin}/customer-service.html?token=${DEMO_TOKEN}` });
    await call('POST', `${s}/url`, { url: `${origin}/${entry}.html?token=${DEMO_TOKEN}` });
    const mounted = await waitFor('return document.documentElement.dataset.mounted === "true"');
    const noReact = await run<boolean>(
      'return !performance.getEntriesByType("resource").some(function (r) { return /\\/assets\\/(react|app)-/.test(r.name); })',
    );
    await click('.page-header__back');
    // Polled with WebDriver's Get Current URL, not a script: a script run while WebKit restores the
    // previous page from its back-forward cache can hang the session.
    let back = false;
    for (let t = 0; t < 30 && !back; t++) {
      await sleep(200);
      const url = await call<string>('GET', `${s}/url`).catch(() => '');
      back = url !== '' && new URL(url).pathname === '/customer-service.html';
    }
    report(mounted && noReact && back, `${entry.padEnd(24)} static: no React=${noReact}, back returns=${back}`);
  }
  await call('POST', `${s}/url`, { url: `${origin}/pay-guide.html?token=${DEMO_TOKEN}` });
  await waitFor('return document.documentElement.dataset.mounted === "true"');
  await click('button.zoom-image');
  const opened = await waitFor(
    'var d = document.querySelector("dialog.zoom-image__dialog[open]"); return !!d && !!d.querySelector("img.zoom-image__full")',
  );
  await click('dialog.zoom-image__dialog[open] .zoom-image__close');
  const closed = await waitFor(
    'return !document.querySelector("dialog[open]") && document.activeElement === document.querySelector("button.zoom-image")',
  );
  report(opened && closed, `pay-guide zoom: opens on <dialog>=${opened}, closes with focus back=${closed}`);
  return failures;
}

/**
 * Back is instant (ADR 0027): each money screen, left for another page of ours and gone back to, is shown
 * from WebKit's page cache (`pageshow` with `persisted`), not loaded again. Returns the number of failures.
 */
async function checkBackForwardCache(wk: WebKit, origin: string, scenarios: Scenario[]): Promise<number> {
  let failures = 0;
  for (const [key, entry] of [
    ['order-170', 'order'],
    ['repay-period-170', 'repay-period'],
    ['repay-delay-174', 'repay-delay'],
    ['legacy-repay-170', 'legacy-repay'],
    ['loan-confirm', 'loan-confirm'],
  ] as const) {
    const scenario = scenarios.find((x) => x.key === key);
    await wk.go(entryUrl(origin, entry, scenario?.query));
    await wk.until(entry, `${mountedOn(entry)} && !document.querySelector('.skeleton')`);
    // Marks how the document is shown next: a listener of this very document, kept with it in the cache.
    await wk.run(
      "addEventListener('pageshow', function (e) { document.documentElement.dataset.shown = e.persisted ? 'cache' : 'load'; }); return true",
    );
    await wk.go(entryUrl(origin, 'about-us'));
    await wk.until('about us', mountedOn('about-us'));
    // history.back() from a script, the URL polled with WebDriver's Get Current URL: WebDriver's own Back
    // waits for a load event that a page restored from the cache never fires.
    await wk.run('setTimeout(function () { history.back(); }); return true');
    let back = false;
    for (let t = 0; t < 50 && !back; t++) {
      await sleep(200);
      const url = await call<string>('GET', `${wk.s}/url`).catch(() => '');
      back = url !== '' && new URL(url).pathname === `/${entry}.html`;
    }
    let shown = '';
    for (let t = 0; t < 25 && back && !shown; t++) {
      await sleep(200);
      shown = await wk.run<string>("return document.documentElement.dataset.shown || ''").catch(() => '');
    }
    const ok = shown === 'cache';
    if (!ok) failures++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${entry.padEnd(24)} back: ${back ? `shown from ${shown || 'a new load'}` : 'did not return'}`,
    );
  }
  return failures;
}

/** A new borrower's scenarios (the reference server's `/_test/borrower`), each query carrying its token. */
async function freshScenarios(origin: string): Promise<Scenario[]> {
  const res = await fetch(`${origin}/_test/borrower`, { method: 'POST' });
  const { data } = (await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } };
  return Object.values(data.scenarios).map((s) => ({ ...s, query: { ...s.query, token: data.token } }));
}

async function main() {
  const { origin, server, stop } = await startScratchServer({ devRoutes: true, testApi: true });
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${DRIVER_PORT}`], {
    stdio: 'ignore',
    detached: true,
  });
  const cleanUp = async () => {
    if (driver.pid) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await stop();
  };
  // `timeout` ends us with SIGTERM: take the driver's process group (Xvfb, MiniBrowser) down too.
  process.once('SIGTERM', () => void cleanUp().finally(() => process.exit(124)));
  mkdirSync(OUT_DIR, { recursive: true });
  let failures = 0;
  try {
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`${wd}/status`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(200);
    }
    const wk = await WebKit.open();
    // The first screenshot of a fresh WebKitGTK install can come out blank: take it and throw it away.
    await wk.go(`${origin}/_entries`);
    await wk.screenshot('warm-up.png');
    // `-- --static-only`: just the static entries' checks (ADR 0017); `-- --back-only`: just the page cache's;
    // `-- --money-only`: just money on its card (ADR 0031); `-- --fil-only`: just the Filipino pass (D27);
    // `-- --shell-only`: just the test preview's shell check.
    const staticOnly = process.argv.includes('--static-only');
    const backOnly = process.argv.includes('--back-only');
    const moneyOnly = process.argv.includes('--money-only');
    const filOnly = process.argv.includes('--fil-only');
    const shellOnly = process.argv.includes('--shell-only');
    // `-- --swap-only`: just the money loops by swap (D38).
    const swapOnly = process.argv.includes('--swap-only');
    const all = !staticOnly && !backOnly && !moneyOnly && !filOnly && !shellOnly && !swapOnly;
    if (all) failures += await checkEntries(wk, origin, server.demoScenarios);
    // Before the money loops: after them, WebKitWebDriver can hang on the next history navigation.
    if (all || staticOnly) failures += await checkStaticEntries(wk.s, origin);
    if (all) failures += await checkStatement(wk, origin, server.demoScenarios);
    if (all || shellOnly) failures += await shellCheck(wk, origin);
    if (all || moneyOnly) failures += await moneyOnCard(wk, origin, server.demoScenarios);
    if (all || backOnly) failures += await checkBackForwardCache(wk, origin, server.demoScenarios);
    // The Filipino pass pays the same seeded orders again (legacy repayment and the repay loop settle one
    // order): each loop has a borrower of its own, whose token its scenarios' queries carry.
    const demo = async () => server.demoScenarios;
    const fresh = () => freshScenarios(origin);
    for (const [name, loop, scenariosOf] of [
      ...(all
        ? ([
            ['paid not showing', paidNotShowing],
            ['nothing due', nothingDue],
            ['searched picker', searchedPicker],
            ['repay loop', repayLoop],
            ['apply loop', applyLoop],
          ] as const)
        : []
      ).map(([name, loop]) => [name, loop, demo] as const),
      ...(all || filOnly
        ? ([
            ['repay loop in Filipino', (wk: WebKit, o: string, s: Scenario[]) => repayLoop(wk, o, s, 'fil')],
            ['legacy loop in Filipino', (wk: WebKit, o: string, s: Scenario[]) => legacyLoop(wk, o, s)],
            ['complaint in Filipino', complaintLoop],
          ] as const)
        : []
      ).map(([name, loop]) => [name, loop, fresh] as const),
      // The money loops again with the screens swapped in the page (D38), each with a borrower of its own.
      ...(all || swapOnly
        ? ([
            ['repay loop by swap', (wk: WebKit, o: string, s: Scenario[]) => repayLoop(wk, o, s, 'en', true)],
            ['apply loop by swap', (wk: WebKit, o: string, s: Scenario[]) => applyLoop(wk, o, s, true)],
            ['repay by swap, Filipino', (wk: WebKit, o: string, s: Scenario[]) => repayLoop(wk, o, s, 'fil', true)],
            ['legacy by swap, Filipino', (wk: WebKit, o: string, s: Scenario[]) => legacyLoop(wk, o, s, true)],
          ] as const)
        : []
      ).map(([name, loop]) => [name, loop, fresh] as const),
    ]) {
      const started = Date.now();
      try {
        await loop(wk, origin, await scenariosOf());
        console.log(`ok   ${name.padEnd(24)} ${Date.now() - started} ms`);
      } catch (e) {
        failures++;
        console.log(`FAIL ${name.padEnd(24)} ${(e as Error).message}`);
        await wk.screenshot(`${name.replaceAll(' ', '-')}-failed.png`).catch(() => undefined);
      }
    }
    await wk.close();
  } finally {
    await cleanUp();
  }
  process.exit(failures ? 1 : 0);
}

void main();
