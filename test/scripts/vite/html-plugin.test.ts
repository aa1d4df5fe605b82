// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { loadEntries } from '../../../shared/site/entries';
import { fillTemplate, flatNames, HEAD_TAGS, htmlPlugin, writeFlatPages } from '../../../scripts/vite/html-plugin';
import { robotsTags } from '../../../scripts/vite/robots';

const entries = loadEntries();
const order = entries.find((e) => e.name === 'order')!;

type Hooks = {
  config(): { build: { rolldownOptions: { input: Record<string, string> } } };
  configureServer(server: unknown): void;
  transformIndexHtml: { handler(html: string, ctx: { filename: string }): string };
};
const [templating] = htmlPlugin(entries) as unknown as [Hooks];

describe('the HTML plugin (ADR 0059)', () => {
  it('has one template per entry, named after it, with the title, head and prerender slots', () => {
    for (const entry of entries) {
      // Written flat by its file name: two index.html would collide in dist/.
      expect(basename(entry.html)).toBe(`${entry.name}.html`);
      expect(existsSync(entry.html)).toBe(true);
      const html = readFileSync(entry.html, 'utf8');
      expect(html).toContain('<title><%= title %></title>');
      expect(html).toContain('<%- head %>');
      expect(html).toContain('<div id="root"><!--app-html--></div>');
      expect(html).toContain(`<script type="module" src="/pages/${entry.name}/main.tsx"></script>`);
    }
  });

  it('builds every template as an input named after its entry (its chunk is assets/<name>-*.js)', () => {
    expect(templating.config().build.rolldownOptions.input).toEqual(
      Object.fromEntries(entries.map((e) => [e.name, e.html])),
    );
  });

  it('fills in the escaped title and the head, and stops at a slot it does not know', () => {
    const template = '<head><%- head %><title><%= title %></title></head>';
    expect(fillTemplate(template, { ...order, title: `Tom & "Jerry's" <b>` })).toBe(
      `<head>${HEAD_TAGS}${robotsTags(order)}<title>Tom &amp; &#34;Jerry&#39;s&#34; &lt;b&gt;</title></head>`,
    );
    expect(() => fillTemplate('<p><%= body %></p>', order)).toThrow(
      'pages/order/order.html: <%= body %> is no slot of the template',
    );
  });

  it('fills an entry’s template found by its absolute path, whatever the working folder', () => {
    const html = templating.transformIndexHtml.handler(readFileSync(order.html, 'utf8'), { filename: order.html });
    expect(html).toContain(`<title>${order.title}</title>`);
    expect(html).not.toContain('<%');
    expect(() => templating.transformIndexHtml.handler('<%= title %>', { filename: '/elsewhere/x.html' })).toThrow(
      "but is no entry's template",
    );
    expect(templating.transformIndexHtml.handler('<p>report</p>', { filename: '/docs/x.html' })).toBe('<p>report</p>');
  });

  it('writes each entry’s page minified under its flat name, and minifies the other pages in place', async () => {
    const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
    const bundle = {
      'pages/order/order.html': asset(
        'pages/order/order.html',
        '<!DOCTYPE html>\n<html>\n  <body><!--app-html--></body>\n</html>',
      ),
      'About.html': asset('About.html', '<p>\n  a\n</p>'),
      'assets/a.js': asset('assets/a.js', 'a  =  1'),
    } as unknown as OutputBundle;
    const emitted: { fileName: string; source: string }[] = [];
    await writeFlatPages(bundle, flatNames(entries), (page) => emitted.push(page));
    expect(emitted).toEqual([
      { fileName: 'order.html', source: '<!doctype html> <html> <body><!--app-html--></body> </html>' },
    ]);
    expect(Object.keys(bundle)).toEqual(['About.html', 'assets/a.js']);
    expect((bundle['About.html'] as { source: string }).source).toBe('<p> a </p>');
    expect((bundle['assets/a.js'] as { source: string }).source).toBe('a  =  1');
  });

  it('serves /<entry>.html, the aliases and their /fil/ twins from the templates in dev (D27)', () => {
    let middleware: (req: { url?: string }, res: unknown, next: () => void) => void = () => undefined;
    templating.configureServer({ middlewares: { use: (fn: typeof middleware) => (middleware = fn) } });
    const served = (url: string) => {
      const req = { url };
      middleware(req, {}, () => undefined);
      return req.url;
    };
    expect(served('/fil/order.html?lang=fil')).toBe('/pages/order/order.html?lang=fil');
    expect(served('/order.html')).toBe('/pages/order/order.html');
    expect(served('/')).toBe('/pages/index/index.html');
    expect(served('/fil/complainDetails')).toBe('/pages/complaint-details/complaint-details.html');
    expect(served('/fil/assets/x.js')).toBe('/fil/assets/x.js');
    expect(served('/nothing.html')).toBe('/nothing.html');
  });
});
