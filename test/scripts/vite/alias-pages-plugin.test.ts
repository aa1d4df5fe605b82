// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aliasPageHtml, rootContentRange } from '../../../scripts/vite/alias-pages-plugin';

const built = (root: string) =>
  `<!doctype html><html><head><title>Site · Home</title><script type="module" src="/assets/index.js"></script></head><body><div id="root">${root}</div><div id="toast"></div></body></html>`;

describe('alias pages', () => {
  it("replaces exactly the root's content, nested divs included, and the title", () => {
    const html = built('<header><div class="a"><div>x</div></div></header><main data-alias-path="/">home</main>');
    const out = aliasPageHtml(html, '<main data-alias-path="/About">about</main>', 'About us · Site');
    expect(out).toBe(built('<main data-alias-path="/About">about</main>').replace('Site · Home', 'About us · Site'));
  });

  it('finds the root in minified HTML too, and escapes the title', () => {
    const html =
      '<html><head><title>x</title></head><body><div id=root><div><div></div></div></div><script src=/a.js></script>';
    const [start, end] = rootContentRange(html);
    expect(html.slice(start, end)).toBe('<div><div></div></div>');
    expect(aliasPageHtml(html, 'y', 'A & <B>')).toContain('<title>A &#38; &#60;B&#62;</title>');
  });

  it("gives the alias page its own meta description, the entry's where it has none", () => {
    const html =
      '<html><head><title>x</title><meta name="description" content="Home page"/></head><body><div id="root"></div>';
    expect(aliasPageHtml(html, 'y', 'About', 'About & us')).toContain(
      '<meta name="description" content="About &#38; us" />',
    );
    expect(aliasPageHtml(html, 'y', 'About', 'About & us')).not.toContain('Home page');
    expect(aliasPageHtml(html, 'y', 'About')).toContain('<meta name="description" content="Home page"/>');
  });

  it('fails loudly when there is no root or it is not closed', () => {
    expect(() => rootContentRange('<body></body>')).toThrow('no <div id="root">');
    expect(() => rootContentRange('<div id="root"><div></div>')).toThrow('not closed');
  });
});
