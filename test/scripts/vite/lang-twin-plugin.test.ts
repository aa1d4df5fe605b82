// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DEMO_SITE_ORIGIN } from '../../../shared/config/release-check';
import {
  alternateLinks,
  hreflangPlugin,
  indexedPagePaths,
  LANG_SWITCH_SCRIPT,
  LANG_TWIN_SCRIPT,
  langTwinPlugin,
  withLangSwitchScript,
  withLangTwinScript,
} from '../../../scripts/vite/lang-twin-plugin';
import { loadEntries } from '../../../shared/site/entries';
import { inlineScriptHashes, inlineScripts } from '../../../shared/site/headers';

/** Runs the script on an address; returns where it went (null: it stayed) and whether it stopped parsing. */
function run(href: string) {
  const url = new URL(href);
  const replace = vi.fn();
  const stop = vi.fn();
  const location = { href: url.href, replace };
  new Function('location', 'stop', LANG_TWIN_SCRIPT)(location, stop);
  return { to: (replace.mock.calls[0]?.[0] as string | undefined) ?? null, stopped: stop.mock.calls.length > 0 };
}

describe('the English entry opened with lang=fil (D27)', () => {
  it.each([
    [
      'https://h/order.html?lang=fil&orderId=7&token=t#plan',
      'https://h/fil/order.html?lang=fil&orderId=7&token=t#plan',
    ],
    ['https://h/order.html?orderId=7&lang=fil', 'https://h/fil/order.html?orderId=7&lang=fil'],
    ['https://h/?lang=fil', 'https://h/fil/?lang=fil'],
    ['https://h/About?lang=fil', 'https://h/fil/About?lang=fil'],
    ['https://h/complainDetails?problemId=RR-1&lang=fil', 'https://h/fil/complainDetails?problemId=RR-1&lang=fil'],
    // A path that reads as another host once a prefix is cut or pasted stays a path of this origin.
    ['https://h//evil.example/x%2F..%2F?lang=fil', 'https://h/fil//evil.example/x%2F..%2F?lang=fil'],
    ['https://h/%2F%2Fevil.example/?lang=fil', 'https://h/fil/%2F%2Fevil.example/?lang=fil'],
  ])('%s replaces itself with %s, query and hash kept, parsing stopped first', (href, to) => {
    expect(run(href)).toEqual({ to, stopped: true });
  });

  it.each([
    'https://h/order.html?orderId=7',
    'https://h/order.html?lang=en',
    'https://h/order.html?lang=en&lang=fil',
    'https://h/order.html?language=fil',
    'https://h/order.html#lang=fil',
    // Already the twin's path (a host serving an English file there): never a loop.
    'https://h/fil/order.html?lang=fil',
  ])('%s stays', (href) => {
    expect(run(href)).toEqual({ to: null, stopped: false });
  });

  it('goes first in the head, before the start script that sends calls, and the CSP hashes it', async () => {
    const html = '<html><head><meta charset="utf-8" /><script>early()</script></head><body></body></html>';
    const out = withLangTwinScript(html);
    expect(inlineScripts(out)).toEqual([LANG_TWIN_SCRIPT, 'early()']);
    expect(await inlineScriptHashes(out)).toHaveLength(2);
    expect(inlineScripts(withLangTwinScript('<html><head><title>x</title></head></html>'))).toEqual([LANG_TWIN_SCRIPT]);
  });

  it('the Filipino build gets no script, the English one does', () => {
    const hook = (lang: string | undefined) => {
      const plugin = langTwinPlugin();
      (plugin.configResolved as (c: unknown) => void)({ env: { VITE_LANG: lang } });
      const { handler } = plugin.transformIndexHtml as { handler: (html: string) => string };
      return handler('<head><meta charset="utf-8"></head>');
    };
    expect(hook('fil')).not.toContain('<script>');
    expect(hook(undefined)).toContain(LANG_TWIN_SCRIPT);
    expect(hook('en')).toContain(LANG_TWIN_SCRIPT);
  });
});

/**
 * Taps a switch link (`hreflang`) on the page at `href` (a path of https://h, or a whole address) through
 * the switch script; returns where it goes.
 */
function tap(hreflang: string, href: string, inSwitch = true): string {
  const url = href.startsWith('https:') ? new URL(href) : new URL(`https://h${href}`);
  let onClick: (e: unknown) => void = () => {};
  const addEventListener = (type: string, f: (e: unknown) => void) => type === 'click' && (onClick = f);
  new Function('addEventListener', 'location', LANG_SWITCH_SCRIPT)(addEventListener, url);
  const link = { hreflang, href: 'prerendered' };
  onClick({
    target: { closest: (selector: string) => (inSwitch && selector.startsWith('.lang-switch ') ? link : null) },
  });
  return link.href;
}

describe('the public pages’ language switch at the tap (D27)', () => {
  it.each([
    ['fil', '/About', '/fil/About?lang=fil'],
    ['fil', '/?token=t&x=1#feedback', '/fil/?token=t&x=1&lang=fil#feedback'],
    ['fil', '/landing.html?channel_number=7', '/fil/landing.html?channel_number=7&lang=fil'],
    ['fil', '/fil/About?lang=fil', '/fil/About?lang=fil'],
    // English: no lang at all, or the English page would send the reader straight back to Filipino.
    ['en', '/fil/About?lang=fil&x=1', '/About?x=1'],
    ['en', '/fil/?lang=fil#feedback', '/#feedback'],
    ['en', '/fil', '/'],
    ['en', '/About', '/About'],
    ['en', '/filipino.html', '/filipino.html'],
  ])('%s from %s goes to %s', (lang, href, twin) => {
    expect(tap(lang, href)).toBe(`https://h${twin}`);
  });

  // Paths a host may serve a page at (nginx merges slashes and decodes `%2F` before it picks the file):
  // cut or pasted as text, each of them once made a link to another host.
  it.each([
    'https://h//evil.example/x%2F..%2F..%2F?token=t',
    'https://h/fil//evil.example/x%2F..%2F?lang=fil',
    'https://h/fil//evil.example',
    'https://h/%2F%2Fevil.example/About',
    'https://h/fil/%5Cevil.example/',
    'https://h///evil.example/About#x',
  ])('every link from %s stays on the page’s origin', (href) => {
    for (const lang of ['en', 'fil']) {
      const to = new URL(tap(lang, href));
      expect(to.origin, `${lang}: ${to.href}`).toBe('https://h');
      expect(to.pathname.startsWith(lang === 'fil' ? '/fil/' : '/'), to.href).toBe(true);
    }
  });

  it('leaves every other link alone', () => {
    expect(tap('fil', '/About?x=1', false)).toBe('prerendered');
  });

  it('only the pages that show the switch get the script, in both languages, and the CSP hashes it', async () => {
    const page = '<html><head></head><body><nav class="lang-switch"></nav></body></html>';
    expect(inlineScripts(withLangSwitchScript(page))).toEqual([LANG_SWITCH_SCRIPT]);
    expect(await inlineScriptHashes(withLangSwitchScript(page))).toHaveLength(1);
    expect(withLangSwitchScript('<html><body><main></main></body></html>')).not.toContain('<script>');
    for (const lang of ['fil', 'en']) {
      const plugin = langTwinPlugin();
      (plugin.configResolved as (c: unknown) => void)({ env: { VITE_LANG: lang } });
      const { handler } = plugin.transformIndexHtml as { handler: (html: string) => string };
      expect(handler(page)).toContain(LANG_SWITCH_SCRIPT);
    }
  });
});

describe('hreflang on the public pages (D27)', () => {
  it('names the English path of every public page and alias page, and no other entry', () => {
    expect(indexedPagePaths(loadEntries())).toEqual({
      index: '/',
      About: '/About',
      Policy: '/Policy',
      Loan: '/Loan',
      landing: '/landing.html',
    });
  });

  it('both twins name en, fil and x-default (English) as absolute URLs, and themselves as canonical', () => {
    const alternates =
      '<link rel="alternate" hreflang="en" href="https://www.lender.ph/About" />' +
      '<link rel="alternate" hreflang="fil" href="https://www.lender.ph/fil/About" />' +
      '<link rel="alternate" hreflang="x-default" href="https://www.lender.ph/About" />';
    expect(alternateLinks('/About', 'https://www.lender.ph', 'en')).toBe(
      `<link rel="canonical" href="https://www.lender.ph/About" />${alternates}`,
    );
    expect(alternateLinks('/About', 'https://www.lender.ph', 'fil')).toBe(
      `<link rel="canonical" href="https://www.lender.ph/fil/About" />${alternates}`,
    );
    expect(alternateLinks('/', 'https://www.lender.ph', 'en')).toContain(
      '<link rel="alternate" hreflang="fil" href="https://www.lender.ph/fil/" />',
    );
  });

  it("goes into the head of a public page's HTML in either folder, once, on the configured origin; other pages get none", () => {
    const page = (fileName: string) => ({ type: 'asset', fileName, source: '<html><head></head><body></body></html>' });
    const origin = 'https://www.lender.ph';
    const bundle: Record<string, { type: string; fileName: string; source: string }> = {
      a: page('About.html'),
      b: page('fil/About.html'),
      c: page('order.html'),
      d: { type: 'asset', fileName: 'fil/index.html', source: `<head>${alternateLinks('/', origin, 'fil')}</head>` },
    };
    const plugin = hreflangPlugin(loadEntries()) as unknown as {
      configResolved(config: { env: Record<string, string> }): void;
      generateBundle: { handler(o: unknown, b: typeof bundle): void };
    };
    plugin.configResolved({ env: { VITE_APP_CONFIG: JSON.stringify({ siteOrigin: origin }) } });
    plugin.generateBundle.handler({}, bundle);
    expect(bundle.a.source).toBe(`<html><head>${alternateLinks('/About', origin, 'en')}</head><body></body></html>`);
    expect(bundle.b.source).toBe(`<html><head>${alternateLinks('/About', origin, 'fil')}</head><body></body></html>`);
    expect(bundle.c.source).not.toContain('alternate');
    expect(bundle.d.source).toBe(`<head>${alternateLinks('/', origin, 'fil')}</head>`);
  });

  it('builds on the demo origin when the config names none', () => {
    const bundle = { a: { type: 'asset', fileName: 'About.html', source: '<head></head>' } };
    const plugin = hreflangPlugin(loadEntries()) as unknown as {
      configResolved(config: { env: Record<string, string> }): void;
      generateBundle: { handler(o: unknown, b: typeof bundle): void };
    };
    plugin.configResolved({ env: {} });
    plugin.generateBundle.handler({}, bundle);
    expect(bundle.a.source).toContain(`<link rel="canonical" href="${DEMO_SITE_ORIGIN}/About" />`);
  });
});
