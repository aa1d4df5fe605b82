// @vitest-environment node
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { filipinoHead, moveHtmlToFil } from '../../../scripts/vite/fil-twin-plugin';

const TITLES: Record<string, string> = {
  'About us · PesoBridge': 'Tungkol sa amin · PesoBridge',
  'Cash & loans "now"': 'Cash & loan "ngayon"',
};

describe('the Filipino twin pages (D27, ADR 0039)', () => {
  it('says lang="fil" and gives the page its title and description from the catalog, escaped as HTML', () => {
    const missing = new Set<string>();
    const html =
      '<!doctype html><html lang="en"><head><title>About us · PesoBridge</title><meta name="description" content="Cash &#38; loans &#34;now&#34;" /></head><body></body></html>';
    expect(filipinoHead(html, (en) => TITLES[en], missing)).toBe(
      '<!doctype html><html lang="fil"><head><title>Tungkol sa amin · PesoBridge</title><meta name="description" content="Cash &#38; loan &#34;ngayon&#34;" /></head><body></body></html>',
    );
    expect(missing.size).toBe(0);
    filipinoHead('<html lang="en"><title>Order &amp; more</title>', () => undefined, missing);
    expect(missing).toEqual(new Set(['Order & more']));
  });

  it('moves every HTML page of the bundle under fil/, and leaves the scripts where both languages share them', () => {
    const bundle = {
      'order.html': { type: 'asset', fileName: 'order.html', source: '<html lang="en"><title>Order</title>' },
      'About.html': { type: 'asset', fileName: 'About.html', source: '<html lang="en"><title>About</title>' },
      'assets/order-x.js': { type: 'chunk', fileName: 'assets/order-x.js' },
      _redirects: { type: 'asset', fileName: '_redirects', source: '' },
    } as unknown as OutputBundle;
    const moved = moveHtmlToFil(bundle, (en) => ({ Order: 'Detalye' })[en], new Set());
    expect(moved).toEqual([
      { fileName: 'fil/order.html', source: '<html lang="fil"><title>Detalye</title>' },
      { fileName: 'fil/About.html', source: '<html lang="fil"><title>About</title>' },
    ]);
    expect(Object.keys(bundle)).toEqual(['assets/order-x.js', '_redirects']);
  });
});
