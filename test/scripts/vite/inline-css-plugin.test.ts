// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStyleSheets } from '../../../scripts/vite/inline-css-plugin';

const sheets: Record<string, string> = { '/assets/a-1.css': 'a{color:red}\n', '/assets/b-2.css': 'b{margin:0}' };
const read = (href: string) => sheets[href];

describe('inlineStyleSheets', () => {
  it('puts each start style sheet inline, leaving an inert marker link for the preload helper', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/a-1.css"><link rel="stylesheet" href="/assets/b-2.css"></head>';
    const { html: out, inlined } = inlineStyleSheets(html, read);
    expect(inlined).toEqual(['/assets/a-1.css', '/assets/b-2.css']);
    expect(out).toBe(
      '<head><style>a{color:red}</style><link rel="stylesheet" type="text/plain" href="/assets/a-1.css">' +
        '<style>b{margin:0}</style><link rel="stylesheet" type="text/plain" href="/assets/b-2.css"></head>',
    );
    // Idempotent: a second pass finds only the markers.
    expect(inlineStyleSheets(out, read).inlined).toEqual([]);
  });

  it('leaves other links alone: another origin, a media query, a non-CSS type', () => {
    const html =
      '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="stylesheet" media="print" href="/assets/a-1.css"><link rel="icon" href="/assets/a-1.css">';
    expect(inlineStyleSheets(html, read)).toEqual({ html, inlined: [] });
  });

  it('refuses a sheet that would close the style element early', () => {
    expect(() =>
      inlineStyleSheets('<link rel="stylesheet" href="/assets/x.css">', () => 'a{}</style><script>'),
    ).toThrow(/cannot be inlined/);
  });
});
